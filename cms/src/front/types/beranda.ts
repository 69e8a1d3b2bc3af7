/**
 * The head and first data of the home page (the recruitment poster, the latest news, the awards, the gallery's first
 * page), of SE-Rekrutmen and of SE-Aspirasi. See ADR 022.
 */
import type { Core } from '@strapi/strapi';
import type { Awarding, GalleryPage, LatestNews, RecruitmentResponse } from '@hmrpl/contract';
import { serviceOf } from '../../lib/strapi/documents';
import { GALLERY_FIRST_PAGE, PUBLIC_PATHS, ROUTE_MODULES, galleryInfiniteKey } from '../pages/routes';
import { newsAlt, socialImage } from '../pages/images';
import { SITE_NAME, organization, plain, titled, type PageContent, type SiteFacts } from '../pages/site';

type Strapi = Core.Strapi;

/** `/`: the association, with the newest story as its link preview. */
export async function homePage(strapi: Strapi, site: SiteFacts, abs: (path: string) => string): Promise<PageContent> {
  const [poster, latest, awarding, gallery] = await Promise.all([
    serviceOf(strapi, 'api::rekrutmen.rekrutmen').current(),
    serviceOf(strapi, 'api::berita.berita').latest(),
    serviceOf(strapi, 'api::awarding.awarding').get(),
    serviceOf(strapi, 'api::galeri.galeri').page(GALLERY_FIRST_PAGE.page, GALLERY_FIRST_PAGE.limit),
  ]);
  const newest = latest[0];
  return plain({
    title: SITE_NAME,
    description: site.description,
    canonicalPath: PUBLIC_PATHS.home,
    image: newest ? await socialImage(strapi, newest, newsAlt(newest)) : null,
    jsonLd: [organization(site, abs)],
    data: [
      ['/api/rekrutmen', JSON.stringify(poster satisfies RecruitmentResponse)],
      ['/api/berita/terbaru', JSON.stringify(latest satisfies LatestNews)],
      ['/api/awarding', JSON.stringify(awarding satisfies Awarding)],
      // useSWRInfinite's value is the list of pages
      [galleryInfiniteKey(), `[${JSON.stringify(gallery satisfies GalleryPage)}]`],
    ],
  });
}

/** `/aspirasi`: the form only (no data of its own). */
export function aspirationPage(): PageContent {
  return plain({
    title: titled('SE-Aspirasi'),
    description: 'SE-Aspirasi: sampaikan aspirasi, kritik, dan saran untuk HMRPL Telkom University.',
    canonicalPath: PUBLIC_PATHS.aspiration,
    routeModule: ROUTE_MODULES.aspiration,
  });
}

/** `/rekrutmen`: the current posters, the newest one as the link preview. */
export async function recruitmentPage(strapi: Strapi): Promise<PageContent> {
  const posters = await serviceOf(strapi, 'api::rekrutmen.rekrutmen').current();
  const newest = posters.data[0];
  return plain({
    title: titled('SE-Rekrutmen'),
    description: 'SE-Rekrutmen: poster open recruitment HMRPL Telkom University.',
    canonicalPath: PUBLIC_PATHS.recruitment,
    image: newest ? { path: newest.poster_url, width: null, height: null, alt: 'Poster rekrutmen HMRPL' } : null,
    data: [['/api/rekrutmen', JSON.stringify(posters)]],
    routeModule: ROUTE_MODULES.recruitment,
  });
}
