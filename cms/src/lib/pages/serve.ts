/**
 * Answering a page or feed: used by `global::spa` (renders on a miss) and `global::public-pages` (replays
 * from the cache, first in the stack, like the API cache).
 *
 * Public pages and feeds: `Cache-Control: public, max-age=0, must-revalidate`, a strong ETag (304 when it
 * matches), `Vary: Accept-Encoding`, compressed on request. /login and /admin/*: `no-cache`, never stored.
 * Status: 200, or 404 for an unknown path or news slug (the body is still the SPA, which shows its 404 page), or 301
 * from an old news slug to the current one (`no-cache`, never stored).
 * A preview link (`?pratinjau=`) is rendered on every request: `no-store`, noindex, never stored (src/lib/cache/preview.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { PUBLIC_CACHE_CONTROL, replayableHeaders, strongEtag } from '../cache/public-cache';
import { NO_CACHE, pickEncoding } from './spa-files';
import { pageContent } from './content';
import { FEED_PATHS, ROBOTS_PATH, SITEMAP_PATH, robotsTxt, rssXml, sitemapXml } from './feeds';
import { activitiesCalendar, calendarSlugOf } from './calendar';
import { renderPage } from './render';
import { matchPage } from './routes';
import { encodedBody, getPage, pageVersion, setPage, type PageAnswer } from './cache';
import { withoutTrailingSlashes } from '../content/strings';
import { carriesPreview, markPreview } from '../cache/preview';

/** A feed the server writes: /sitemap.xml, /rss.xml, /robots.txt, and the activities' `.ics` files. */
export const isFeedPath = (p: string) => FEED_PATHS.has(p) || calendarSlugOf(p) !== null;

const NEVER_REPLAY = /^access-control-/i;

