/**
 * What a page's HTML carries besides the app: its head and the answers of the public calls it shows first, made by
 * the page's declaration (src/front/types/<type>.ts; site.ts: what they share). The answers come from the same services the /api controllers
 * call, serialised as Koa serialises a controller's body, so each is byte for byte the /api body (proved in
 * cms/tests/public-pages.int.test.ts), keyed by the SWR key of the call in the SPA. See ADR 022.
 */
import type { Core } from '@strapi/strapi';
import type { PageMatch } from '../site';
import { serviceOf } from '../../lib/strapi/documents';
import {
  SITE_NAME,
  absoluteUrl,
  notFoundPage,
  plain,
  siteData,
  siteDescription,
  siteFacts,
  type PageContent,
} from './site';

type Strapi = Core.Strapi;

/** The site's own head, not indexed, no data: private pages, and any page while the database is away. */
export const pageWithoutData = (): PageContent =>
  plain({ title: SITE_NAME, description: siteDescription(null), canonicalPath: null, noindex: true });

/**
 * The head and first data of a page; `query` is the request's query (`/berita?page=n&q=words`, a preview link's
 * `pratinjau`). Every public page (and the 404 page) also embeds the active cabinet and the site settings, which its
 * footer shows.
 */
export async function pageContent(
  strapi: Strapi,
  match: PageMatch,
  query: Record<string, unknown>,
  origin: string,
): Promise<PageContent> {
  if (match.kind === 'private') return pageWithoutData();
  const site = await siteFacts(strapi);
  if (match.kind === 'notFound') return notFoundPage(site);
  const abs = (path: string) => absoluteUrl(origin, path);
  const page = await match.page.content({ strapi, site, abs, query, slug: match.slug });
  if (page.status === 404) return page;
  // the speed report's reporter is loaded by a page that names its pattern (web/src/lib/speed-report.ts, ADR 122)
  const speedPage = serviceOf(strapi, 'api::kecepatan.kecepatan').enabled() ? match.page.path : undefined;
  return { ...page, data: [...siteData(site), ...page.data], ...(speedPage ? { speedPage } : {}) };
}
