/**
 * Guessing passwords at POST /api/login is slowed three ways: per client address (src/lib/http/request-ip.ts), per
 * account (growing locks), and device cookies (`hmrpl_device`) that replace both with the device's own budget. Every
 * counter counts an attempt BEFORE its password is compared and gives it back unless it fails. The device epoch
 * (src/lib/auth/sign-ins.ts) ends every older device token. See ADR 016 and ADR 035. The other doors where a secret of
 * the account is tried (the current password at /api/me/password, a second-factor code) count on the same address
 * and account counters (`countedCheck`, ADR 081).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perMinute, rateLimiter, type Limiter } from '../http/rate-limit';
import { rateLimitKey } from '../http/request-ip';
import { tooManyRequests } from '../http/errors';

export const DEVICE_COOKIE = 'hmrpl_device';
export const DEVICE_COOKIE_DAYS = 30;
const DEVICE_TOKEN_VERSION = 'd1';
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

/** Which sign-in the limits count for: the site's /api/login, or Strapi's dashboard (/admin/login, ADR 034). */
type SignInDoor = 'site' | 'dashboard';

const limiters = new WeakMap<object, Record<SignInDoor, LoginLimiters | undefined>>();

export function loginLimiters(strapi: Core.Strapi, door: SignInDoor = 'site'): LoginLimiters {
  let byDoor = limiters.get(strapi);
  if (!byDoor) {
    byDoor = { site: undefined, dashboard: undefined };
    limiters.set(strapi, byDoor);
  }
  let set = byDoor[door];
  if (!set) {
    const prefix = door === 'site' ? 'login' : 'dashboard_login';
    set = {
      address: rateLimiter(strapi, {
        name: `${prefix}_ip`,
        points: perMinute(strapi, 'loginPerMinute'),
        durationSec: 60,
      }),
      account: rateLimiter(strapi, {
        name: `${prefix}_account`,
        points: ACCOUNT_FAILURES,
        durationSec: ACCOUNT_WINDOW_SEC,
      }),
      locks: rateLimiter(strapi, { name: `${prefix}_locks`, points: 1_000_000, durationSec: 60 * 60 }),
      device: rateLimiter(strapi, {
        name: `${prefix}_device`,
        points: ACCOUNT_FAILURES,
        durationSec: ACCOUNT_WINDOW_SEC,
      }),
    };
    byDoor[door] = set;
  }
  return set;
}

/** The account key of a name nobody has (a hash of the name as typed): it locks exactly like a real one. */
export const unknownAccountKey = (identifier: string) =>
  `n${createHash('sha256').update(identifier.toLowerCase()).digest('base64url').slice(0, 32)}`;

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

/** A device token: `d1.<userId>.<epoch>.<issued, unix seconds>.<nonce>.<signature>`. */
export function createDeviceToken(strapi: Core.Strapi, userId: number, epoch: number, now = Date.now()): string {
  const payload = [
    DEVICE_TOKEN_VERSION,
    userId,
    epoch,
    Math.floor(now / 1000),
    randomBytes(16).toString('base64url'),
  ].join('.');
  return `${payload}.${sign(deviceKey(strapi), payload)}`;
}

export interface DeviceClaim {
  userId: number;
  epoch: number;
  /** The token's random part: the device limiter's key. */
  nonce: string;
}

/**
 * What a device token claims, when we signed it and it is younger than DEVICE_COOKIE_DAYS; otherwise null.
 * The epoch is compared by the caller (it needs the database).
 */
export function readDeviceToken(strapi: Core.Strapi, token: string | undefined, now = Date.now()): DeviceClaim | null {
  if (!token || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 6 || parts[0] !== DEVICE_TOKEN_VERSION) return null;
  const expected = Buffer.from(sign(deviceKey(strapi), parts.slice(0, 5).join('.')));
  const given = Buffer.from(parts[5]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, epoch, issued] = parts.slice(1, 4).map(Number);
  if (![userId, epoch, issued].every(Number.isSafeInteger)) return null;
  const ageSeconds = Math.floor(now / 1000) - issued;
  if (ageSeconds < -60 || ageSeconds > DEVICE_COOKIE_DAYS * 24 * 60 * 60) return null;
  return { userId, epoch, nonce: parts[4] };
}

/** The account key of an existing user in the limits (the same for its username and its e-mail). */
export const accountKey = (userId: number) => `u${userId}`;

/**
 * A check of one of the account's secrets outside /api/login (the current password at /api/me/password, a code of the
 * second factor), counted like a sign-in on the same counters (ADR 016, 081): the client address and the account, each
 * counted BEFORE the check and given back unless it fails; a full account is locked with the same growing locks (so
 * wrong guesses here also pause sign-ins to it, except from a browser with its device cookie). Refused: the contract's
 * 429 with Retry-After, and `check` is not run.
 */
export async function countedCheck(
  strapi: Core.Strapi,
  { ip, userId }: { ip: string; userId: number },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const limits = loginLimiters(strapi);
  const address = rateLimitKey(ip);
  const account = accountKey(userId);
  const counted = { address: false, account: false };
  let failed = false;
  try {
    const byAddress = await limits.address.consume(address);
    counted.address = true;
    if (!byAddress.allowed) throw tooManyRequests(byAddress.retryAfterSeconds);
    const byAccount = await limits.account.consume(account);
    counted.account = true;
    if (!byAccount.allowed) throw tooManyRequests(byAccount.retryAfterSeconds);
    const right = await check();
    if (!right) {
      failed = true;
      if (!(await limits.account.peek(account)).allowed) await lockAccount(limits, account);
    }
    return right;
  } finally {
    if (!failed) {
      if (counted.address) await limits.address.reward(address);
      if (counted.account) await limits.account.reward(account);
    }
  }
}