/** PUBLIC_URL (without a trailing slash) when set, else this request's origin. */
function publicOrigin(strapi: Core.Strapi, ctx: Context): { origin: string; fixed: boolean } {
  const configured = strapi.config.get<string>('server.url', '');
  if (configured && /^https?:\/\//i.test(configured))
    return { origin: withoutTrailingSlashes(configured), fixed: true };
  return { origin: ctx.origin, fixed: false };
}

let template: { file: string; mtimeMs: number; size: number; html: string } | null = null;
function readTemplate(file: string) {
  const s = statSync(file);
  if (!template || template.file !== file || template.mtimeMs !== s.mtimeMs || template.size !== s.size) {
    template = { file, mtimeMs: s.mtimeMs, size: s.size, html: readFileSync(file, 'utf8') };
  }
  return template;
}

/** The build's stamp (index.html's mtime and size), or null without a build. */
function buildStamp(distRoot: string): string | null {
  try {
    const s = statSync(path.join(distRoot, 'index.html'));
    return `${Math.floor(s.mtimeMs).toString(36)}.${s.size.toString(36)}`;
  } catch {
    return null;
  }
}

const isFeed = (ctx: Context) => isFeedPath(ctx.path);

/**
 * The cache key of a GET/HEAD that `global::spa` would answer with a cacheable page or feed, else null.
 * Mirrors spa's own choice: a feed path, or an extension-less path that accepts HTML (not /admin, /login).
 */
export function pageCacheKey(
  ctx: Context,
  strapi: Core.Strapi,
  distRoot: string,
  isStrapiPath: (p: string) => boolean,
): string | null {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return null;
  // a preview link is never cached (src/lib/cache/preview.ts)
  if (carriesPreview(ctx.query as Record<string, unknown>)) return null;
  if (!isFeed(ctx)) {
    if (isStrapiPath(ctx.path) || path.posix.extname(ctx.path) || !ctx.accepts('html')) return null;
    if (matchPage(ctx.path).kind === 'private') return null;
  }
  const stamp = buildStamp(distRoot);
  if (!stamp) return null;
  const { origin, fixed } = publicOrigin(strapi, ctx);
  return `${stamp} ${fixed ? '' : origin}${ctx.url}`;
}

function send(ctx: Context, answer: Pick<PageAnswer, 'status' | 'body' | 'encoded' | 'etag'>, cacheControl: string) {
  ctx.status = answer.status;
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', cacheControl);
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const { encoding, body } = encodedBody(answer, pickEncoding(ctx.get('Accept-Encoding')));
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = body;
  ctx.length = body.length;
}

/** A cache hit, replayed with the headers the full stack gave it. */
export function replayPage(ctx: Context, hit: PageAnswer) {
  for (const [name, value] of Object.entries(hit.headers)) {
    if (!NEVER_REPLAY.test(name) && name.toLowerCase() !== 'content-encoding' && name.toLowerCase() !== 'vary')
      ctx.set(name, value);
  }
  ctx.set('X-Cache', 'HIT');
  send(ctx, hit, PUBLIC_CACHE_CONTROL);
}

/** Marks the answer to store once the rest of the stack has added its headers (see storeRendered). */
interface Rendered {
  answer: PageAnswer;
}

function answerOf(status: number, html: string, contentType: string, expiresAt?: number): PageAnswer {
  const body = Buffer.from(html, 'utf8');
  return {
    status,
    body,
    etag: strongEtag(body),
    headers: { 'Content-Type': contentType },
    version: -1,
    encoded: {},
    expiresAt,
  };
}

/** GET of an HTML page (index.html at `indexFile` with the page's head and data). */
export async function servePage(ctx: Context, strapi: Core.Strapi, indexFile: string, distRoot: string) {
  const match = matchPage(ctx.path);
  const { origin } = publicOrigin(strapi, ctx);
  const query = ctx.query as Record<string, unknown>;
  const content = await pageContent(strapi, match, query, origin);
  if (content.status === 301 && content.location) {
    // an old news slug; not cached anywhere, since a slug may come back to its item later
    ctx.status = 301;
    ctx.redirect(content.location);
    ctx.set('Cache-Control', NO_CACHE);
    if (carriesPreview(query)) markPreview(ctx);
    return;
  }
  const html = renderPage(readTemplate(indexFile).html, content, origin, distRoot);
  const answer = answerOf(content.status, html, 'text/html; charset=utf-8', content.expiresAt);
  ctx.type = 'text/html; charset=utf-8';
  if (match.kind === 'private') {
    send(ctx, answer, NO_CACHE);
    return;
  }
  if (carriesPreview(query)) {
    // a preview link: never stored, never kept by a browser or proxy, never indexed
    markPreview(ctx);
    send(ctx, answer, 'no-store');
    return;
  }
  ctx.state.renderedPage = { answer } satisfies Rendered;
  ctx.set('X-Cache', 'MISS');
  send(ctx, answer, PUBLIC_CACHE_CONTROL);
}

/** GET of /sitemap.xml, /rss.xml, /robots.txt, /kegiatan.ics or /kegiatan/{slug}.ics. */
export async function serveFeed(ctx: Context, strapi: Core.Strapi, distRoot: string) {
  const { origin } = publicOrigin(strapi, ctx);
  let answer: PageAnswer;
  const calendarSlug = calendarSlugOf(ctx.path);
  if (calendarSlug !== null) {
    const calendar = await activitiesCalendar(strapi, origin, calendarSlug);
    if (!calendar) answer = answerOf(404, 'Kegiatan tidak ditemukan.\n', 'text/plain; charset=utf-8');
    else {
      answer = answerOf(200, calendar.text, 'text/calendar; charset=utf-8');
      // one activity downloads as a file ("add to calendar"); the feed stays inline for calendar apps to subscribe to
      if (calendar.slug) ctx.set('Content-Disposition', `attachment; filename="${calendar.slug}.ics"`);
    }
  } else if (ctx.path === ROBOTS_PATH) answer = answerOf(200, robotsTxt(origin), 'text/plain; charset=utf-8');
  else if (ctx.path === SITEMAP_PATH) {
    let builtAt = new Date(0);
    try {
      builtAt = statSync(path.join(distRoot, 'index.html')).mtime;
    } catch {
      // no build: the pages' lastmod is the content's alone
    }
    answer = answerOf(200, await sitemapXml(strapi, origin, builtAt), 'application/xml; charset=utf-8');
  } else answer = answerOf(200, await rssXml(strapi, origin), 'application/rss+xml; charset=utf-8');
  ctx.type = String(answer.headers['Content-Type']);
  ctx.state.renderedPage = { answer } satisfies Rendered;
  ctx.set('X-Cache', 'MISS');
  send(ctx, answer, PUBLIC_CACHE_CONTROL);
}

/** After the stack: stores what servePage/serveFeed rendered, with the headers the stack added. */
export function storeRendered(ctx: Context, key: string, version: number) {
  const rendered = ctx.state.renderedPage as Rendered | undefined;
  if (!rendered) return;
  const headers = replayableHeaders(ctx.response.headers as Record<string, unknown>);
  delete headers['x-cache'];
  setPage(key, { ...rendered.answer, headers, version });
}

export { getPage, pageVersion };
