/**
 * Activities (kegiatan) on the public side: their reads and calendar files, /kegiatan (upcoming activities, a page of
 * ended ones, the gallery; out of date when the next activity ends, ADR 048) and one activity's page (its poster,
 * schema.org Event, its calendar file), with their sitemap entries. See ADR 022 and ADR 055.
 */
import type { Core } from '@strapi/strapi';
import type { Activity, GalleryPage } from '@hmrpl/contract';
import { HttpError } from '../../lib/http/errors';
import { serviceOf } from '../../lib/strapi/documents';
import { isoDate, present } from '../../lib/strapi/documents';
import { pageParam } from '../../lib/http/request-params';
import { jakartaIsoString } from '../../lib/content/jakarta-time';
import { activityTimeParam } from '../../lib/content/activity-input';
import {
  ACTIVITIES_CALENDAR_PATH,
  ACTIVITIES_PATH,
  GALLERY_FIRST_PAGE,
  HOME_PATH,
  activityCalendarPath,
  activityDetailKey,
  activityDetailPath,
  galleryInfiniteKey,
  pageFromQuery,
  pastActivitiesKey,
  upcomingActivitiesKey,
} from '../pages/routes';
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
import { api, feed, listPage, metaLastPage, slugParam, type QueryParser } from '../edge/reads';
import { newestOf, siteType, type SitemapRun } from '../declare';
import { trashable } from '../../lib/trash/trash';

type Strapi = Core.Strapi;

/** An activity's registrations: they wait in the trash with it (their ids kept aside) and go when it is purged. */
const REGISTRATIONS = 'api::pendaftaran.pendaftaran';
const registrationIds = (kept: unknown): number[] =>
  Array.isArray(kept) ? kept.filter((id): id is number => Number.isInteger(id)) : [];

/** The activities' pages are two chunks each: the activities module (their own route table) and the page it loads. */
const ACTIVITIES_MODULES = ['src/app/routes/public/activities.tsx', 'src/app/routes/public/activities-page.tsx'];
const ACTIVITY_DETAIL_MODULES = ['src/app/routes/public/activities.tsx', 'src/app/routes/public/activity-detail.tsx'];
/** A sitemap file holds at most 50,000 URLs. */
const SITEMAP_MAX_ACTIVITIES = 4_000;

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
    organizer: { '@type': 'Organization', name: SITE_NAME, url: abs(HOME_PATH) },
    ...(item.registration_url ? { offers: { '@type': 'Offer', url: item.registration_url } } : {}),
  };
}

/** `/kegiatan?page=n`: what is coming, what has been, and the gallery's first page. */
async function activitiesPage(strapi: Strapi, query: Record<string, unknown>): Promise<PageContent> {
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
    canonicalPath: page > 1 ? `${ACTIVITIES_PATH}?page=${page}` : ACTIVITIES_PATH,
    image: soonest ? await activityImage(strapi, soonest) : null,
    data: [
      [upcomingActivitiesKey(), JSON.stringify(upcoming)],
      [pastActivitiesKey(page), JSON.stringify(past)],
      [galleryInfiniteKey(), `[${JSON.stringify(gallery satisfies GalleryPage)}]`],
    ],
    routeModule: ACTIVITIES_MODULES,
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
async function activityDetailPage(
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
    routeModule: ACTIVITY_DETAIL_MODULES,
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

/** `/api/kegiatan?waktu=`: `lampau`, or `mendatang` for anything else. */
const activityTime: QueryParser = (value) => activityTimeParam(value);
/** The ended activities are paged; the upcoming list is one answer (no page). */
const activityPage: QueryParser = (value, query) =>
  activityTimeParam(query.waktu) === 'lampau' ? pageParam(value) : undefined;

/** The activities of the sitemap (newest start first), read once per sitemap. */
const sitemapActivities = (run: SitemapRun): Promise<Array<{ slug: string; updatedAt: string }>> =>
  run.once('kegiatan', async () =>
    (
      await run.strapi.documents('api::kegiatan.kegiatan').findMany({
        fields: ['slug', 'updatedAt'],
        sort: [{ starts_at: 'desc' }, { id: 'desc' }],
        limit: SITEMAP_MAX_ACTIVITIES,
      })
    ).map((row) => ({ slug: present(row.slug, 'slug'), updatedAt: isoDate(row.updatedAt) })),
  );

export const kegiatan = siteType({
  // an activity's page shows its photos (galeri)
  // registrations move it too: an activity's answer carries its places taken (ADR 100)
  sources: ['api::kegiatan.kegiatan', 'api::galeri.galeri', 'api::pendaftaran.pendaftaran', 'plugin::upload.file'],
  // its photos stay in the gallery while it is in the trash, and are attached again when it comes back; so do its
  // registrations (their link to it is kept aside and put back), removed for good with it
  trash: {
    kegiatan: trashable({
      uid: 'api::kegiatan.kegiatan',
      title: (row) => String(row.title ?? ''),
      slug: 'slug',
      detach: async (strapi, itemId) =>
        (
          (await strapi.db
            .query(REGISTRATIONS)
            .findMany({ where: { kegiatan: { id: itemId } }, select: ['id'] })) as Array<{ id: number }>
        ).map((row) => row.id),
      reattach: async (strapi, itemId, kept) => {
        for (const id of registrationIds(kept))
          await strapi.db.query(REGISTRATIONS).update({ where: { id }, data: { kegiatan: itemId } });
      },
      purge: async (strapi, _itemId, kept) => {
        const ids = registrationIds(kept);
        for (let i = 0; i < ids.length; i += 500)
          await strapi.db.query(REGISTRATIONS).deleteMany({ where: { id: { $in: ids.slice(i, i + 500) } } });
      },
    }),
  },
  reads: [
    api('/api/kegiatan', { waktu: activityTime, page: activityPage }, { pages: 'page', lastPage: metaLastPage }),
    api('/api/kegiatan/:slug', {}, { params: { slug: slugParam } }),
    // the calendars are read before the pages: `/kegiatan/{slug}.ics` is a feed, not a page
    feed(ACTIVITIES_CALENDAR_PATH),
    feed('/kegiatan/:slug.ics', {}, { params: { slug: slugParam } }),
  ],
  pages: [
    {
      name: 'activities',
      path: ACTIVITIES_PATH,
      query: { page: listPage },
      pages: 'page',
      routeModule: ACTIVITIES_MODULES,
      content: ({ strapi, query }) => activitiesPage(strapi, query),
      sitemap: async (run) => {
        const changed = (await sitemapActivities(run)).reduce<string | undefined>(
          (max, row) => (!max || row.updatedAt > max ? row.updatedAt : max),
          undefined,
        );
        return [{ path: ACTIVITIES_PATH, lastmod: newestOf(run, [changed]) }];
      },
    },
    {
      name: 'activityDetail',
      path: '/kegiatan/:slug',
      params: { slug: slugParam },
      routeModule: ACTIVITY_DETAIL_MODULES,
      content: ({ strapi, site, abs, slug }) => activityDetailPage(strapi, site, abs, slug),
      sitemap: async (run) =>
        (await sitemapActivities(run)).map((row) => ({ path: activityDetailPath(row.slug), lastmod: row.updatedAt })),
    },
  ],
});
