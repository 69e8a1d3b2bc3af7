/**
 * `global::public-cache` (just inside the request log): answers repeated public reads from memory, before
 * sessions and the database (src/lib/cache/public-cache.ts), with a strong ETag and
 * `Cache-Control: public, max-age=0, must-revalidate` (304 on a matching If-None-Match).
 * Every other answer under /api and /sanctum (admin data, session calls, aspirations, errors, preview reads carrying
 * `pratinjau`) gets `Cache-Control: no-store`.
 *
 * Invalidation (ADR 015): only a committed database write to the data the cached routes show (news, gallery,
 * awarding, posters, activities, uploaded files), whoever makes it (our API, Strapi's dashboard, a script), and for
 * the activity lists also the moment an activity ends (`expiresAt`, ADR 048). The version
 * moves after the write's transaction commits, and a request that wrote waits for that before its answer
 * leaves, so every process's next read misses (src/lib/cache/version.ts). A login, a logout, an aspiration or a failed request never
 * empties the cache.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { isUnderApiOrSanctum } from '../lib/http/paths';
import { followWrites, observeSharedVersion, withRequestWrites } from '../lib/cache/version';
import { carriesPreview } from '../lib/cache/preview';
import {
  PUBLIC_CACHE_CONTROL,
  cacheExpiryOf,
  cacheKey,
  isPublicCacheablePath,
  publicCache,
  replayableHeaders,
  strongEtag,
  type CachedAnswer,
} from '../lib/cache/public-cache';

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

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  followWrites(strapi);

  /** Misses being computed in this instance, by `<version> <key>`. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  return async function publicCacheMiddleware(ctx: Context, next: Next) {
    const readable = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Cross-origin callers (CORS_ORIGINS) need per-origin CORS headers: let the stack answer them.
    const query = ctx.query as Record<string, unknown>;
    // a preview link's answer is never cached nor answered from the cache (src/lib/cache/preview.ts)
    const preview = carriesPreview(query);
    const target = readable && !ctx.get('Origin') && !preview ? cacheKey(ctx.path, query) : null;
    if (target) {
      const version = await observeSharedVersion(strapi);
      const hit = version === undefined ? undefined : publicCache.get(target.key);
      if (hit) return replay(ctx, hit);

      // Misses of one key at one version share one computation: right after a write, a crowd of readers asks for the
      // same page at once, and only the first goes to the database (the others replay its answer).
      const flight = version === undefined ? undefined : `${version} ${target.key}`;
      const leader = flight ? inFlight.get(flight) : undefined;
      if (leader) {
        const shared = await leader;
        if (shared) return replay(ctx, shared);
      }
      let settle: (answer: CachedAnswer | undefined) => void = () => undefined;
      if (flight && !leader) {
        inFlight.set(
          flight,
          new Promise((resolve) => {
            settle = resolve;
          }),
        );
      }
      let answer: CachedAnswer | undefined;
      try {
        // the controller sees exactly the parameters of the key (see src/lib/cache/public-cache.ts)
        ctx.querystring = target.querystring;
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
        if (version !== undefined) {
          answer = {
            status: 200,
            body: bytes,
            etag,
            headers: replayableHeaders(ctx.response.headers),
            version,
            expiresAt: cacheExpiryOf(ctx),
          };
          publicCache.set(target.key, answer);
        }
        if (ctx.fresh) ctx.status = 304;
        return;
      } finally {
        // followers get the answer, or compute their own when there was none (an error, a 404)
        if (flight && !leader) {
          inFlight.delete(flight);
          settle(answer);
        }
      }
    }

    try {
      // the answer leaves only once every process can see this request's writes
      await withRequestWrites(next);
    } finally {
      const publicRead = readable && isPublicCacheablePath(ctx.path) && ctx.status === 200 && !preview;
      if (isUnderApiOrSanctum(ctx.path) && !publicRead) ctx.set('Cache-Control', 'no-store');
    }
  };
};
