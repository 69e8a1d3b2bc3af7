/**
 * Achievements (prestasi) on the public side: their reads (approved only; never a NIM, an e-mail or the proof),
 * /prestasi (by year and level, newest first), one achievement's page (its photo, schema.org Article about the
 * competition) and the form /prestasi/kirim, with their sitemap entries. The SWR keys are the web's own
 * (`prestasiListKey`, `prestasiDetailKey`: one copy in lib/content/prestasi-rules.ts). See ADR 022, ADR 055, ADR 094.
 */
import type { Core } from '@strapi/strapi';
import type { Prestasi } from '@hmrpl/contract';
import { HttpError } from '../../lib/http/errors';
import { serviceOf } from '../../lib/strapi/documents';
import { isoDate, present } from '../../lib/strapi/documents';
import {
  LEVEL_LABELS,
  levelParam,
  prestasiDetailKey,
  prestasiListKey,
  yearParam,
} from '../../lib/content/prestasi-rules';
import { HOME_PATH, pageFromQuery } from '../pages/routes';
import { imagePreload, socialImage } from '../pages/images';
import {
  SITE_NAME,
  notFoundPage,
  plain,
  titled,
  type PageContent,
  type PageImage,
  type SiteFacts,
} from '../pages/site';
import { api, listPage, metaLastPage, slugParam, type QueryParser } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';
import { trashable } from '../../lib/trash/trash';

type Strapi = Core.Strapi;

const LIST_PATH = '/prestasi';
const FORM_PATH = '/prestasi/kirim';
const detailPath = (slug: string) => `/prestasi/${encodeURIComponent(slug)}`;

/** The page modules (web/src/features/prestasi/routes/), each its own lazy chunk of web/src/app/router.tsx. */
const LIST_MODULES = 'src/features/prestasi/routes/prestasi-list.tsx';
const DETAIL_MODULES = 'src/features/prestasi/routes/prestasi-detail.tsx';
const FORM_MODULES = 'src/features/prestasi/routes/prestasi-form.tsx';
/** A sitemap file holds at most 50,000 URLs. */
const SITEMAP_MAX = 4_000;

const yearQuery: QueryParser = (value) => yearParam(value);
const levelQuery: QueryParser = (value) => levelParam(value);

/** The photo as a page image. */
const photoOf = (strapi: Strapi, item: Prestasi) =>
  item.image_path
    ? socialImage(strapi, { ...item, image_path: item.image_path }, `Foto ${item.title}`)
    : Promise.resolve(null);

/** The students' names as a sentence: `Ani, Budi, dan Citra`. */
export function studentNames(item: Pick<Prestasi, 'students'>): string {
  const names = item.students.map((student) => student.nama);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

/** schema.org Article of one achievement (absolute URLs): about the competition, by its students. */
function achievementJsonLd(item: Prestasi, image: PageImage | null, abs: (path: string) => string) {
  return {
    '@type': 'Article',
    headline: `${item.rank} ${item.title}`,
    description: item.summary,
    datePublished: item.date,
    ...(image ? { image: [abs(image.path)] } : {}),
    url: abs(detailPath(item.slug)),
    author: item.students.map((student) => ({ '@type': 'Person', name: student.nama })),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: abs(HOME_PATH) },
    about: { '@type': 'Event', name: item.title, organizer: { '@type': 'Organization', name: item.organizer } },
  };
}

/** `/prestasi?tahun&level&page`: the approved achievements, newest first. */
async function listPageContent(strapi: Strapi, query: Record<string, unknown>): Promise<PageContent> {
  const tahun = yearParam(query.tahun);
  const level = levelParam(query.level);
  const page = pageFromQuery(query.page);
  const body = await serviceOf(strapi, 'api::prestasi.prestasi').publicPage({ year: tahun, level, page });
  const first = body.data[0];
  const narrowed = [tahun ? String(tahun) : '', level ? LEVEL_LABELS[level] : ''].filter(Boolean).join(', ');
  const canonical = prestasiListKey({ tahun, level, page }).replace('/api/prestasi', LIST_PATH);
  return plain({
    title: titled(`Prestasi${narrowed ? ` ${narrowed}` : ''}${page > 1 ? ` (halaman ${page})` : ''}`),
    description: 'Prestasi mahasiswa Rekayasa Perangkat Lunak Telkom University: kompetisi, peringkat, dan ceritanya.',
    canonicalPath: canonical,
    image: first ? await photoOf(strapi, first) : null,
    data: [[prestasiListKey({ tahun, level, page }), JSON.stringify(body)]],
    routeModule: LIST_MODULES,
    // the first card's photo (web/src/features/prestasi/components/prestasi-card.tsx, CARD_PHOTO_SIZES)
    preloadImage: first?.image_path
      ? imagePreload(
          { image_path: first.image_path, image_formats: first.image_formats, image_width: first.image_width },
          '(min-width: 992px) 350px, (min-width: 768px) 50vw, 100vw',
        )
      : undefined,
    lastPage: body.meta.last_page,
  });
}

