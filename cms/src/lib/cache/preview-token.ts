/**
 * Preview links (`/berita/{slug}?pratinjau={token}`, `/tentang/kabinet/{slug}?pratinjau={token}`): a signed token,
 * nothing stored. It names the item's id, an epoch and an expiry 7 days ahead; the signature, an HMAC with a key
 * derived from the site's CSRF secret, also covers the kind of item, its slug and its state (a news item's status).
 * It opens only its own item at its own slug while all of them still hold: a status change, a new epoch ("Cabut
 * tautan pratinjau") or a new slug ends every link made before, and a wrong, altered or expired token opens nothing.
 * The edge checks the same signature for the slug in the path, without the database (ADR 044, ADR 061).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsStatus } from '@hmrpl/contract';

/** The items a preview link can open. */
export type PreviewKind = 'berita' | 'kabinet';

/** What a token is bound to. */
export interface PreviewSubject {
  kind: PreviewKind;
  id: number;
  slug: string;
  /** A news item's status; '' for a cabinet (it has none). */
  state: NewsStatus | '';
  epoch: number;
}

/** The states an item of each kind can be in (the edge tries each: it does not read the database). */
const STATES: Record<PreviewKind, ReadonlyArray<PreviewSubject['state']>> = {
  berita: ['draft', 'scheduled', 'published'],
  kabinet: [''],
};

/** How long a link opens its item (a news item's: NEWSROOM_LIMITS.previewDays, the same 7). */
export const PREVIEW_LINK_DAYS = 7;

const SIGNATURE_LENGTH = 32;
/** Longer values are not read at all. */
const MAX_TOKEN_LENGTH = 128;
const PART = /^[0-9a-z]{1,12}$/;

/** The signing key of preview tokens, derived from a site secret (never the secret itself). */
export const previewKey = (siteSecret: Buffer) =>
  createHmac('sha256', siteSecret).update('hmrpl preview token v2').digest();

function signature(key: Buffer, subject: PreviewSubject, expires: number): string {
  return createHmac('sha256', key)
    .update([subject.kind, subject.id, subject.state, subject.epoch, subject.slug, expires].join('\u0000'))
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

interface Parsed {
  id: number;
  epoch: number;
  expires: number;
  given: string;
}

function parse(token: unknown): Parsed | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || ![parts[0], parts[1], parts[2]].every((part) => PART.test(part))) return null;
  return {
    id: parseInt(parts[0], 36),
    epoch: parseInt(parts[1], 36),
    expires: parseInt(parts[2], 36),
    given: parts[3],
  };
}

function signedFor(key: Buffer, parsed: Parsed, subject: PreviewSubject, now: Date): boolean {
  if (parsed.id !== subject.id || parsed.epoch !== subject.epoch) return false;
  if (!(parsed.expires * 1000 > now.getTime())) return false;
  const expected = Buffer.from(signature(key, subject, parsed.expires));
  const actual = Buffer.from(parsed.given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when `token` was made for `current` (same kind, id, slug, state and epoch), is unaltered and has not expired. */
export function previewTokenOpens(key: Buffer, token: unknown, current: PreviewSubject, now: Date): boolean {
  const parsed = parse(token);
  return parsed !== null && signedFor(key, parsed, current, now);
}

/**
 * The same link for the item's new slug (an old slug of a news item answers 301 to the new one): the same id, epoch
 * and expiry, or null when `token` does not open `current` at its old slug.
 */
export function previewTokenMoved(
  key: Buffer,
  token: unknown,
  current: PreviewSubject,
  newSlug: string,
  now: Date,
): string | null {
  const parsed = parse(token);
  if (!parsed || !signedFor(key, parsed, current, now)) return null;
  return makePreviewToken(key, { ...current, slug: newSlug }, new Date(parsed.expires * 1000));
}

/**
 * True when `token` is one this site signed for an item of `kind` at `slug`, and has not expired, whatever state its
 * item is in now: what the edge can tell without the database. Only such a link goes past the public cache; any
 * other value of `pratinjau` (another item's token included) opens nothing, so the cached answer is the right one.
 */
export function previewTokenMayOpen(key: Buffer, kind: PreviewKind, token: unknown, slug: string, now: Date): boolean {
  const parsed = parse(token);
  if (!parsed) return false;
  return STATES[kind].some((state) =>
    signedFor(key, parsed, { kind, id: parsed.id, slug, state, epoch: parsed.epoch }, now),
  );
}
