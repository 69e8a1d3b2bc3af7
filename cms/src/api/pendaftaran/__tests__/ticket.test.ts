import { describe, expect, it } from 'vitest';
import { issueCancelToken, issueTicket, readCancelToken, readTicket } from '../rules/ticket';

const fake = (keys: string[]) => ({ config: { get: () => keys } });

describe('tickets and cancel tokens', () => {
  const strapi = fake(['kunci-satu', 'kunci-dua']);

  it('reads back what it signed, and nothing changed', () => {
    const ticket = issueTicket(strapi, 41, 7);
    expect(readTicket(strapi, ticket)).toEqual({ registrationId: 41, activityId: 7 });
    const [kind, reg, act, sig] = ticket.split('.');
    for (const changed of [
      `${kind}.${(42).toString(36)}.${act}.${sig}`,
      `${kind}.${reg}.${(8).toString(36)}.${sig}`,
      `${kind}.${reg}.${act}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `T2.${reg}.${act}.${sig}`,
      `${ticket}.x`,
      '41',
      '',
    ])
      expect(readTicket(strapi, changed), changed).toBeNull();
    expect(readTicket(strapi, 41)).toBeNull();
    // another site's keys sign other tickets
    expect(readTicket(fake(['lain']), ticket)).toBeNull();
  });

  it('keeps tickets and cancel tokens apart', () => {
    const cancel = issueCancelToken(strapi, 41);
    expect(readCancelToken(strapi, cancel)).toBe(41);
    expect(readCancelToken(strapi, issueTicket(strapi, 41, 7))).toBeNull();
    expect(readTicket(strapi, cancel)).toBeNull();
    // the cancel token's signature under the ticket's prefix is no ticket either
    expect(readCancelToken(strapi, cancel.replace(/^B1/, 'T1'))).toBeNull();
  });
});
