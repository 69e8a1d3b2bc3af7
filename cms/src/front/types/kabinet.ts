/**
 * The head and first data of /tentang (the active cabinet, with the list of every cabinet) and of an earlier or later
 * cabinet's page (/kabinet/{slug}: the archive). See ADR 039 and ADR 022.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet, CabinetList } from '@hmrpl/contract';
import { HttpError } from '../../lib/http/errors';
import { storageUrl } from '../../lib/content/image-sources';
import { serviceOf } from '../../lib/strapi/documents';
import { CABINET_LIST_KEY, PUBLIC_PATHS, ROUTE_MODULES, cabinetArchivePath, cabinetKey } from '../pages/routes';
import {
  cabinetTitle,
  notFoundPage,
  organization,
  plain,
  titled,
  type PageContent,
  type PageImage,
  type SiteFacts,
} from '../pages/site';

type Strapi = Core.Strapi;

/** A cabinet's logo as a page image (link previews). */
function cabinetLogo(cabinet: Cabinet): PageImage | null {
  return cabinet.logo_path
    ? { path: storageUrl(cabinet.logo_path), width: null, height: null, alt: `Logo ${cabinetTitle(cabinet)}` }
    : null;
}

/** `/tentang`: the association and its active cabinet. */
export async function aboutPage(strapi: Strapi, site: SiteFacts, abs: (path: string) => string): Promise<PageContent> {
  const list: CabinetList = await serviceOf(strapi, 'api::kabinet.kabinet').list();
  return plain({
    title: titled('Tentang Kami'),
    description: `Tentang HMRPL Telkom University: visi, misi, dan struktur organisasi${
      site.cabinet ? ` ${cabinetTitle(site.cabinet)}` : ''
    }.`,
    canonicalPath: PUBLIC_PATHS.about,
    image: site.cabinet ? cabinetLogo(site.cabinet) : null,
    jsonLd: [organization(site, abs)],
    data: [[CABINET_LIST_KEY, JSON.stringify(list satisfies CabinetList)]],
    routeModule: ROUTE_MODULES.about,
  });
}

/** `/kabinet/{slug}`: one cabinet; 404 for a slug no cabinet has. */
export async function cabinetArchivePage(strapi: Strapi, site: SiteFacts, slug: string): Promise<PageContent> {
  const kabinet = serviceOf(strapi, 'api::kabinet.kabinet');
  let cabinet: Cabinet;
  try {
    cabinet = await kabinet.bySlug(slug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
    throw error;
  }
  const list: CabinetList = await kabinet.list();
  // an earlier cabinet is the archive; the active one's page is /tentang; a later one is not public news yet
  const earlier = !cabinet.active && (!site.cabinet || cabinet.period < site.cabinet.period);
  const title = cabinetTitle(cabinet);
  return plain({
    title: titled(earlier ? `${title} (Arsip)` : title),
    description: earlier
      ? `Arsip ${title} HMRPL Telkom University: visi, misi, struktur organisasi, dan pengurus.`
      : `${title} HMRPL Telkom University: visi, misi, struktur organisasi, dan pengurus.`,
    canonicalPath: cabinet.active ? PUBLIC_PATHS.about : cabinetArchivePath(cabinet.slug),
    noindex: !cabinet.active && !earlier,
    image: cabinetLogo(cabinet),
    data: [
      [cabinetKey(slug), JSON.stringify(cabinet satisfies Cabinet)],
      [CABINET_LIST_KEY, JSON.stringify(list satisfies CabinetList)],
    ],
    routeModule: ROUTE_MODULES.cabinetArchive,
  });
}
