/**
 * /sitemap.xml (the page table's entries: src/front/site.ts), /rss.xml and /robots.txt, made from the database on
 * request (and cached by the edge with the pages). URLs are absolute (PUBLIC_URL, else the request's origin). News:
 * published items only, by publication time.
 */
import type { Core } from '@strapi/strapi';
import { escapeHtml, stripXmlInvalid } from '../../lib/content/escape';
import { SITE_NAME, absoluteUrl, siteFacts } from './site';
import { NEWS_PATH, newsDetailPath } from './routes';
import type { SitemapEntry } from '../declare';
import { RSS_PATH } from './render';
import { isoDate, present, type Entry } from '../../lib/strapi/documents';
import type { MediaFile } from '../../lib/uploads/media-fields';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const FEED_PATHS_LIST = [SITEMAP_PATH, RSS_PATH, ROBOTS_PATH] as const;
export const FEED_PATHS = new Set<string>(FEED_PATHS_LIST);
/** Items in the feed. */
const RSS_ITEMS = 20;

/** Text and attribute values in XML: the same five escapes as HTML, after dropping characters XML forbids. */
const x = (value: string) => escapeHtml(stripXmlInvalid(value));

export interface NewsRow {
  slug: string;
  title: string;
  excerpt?: string | null;
  image_alt?: string | null;
  /** When it went public. */
  publishedAt: string;
  updatedAt: string | Date;
  image?: MediaFile | null;
}

/** A news entry as the feeds read it (dates as ISO strings whichever database gave them). */
export const toNewsRow = (entry: Entry<'api::berita.berita'>): NewsRow => ({
  slug: present(entry.slug, 'slug'),
  title: entry.title ?? '',
  excerpt: entry.excerpt,
  image_alt: entry.image_alt,
  publishedAt: isoDate(entry.publish_at ?? entry.createdAt),
  updatedAt: isoDate(entry.updatedAt),
  image: entry.image ?? null,
});

export const NEWEST_FIRST = [{ publish_at: 'desc' as const }, { id: 'desc' as const }];
/** Feeds list what visitors may read: published items only (never a draft or a scheduled one). */
export const PUBLISHED = { publication_status: { $eq: 'published' as const } };

/** /sitemap.xml of the page table's entries (src/front/site.ts `sitemapEntries`), as absolute URLs. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) => `  <url><loc>${x(absoluteUrl(origin, path))}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function rssXml(strapi: Core.Strapi, origin: string): Promise<string> {
  const news = (
    await strapi.documents('api::berita.berita').findMany({
      filters: PUBLISHED,
      fields: ['slug', 'title', 'excerpt', 'publish_at', 'createdAt', 'updatedAt'],
      sort: NEWEST_FIRST,
      limit: RSS_ITEMS,
      populate: { image: true },
    })
  ).map(toNewsRow);
  const abs = (p: string) => absoluteUrl(origin, p);
  const storage = (url: string) => abs(`/storage/${url.replace(/^\/uploads\//, '')}`);
  const items = news.map((row) => {
    const link = abs(newsDetailPath(row.slug));
    // the medium rendition keeps feed readers light; the original when none was made
    const rendition = row.image?.formats?.medium ?? row.image?.formats?.large;
    const image = rendition?.url ? { url: rendition.url, mime: rendition.mime, size: rendition.size } : row.image;
    const enclosure = image?.url
      ? `\n      <enclosure url="${x(storage(image.url))}" length="${Math.round((image.size ?? 0) * 1024)}" type="${x(image.mime || 'image/jpeg')}"/>`
      : '';
    return `    <item>
      <title>${x(row.title)}</title>
      <link>${x(link)}</link>
      <guid isPermaLink="true">${x(link)}</guid>
      <pubDate>${new Date(row.publishedAt).toUTCString()}</pubDate>
      <description>${x(row.excerpt ?? '')}</description>${enclosure}
    </item>`;
  });
  const lastBuild = news[0] ? new Date(news[0].updatedAt).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${x(`SE-NEWS ${SITE_NAME}`)}</title>
    <link>${x(abs(NEWS_PATH))}</link>
    <description>${x((await siteFacts(strapi)).description)}</description>
    <language>id-ID</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${x(abs(RSS_PATH))}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms',
    'Disallow: /api',
    '',
    `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`,
    '',
  ].join('\n');
}
