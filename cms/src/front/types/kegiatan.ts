/**
 * The head and first data of /kegiatan (upcoming activities, a page of ended ones, the gallery; out of date when the
 * next activity ends, ADR 048) and of one activity (its poster, schema.org Event, its calendar file). See ADR 022.
 */
import type { Core } from '@strapi/strapi';
import type { Activity, GalleryPage } from '@hmrpl/contract';
import { HttpError } from '../../lib/http/errors';
import { serviceOf } from '../../lib/strapi/documents';
import { jakartaIsoString } from '../../lib/content/jakarta-time';
import {
  ACTIVITIES_CALENDAR_PATH,
  GALLERY_FIRST_PAGE,
  PUBLIC_PATHS,
  ROUTE_MODULES,
  activityCalendarPath,
  activityDetailKey,
  activityDetailPath,
  galleryInfiniteKey,
  pageFromQuery,
  pastActivitiesKey,
  upcomingActivitiesKey,
} from '../pages/routes';
import { imagePreload, socialImage } from '../pages/images';
import { SITE_NAME, notFoundPage, plain, titled, type PageContent, type PageImage, type SiteFacts } from '../pages/site';

type Strapi = Core.Strapi;

/** An activity's poster as a page image (its 1200-wide rendition when there is one). */
const activityImage = (strapi: Strapi, item: Activity) =>
  item.poster_path
    ? socialImage(
        strapi,
        { image_path: item.poster_path, image_width: item.image_width, image_height: item.image_height },
        `Poster ${item.title}`,
      )
    : Promise.resolve(null);

/** schema.org `Event` of an activity (absolute URLs; times with Asia/Jakarta's offset). */
function eventJsonLd(item: Activity, image: PageImage | null, abs: (path: string) => string): Record<string, unknown> {
  return {
    '@type': 'Event',
    name: item.title,
    description: item.summary,
    startDate: jakartaIsoString(new Date(item.starts_at)),
    ...(item.ends_at ? { endDate: jakartaIsoString(new Date(item.ends_at)) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(item.place ? { location: { '@type': 'Place', name: item.place, address: item.place } } : {}),
    ...(image ? { image: [abs(image.path)] } : {}),
    url: abs(activityDetailPath(item.slug)),
    organizer: { '@type': 'Organization', name: SITE_NAME, url: abs(PUBLIC_PATHS.home) },
    ...(item.registration_url ? { offers: { '@type': 'Offer', url: item.registration_url } } : {}),
  };
}

/** `/kegiatan?page=n`: what is coming, what has been, and the gallery's first page. */
export async function activitiesPage(strapi: Strapi, query: Record<string, unknown>): Promise<PageContent> {
  // upcoming, the asked page of ended activities, and the gallery's first page (the page's sections in order)
  const page = pageFromQuery(query.page);
  const now = new Date();
  const kegiatan = serviceOf(strapi, 'api::kegiatan.kegiatan');
  const [upcoming, past, nextChange, gallery] = await Promise.all([
    kegiatan.upcoming(now),
    kegiatan.pastPage(page, now),
    kegiatan.nextChange(now),
    serviceOf(strapi, 'api::galeri.galeri').page(GALLERY_FIRST_PAGE.page, GALLERY_FIRST_PAGE.limit),
  ]);
  const soonest = upcoming.data[0];
  return plain({
    title: titled(page > 1 ? `Kegiatan (halaman ${page})` : 'Kegiatan'),
    description: 'Kegiatan HMRPL Telkom University: agenda mendatang, dokumentasi kegiatan, dan kalender.',
    canonicalPath: page > 1 ? `${PUBLIC_PATHS.activities}?page=${page}` : PUBLIC_PATHS.activities,
    image: soonest ? await activityImage(strapi, soonest) : null,
    data: [
      [upcomingActivitiesKey(), JSON.stringify(upcoming)],
      [pastActivitiesKey(page), JSON.stringify(past)],
      [galleryInfiniteKey(), `[${JSON.stringify(gallery satisfies GalleryPage)}]`],
    ],
    routeModule: ROUTE_MODULES.activities,
    // the first upcoming card's poster (web/src/features/kegiatan/components/activity-card.tsx, CARD_POSTER_SIZES)
    preloadImage: soonest?.poster_path
      ? imagePreload(
          {
            image_path: soonest.poster_path,
            image_formats: soonest.image_formats,
            image_width: soonest.image_width,
          },
          '(min-width: 992px) 350px, (min-width: 768px) 50vw, 100vw',
        )
      : undefined,
    calendarPath: ACTIVITIES_CALENDAR_PATH,
    // an activity that ends moves from "upcoming" to the ended list with no write
    expiresAt: nextChange?.getTime(),
    lastPage: past.meta.last_page,
  });
}

/** `/kegiatan/{slug}`: one activity; 404 for a slug no visible activity has. */
export async function activityDetailPage(
  strapi: Strapi,
  site: SiteFacts,
  abs: (path: string) => string,
  slug: string,
): Promise<PageContent> {
  let item: Activity;
  try {
    item = await serviceOf(strapi, 'api::kegiatan.kegiatan').detailBySlug(slug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFoundPage(site);
    throw error;
  }
  const image = await activityImage(strapi, item);
  return plain({
    title: titled(item.title),
    description: item.summary || site.description,
    canonicalPath: activityDetailPath(item.slug),
    image,
    jsonLd: [eventJsonLd(item, image, abs)],
    data: [[activityDetailKey(slug), JSON.stringify(item)]],
    routeModule: ROUTE_MODULES.activityDetail,
    // web/src/app/routes/public/activity-detail.tsx draws the poster 420 px wide, on a phone 340 px
    preloadImage: item.poster_path
      ? imagePreload(
          { image_path: item.poster_path, image_formats: item.image_formats, image_width: item.image_width },
          '(min-width: 768px) 420px, 340px',
        )
      : undefined,
    calendarPath: activityCalendarPath(item.slug),
  });
}
