/**
 * Activities: the upcoming list (not yet ended, soonest first), the ended ones page by page (newest first), one
 * activity by slug, the admin's list, create / update / delete with a sanitized description, a derived slug (unique,
 * never changed on edit) and an optional poster in the media library; the events of the `.ics` files; and when the
 * upcoming/ended split next changes by itself (the caches expire their answers then).
 *
 * "Ended" is `over_at <= now`: `over_at` is stored with every write (content-types/kegiatan/lifecycles.ts), the end or,
 * without one, the end of the start's day in Asia/Jakarta. Photos are gallery entries whose `kegiatan` is this
 * activity; deleting an activity leaves them in the gallery, detached.
 */
import type { Core } from '@strapi/strapi';
import type {
  Activity,
  AdminActivitiesPage,
  GalleryImage,
  PastActivitiesPage,
  UpcomingActivities,
} from '@hmrpl/contract';
import { invalid, notFound, type FieldErrors } from '../../../lib/http/errors';
import { isSlug, paging } from '../../../lib/http/request-params';
import { slugify, uniqueSlug } from '../../../lib/content/slug';
import { sanitizeNewsHtml } from '../../../lib/content/sanitize-html';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  checkActivityInput,
  type ActivityInput,
} from '../../../lib/content/activity-input';
import { createSerialQueue } from '../../../lib/process/serial';
import { retryOnUniqueness } from '../../../lib/strapi/database';
import { CLEARED, serviceOf } from '../../../lib/strapi/documents';
import {
  checkRegistrationSettings,
  type RegistrationSettings,
  type RegistrationSettingsInput,
} from '../../../lib/content/registration-rules';
import { settingsOf } from '../../pendaftaran/services/pendaftaran';
import { removeMedia, storeImages, validateImages, type IncomingFile } from '../../../lib/uploads/store';
import { GALLERY_POPULATE, toGalleryImage } from '../../galeri/mappers/to-galeri-dto';
import { toActivity, type KegiatanEntity } from '../mappers/to-kegiatan-dto';
import { moveToTrash } from '../../../lib/trash/trash';

const UID = 'api::kegiatan.kegiatan';
const GALLERY = 'api::galeri.galeri';

/** Used when a title has no letter or digit at all. */
const FALLBACK_SLUG = 'kegiatan';
/** The feed holds every activity; this only bounds a pathological table. */
const CALENDAR_MAX = 5000;

/** An activity with its poster and the program of work it belongs to (answers carry `proker_id`). */
const WITH_PROKER = { poster: true, proker: { fields: ['slug' as const] } };
const SOONEST_FIRST = [{ starts_at: 'asc' as const }, { id: 'asc' as const }];
const LATEST_FIRST = [{ starts_at: 'desc' as const }, { id: 'desc' as const }];
/** An activity's photos in the order they were uploaded: the story as it happened. */
const UPLOAD_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

export interface CalendarEntry {
  id: number;
  slug: string;
  title: string;
  starts_at: Date;
  ends_at: Date | null;
  place: string | null;
  summary: string;
  registration_url: string | null;
  created: Date;
  modified: Date;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  const gallery = () => strapi.documents(GALLERY);
  const oneCreateAtATime = createSerialQueue();
  const registrations = () => serviceOf(strapi, 'api::pendaftaran.pendaftaran');

  /** The entry's Activity with its registration (places taken counted now). */
  const activityOf = async (entry: KegiatanEntity, photos: GalleryImage[], count: number) =>
    toActivity(entry, photos, count, await registrations().registrationOf({ ...entry, id: Number(entry.id) }));

  /** The registration settings as stored (null: cleared). */
  const registrationData = (values: RegistrationSettings) => ({
    registration_opens_at: values.opens_at?.toISOString() ?? CLEARED,
    registration_closes_at: values.closes_at?.toISOString() ?? CLEARED,
    registration_quota: values.quota ?? CLEARED,
    registration_waitlist: values.waitlist,
  });

  async function photosOf(activityId: number, limit: number): Promise<{ photos: GalleryImage[]; count: number }> {
    const filters = { kegiatan: { id: { $eq: activityId } } };
    const [found, count] = await Promise.all([
      limit > 0 ? gallery().findMany({ filters, sort: UPLOAD_ORDER, limit, populate: GALLERY_POPULATE }) : [],
      gallery().count({ filters }),
    ]);
    return { photos: found.map(toGalleryImage), count };
  }

  async function withPhotos(entries: KegiatanEntity[], photoLimit: number): Promise<Activity[]> {
    // one small query pair per activity (a page holds at most a few dozen), in parallel
    return Promise.all(
      entries.map(async (entry) => {
        const { photos, count } = await photosOf(Number(entry.id), photoLimit);
        return activityOf(entry, photos, count);
      }),
    );
  }

  async function findEntity(
    filters: { slug: { $eq: string } } | { id: { $eq: number } },
  ): Promise<KegiatanEntity | null> {
    return (await documents().findFirst({ filters, populate: WITH_PROKER })) ?? null;
  }

