/**
 * Guessing passwords at POST /api/login is slowed down twice (ADR 016):
 *
 * 1. Per client address (IPv6 by /64, src/lib/http/request-ip.ts): `RATE_LIMIT_LOGIN_PER_MINUTE` (default 5)
 *    failed attempts a minute, then 429 for the rest of the minute. An attempt counts BEFORE its password is
 *    checked and is given back unless it fails, so a burst of parallel guesses gets at most that many checks.
 * 2. Per account, whatever the address (an attacker with many addresses): after 5 failures within 15
 *    minutes the account is locked for a short, escalating time: 30 s, 60 s, 120 s, 240 s, then 5 minutes at
 *    most (the number of locks is remembered for an hour). The account is the user when the name or e-mail
 *    matches one (so `admin` and `admin@...` share a counter), otherwise a hash of the name as typed (so an
 *    unknown name is locked exactly like a real one and the lock tells nothing). A successful login clears
 *    the failures.
 *
 * The lock would let an attacker keep the real admin out (5 wrong guesses every 5 minutes). Device cookies
 * stop that: a successful login leaves `hmrpl_device` (httpOnly, signed, bound to that user, 180 days), and a
 * login that carries a valid one for the same user skips the account lock. The admin's own browser therefore
 * always gets in; a new browser waits at most 5 minutes. A device that fails 5 times in 15 minutes loses that
 * privilege until the window ends (a stolen cookie is no way around the lock either).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perMinute, rateLimiter, type Limiter } from '../http/rate-limit';

export const DEVICE_COOKIE = 'hmrpl_device';
export const DEVICE_COOKIE_DAYS = 180;
const ACCOUNT_FAILURES = 5;
const ACCOUNT_WINDOW_SEC = 15 * 60;
const FIRST_LOCK_SEC = 30;
export const MAX_LOCK_SEC = 5 * 60;

/** Seconds of the n-th lock (n >= 1) within the hour: doubling from 30 s, never above 5 minutes. */
export function lockSeconds(n: number): number {
  const step = Math.max(1, Math.floor(n));
  return Math.min(MAX_LOCK_SEC, FIRST_LOCK_SEC * 2 ** Math.min(step - 1, 10));
}

interface LoginLimiters {
  /** failed attempts per client address, per minute */
  address: Limiter;
  /** failed attempts per account, per 15 minutes */
  account: Limiter;
  /** locks per account, per hour (the escalation) */
  locks: Limiter;
  /** failed attempts per device cookie, per 15 minutes */
  device: Limiter;
}

const limiters = new WeakMap<object, LoginLimiters>();

export function loginLimiters(strapi: Core.Strapi): LoginLimiters {
  let set = limiters.get(strapi);
  if (!set) {
    set = {
      address: rateLimiter(strapi, { name: 'login_ip', points: perMinute(strapi, 'loginPerMinute'), durationSec: 60 }),
      account: rateLimiter(strapi, {
        name: 'login_account',
        points: ACCOUNT_FAILURES,
        durationSec: ACCOUNT_WINDOW_SEC,
      }),
      locks: rateLimiter(strapi, { name: 'login_locks', points: 1_000_000, durationSec: 60 * 60 }),
      device: rateLimiter(strapi, { name: 'login_device', points: ACCOUNT_FAILURES, durationSec: ACCOUNT_WINDOW_SEC }),
    };
    limiters.set(strapi, set);
  }
  return set;
}

/** Locks `account` for its next escalation step; returns the seconds. */
export async function lockAccount(set: LoginLimiters, account: string): Promise<number> {
  const { consumed } = await set.locks.consume(account);
  const secs = lockSeconds(consumed);
  await set.account.block(account, secs);
  return secs;
}

function deviceKey(strapi: Core.Strapi): Buffer {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  return createHmac('sha256', String(keys?.[0] ?? 'hmrpl'))
    .update('hmrpl-device-cookie')
    .digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A new device token for `userId`: `<userId>.<nonce>.<signature>`. */
export function createDeviceToken(strapi: Core.Strapi, userId: number): string {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(deviceKey(strapi), payload)}`;
}

/** The token's nonce when it is ours and belongs to `userId`; otherwise null. */
export function verifyDeviceToken(strapi: Core.Strapi, token: string | undefined, userId: number): string | null {
  if (!token || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== String(userId)) return null;
  const expected = Buffer.from(sign(deviceKey(strapi), `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? parts[1] : null;
}
