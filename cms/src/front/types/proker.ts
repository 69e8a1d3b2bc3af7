/**
 * Programs of work (proker) on the public side: their reads, /proker (the active cabinet's programs by department,
 * with status and progress) and one program's page (its activities and news), with their sitemap entries. An earlier
 * cabinet's programs are shown on its archive page (types/kabinet.ts carries them). See ADR 091, ADR 022, ADR 055.
 */
import type { Core } from '@strapi/strapi';
import type { Proker, ProkerList } from '@hmrpl/contract';
import { HttpError } from '../../lib/http/errors';
import { isoDate, present, serviceOf } from '../../lib/strapi/documents';
import { PROKER_STATUS_LABELS } from '../../lib/content/proker-rules';
import { PUBLIC_CABINETS } from '../../api/kabinet/store/cabinet-store';
import { HOME_PATH, PROGRAMS_PATH, programDetailKey, programDetailPath, programListKey } from '../pages/routes';
import { SITE_NAME, cabinetTitle, notFoundPage, plain, titled, type PageContent, type SiteFacts } from '../pages/site';
import { api, slugParam, type QueryParser } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';
import { trashable } from '../../lib/trash/trash';

type Strapi = Core.Strapi;

/** What links to a program (each with its `proker`): kept aside while it is in the trash, linked again on a restore. */
const LINKED = { kegiatan: 'api::kegiatan.kegiatan', berita: 'api::berita.berita' } as const;
type LinkedIds = Record<keyof typeof LINKED, number[]>;
const linkedIds = (kept: unknown, key: keyof typeof LINKED): number[] => {
  const ids = (kept as Partial<LinkedIds> | null | undefined)?.[key];
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
};

const PROGRAMS_MODULE = 'src/features/proker/routes/programs.tsx';
const PROGRAM_DETAIL_MODULE = 'src/features/proker/routes/program-detail.tsx';

/** `?kabinet=`: a cabinet's slug as the read takes it (its first value; anything else is the active cabinet). */
const kabinetSlug: QueryParser = (value) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first ? first : undefined;
};

/** `/proker`: the active cabinet's programs. */
async function programsPage(strapi: Strapi, site: SiteFacts, abs: (path: string) => string): Promise<PageContent> {
  const list: ProkerList = await serviceOf(strapi, 'api::proker.proker').list();
  const cabinet = site.cabinet ? ` ${cabinetTitle(site.cabinet)}` : '';
  return plain({
    title: titled('Program Kerja'),
    description: `Program kerja${cabinet} HMRPL Telkom University per departemen, dengan status dan progresnya.`,
    canonicalPath: PROGRAMS_PATH,
    jsonLd: [
      {
        '@type': 'ItemList',
        name: `Program Kerja${cabinet}`,
        itemListElement: list.data.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: abs(programDetailPath(item.slug)),
          name: item.title,
        })),
      },
    ],
    data: [[programListKey(), JSON.stringify(list)]],
    routeModule: PROGRAMS_MODULE,
  });
}

