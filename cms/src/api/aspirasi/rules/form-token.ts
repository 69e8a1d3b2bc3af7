/**
 * The aspiration form's token (GET /api/aspirasi/formulir): `<issued ms, base 36>.<random>.<HMAC>`. It proves when the
 * form was opened, so the flood rules (./flood.ts) can tell a send made seconds after the form appeared, or made
 * with no form at all, from one a person typed. It is a signal, never a requirement: a send without one is stored as
 * long as the form is not flooded (ADR 047).
 *
 * The key is derived from APP_KEYS (every process has the same), apart from every other key derived from them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** A token younger than this was not filled in by a person. */
export const MIN_FILL_MS = 3_000;
/** A token older than this is stale (a tab left open for days gets a new one when it sends). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

const keys = new WeakMap<object, Buffer>();

export function formTokenKey(strapi: Core.Strapi): Buffer {
  let key = keys.get(strapi);
  if (!key) {
    const appKeys = strapi.config.get<string[]>('server.app.keys', []);
    if (!Array.isArray(appKeys) || appKeys.length === 0) throw new Error('aspiration form token: APP_KEYS is not set');
    key = createHmac('sha256', appKeys.join('\u0000')).update('hmrpl aspiration form token v1').digest();
    keys.set(strapi, key);
  }
  return key;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function issueFormToken(key: Buffer, nowMs: number): string {
  const body = `${nowMs.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

type FormTokenCheck =
  { valid: true; nonce: string; ageMs: number } | { valid: false; reason: 'missing' | 'forged' | 'stale' };

/** What a token says, checked against the key and the time (its age may be below MIN_FILL_MS: the caller decides). */
export function checkFormToken(key: Buffer, token: unknown, nowMs: number): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return { valid: false, reason: 'missing' };
  const parts = token.length <= 120 ? token.split('.') : [];
  if (parts.length !== 3) return { valid: false, reason: 'forged' };
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'forged' };
  const issued = parseInt(parts[0], 36);
  const ageMs = nowMs - issued;
  if (!Number.isSafeInteger(issued) || ageMs < 0 || ageMs > MAX_TOKEN_AGE_MS) return { valid: false, reason: 'stale' };
  return { valid: true, nonce: parts[1], ageMs };
}
