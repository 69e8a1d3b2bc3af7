/**
 * The home page (beranda: the recruitment poster, the latest news, the awards, the gallery's first page, with the
 * association as its JSON-LD) and the site's own feeds (sitemap, RSS, robots.txt). It shows the content of other
 * types, whose declarations name what moves the cache. See ADR 022 and ADR 055.
 */
import type { Core } from '@strapi/strapi';
import type { Awarding, GalleryPage, LatestNews, RecruitmentResponse } from '@hmrpl/contract';
import { serviceOf } from '../../lib/strapi/documents';
import { GALLERY_FIRST_PAGE, HOME_PATH, galleryInfiniteKey } from '../pages/routes';
import { newsAlt, socialImage } from '../pages/images';
import { SITE_NAME, organization, plain, type PageContent, type SiteFacts } from '../pages/site';
import { FEED_PATHS_LIST } from '../pages/feeds';
import { feed } from '../edge/reads';
import { newestOf, siteType } from '../declare';
import { newsChangedAt } from './berita';
import { postersChangedAt } from './rekrutmen';
import { sitemapCabinets } from './kabinet';

type Strapi = Core.Strapi;

const HOME_SECTIONS_MODULE = 'src/app/routes/public/home-sections.tsx';

/** `/`: the association, with the newest story as its link preview. */
async function homePage(strapi: Strapi, site: SiteFacts, abs: (path: string) => string): Promise<PageContent> {
  const [poster, latest, awarding, gallery] = await Promise.all([
    serviceOf(strapi, 'api::rekrutmen.rekrutmen').current(),
    serviceOf(strapi, 'api::berita.berita').latest(),
    serviceOf(strapi, 'api::awarding.awarding').get(),
    serviceOf(strapi, 'api::galeri.galeri').page(GALLERY_FIRST_PAGE.page, GALLERY_FIRST_PAGE.limit),
  ]);
  const newest = latest[0];
  return plain({
    // the sections after the first screen are a chunk the SPA asks for after it: their stylesheets come with the page,
    // so they are styled without scripts and do not move when the chunk arrives (ADR 124)
    stylesOf: HOME_SECTIONS_MODULE,
    title: SITE_NAME,
    description: site.description,
    canonicalPath: HOME_PATH,
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

export const beranda = siteType({
  sources: [],
  reads: FEED_PATHS_LIST.map((path) => feed(path)),
  pages: [
    {
      name: 'home',
      path: HOME_PATH,
      content: ({ strapi, site, abs }) => homePage(strapi, site, abs),
      sitemap: async (run) => {
        const [news, posters, cabinets] = await Promise.all([
          newsChangedAt(run),
          postersChangedAt(run),
          sitemapCabinets(run),
        ]);
        return [{ path: HOME_PATH, lastmod: newestOf(run, [news, posters, cabinets.active?.updatedAt]) }];
      },
    },
  ],
});