/** `/proker/{slug}`: one program; 404 for a slug no public program has. */
async function programDetailPage(
  strapi: Strapi,
  site: SiteFacts,
  abs: (path: string) => string,
  slug: string,
): Promise<PageContent> {
  let item: Proker;
  try {
    item = await serviceOf(strapi, 'api::proker.proker').detailBySlug(slug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
    throw error;
  }
  return plain({
    title: titled(item.title),
    description: item.summary || site.description,
    canonicalPath: programDetailPath(item.slug),
    jsonLd: [
      {
        '@type': 'Project',
        name: item.title,
        description: item.summary,
        url: abs(programDetailPath(item.slug)),
        ...(item.starts_on ? { foundingDate: item.starts_on } : {}),
        ...(item.ends_on ? { dissolutionDate: item.ends_on } : {}),
        ...(item.department ? { department: { '@type': 'Organization', name: item.department.name } } : {}),
        parentOrganization: { '@type': 'Organization', name: SITE_NAME, url: abs(HOME_PATH) },
        keywords: PROKER_STATUS_LABELS[item.status],
      },
    ],
    data: [[programDetailKey(slug), JSON.stringify(item)]],
    routeModule: PROGRAM_DETAIL_MODULE,
  });
}

/** The programs of the public cabinets (for the sitemap), read once per sitemap. */
const sitemapPrograms = (run: SitemapRun): Promise<Array<{ slug: string; updatedAt: string; active: boolean }>> =>
  run.once('proker', async () =>
    (
      await run.strapi.documents('api::proker.proker').findMany({
        filters: { kabinet: PUBLIC_CABINETS },
        fields: ['slug', 'updatedAt'],
        populate: { kabinet: { fields: ['active'] } },
        sort: [{ id: 'asc' }],
        limit: 10_000,
      })
    ).map((row) => ({
      slug: present(row.slug, 'slug'),
      updatedAt: isoDate(row.updatedAt),
      active: row.kabinet?.active === true,
    })),
  );

export const proker = siteType({
  // a program shows its cabinet's slug, its department's name, and the titles of its activities and news
  sources: [
    'api::proker.proker',
    'api::kabinet.kabinet',
    'api::departemen.departemen',
    'api::kegiatan.kegiatan',
    'api::berita.berita',
  ],
  // its activities and news stay while it is in the trash (unlinked); a restore links again those that still exist
  // and have not been given another program meanwhile
  trash: {
    proker: trashable({
      uid: 'api::proker.proker',
      title: (row) => String(row.title ?? ''),
      slug: 'slug',
      detach: async (strapi, itemId): Promise<LinkedIds> => {
        const idsOf = async (uid: (typeof LINKED)[keyof typeof LINKED]) =>
          (
            (await strapi.db.query(uid).findMany({ where: { proker: { id: itemId } }, select: ['id'] })) as Array<{
              id: number;
            }>
          ).map((row) => row.id);
        return { kegiatan: await idsOf(LINKED.kegiatan), berita: await idsOf(LINKED.berita) };
      },
      reattach: async (strapi, itemId, kept) => {
        for (const key of ['kegiatan', 'berita'] as const) {
          const ids = linkedIds(kept, key);
          if (ids.length === 0) continue;
          const rows = (await strapi.db.query(LINKED[key]).findMany({
            where: { id: { $in: ids } },
            select: ['id'],
            populate: { proker: { select: ['id'] } },
          })) as Array<{ id: number; proker?: { id: number } | null }>;
          for (const row of rows)
            if (!row.proker)
              await strapi.db.query(LINKED[key]).update({ where: { id: row.id }, data: { proker: itemId } });
        }
      },
    }),
  },
  reads: [api('/api/proker', { kabinet: kabinetSlug }), api('/api/proker/:slug', {}, { params: { slug: slugParam } })],
  pages: [
    {
      name: 'programs',
      path: PROGRAMS_PATH,
      routeModule: PROGRAMS_MODULE,
      content: ({ strapi, site, abs }) => programsPage(strapi, site, abs),
      sitemap: async (run) => {
        const changed = (await sitemapPrograms(run))
          .filter((row) => row.active)
          .reduce<string | undefined>((max, row) => (!max || row.updatedAt > max ? row.updatedAt : max), undefined);
        return [{ path: PROGRAMS_PATH, lastmod: newestOf(run, [changed]) }];
      },
    },
    {
      name: 'programDetail',
      path: '/proker/:slug',
      params: { slug: slugParam },
      routeModule: PROGRAM_DETAIL_MODULE,
      content: ({ strapi, site, abs, slug }) => programDetailPage(strapi, site, abs, slug),
      sitemap: async (run) =>
        (await sitemapPrograms(run)).map((row) => ({ path: programDetailPath(row.slug), lastmod: row.updatedAt })),
    },
  ],
});