  async function freeSlug(title: string): Promise<string> {
    return uniqueSlug(slugify(title, FALLBACK_SLUG), async (candidates) => {
      const taken = await documents().findMany({ filters: { slug: { $in: candidates } }, fields: ['slug'] });
      return new Set(taken.flatMap((row) => (row.slug ? [row.slug] : [])));
    });
  }

  function checked(input: ActivityInput, mode: 'create' | 'update', current?: KegiatanEntity) {
    const result = checkActivityInput(
      input,
      mode,
      current
        ? {
            starts_at: new Date(current.starts_at as string | Date),
            ends_at: current.ends_at ? new Date(current.ends_at as string | Date) : null,
          }
        : undefined,
      sanitizeNewsHtml,
    );
    return result;
  }

  function posterErrors(files: IncomingFile[]): FieldErrors {
    return files.length > 1 ? { poster: [ACTIVITY_MESSAGES.onePosterOnly] } : {};
  }

  return {
    /** Not yet ended, soonest first (at most 50). */
    async upcoming(now = new Date()): Promise<UpcomingActivities> {
      const found = await documents().findMany({
        filters: { over_at: { $gt: now.toISOString() } },
        sort: SOONEST_FIRST,
        limit: ACTIVITY_LIMITS.upcomingMax,
        populate: { poster: true },
      });
      return { data: await withPhotos(found, ACTIVITY_LIMITS.listPhotos) };
    },

    /** Ended, the latest start first, a page at a time. */
    async pastPage(page: number, now = new Date()): Promise<PastActivitiesPage> {
      const filters = { over_at: { $lte: now.toISOString() } };
      const total = await documents().count({ filters });
      const p = paging(page, ACTIVITY_LIMITS.pastPerPage, total);
      const found =
        p.offset < total
          ? await documents().findMany({
              filters,
              sort: LATEST_FIRST,
              start: p.offset,
              limit: p.perPage,
              populate: { poster: true },
            })
          : [];
      return {
        data: await withPhotos(found, ACTIVITY_LIMITS.listPhotos),
        meta: { current_page: p.page, last_page: p.lastPage, per_page: p.perPage, total: p.total },
      };
    },

    /**
     * When the upcoming/ended split next changes with no write (the soonest `over_at` still ahead), or null. Answers
     * that depend on the split are cached until then.
     */
    async nextChange(now = new Date()): Promise<Date | null> {
      const [next] = await documents().findMany({
        filters: { over_at: { $gt: now.toISOString() } },
        sort: [{ over_at: 'asc' }],
        fields: ['over_at'],
        limit: 1,
      });
      return next?.over_at ? new Date(next.over_at as string | Date) : null;
    },

    async detailBySlug(slug: string): Promise<Activity> {
      const entry = isSlug(slug) ? await findEntity({ slug: { $eq: slug } }) : null;
      if (!entry) throw notFound(ACTIVITY_MESSAGES.notFound);
      const [activity] = await withPhotos([entry], ACTIVITY_LIMITS.detailPhotos);
      return activity!;
    },

    async detailById(id: number | null): Promise<Activity> {
      const entry = id ? await findEntity({ id: { $eq: id } }) : null;
      if (!entry) throw notFound(ACTIVITY_MESSAGES.notFound);
      const [activity] = await withPhotos([entry], ACTIVITY_LIMITS.detailPhotos);
      return activity!;
    },

    /** Every activity for the admin, the latest start first. */
    async adminPage(page: number, perPage: number): Promise<AdminActivitiesPage> {
      const total = await documents().count({});
      const p = paging(page, perPage, total);
      const found =
        p.offset < total
          ? await documents().findMany({
              sort: LATEST_FIRST,
              start: p.offset,
              limit: p.perPage,
              populate: { poster: true },
            })
          : [];
      return {
        // the admin table shows counts, not pictures
        data: await withPhotos(found, 0),
        meta: { current_page: p.page, last_page: p.lastPage, per_page: p.perPage, total: p.total },
      };
    },

    /** Every activity (or the one with `slug`) as calendar events, the latest start first. */
    async calendarEntries(slug?: string): Promise<CalendarEntry[] | null> {
      if (slug !== undefined && !isSlug(slug)) return null;
      const found = await documents().findMany({
        ...(slug !== undefined ? { filters: { slug: { $eq: slug } } } : {}),
        fields: [
          'title',
          'slug',
          'starts_at',
          'ends_at',
          'place',
          'summary',
          'registration_url',
          'createdAt',
          'updatedAt',
        ],
        sort: LATEST_FIRST,
        limit: slug !== undefined ? 1 : CALENDAR_MAX,
      });
      if (slug !== undefined && found.length === 0) return null;
      const date = (value: unknown) => new Date(value as string | Date);
      return found.map((entry) => ({
        id: Number(entry.id),
        slug: entry.slug ?? '',
        title: entry.title ?? '',
        starts_at: date(entry.starts_at),
        ends_at: entry.ends_at ? date(entry.ends_at) : null,
        place: entry.place?.trim() ? entry.place : null,
        summary: entry.summary ?? '',
        registration_url: entry.registration_url?.trim() ? entry.registration_url : null,
        created: date(entry.createdAt),
        modified: date(entry.updatedAt),
      }));
    },

    /** `prokerId`: the program it belongs to (checked by the proker service); undefined leaves it, null unlinks. */
    async create(
      input: ActivityInput,
      files: IncomingFile[],
      registrationInput: RegistrationSettingsInput = {},
      prokerId?: number | null,
    ): Promise<Activity> {
      const result = checked(input, 'create');
      const registration = checkRegistrationSettings(registrationInput, settingsOf({}));
      const errors = {
        ...(result.ok ? {} : result.errors),
        ...(registration.ok ? {} : registration.errors),
        ...posterErrors(files),
      };
      if (!result.ok || !registration.ok || Object.keys(errors).length > 0) throw invalid(errors as FieldErrors);
      const values = result.values;
      const settings = registration.changed ? registrationData(registration.values) : {};
      const images = await validateImages(files, { field: 'poster' });
      const [poster] = images.length
        ? await storeImages(strapi, images, { prefix: 'kegiatan', captions: [values.title], field: 'poster' })
        : [];
      try {
        // Strapi checks a uid's uniqueness on write, and the database's unique index (src/bootstrap/operations.ts)
        // refuses a slug another process took in between: then look again for a free one.
        return await oneCreateAtATime(() =>
          retryOnUniqueness(strapi, async () => insert(await freeSlug(values.title!))),
        );
        async function insert(slug: string) {
          const created = await documents().create({
            data: {
              title: values.title!,
              slug,
              starts_at: values.starts_at!.toISOString(),
              ...(values.ends_at ? { ends_at: values.ends_at.toISOString() } : {}),
              ...(values.place ? { place: values.place } : {}),
              summary: values.summary!,
              content: values.content!,
              ...(values.registration_url ? { registration_url: values.registration_url } : {}),
              ...(poster ? { poster: poster.id } : {}),
              ...settings,
              ...(prokerId ? { proker: prokerId } : {}),
            },
            populate: WITH_PROKER,
          });
          return activityOf(created, [], 0);
        }
      } catch (error) {
        if (poster) await removeMedia(strapi, [poster]);
        throw error;
      }
    },

    async update(
      id: number | null,
      input: ActivityInput,
      files: IncomingFile[],
      registrationInput: RegistrationSettingsInput = {},
      prokerId?: number | null,
    ): Promise<Activity> {
      const existing = id ? await findEntity({ id: { $eq: id } }) : null;
      if (!existing?.documentId) throw notFound(ACTIVITY_MESSAGES.notFound);
      const result = checked(input, 'update', existing);
      const registration = checkRegistrationSettings(registrationInput, settingsOf(existing));
      const errors = {
        ...(result.ok ? {} : result.errors),
        ...(registration.ok ? {} : registration.errors),
        ...posterErrors(files),
      };
      if (!result.ok || !registration.ok || Object.keys(errors).length > 0) throw invalid(errors as FieldErrors);
      const values = result.values;
      const images = await validateImages(files, { field: 'poster' });
      const [poster] = images.length
        ? await storeImages(strapi, images, {
            prefix: 'kegiatan',
            captions: [values.title ?? existing.title],
            field: 'poster',
          })
        : [];
      let saved: KegiatanEntity | null;
      try {
        // the slug is left alone: shared links and subscribed calendars keep working after a title change
        saved = await documents().update({
          documentId: existing.documentId,
          data: {
            ...(values.title !== undefined ? { title: values.title } : {}),
            ...(values.starts_at !== undefined ? { starts_at: values.starts_at.toISOString() } : {}),
            ...(values.ends_at !== undefined ? { ends_at: values.ends_at?.toISOString() ?? CLEARED } : {}),
            ...(values.place !== undefined ? { place: values.place ?? CLEARED } : {}),
            ...(values.summary !== undefined ? { summary: values.summary } : {}),
            ...(values.content !== undefined ? { content: values.content } : {}),
            ...(values.registration_url !== undefined ? { registration_url: values.registration_url ?? CLEARED } : {}),
            ...(poster ? { poster: poster.id } : {}),
            ...(registration.changed ? registrationData(registration.values) : {}),
            ...(prokerId !== undefined ? { proker: prokerId ?? CLEARED } : {}),
          },
          populate: WITH_PROKER,
        });
        if (!saved) throw notFound(ACTIVITY_MESSAGES.notFound);
      } catch (error) {
        if (poster) await removeMedia(strapi, [poster]);
        throw error;
      }
      if (poster) await removeMedia(strapi, [existing.poster]);
      // a larger quota (or none, or a waitlist turned on) may free places for the waitlist
      if (registration.changed) await registrations().settingsChanged(Number(existing.id));
      const [activity] = await withPhotos([saved], ACTIVITY_LIMITS.detailPhotos);
      return activity!;
    },

    /** To the trash with its poster (ADR 089); its photos stay in the gallery, detached until it is restored. */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'kegiatan', id, ACTIVITY_MESSAGES.notFound);
    },
  };
};

export type KegiatanService = ReturnType<typeof import('./kegiatan').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::kegiatan.kegiatan': KegiatanService;
  }
}
