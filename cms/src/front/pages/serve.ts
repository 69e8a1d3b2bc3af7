/**
 * Answering a page or feed for `global::spa`. Public pages and feeds are the edge's reads (src/front/edge): it asks
 * for them on a miss, stores the answer and sends every copy itself (ETag, compressed variants, cache headers).
 * What is answered here directly (/login and /admin/*, or a page asked for past the edge such as a preview) is
 * `no-cache` and compressed on request.
 * Status: 200, or 404 for an unknown path or slug (the body is still the SPA, which shows its 404 page); 301 from an
 * old news slug to the current one (`no-store`: never stored, a slug may come back to its item); 503 with
 * Retry-After when the database does not answer (the SPA without page data: it shows its usual error state).
 * A preview link (`?pratinjau=`, which the edge lets through) is `no-store`, noindex (src/lib/cache/preview.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { NO_CACHE, pickEncoding } from './spa-files';
import { pageContent, pageWithoutData } from './content';
import { FEED_PATHS, ROBOTS_PATH, SITEMAP_PATH, robotsTxt, rssXml, sitemapXml } from './feeds';
import { loadSite } from '../site';
import { activitiesCalendar, calendarSlugOf } from './calendar';
import { renderPage } from './render';
import { renderRoot } from './ssr';
import { withoutTrailingSlashes } from '../../lib/content/strings';
import { expireAnswerAt, reportLastPage } from '../../lib/cache/answer-hints';
import { carriesPreview, markPreview } from '../../lib/cache/preview';
import { OUTAGE_RETRY_SECONDS, UNAVAILABLE_MESSAGES } from '../../lib/http/errors';
import { afterDatabaseError, isDatabaseUnavailable } from '../../lib/strapi/database';

/** A feed the server writes: /sitemap.xml, /rss.xml, /robots.txt, and the activities' `.ics` files. */
export const isFeedPath = (p: string) => FEED_PATHS.has(p) || calendarSlugOf(p) !== null;

