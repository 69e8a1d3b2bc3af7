/**
 * Preview links (`/berita/{slug}?pratinjau={token}`): a signed token, nothing stored. It names the item's id, its
 * status and status epoch (moved on every status change) and an expiry 7 days ahead; the signature is an HMAC with a
 * key derived from the site's CSRF secret. It opens the item only while all of them still hold: a status change or a
 * new epoch ends every link made before, and a wrong, altered or expired token opens nothing (ADR 044).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsStatus } from '@hmrpl/contract';

/** What a token is bound to. */
interface PreviewSubject {
  id: number;
  status: NewsStatus;
  epoch: number;
}

const SIGNATURE_LENGTH = 32;
/** Longer values are not read at all. */
const MAX_TOKEN_LENGTH = 128;
const PART = /^[0-9a-z]{1,12}$/;

/** The signing key of preview tokens, derived from a site secret (never the secret itself). */
export const previewKey = (siteSecret: Buffer) =>
  createHmac('sha256', siteSecret).update('hmrpl news preview token v1').digest();

function signature(key: Buffer, subject: PreviewSubject, expires: number): string {
  return createHmac('sha256', key)
    .update(`${subject.id}\u0000${subject.status}\u0000${subject.epoch}\u0000${expires}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/** A token for `subject`, valid until `expiresAt`. */
export function makePreviewToken(key: Buffer, subject: PreviewSubject, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return (
    [subject.id, subject.epoch, expires].map((n) => n.toString(36)).join('.') + `.${signature(key, subject, expires)}`
  );
}

/** The item id a well-formed token names (to look the item up), or null. Says nothing about validity. */
export function previewTokenId(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const [id] = token.split('.');
  return id && PART.test(id) ? parseInt(id, 36) : null;
}

/** True when `token` was made for `current` (same id, status and epoch), is unaltered and has not expired. */
export function previewTokenOpens(key: Buffer, token: unknown, current: PreviewSubject, now: Date): boolean {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return false;
  const parts = token.split('.');
  if (parts.length !== 4) return false;
  const [id, epoch, expires, given] = parts;
  if (![id, epoch, expires].every((part) => PART.test(part))) return false;
  if (parseInt(id, 36) !== current.id || parseInt(epoch, 36) !== current.epoch) return false;
  const expiresAt = parseInt(expires, 36);
  if (!(expiresAt * 1000 > now.getTime())) return false;
  const expected = Buffer.from(signature(key, current, expiresAt));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const STATUSES: readonly NewsStatus[] = ['draft', 'scheduled', 'published'];

/**
 * True when `token` is one this site signed and has not expired, for whatever status its item has now: what the edge
 * can tell without the database. Only such a link goes past the public cache; any other value of `pratinjau` opens
 * nothing, so the cached answer is the right one (and a made-up token cannot force a render).
 */
export function previewTokenMayOpen(key: Buffer, token: unknown, now: Date): boolean {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return false;
  const parts = token.split('.');
  if (parts.length !== 4 || ![parts[0], parts[1], parts[2]].every((part) => PART.test(part))) return false;
  const [id, epoch] = [parseInt(parts[0], 36), parseInt(parts[1], 36)];
  return STATUSES.some((status) => previewTokenOpens(key, token, { id, status, epoch }, now));
}
