/**
 * `global::public-pages` (second in the stack, beside `global::public-cache`): answers repeated requests for
 * public pages (the SPA's index.html with the page's head and first data) and for /sitemap.xml, /rss.xml and
 * /robots.txt from memory, before logging, sessions and the database, with the headers the full stack gave
 * them (the CSP included), a strong ETag and 304 on a match. A miss goes down to `global::spa`, which renders
 * it (src/lib/pages/serve.ts); the answer is stored on the way back. Invalidated with the API cache, by the same
 * shared version (several processes on PostgreSQL: tests/reliability/multi-process.postgres.test.ts).
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { resolveWebDist } from '../lib/pages/spa-files';
import { getPage, pageCacheKey, pageVersion, replayPage, storeRendered } from '../lib/pages/serve';
import { isStrapiPath } from './spa';
import { observeSharedVersion } from '../lib/cache/version';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = resolveWebDist(strapi.config.get<string>('server.hmrpl.webDist', ''), strapi.dirs.app.root);

  return async function publicPages(ctx: Context, next: Next) {
    const key = pageCacheKey(ctx, strapi, root, isStrapiPath);
    if (!key) return next();
    // another process may have written since this one last looked: follow the shared version first
    if ((await observeSharedVersion(strapi)) === undefined) return next();
    const hit = getPage(key);
    if (hit) return replayPage(ctx, hit);
    const version = pageVersion();
    await next();
    storeRendered(ctx, key, version);
  };
};