/** PUBLIC_URL (without a trailing slash) when set, else this request's origin. */
function publicOrigin(strapi: Core.Strapi, ctx: Context): string {
  const configured = strapi.config.get<string>('server.url', '');
  if (configured && /^https?:\/\//i.test(configured)) return withoutTrailingSlashes(configured);
  return ctx.origin;
}

let template: { file: string; mtimeMs: number; size: number; html: string } | null = null;
function readTemplate(file: string) {
  const s = statSync(file);
  if (!template || template.file !== file || template.mtimeMs !== s.mtimeMs || template.size !== s.size) {
    template = { file, mtimeMs: s.mtimeMs, size: s.size, html: readFileSync(file, 'utf8') };
  }
  return template;
}

function send(ctx: Context, status: number, body: string, contentType: string, cacheControl: string) {
  ctx.status = status;
  ctx.type = contentType;
  ctx.set('Cache-Control', cacheControl);
  ctx.vary('Accept-Encoding');
  const bytes = Buffer.from(body, 'utf8');
  const wanted = bytes.length < 1024 ? 'identity' : pickEncoding(ctx.get('Accept-Encoding'));
  if (wanted === 'identity') {
    ctx.body = bytes;
    return;
  }
  ctx.set('Content-Encoding', wanted);
  ctx.body =
    wanted === 'br'
      ? brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(bytes, { level: 6 });
}

let lastWarning = 0;
/** One line every 10 s at most while the database is away (the request log counts every 503). */
function warnOutage(strapi: Core.Strapi, at: string) {
  if (Date.now() - lastWarning < 10_000) return;
  lastWarning = Date.now();
  strapi.log.warn(`${at}: the database does not answer; pages and feeds it needs answer 503 meanwhile`);
}

/** GET of an HTML page (index.html at `indexFile` with the page's head and data). */
export async function servePage(ctx: Context, strapi: Core.Strapi, indexFile: string, distRoot: string) {
  const match = (await loadSite()).matchPage(ctx.path);
  const origin = publicOrigin(strapi, ctx);
  const query = ctx.query as Record<string, unknown>;
  const preview = carriesPreview(query);
  let content;
  try {
    content = await pageContent(strapi, match, query, origin);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    afterDatabaseError(strapi, error);
    return serveUnavailablePage(ctx, strapi, indexFile, distRoot);
  }
  if (content.status === 301 && content.location) {
    // an old news slug: never stored anywhere, since a slug may come back to its item later
    ctx.redirect(content.location);
    ctx.status = 301;
    ctx.set('Cache-Control', 'no-store');
    if (preview) markPreview(ctx);
    return;
  }
  if (content.lastPage !== undefined) reportLastPage(ctx, content.lastPage);
  // a page that changes with the clock alone (the activities' upcoming list) stops being true then
  if (content.expiresAt !== undefined) expireAnswerAt(ctx, content.expiresAt);
  // a public page (and the 404 page) drawn on the server from its first data; the admin area and /login are the SPA's
  const root = match.kind === 'private' ? null : await renderRoot(distRoot, ctx.url, origin, content.data, strapi.log);
  const html = renderPage(readTemplate(indexFile).html, content, origin, distRoot, root);
  // the same page whatever Accept said; a cache that keys on Accept still keys it (ADR 060)
  ctx.vary('Accept');
  send(ctx, content.status, html, 'text/html; charset=utf-8', preview ? 'no-store' : NO_CACHE);
  // a preview link: never stored, never kept by a browser or proxy, never indexed
  if (preview) markPreview(ctx);
}

/**
 * The database does not answer: the SPA without the page's data, 503 with Retry-After. The app starts as usual,
 * asks the API, and shows its usual empty or error state (ADR 043).
 */
function serveUnavailablePage(ctx: Context, strapi: Core.Strapi, indexFile: string, distRoot: string) {
  const origin = publicOrigin(strapi, ctx);
  const html = renderPage(readTemplate(indexFile).html, pageWithoutData(), origin, distRoot);
  warnOutage(strapi, ctx.path);
  ctx.set('Retry-After', String(OUTAGE_RETRY_SECONDS));
  send(ctx, 503, html, 'text/html; charset=utf-8', 'no-store');
}

/** GET of /sitemap.xml, /rss.xml, /robots.txt, /kegiatan.ics or /kegiatan/{slug}.ics. */
export async function serveFeed(ctx: Context, strapi: Core.Strapi, distRoot: string) {
  const origin = publicOrigin(strapi, ctx);
  try {
    const calendarSlug = calendarSlugOf(ctx.path);
    if (calendarSlug !== null) {
      const calendar = await activitiesCalendar(strapi, origin, calendarSlug);
      if (!calendar) return send(ctx, 404, 'Kegiatan tidak ditemukan.\n', 'text/plain; charset=utf-8', NO_CACHE);
      // one activity downloads as a file ("add to calendar"); the feed stays inline for calendar apps to subscribe to
      if (calendar.slug) ctx.set('Content-Disposition', `attachment; filename="${calendar.slug}.ics"`);
      return send(ctx, 200, calendar.text, 'text/calendar; charset=utf-8', NO_CACHE);
    }
    if (ctx.path === ROBOTS_PATH) return send(ctx, 200, robotsTxt(origin), 'text/plain; charset=utf-8', NO_CACHE);
    if (ctx.path === SITEMAP_PATH) {
      let builtAt = new Date(0);
      try {
        builtAt = statSync(path.join(distRoot, 'index.html')).mtime;
      } catch {
        // no build: the pages' lastmod is the content's alone
      }
      const xml = sitemapXml(origin, await (await loadSite()).sitemapEntries(strapi, builtAt));
      return send(ctx, 200, xml, 'application/xml; charset=utf-8', NO_CACHE);
    }
    return send(ctx, 200, await rssXml(strapi, origin), 'application/rss+xml; charset=utf-8', NO_CACHE);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    afterDatabaseError(strapi, error);
    warnOutage(strapi, ctx.path);
    ctx.set('Retry-After', String(OUTAGE_RETRY_SECONDS));
    const message = UNAVAILABLE_MESSAGES.read.replace('{n}', String(OUTAGE_RETRY_SECONDS));
    return send(ctx, 503, `${message}\n`, 'text/plain; charset=utf-8', 'no-store');
  }
}
