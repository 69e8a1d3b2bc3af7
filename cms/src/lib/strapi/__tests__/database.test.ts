/** Which errors mean "the database is away" (503, ADR 043) and which mean "the disk is full" (507, ADR 038). */
import { describe, expect, it } from 'vitest';
import { errors } from '@strapi/utils';
import { isDatabaseUnavailable } from '../database';
import { isDiskFullError } from '../../uploads/disk-space';

const failure = (code: string, message = 'gagal') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a database that is down, restarting, unreachable or unreadable', () => {
    for (const code of ['ECONNREFUSED', '57P01', '08006', 'SQLITE_CANTOPEN', 'SQLITE_IOERR_READ', 'SQLITE_BUSY'])
      expect(isDatabaseUnavailable(failure(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: failure('ECONNRESET') }))).toBe(true);
  });

  it('is false for a full disk, which is its own answer (507, retrying does not help), and for a bad query', () => {
    for (const code of ['SQLITE_FULL', '53100', 'ENOSPC']) {
      expect(isDatabaseUnavailable(failure(code)), code).toBe(false);
      expect(isDiskFullError(failure(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(failure('42P01', 'relation "x" does not exist'))).toBe(false);
  });

  it("is true for Strapi's relation check that could not look (its 'Invalid relations'), false for rows that do not exist", () => {
    const validation = (...messages: string[]) =>
      new errors.ValidationError(messages.join(' '), {
        errors: messages.map((message) => ({ path: [], message, name: 'ValidationError' })),
      });
    expect(isDatabaseUnavailable(validation('Invalid relations'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        validation('1 relation(s) of type plugin::upload.file associated with this entity do(es) not exist'),
      ),
    ).toBe(false);
    // a real field error beside it is the client's to fix first
    expect(isDatabaseUnavailable(validation('Invalid relations', 'title must be defined.'))).toBe(false);
    expect(isDatabaseUnavailable(new errors.ValidationError('Invalid relations'))).toBe(false);
  });
});
