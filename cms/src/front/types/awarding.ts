/**
 * Awarding on the public side: this month's winners (the home page shows them), the archive of every month and
 * /awarding (every month, newest first; the newest month's staff poster as the link preview), with its sitemap entry.
 * See ADR 055 and ADR 098.
 */
import type { Core } from '@strapi/strapi';
import type { AwardingField, AwardingMonth } from '@hmrpl/contract';
import { isoDate, serviceOf } from '../../lib/strapi/documents';
import { imagePreload } from '../pages/images';
import { isPeriode, periodeLabel } from '../../lib/content/awarding-periode';
import { plain, titled, type PageContent } from '../pages/site';
import { api, type SegmentParser } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';

const AWARDS_PATH = '/awarding';
const AWARDS_MODULE = 'src/features/awarding/routes/awards.tsx';
/** The SWR key of the page's read (web/src/features/awarding/api/get-awarding.ts). */
const ARCHIVE_KEY = '/api/awarding/arsip';

/** A month as the controller reads it (`YYYY-MM`), else no entry can have it. */
const periodeParam: SegmentParser = (segment) => (isPeriode(segment) ? segment : null);

/** The poster slots in the page's order (web/src/features/awarding/components/award-posters.tsx). */
const SLOTS: AwardingField[] = ['staff_image', 'divisi_image', 'departemen_image'];

/**
 * The newest month's first poster, the page's largest paint, as a preload (its `sizes` is the poster's own in
 * award-posters.tsx: a card at most 320 px wide).
 */
function firstPosterPreload(month: AwardingMonth | undefined): PageContent['preloadImage'] {
  const slot = month ? SLOTS.find((field) => month[`${field}_path`]) : undefined;
  if (!month || !slot) return undefined;
  return imagePreload(
    {
      image_path: month[`${slot}_path`] ?? '',
      image_formats: month[`${slot}_formats`],
      image_width: month[`${slot}_width`] ?? null,
      image_webp: month[`${slot}_webp`],
    },
    '(max-width: 400px) 100vw, 320px',
  );
}

/** `/awarding`: every month, newest first. */
async function awardsPage(strapi: Core.Strapi): Promise<PageContent> {
  const archive = await serviceOf(strapi, 'api::awarding.awarding').archive();
  const newest = archive.data[0];
  const poster = newest?.staff_image_path ?? newest?.divisi_image_path ?? newest?.departemen_image_path;
  return plain({
    title: titled('Awarding'),
    description: newest
      ? `Awarding HMRPL setiap bulan: Staff, Divisi, dan Departemen of the Month, terbaru ${periodeLabel(newest.periode)}.`
      : 'Awarding HMRPL setiap bulan: Staff, Divisi, dan Departemen of the Month.',
    canonicalPath: AWARDS_PATH,
    image: poster
      ? {
          path: `/storage/${poster}`,
          width: null,
          height: null,
          alt: `Awarding HMRPL ${periodeLabel(newest!.periode)}`,
        }
      : null,
    preloadImage: firstPosterPreload(newest),
    data: [[ARCHIVE_KEY, JSON.stringify(archive)]],
    routeModule: AWARDS_MODULE,
  });
}

/** When a month last changed (the page's lastmod). */
const awardsChangedAt = (run: SitemapRun): Promise<string | undefined> =>
  run.once('awarding', async () => {
    const [latest] = await run.strapi
      .documents('api::awarding.awarding-arsip')
      .findMany({ fields: ['updatedAt'], sort: [{ updatedAt: 'desc' }], limit: 1 });
    return latest ? isoDate(latest.updatedAt) : undefined;
  });

export const awarding = siteType({
  // the single type is the controller's (its reads show the archive's months; only the upgrade writes it, ADR 098)
  sources: ['api::awarding.awarding', 'api::awarding.awarding-arsip', 'plugin::upload.file'],
  reads: [
    api('/api/awarding'),
    api(ARCHIVE_KEY),
    api('/api/awarding/arsip/:periode', {}, { params: { periode: periodeParam } }),
  ],
  pages: [
    {
      name: 'awards',
      path: AWARDS_PATH,
      routeModule: AWARDS_MODULE,
      content: ({ strapi }) => awardsPage(strapi),
      sitemap: async (run) => [{ path: AWARDS_PATH, lastmod: newestOf(run, [await awardsChangedAt(run)]) }],
    },
  ],
});
