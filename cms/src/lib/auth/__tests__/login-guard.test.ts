import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_DAYS, MAX_LOCK_SEC, createDeviceToken, lockSeconds, readDeviceToken } from '../login-guard';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('login lock-out', () => {
  it('escalates from 30 s and never passes 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(lockSeconds)).toEqual([30, 60, 120, 240, 300, 300, 300]);
    expect(MAX_LOCK_SEC).toBe(300);
  });
});

describe('device tokens', () => {
  const strapi = { config: { get: () => ['kunci-a'] } } as any;
  const other = { config: { get: () => ['kunci-b'] } } as any;

  it('carry their user, epoch and a nonce, signed with our key', () => {
    const token = createDeviceToken(strapi, 7, 3);
    expect(readDeviceToken(strapi, token)).toEqual({
      userId: 7,
      epoch: 3,
      nonce: expect.stringMatching(/^[\w-]{10,}$/),
    });
    expect(readDeviceToken(other, token)).toBeNull();
    expect(
      readDeviceToken(
        strapi,
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBeNull();
    // another user id or epoch in the payload breaks the signature
    const [v, , epoch, ...rest] = token.split('.');
    expect(readDeviceToken(strapi, [v, 8, epoch, ...rest].join('.'))).toBeNull();
    expect(readDeviceToken(strapi, [v, 7, 4, ...rest.slice(0)].join('.'))).toBeNull();
    expect(readDeviceToken(strapi, undefined)).toBeNull();
    expect(readDeviceToken(strapi, 'x'.repeat(500))).toBeNull();
  });

  it(`expire after ${DEVICE_COOKIE_DAYS} days`, () => {
    expect(DEVICE_COOKIE_DAYS).toBe(30);
    const now = Date.now();
    const young = createDeviceToken(strapi, 7, 0, now - 29 * DAY_MS);
    const old = createDeviceToken(strapi, 7, 0, now - 31 * DAY_MS);
    expect(readDeviceToken(strapi, young, now)).not.toBeNull();
    expect(readDeviceToken(strapi, old, now)).toBeNull();
    // one from the future (a clock far off) is refused too
    expect(readDeviceToken(strapi, createDeviceToken(strapi, 7, 0, now + DAY_MS), now)).toBeNull();
  });

  it('the 180-day tokens of the earlier format are not read', () => {
    const legacy = '7.AAAAAAAAAAAAAAAAAAAAAA.bm90LWEtc2lnbmF0dXJl';
    expect(readDeviceToken(strapi, legacy)).toBeNull();
  });
});
