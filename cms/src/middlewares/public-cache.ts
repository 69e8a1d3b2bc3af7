/**
 * `global::public-cache` (first in the stack): answers repeated public reads from memory, before logging,
 * sessions and the database (src/lib/public-cache.ts), with a strong ETag and
 * `Cache-Control: public, max-age=0, must-revalidate` (304 on a matching If-None-Match).
 * Every other answer under /api and /sanctum (admin data, session calls, aspirations, errors) gets
 * `Cache-Control: no-store`.
 * Invalidation: after any successful POST/PUT/PATCH/DELETE (the API's and the dashboard's), and after any
 * database write to an `api::` content type (except sessions) or to the upload plugin's files.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { isUnderApiOrSanctum, isUnsafeMethod } from '../lib/csrf';
import {
  PUBLIC_CACHE_CONTROL,
  isPublicCacheablePath,
  publicCache,
  replayableHeaders,
  strongEtag,
  type CachedAnswer,
} from '../lib/public-cache';
import { SESSION_UID } from '../lib/session';

const WRITE_ACTIONS = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);
const NEVER_REPLAY = /^access-control-/i;

function bodyBytes(body: unknown): Buffer | null {
  if (body == null) return null;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  if (typeof body === 'object') return Buffer.from(JSON.stringify(body), 'utf8');
  return null;
}

function replay(ctx: Context, hit: CachedAnswer) {
  ctx.status = hit.status;
  for (const [name, value] of Object.entries(hit.headers)) {
    if (!NEVER_REPLAY.test(name)) ctx.set(name, value);
  }
  ctx.set('ETag', hit.etag);
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  ctx.set('X-Cache', 'HIT');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = hit.body;
}

/** Databases already watched (one subscription per Strapi instance, even if a process boots several). */
const watched = new WeakSet<object>();

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (!watched.has(strapi.db)) {
    watched.add(strapi.db);
    strapi.db.lifecycles.subscribe((event: { action: string; model?: { uid?: string } }) => {
      const uid = event.model?.uid ?? '';
      if (!WRITE_ACTIONS.has(event.action) || uid === SESSION_UID) return;
      if (uid.startsWith('api::') || uid.startsWith('plugin::upload.')) publicCache.invalidate();
    });
  }

  return async function publicCacheMiddleware(ctx: Context, next: Next) {
    const readable = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Cross-origin callers (CORS_ORIGINS) need per-origin CORS headers: let the stack answer them.
    if (readable && isPublicCacheablePath(ctx.path) && !ctx.get('Origin')) {
      const key = ctx.url;
      const hit = publicCache.get(key);
      if (hit) return replay(ctx, hit);

      const version = publicCache.version;
      await next();
      if (ctx.status !== 200) {
        ctx.set('Cache-Control', 'no-store');
        return;
      }
      const bytes = bodyBytes(ctx.body);
      if (!bytes) return;
      const etag = strongEtag(bytes);
      ctx.body = bytes;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
      ctx.set('X-Cache', 'MISS');
      publicCache.set(key, { status: 200, body: bytes, etag, headers: replayableHeaders(ctx.response.headers), version });
      if (ctx.fresh) ctx.status = 304;
      return;
    }

    try {
      await next();
    } finally {
      if (isUnderApiOrSanctum(ctx.path) && !(readable && isPublicCacheablePath(ctx.path) && ctx.status === 200)) {
        ctx.set('Cache-Control', 'no-store');
      }
      if (isUnsafeMethod(ctx.method) && ctx.status < 400) publicCache.invalidate();
    }
  };
};
