/**
 * Cabinets (kabinet, with their departments, divisions and members) on the public side: their reads, /tentang (the
 * active cabinet, with the list of the public cabinets) and an earlier cabinet's page (/tentang/kabinet/{slug}: the
 * archive, with its programs of work: ADR 091), or the next one's through its preview link, with their sitemap entries. A cabinet never active is in no
 * public answer. See ADR 039, ADR 022, ADR 055 and ADR 062.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet, CabinetList, ProkerList } from '@hmrpl/contract';
import { HttpError } from '../../lib/http/errors';
import { storageUrl } from '../../lib/content/image-sources';
import { isoDate, serviceOf } from '../../lib/strapi/documents';
import { previewParam } from '../../lib/cache/preview';
import { PUBLIC_CABINETS } from '../../api/kabinet/store/cabinet-store';
import { ABOUT_PATH, CABINET_LIST_KEY, cabinetArchivePath, cabinetKey, programListKey } from '../pages/routes';
import { api, slugParam } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';
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
import { trashable } from '../../lib/trash/trash';

type Strapi = Core.Strapi;

const ABOUT_MODULE = 'src/app/routes/public/about.tsx';
const CABINET_ARCHIVE_MODULE = 'src/app/routes/public/cabinet-archive.tsx';

/** A cabinet's logo as a page image (link previews). */
function cabinetLogo(cabinet: Cabinet): PageImage | null {
  return cabinet.logo_path
    ? { path: storageUrl(cabinet.logo_path), width: null, height: null, alt: `Logo ${cabinetTitle(cabinet)}` }
    : null;
}

/** `/tentang`: the association and its active cabinet. */
async function aboutPage(strapi: Strapi, site: SiteFacts, abs: (path: string) => string): Promise<PageContent> {
  const list: CabinetList = await serviceOf(strapi, 'api::kabinet.kabinet').list();
  return plain({
    title: titled('Tentang Kami'),
    description: `Tentang HMRPL Telkom University: visi, misi, dan struktur organisasi${
      site.cabinet ? ` ${cabinetTitle(site.cabinet)}` : ''
    }.`,
    canonicalPath: ABOUT_PATH,
    image: site.cabinet ? cabinetLogo(site.cabinet) : null,
    jsonLd: [organization(site, abs)],
    data: [[CABINET_LIST_KEY, JSON.stringify(list satisfies CabinetList)]],
    routeModule: ABOUT_MODULE,
  });
}

/**
 * `/tentang/kabinet/{slug}`: one cabinet that was ever active; 404 for any other slug, unless a preview link of that
 * cabinet opens it (not indexed, never cached: src/front/pages/serve.ts).
 */
async function cabinetArchivePage(
  strapi: Strapi,
  site: SiteFacts,
  slug: string,
  query: Record<string, unknown>,
): Promise<PageContent> {
  const kabinet = serviceOf(strapi, 'api::kabinet.kabinet');
  const token = previewParam(query);
  let cabinet: Cabinet;
  try {
    cabinet = await kabinet.bySlug(slug, token);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
    throw error;
  }
  const list: CabinetList = await kabinet.list();
  // its programs of work and how they ended (a cabinet seen through its preview link has no public programs yet)
  const programs: ProkerList | null =
    token === undefined ? await serviceOf(strapi, 'api::proker.proker').list(cabinet.slug) : null;
  // an earlier cabinet is the archive; the active one's page is /tentang; a later one is not public news yet
  const earlier = !cabinet.active && (!site.cabinet || cabinet.period < site.cabinet.period);
  const title = cabinetTitle(cabinet);
  return plain({
    title: titled(earlier ? `${title} (Arsip)` : title),
    description: earlier
      ? `Arsip ${title} HMRPL Telkom University: visi, misi, struktur organisasi, dan pengurus.`
      : `${title} HMRPL Telkom University: visi, misi, struktur organisasi, dan pengurus.`,
    canonicalPath: token !== undefined ? null : cabinet.active ? ABOUT_PATH : cabinetArchivePath(cabinet.slug),
    noindex: token !== undefined || (!cabinet.active && !earlier),
    image: cabinetLogo(cabinet),
    data: [
      [cabinetKey(slug, token), JSON.stringify(cabinet satisfies Cabinet)],
      [CABINET_LIST_KEY, JSON.stringify(list satisfies CabinetList)],
      ...(programs ? [[programListKey(cabinet.slug), JSON.stringify(programs)] as [string, string]] : []),
    ],
    routeModule: CABINET_ARCHIVE_MODULE,
  });
}

interface CabinetRow {
  slug: string;
  period: string;
  active: boolean;
  updatedAt: string;
}

/**
 * The cabinets of the sitemap: the active one (shown on /tentang and in every footer) and the archive (the earlier
 * ones, each with its page), read once per sitemap. One never active (the next one) is not public (ADR 062).
 */
export const sitemapCabinets = (run: SitemapRun): Promise<{ active?: CabinetRow; archive: CabinetRow[] }> =>
  run.once('kabinet', async () => {
    const cabinets = (
      await run.strapi.documents('api::kabinet.kabinet').findMany({
        filters: PUBLIC_CABINETS,
        fields: ['slug', 'period', 'active', 'updatedAt'],
        sort: [{ period: 'desc' }],
        limit: 1000,
      })
    ).map((row): CabinetRow => ({
      slug: row.slug ?? '',
      period: row.period ?? '',
      active: row.active === true,
      updatedAt: isoDate(row.updatedAt),
    }));
    const active = cabinets.find((row) => row.active);
    const archive = cabinets.filter((row) => !row.active && row.slug && (!active || row.period < active.period));
    return { active, archive };
  });

export const kabinet = siteType({
  sources: [
    'api::kabinet.kabinet',
    'api::departemen.departemen',
    'api::divisi.divisi',
    'api::anggota.anggota',
    'plugin::upload.file',
  ],
  // a member comes back into their department and division, when those still exist
  trash: { anggota: trashable({ uid: 'api::anggota.anggota', title: (row) => String(row.nama ?? '') }) },
  reads: [
    api('/api/kabinet'),
    api('/api/kabinet/aktif'),
    api('/api/kabinet/:slug', {}, { params: { slug: slugParam }, preview: 'kabinet' }),
  ],
  pages: [
    {
      name: 'about',
      path: ABOUT_PATH,
      routeModule: ABOUT_MODULE,
      content: ({ strapi, site, abs }) => aboutPage(strapi, site, abs),
      sitemap: async (run) => [
        { path: ABOUT_PATH, lastmod: newestOf(run, [(await sitemapCabinets(run)).active?.updatedAt]) },
      ],
    },
    {
      name: 'cabinetArchive',
      path: '/tentang/kabinet/:slug',
      params: { slug: slugParam },
      preview: 'kabinet',
      routeModule: CABINET_ARCHIVE_MODULE,
      content: ({ strapi, site, slug, query }) => cabinetArchivePage(strapi, site, slug, query),
      sitemap: async (run) =>
        (await sitemapCabinets(run)).archive.map((row) => ({
          path: cabinetArchivePath(row.slug),
          lastmod: new Date(row.updatedAt).toISOString(),
        })),
    },
  ],
});
