/**
 * /sitemap.xml, /rss.xml and /robots.txt, made from the database on request (and cached by the edge with the
 * pages: src/front/edge/reads.ts). URLs are absolute (PUBLIC_URL, else the request's origin). News: published items
 * only, by publication time.
 */
import type { Core } from '@strapi/strapi';
import { escapeHtml, stripXmlInvalid } from '../../lib/content/escape';
import { SITE_NAME, absoluteUrl, siteFacts } from './site';
import { PUBLIC_PATHS, activityDetailPath, cabinetArchivePath, newsDetailPath } from './routes';
import { RSS_PATH } from './render';
import { isoDate, present, type Entry } from '../../lib/strapi/documents';
import type { MediaFile } from '../../lib/uploads/media-fields';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const FEED_PATHS_LIST = [SITEMAP_PATH, RSS_PATH, ROBOTS_PATH] as const;
export const FEED_PATHS = new Set<string>(FEED_PATHS_LIST);
/** Items in the feed. */
const RSS_ITEMS = 20;
/** A sitemap file holds at most 50,000 URLs. */
const SITEMAP_MAX_NEWS = 45_000;
const SITEMAP_MAX_ACTIVITIES = 4_000;

/** Text and attribute values in XML: the same five escapes as HTML, after dropping characters XML forbids. */
const x = (value: string) => escapeHtml(stripXmlInvalid(value));
const iso = (value: string | Date) => new Date(value).toISOString();

interface NewsRow {
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
const toNewsRow = (entry: Entry<'api::berita.berita'>): NewsRow => ({
  slug: present(entry.slug, 'slug'),
  title: entry.title ?? '',
  excerpt: entry.excerpt,
  image_alt: entry.image_alt,
  publishedAt: isoDate(entry.publish_at ?? entry.createdAt),
  updatedAt: isoDate(entry.updatedAt),
  image: entry.image ?? null,
});

const NEWEST_FIRST = [{ publish_at: 'desc' as const }, { id: 'desc' as const }];
/** Feeds list what visitors may read: published items only (never a draft or a scheduled one). */
const PUBLISHED = { publication_status: { $eq: 'published' as const } };

export async function sitemapXml(strapi: Core.Strapi, origin: string, siteBuiltAt: Date): Promise<string> {
  const news = (
    await strapi.documents('api::berita.berita').findMany({
      filters: PUBLISHED,
      fields: ['slug', 'publish_at', 'createdAt', 'updatedAt'],
      sort: NEWEST_FIRST,
      limit: SITEMAP_MAX_NEWS,
    })
  ).map(toNewsRow);
  const posters = (
    await strapi
      .documents('api::rekrutmen.rekrutmen')
      .findMany({ fields: ['updatedAt'], sort: [{ updatedAt: 'desc' }], limit: 1 })
  ).map((poster) => ({ updatedAt: isoDate(poster.updatedAt) }));
  const activities = (
    await strapi.documents('api::kegiatan.kegiatan').findMany({
      fields: ['slug', 'updatedAt'],
      sort: [{ starts_at: 'desc' }, { id: 'desc' }],
      limit: SITEMAP_MAX_ACTIVITIES,
    })
  ).map((row) => ({ slug: present(row.slug, 'slug'), updatedAt: isoDate(row.updatedAt) }));
  const activitiesChanged = activities.reduce<string | undefined>(
    (max, row) => (!max || row.updatedAt > max ? row.updatedAt : max),
    undefined,
  );
  const newest = (dates: Array<string | Date | undefined>) => {
    const times = dates.filter(Boolean).map((d) => new Date(d!).getTime());
    return new Date(Math.max(siteBuiltAt.getTime(), ...times)).toISOString();
  };
  const newsChanged = news.reduce<string | Date | undefined>(
    (max, row) => (!max || new Date(row.updatedAt) > new Date(max) ? row.updatedAt : max),
    undefined,
  );
  // the active cabinet shows on /tentang (and in every footer); the earlier ones each have their archive page
  const cabinets = (
    await strapi.documents('api::kabinet.kabinet').findMany({
      fields: ['slug', 'period', 'active', 'updatedAt'],
      sort: [{ period: 'desc' }],
      limit: 1000,
    })
  ).map((row) => ({
    slug: row.slug ?? '',
    period: row.period ?? '',
    active: row.active === true,
    updatedAt: isoDate(row.updatedAt),
  }));
  const active = cabinets.find((row) => row.active);
  const archive = cabinets.filter((row) => !row.active && row.slug && (!active || row.period < active.period));
  const pages: Array<[string, string]> = [
    [PUBLIC_PATHS.home, newest([newsChanged, posters[0]?.updatedAt, active?.updatedAt])],
    [PUBLIC_PATHS.news, newest([newsChanged])],
    [PUBLIC_PATHS.about, newest([active?.updatedAt])],
    [PUBLIC_PATHS.activities, newest([activitiesChanged])],
    [PUBLIC_PATHS.aspiration, newest([])],
    [PUBLIC_PATHS.recruitment, newest([posters[0]?.updatedAt])],
    ...news.map((row): [string, string] => [newsDetailPath(row.slug), iso(row.updatedAt)]),
    ...archive.map((row): [string, string] => [cabinetArchivePath(row.slug), iso(row.updatedAt)]),
    ...activities.map((row): [string, string] => [activityDetailPath(row.slug), row.updatedAt]),
  ];
  const urls = pages.map(
    ([p, lastmod]) => `  <url><loc>${x(absoluteUrl(origin, p))}</loc><lastmod>${lastmod}</lastmod></url>`,
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
    <link>${x(abs(PUBLIC_PATHS.news))}</link>
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
