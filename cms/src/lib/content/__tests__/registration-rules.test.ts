import { describe, expect, it } from 'vitest';
import type { ActivityRegistration } from '@hmrpl/contract';
import {
  REGISTRATION_MESSAGES as M,
  checkRegistrant,
  checkRegistrationSettings,
  placesLeft,
  registrationRefusal,
  registrationState,
} from '../registration-rules';

const NONE = { opens_at: null, closes_at: null, quota: null, waitlist: false };
const HOUR = 3600_000;

describe('checkRegistrant', () => {
  it('keeps a valid registrant, trimmed, e-mail in lower case, without invisible characters', () => {
    expect(
      checkRegistrant({
        nama: '  Sari\u200b  Dewi ',
        nim: '1302\u202e230001',
        email: ' Sari@Student.TEST ',
        angkatan: '2023',
        telepon: '+62 812-3456-7890',
      }),
    ).toEqual({
      ok: true,
      values: {
        nama: 'Sari Dewi',
        nim: '1302230001',
        email: 'sari@student.test',
        angkatan: '2023',
        telepon: '+62 812-3456-7890',
      },
    });
    expect(checkRegistrant({ nama: 'A', nim: 1302, email: 'a@b.id' })).toMatchObject({
      ok: true,
      values: { nim: '1302', angkatan: null, telepon: null },
    });
  });

  it('names every bad field with its text', () => {
    expect(checkRegistrant({})).toEqual({
      ok: false,
      errors: { nama: [M.namaRequired], nim: [M.nimRequired], email: [M.emailRequired] },
    });
    expect(
      checkRegistrant({
        nama: 'x'.repeat(101),
        nim: '1'.repeat(21),
        email: 'a@b',
        angkatan: '1999',
        telepon: '123',
      }),
    ).toEqual({
      ok: false,
      errors: {
        nama: [M.namaTooLong],
        nim: [M.nimTooLong],
        email: [M.emailInvalid],
        angkatan: [M.angkatanInvalid],
        telepon: [M.teleponInvalid],
      },
    });
    for (const email of ['a b@c.id', 'a@b..id', '<a@b.id>', 'a@b.id,c@d.id', `${'a'.repeat(65)}@b.id`])
      expect(checkRegistrant({ nama: 'A', nim: '1', email }), email).toMatchObject({ ok: false });
    expect(checkRegistrant({ nama: 'A', nim: '12a', email: 'a@b.id' })).toMatchObject({
      errors: { nim: [M.nimInvalid] },
    });
  });
});

describe('checkRegistrationSettings', () => {
  it('reads times in WIB, the quota and the waitlist; closing defaults to none (the start decides)', () => {
    const result = checkRegistrationSettings(
      { registration_opens_at: '2031-03-01T09:00', registration_quota: '300', registration_waitlist: 'true' },
      NONE,
    );
    expect(result).toEqual({
      ok: true,
      changed: true,
      values: { opens_at: new Date('2031-03-01T02:00:00Z'), closes_at: null, quota: 300, waitlist: true },
    });
  });

  it('changes only what was sent, and an empty opening time clears everything', () => {
    const current = {
      opens_at: new Date('2031-03-01T02:00:00Z'),
      closes_at: new Date('2031-03-05T02:00:00Z'),
      quota: 10,
      waitlist: true,
    };
    expect(checkRegistrationSettings({ registration_quota: '' }, current)).toEqual({
      ok: true,
      changed: true,
      values: { ...current, quota: null },
    });
    expect(checkRegistrationSettings({}, current)).toEqual({ ok: true, changed: false, values: current });
    expect(checkRegistrationSettings({ registration_opens_at: '' }, current)).toEqual({
      ok: true,
      changed: true,
      values: NONE,
    });
  });

  it('refuses bad values with their texts', () => {
    expect(
      checkRegistrationSettings(
        {
          registration_opens_at: 'besok',
          registration_closes_at: '2031-02-30T09:00',
          registration_quota: '100001',
          registration_waitlist: 'ya',
        },
        NONE,
      ),
    ).toEqual({
      ok: false,
      errors: {
        registration_opens_at: [M.opensInvalid],
        registration_closes_at: [M.closesInvalid],
        registration_quota: [M.quotaInvalid],
        registration_waitlist: [M.waitlistInvalid],
      },
    });
    for (const quota of ['0', '-1', '2.5', 'sepuluh'])
      expect(
        checkRegistrationSettings({ registration_opens_at: '2031-03-01T09:00', registration_quota: quota }, NONE),
      ).toMatchObject({ ok: false, errors: { registration_quota: [M.quotaInvalid] } });
    expect(
      checkRegistrationSettings(
        { registration_opens_at: '2031-03-01T09:00', registration_closes_at: '2031-03-01T09:00' },
        NONE,
      ),
    ).toMatchObject({ ok: false, errors: { registration_closes_at: [M.closesBeforeOpens] } });
  });
});

describe('the state, the places left and the refusal', () => {
  const now = new Date('2031-03-02T00:00:00Z');
  const registration = (extra: Partial<ActivityRegistration>): ActivityRegistration => ({
    opens_at: new Date(now.getTime() - HOUR).toISOString(),
    closes_at: new Date(now.getTime() + HOUR).toISOString(),
    quota: 2,
    taken: 0,
    waitlist: false,
    retention_months: 12,
    ...extra,
  });

  it('not open yet, open, full, closed', () => {
    expect(registrationState(registration({ opens_at: new Date(now.getTime() + 1).toISOString() }), now)).toBe(
      'belum-dibuka',
    );
    expect(registrationState(registration({}), now)).toBe('dibuka');
    expect(registrationState(registration({ taken: 2 }), now)).toBe('penuh');
    // full with a waitlist is still open: new registrations wait
    expect(registrationState(registration({ taken: 2, waitlist: true }), now)).toBe('dibuka');
    expect(registrationState(registration({ closes_at: now.toISOString() }), now)).toBe('ditutup');
    expect(placesLeft(registration({ taken: 1 }))).toBe(1);
    expect(placesLeft(registration({ taken: 5 }))).toBe(0);
    expect(placesLeft(registration({ quota: null }))).toBeNull();
  });

  it('refuses with the contract texts', () => {
    const settings = {
      opens_at: new Date(now.getTime() - HOUR),
      closes_at: new Date(now.getTime() + HOUR),
      quota: 2,
      waitlist: false,
    };
    expect(registrationRefusal(settings, 0, now)).toBeNull();
    expect(registrationRefusal(settings, 2, now)).toBe(M.full);
    expect(registrationRefusal({ ...settings, waitlist: true }, 2, now)).toBeNull();
    expect(registrationRefusal(settings, 0, new Date(now.getTime() - 2 * HOUR))).toBe(M.notOpen);
    expect(registrationRefusal(settings, 0, new Date(now.getTime() + HOUR))).toBe(M.closed);
  });
});
