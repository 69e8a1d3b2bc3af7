/**
 * `global::spa`: the CMS also serves the built React app (web/dist, env WEB_DIST) on the same origin. GET/HEAD only;
 * Strapi's paths pass through (src/lib/http/paths.ts). Every other extension-less path is a page of the SPA whatever
 * `Accept` says (a CDN that ignores `Vary` must never keep a JSON 404 or a redirect under a page's URL, ADR 060),
 * except `/admin/*`, which is the SPA's only for `Accept: text/html` (Strapi's dashboard API asks for JSON): its
 * answers say `Vary: Accept`. Files and their caching: src/front/pages/spa-files.ts; feeds from the database:
 * src/front/pages/feeds.ts, calendar.ts; each page's head and first data, and 404 for an unknown path or news slug:
 * src/front/pages/serve.ts. See ADR 002 and ADR 022.
 */
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  NOT_BUILT_PAGE,
  cacheControlFor,
  isCompressible,
  pickEncoding,
  readAsset,
  resolveDistFile,
  resolveWebDist,
  type DistFile,
} from '../front/pages/spa-files';
import { isFeedPath, serveFeed, servePage } from '../front/pages/serve';
import { isDashboardPath, isStrapiPath, underPrefix } from '../lib/http/paths';

const explicitlyWantsHtml = (ctx: Context) => /\btext\/html\b/i.test(ctx.get('Accept'));

async function sendFile(ctx: Context, file: DistFile, cacheControl: string) {
  const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', file.stats.mtime.toUTCString());
  const compressible = isCompressible(file.absolute);
  if (compressible) ctx.vary('Accept-Encoding');
  ctx.type = path.extname(file.absolute);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const asset = await readAsset(file, compressible ? pickEncoding(ctx.get('Accept-Encoding')) : 'identity');
  if (asset.encoding !== 'identity') ctx.set('Content-Encoding', asset.encoding);
  ctx.body = asset.body;
  ctx.length = asset.length;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = resolveWebDist(strapi.config.get<string>('server.hmrpl.webDist', ''), strapi.dirs.app.root);

  return async function spa(ctx: Context, next: Next) {
    // Strapi's router matches without case: `/API/aspirasi` is its own too
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isStrapiPath(ctx.path.toLowerCase())) return next();
    if (isDashboardPath(ctx.path)) {
      // Strapi's router matches without case: `/ADMIN/init` is its API too, `/CMS` its to answer
      if (!underPrefix(ctx.path.toLowerCase(), '/admin')) return next();
      // one path, two answers told apart by Accept: a cache must key them apart
      ctx.vary('Accept');
      if (!explicitlyWantsHtml(ctx)) return next();
    }

    if (isFeedPath(ctx.path)) return serveFeed(ctx, strapi, root);
    if (path.posix.extname(ctx.path)) {
      const file = await resolveDistFile(root, ctx.path);
      if (file) return sendFile(ctx, file, cacheControlFor(ctx.path));
      // strapi::favicon would answer 500 when the CMS folder has no favicon file: 404 here instead.
      if (ctx.path.startsWith('/assets/') || ctx.path === '/favicon.ico') {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        ctx.set('Cache-Control', 'no-store');
        return;
      }
      return next(); // other missing files: Strapi's public/ folder
    }

    const index = await resolveDistFile(root, '/index.html');
    if (!index) {
      // no build: a short page that says to run it
      ctx.status = 503;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = NOT_BUILT_PAGE;
      return;
    }
    return servePage(ctx, strapi, index.absolute, root);
  };
};
