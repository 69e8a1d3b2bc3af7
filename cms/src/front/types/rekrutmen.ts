/**
 * Recruitment posters (rekrutmen) on the public side: their read and SE-Rekrutmen (the current posters, the newest as
 * the link preview). The home page shows the newest poster too. See ADR 022 and ADR 055.
 */
import type { Core } from '@strapi/strapi';
import { serviceOf, isoDate } from '../../lib/strapi/documents';
import { plain, titled, type PageContent } from '../pages/site';
import { api } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';
import { trashable } from '../../lib/trash/trash';

const RECRUITMENT_PATH = '/rekrutmen';
const RECRUITMENT_MODULE = 'src/app/routes/public/recruitment.tsx';

/** `/rekrutmen`: the current posters, the newest one as the link preview. */
async function recruitmentPage(strapi: Core.Strapi): Promise<PageContent> {
  const posters = await serviceOf(strapi, 'api::rekrutmen.rekrutmen').current();
  const newest = posters.data[0];
  return plain({
    title: titled('SE-Rekrutmen'),
    description: 'SE-Rekrutmen: poster open recruitment HMRPL Telkom University.',
    canonicalPath: RECRUITMENT_PATH,
    image: newest ? { path: newest.poster_url, width: null, height: null, alt: 'Poster rekrutmen HMRPL' } : null,
    data: [['/api/rekrutmen', JSON.stringify(posters)]],
    routeModule: RECRUITMENT_MODULE,
  });
}

/** When a poster last changed (this page's and the home page's lastmod), once per sitemap. */
export const postersChangedAt = (run: SitemapRun): Promise<string | undefined> =>
  run.once('rekrutmen', async () => {
    const [latest] = await run.strapi
      .documents('api::rekrutmen.rekrutmen')
      .findMany({ fields: ['updatedAt'], sort: [{ updatedAt: 'desc' }], limit: 1 });
    return latest ? isoDate(latest.updatedAt) : undefined;
  });

export const rekrutmen = siteType({
  sources: ['api::rekrutmen.rekrutmen', 'plugin::upload.file'],
  trash: { rekrutmen: trashable({ uid: 'api::rekrutmen.rekrutmen', title: () => 'Poster rekrutmen' }) },
  reads: [api('/api/rekrutmen')],
  pages: [
    {
      name: 'recruitment',
      path: RECRUITMENT_PATH,
      routeModule: RECRUITMENT_MODULE,
      content: ({ strapi }) => recruitmentPage(strapi),
      sitemap: async (run) => [{ path: RECRUITMENT_PATH, lastmod: newestOf(run, [await postersChangedAt(run)]) }],
    },
  ],
});
