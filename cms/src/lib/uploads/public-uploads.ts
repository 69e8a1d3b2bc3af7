/**
 * The multipart routes under /api that anyone may call: every other multipart body under /api is an admin's upload
 * and is refused before it is read (src/middlewares/upload-cleanup.ts). A public one is read only under tighter limits
 * (its files and their size, counted while streaming: ./stream-limits.ts), and not at all once its sender is over the
 * route's per-minute limit (looked at, not counted: the controller counts every send). See ADR 094.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PRESTASI_LIMITS, PRESTASI_MESSAGES } from '../content/prestasi-rules';
import { perMinute, rateLimiter, type Limiter } from '../http/rate-limit';
import { BODY_LIMITS } from './limits';
import type { RequestUploadLimits } from './stream-limits';

interface PublicUpload extends RequestUploadLimits {
  path: string;
  /** The route's per-minute limit: its name in the shared store and its setting. */
  rate: { name: string; which: 'prestasiPerMinute' };
}

/** POST /api/prestasi: one proof of at most 10 MB. */
export const ACHIEVEMENT_UPLOAD: PublicUpload = {
  path: '/api/prestasi',
  maxFiles: 1,
  maxFileBytes: PRESTASI_LIMITS.proofMaxBytes,
  tooLarge: PRESTASI_MESSAGES.proofTooLarge,
  tooMany: PRESTASI_MESSAGES.oneProofOnly,
  rate: { name: 'prestasi_ip', which: 'prestasiPerMinute' },
};

const PUBLIC_UPLOADS: readonly PublicUpload[] = [ACHIEVEMENT_UPLOAD];

/** The public upload a request is (POST, the path compared as the router does: any case, a trailing slash), or none. */
export function publicUploadOf(ctx: Pick<Context, 'method' | 'path'>): PublicUpload | undefined {
  if (ctx.method !== 'POST') return undefined;
  let end = ctx.path.length;
  while (end > 1 && ctx.path.charCodeAt(end - 1) === 0x2f) end -= 1;
  const path = ctx.path.slice(0, end).toLowerCase();
  return PUBLIC_UPLOADS.find((door) => door.path === path);
}

/** The largest body such a request may have: its files and the text fields. */
export const largestBody = (door: PublicUpload) => door.maxFiles * door.maxFileBytes + BODY_LIMITS.multipartFieldsBytes;

const limiters = new WeakMap<object, Map<string, Limiter>>();

/** The route's per-minute limiter (one per process and route; its counts live in the shared store). */
export function publicUploadLimiter(strapi: Core.Strapi, door: PublicUpload): Limiter {
  const mine = limiters.get(strapi) ?? new Map<string, Limiter>();
  limiters.set(strapi, mine);
  let limiter = mine.get(door.rate.name);
  if (!limiter) {
    limiter = rateLimiter(strapi, {
      name: door.rate.name,
      points: perMinute(strapi, door.rate.which),
      durationSec: 60,
    });
    mine.set(door.rate.name, limiter);
  }
  return limiter;
}