/** `/prestasi/{slug}`: one approved achievement; 404 for any other slug. */
async function detailPageContent(
  strapi: Strapi,
  site: SiteFacts,
  abs: (path: string) => string,
  slug: string,
): Promise<PageContent> {
  let item: Prestasi;
  try {
    item = await serviceOf(strapi, 'api::prestasi.prestasi').bySlug(slug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
    throw error;
  }
  const image = await photoOf(strapi, item);
  return plain({
    title: titled(`${item.rank} ${item.title}`),
    description: item.summary.slice(0, 200) || `${item.rank} ${item.title}: ${studentNames(item)}.`,
    canonicalPath: detailPath(item.slug),
    type: 'article',
    publishedTime: new Date(`${item.date}T00:00:00+07:00`).toISOString(),
    image,
    jsonLd: [achievementJsonLd(item, image, abs)],
    data: [[prestasiDetailKey(slug), JSON.stringify(item)]],
    routeModule: DETAIL_MODULES,
    // web/src/features/prestasi/routes/prestasi-detail.tsx draws the photo at most 720 px wide
    preloadImage: item.image_path
      ? imagePreload(
          { image_path: item.image_path, image_formats: item.image_formats, image_width: item.image_width },
          '(min-width: 768px) 720px, 100vw',
        )
      : undefined,
  });
}

/** The approved achievements of the sitemap (newest first), read once per sitemap. */
const sitemapRows = (run: SitemapRun): Promise<Array<{ slug: string; updatedAt: string }>> =>
  run.once('prestasi', async () =>
    (
      await run.strapi.documents('api::prestasi.prestasi').findMany({
        filters: { status: { $eq: 'disetujui' } },
        fields: ['slug', 'updatedAt'],
        sort: [{ date: 'desc' }, { id: 'desc' }],
        limit: SITEMAP_MAX,
      })
    ).map((row) => ({ slug: present(row.slug, 'slug'), updatedAt: isoDate(row.updatedAt) })),
  );

export const prestasi = siteType({
  sources: ['api::prestasi.prestasi', 'plugin::upload.file'],
  // its photo and its proof stay on disk while it is in the trash (the proof still private by its name, served by no
  // route: its admin route reads the row, which is gone) and go with the permanent delete
  trash: {
    prestasi: trashable({ uid: 'api::prestasi.prestasi', title: (row) => String(row.title ?? ''), slug: 'slug' }),
  },
  reads: [
    api(
      '/api/prestasi',
      { tahun: yearQuery, level: levelQuery, page: listPage },
      { pages: 'page', lastPage: metaLastPage },
    ),
    api('/api/prestasi/:slug', {}, { params: { slug: slugParam } }),
  ],
  pages: [
    {
      name: 'achievements',
      path: LIST_PATH,
      query: { tahun: yearQuery, level: levelQuery, page: listPage },
      pages: 'page',
      routeModule: LIST_MODULES,
      content: ({ strapi, query }) => listPageContent(strapi, query),
      sitemap: async (run) => {
        const changed = (await sitemapRows(run)).reduce<string | undefined>(
          (max, row) => (!max || row.updatedAt > max ? row.updatedAt : max),
          undefined,
        );
        return [{ path: LIST_PATH, lastmod: newestOf(run, [changed]) }];
      },
    },
    {
      name: 'achievementForm',
      path: FORM_PATH,
      routeModule: FORM_MODULES,
      content: () =>
        plain({
          title: titled('Kirim Prestasi'),
          description: 'Kirim prestasi kompetisi Anda agar tampil di situs HMRPL setelah ditinjau pengurus.',
          canonicalPath: FORM_PATH,
          routeModule: FORM_MODULES,
        }),
      sitemap: async (run) => [{ path: FORM_PATH, lastmod: newestOf(run, []) }],
    },
    {
      name: 'achievementDetail',
      path: '/prestasi/:slug',
      params: { slug: slugParam },
      routeModule: DETAIL_MODULES,
      content: ({ strapi, site, abs, slug }) => detailPageContent(strapi, site, abs, slug),
      sitemap: async (run) =>
        (await sitemapRows(run)).map((row) => ({ path: detailPath(row.slug), lastmod: row.updatedAt })),
    },
  ],
});
