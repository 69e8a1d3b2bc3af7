/**
 * `global::public-cache` (just inside the request log): answers repeated public reads from memory, before
 * sessions and the database (src/lib/public-cache.ts), with a strong ETag and
 * `Cache-Control: public, max-age=0, must-revalidate` (304 on a matching If-None-Match).
 * Every other answer under /api and /sanctum (admin data, session calls, aspirations, errors) gets
 * `Cache-Control: no-store`.
 *
 * Invalidation (ADR 015): only a committed database write to the data the cached routes show (news, gallery,
 * awarding, posters, uploaded files), whoever makes it (our API, Strapi's dashboard, a script). The version
 * moves after the write's transaction commits, and a request that wrote waits for that before its answer
 * leaves, so every process's next read misses. A login, a logout, an aspiration or a failed request never
 * empties the cache.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { isUnderApiOrSanctum } from '../lib/csrf';
import { createVersionSource, type VersionSource } from '../lib/cache-version';
import {
  PUBLIC_CACHE_CONTROL,
  cacheKey,
  isPublicCacheablePath,
  publicCache,
  replayableHeaders,
  strongEtag,
  type CachedAnswer,
} from '../lib/public-cache';

const WRITE_ACTIONS = new Set([
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
]);
/** The content the cached routes read. */
export const CACHED_SOURCES = new Set([
  'api::berita.berita',
  'api::galeri.galeri',
  'api::awarding.awarding',
  'api::rekrutmen.rekrutmen',
  'plugin::upload.file',
]);
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

/** Version bumps a request started; the answer waits for them. */
interface RequestWrites {
  pending: Promise<unknown>[];
}
const requestWrites = new AsyncLocalStorage<RequestWrites>();

/** Per Strapi instance (a test process may boot several). */
const sources = new WeakMap<object, Promise<VersionSource>>();

export function versionSource(strapi: Core.Strapi): Promise<VersionSource> {
  let source = sources.get(strapi);
  if (!source) {
    source = createVersionSource(strapi);
    source.catch(() => sources.delete(strapi));
    sources.set(strapi, source);
  }
  return source;
}

/** Moves the shared version on (and this process's cache with it). */
export async function bumpCacheVersion(strapi: Core.Strapi): Promise<void> {
  publicCache.observe(await (await versionSource(strapi)).bump());
}

let lastWarning = 0;
/**
 * Reads the shared version (one cheap query on PostgreSQL, batched) and lets this process's caches follow it:
 * every cached answer, API or page (src/lib/pages/cache.ts), is checked against it before it is used.
 * `undefined` when it cannot be read: answer without the cache then.
 */
export async function observeSharedVersion(strapi: Core.Strapi): Promise<number | undefined> {
  try {
    const source = await versionSource(strapi);
    const version = await source.current();
    publicCache.observe(version);
    return version;
  } catch (error) {
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      strapi.log.warn(`public cache: version unknown, answering without the cache (${(error as Error).message})`);
    }
    return undefined;
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (!sources.has(strapi)) {
    // first call also subscribes (once per instance)
    strapi.db.lifecycles.subscribe(async (event: { action: string; model?: { uid?: string } }) => {
      if (!WRITE_ACTIONS.has(event.action) || !CACHED_SOURCES.has(event.model?.uid ?? '')) return;
      const writes = requestWrites.getStore();
      const bump = () => {
        const done = bumpCacheVersion(strapi).catch((error) =>
          strapi.log.error(`public cache: version bump failed: ${(error as Error).message}`),
        );
        writes?.pending.push(done);
        return done;
      };
      if (!strapi.db.inTransaction()) {
        await bump();
        return;
      }
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        if (!writes) {
          // Outside a request nobody waits for an answer: bump inside the transaction (visible with the data).
          const version = await (await versionSource(strapi)).bump(trx);
          onCommit(() => publicCache.observe(version));
          return;
        }
        // A nested transaction call shares the outer one's commit callbacks: bump once it has committed, and the
        // request's answer waits for that (src/lib/cache-version.ts).
        onCommit(() => void bump());
      });
    });
    void versionSource(strapi);
  }

  /** Misses being computed in this instance, by `<version> <key>`. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  return async function publicCacheMiddleware(ctx: Context, next: Next) {
    const readable = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Cross-origin callers (CORS_ORIGINS) need per-origin CORS headers: let the stack answer them.
    const target = readable && !ctx.get('Origin') ? cacheKey(ctx.path, ctx.query as Record<string, unknown>) : null;
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
        // the controller sees exactly the parameters of the key (see src/lib/public-cache.ts)
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
          answer = { status: 200, body: bytes, etag, headers: replayableHeaders(ctx.response.headers), version };
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

    const writes: RequestWrites = { pending: [] };
    try {
      await requestWrites.run(writes, next);
    } finally {
      // the answer leaves only once every process can see this request's writes
      if (writes.pending.length > 0) await Promise.all(writes.pending);
      const publicRead = readable && isPublicCacheablePath(ctx.path) && ctx.status === 200;
      if (isUnderApiOrSanctum(ctx.path) && !publicRead) ctx.set('Cache-Control', 'no-store');
    }
  };
};
