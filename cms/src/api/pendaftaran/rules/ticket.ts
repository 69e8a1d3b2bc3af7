/**
 * A registration's two signed tokens (ADR 100), so no number can be guessed or changed:
 * - the ticket in the QR code: `T1.<registration id>.<activity id>.<HMAC>` (ids base 36); the door checks the
 *   signature first, then that it is this activity's ticket, then the registration's status;
 * - the cancel link's token: `B1.<registration id>.<HMAC>`, a different key, so a ticket seen at the door cannot cancel.
 * Both keys are derived from APP_KEYS (every process has the same), each apart from every other key derived from them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the keys come from: the running Strapi (its `server.app.keys`). */
type KeySource = { config: { get(path: string, fallback?: unknown): unknown } };

const keys = new WeakMap<object, { ticket: Buffer; cancel: Buffer }>();

function keysOf(strapi: KeySource) {
  let found = keys.get(strapi);
  if (!found) {
    const appKeys = strapi.config.get('server.app.keys', []);
    if (!Array.isArray(appKeys) || appKeys.length === 0) throw new Error('registration tickets: APP_KEYS is not set');
    const derive = (purpose: string) => createHmac('sha256', appKeys.join('\u0000')).update(purpose).digest();
    found = { ticket: derive('hmrpl registration ticket v1'), cancel: derive('hmrpl registration cancel v1') };
    keys.set(strapi, found);
  }
  return found;
}

/** 128 bits of HMAC-SHA256: short enough for a small QR code, far beyond guessing. */
const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest().subarray(0, 16).toString('base64url');

const verified = (key: Buffer, body: string, signature: string) => {
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const id36 = (text: string | undefined) => {
  const n = text && /^[0-9a-z]{1,10}$/.test(text) ? parseInt(text, 36) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function issueTicket(strapi: KeySource, registrationId: number, activityId: number): string {
  const body = `T1.${registrationId.toString(36)}.${activityId.toString(36)}`;
  return `${body}.${sign(keysOf(strapi).ticket, body)}`;
}

/** The ids a ticket names, or null when it is not one of ours (forged, changed, or not a ticket at all). */
export function readTicket(strapi: KeySource, ticket: unknown): { registrationId: number; activityId: number } | null {
  if (typeof ticket !== 'string' || ticket.length > 100) return null;
  const parts = ticket.trim().split('.');
  if (parts.length !== 4 || parts[0] !== 'T1') return null;
  const registrationId = id36(parts[1]);
  const activityId = id36(parts[2]);
  if (registrationId === null || activityId === null) return null;
  if (!verified(keysOf(strapi).ticket, parts.slice(0, 3).join('.'), parts[3])) return null;
  return { registrationId, activityId };
}

export function issueCancelToken(strapi: KeySource, registrationId: number): string {
  const body = `B1.${registrationId.toString(36)}`;
  return `${body}.${sign(keysOf(strapi).cancel, body)}`;
}

export function readCancelToken(strapi: KeySource, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts[0] !== 'B1') return null;
  const registrationId = id36(parts[1]);
  if (registrationId === null || !verified(keysOf(strapi).cancel, parts.slice(0, 2).join('.'), parts[2])) return null;
  return registrationId;
}
