import { http, HttpResponse } from 'msw';
import type {
  Activity,
  AdminActivitiesPage,
  CreateActivityResponse,
  DeleteActivityResponse,
  ErrorBody,
  PastActivitiesPage,
  UpcomingActivities,
  UpdateActivityResponse,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { ACTIVITY_LIMITS as LIMITS, ACTIVITY_MESSAGES, checkActivityInput } from '@cms-content/activity-input';
import { checkRegistrationSettings, type RegistrationSettingsInput } from '@cms-content/registration-rules';
import { activityOverAt } from '@cms-content/jakarta-time';
import { slugify } from '@cms-content/slug';
import { db, type StoredActivity } from '../db';
import { prokerLink } from './proker';
import {
  MAX_FILE_BYTES,
  MESSAGES,
  adminFailure,
  errorResponse,
  guardAdminWrite,
  isAllowedImage,
  latency,
  newId,
  pageOf,
  staleEdit,
  validationResponse,
} from '../utils';
import { putBack, toFixtureTrash } from '../trash';

const overAt = (a: StoredActivity) =>
  activityOverAt(new Date(a.starts_at), a.ends_at ? new Date(a.ends_at) : null).getTime();

/** The stored activity as the contract answers it (with its version), with its first `photoLimit` photos (upload order). */
function answer(stored: StoredActivity, photoLimit: number): Activity {
  const photos = db.gallery.filter((photo) => photo.kegiatan_id === stored.id).sort((a, b) => a.id - b.id);
  return { ...stored, photos: photos.slice(0, photoLimit), photo_count: photos.length };
}

const soonestFirst = (a: StoredActivity, b: StoredActivity) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id;
const latestFirst = (a: StoredActivity, b: StoredActivity) => b.starts_at.localeCompare(a.starts_at) || b.id - a.id;

function paged(list: StoredActivity[], page: number, perPage: number, photoLimit: number) {
  const lastPage = Math.max(1, Math.ceil(list.length / perPage));
  return {
    data: list.slice((page - 1) * perPage, page * perPage).map((a) => answer(a, photoLimit)),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total: list.length },
  };
}

type Fields = Partial<
  Record<'title' | 'starts_at' | 'ends_at' | 'place' | 'summary' | 'content' | 'registration_url', string>
>;

/** The CMS's own rules (cms/src/lib/content/activity-input.ts), without its HTML sanitizer; times as ISO strings. */
function check(
  fields: Fields,
  creating: boolean,
  current?: StoredActivity,
): { errors: Record<string, string[]>; values: Partial<StoredActivity> } {
  const stored = current && {
    starts_at: new Date(current.starts_at),
    ends_at: current.ends_at ? new Date(current.ends_at) : null,
  };
  const result = checkActivityInput(fields, creating ? 'create' : 'update', stored);
  if (!result.ok) return { errors: result.errors as Record<string, string[]>, values: {} };
  const { starts_at, ends_at, ...rest } = result.values;
  const values: Partial<StoredActivity> = {
    ...rest,
    ...(starts_at ? { starts_at: starts_at.toISOString() } : {}),
    ...(ends_at !== undefined ? { ends_at: ends_at ? ends_at.toISOString() : null } : {}),
  };
  return { errors: {}, values };
}

async function readForm(request: Request) {
  const form = await request.formData();
  const fields: Fields = {};
  for (const name of ['title', 'starts_at', 'ends_at', 'place', 'summary', 'content', 'registration_url'] as const) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  const posters = form.getAll('poster').filter((value): value is File => value instanceof File);
  const registration: RegistrationSettingsInput = {};
  for (const name of [
    'registration_opens_at',
    'registration_closes_at',
    'registration_quota',
    'registration_waitlist',
  ] as const) {
    const value = form.get(name);
    if (typeof value === 'string') registration[name] = value;
  }
  return { fields, posters, registration, link: prokerLink(form.get('proker_id')) };
}

/** The registration settings (cms/src/lib/content/registration-rules.ts) applied to `current`; or the errors. */
function checkRegistration(
  input: RegistrationSettingsInput,
  current: StoredActivity | null,
): { errors: Record<string, string[]>; registration: Activity['registration'] } {
  const now = current?.registration;
  const result = checkRegistrationSettings(input, {
    opens_at: now ? new Date(now.opens_at) : null,
    closes_at: now ? new Date(now.closes_at) : null,
    quota: now?.quota ?? null,
    waitlist: now?.waitlist ?? false,
  });
  if (!result.ok) return { errors: result.errors as Record<string, string[]>, registration: null };
  const { opens_at, closes_at, quota, waitlist } = result.values;
  if (!opens_at) return { errors: {}, registration: null };
  return {
    errors: {},
    registration: {
      opens_at: opens_at.toISOString(),
      closes_at: (closes_at ?? new Date(current?.starts_at ?? Date.now())).toISOString(),
      quota,
      waitlist,
      taken: now?.taken ?? 0,
      retention_months: 12,
    },
  };
}

async function posterProblem(posters: File[]) {
  if (posters.length > 1) return validationResponse({ poster: [ACTIVITY_MESSAGES.onePosterOnly] });
  const [poster] = posters;
  if (poster && poster.size > MAX_FILE_BYTES) return errorResponse(413, MESSAGES.payloadTooLarge);
  if (poster && !(await isAllowedImage(poster))) return validationResponse({ poster: [MESSAGES.badFileType] });
  return null;
}

function posterFields(posters: File[]): Partial<StoredActivity> {
  if (posters.length === 0) return {};
  return { poster_path: `kegiatan/poster-${newId()}.webp`, image_width: 1080, image_height: 1350 };
}

const findById = (id: string) => db.activities.find((a) => a.id === Number(id));

export const kegiatanHandlers = [
  http.get<never, never, UpcomingActivities | PastActivitiesPage>('/api/kegiatan', async ({ request }) => {
    await latency();
    const url = new URL(request.url);
    const now = Date.now();
    if (url.searchParams.get('waktu') === 'lampau') {
      const ended = db.activities.filter((a) => overAt(a) <= now).sort(latestFirst);
      return HttpResponse.json<PastActivitiesPage>(paged(ended, pageOf(url), LIMITS.pastPerPage, LIMITS.listPhotos));
    }
    const upcoming = db.activities.filter((a) => overAt(a) > now).sort(soonestFirst);
    return HttpResponse.json<UpcomingActivities>({
      data: upcoming.slice(0, LIMITS.upcomingMax).map((a) => answer(a, LIMITS.listPhotos)),
    });
  }),

  http.get<{ slug: string }, never, Activity | ErrorBody>('/api/kegiatan/:slug', async ({ params }) => {
    await latency();
    const found = db.activities.find((a) => a.slug === params.slug);
    if (!found) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
    return HttpResponse.json<Activity>(answer(found, LIMITS.detailPhotos));
  }),

  http.get<never, never, AdminActivitiesPage | ErrorBody>('/api/admin/kegiatan', async ({ request }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const url = new URL(request.url);
    const asked = Number.parseInt(url.searchParams.get('per_page') ?? '', 10);
    const perPage = Number.isFinite(asked)
      ? Math.min(Math.max(asked, 1), LIMITS.adminPerPageMax)
      : LIMITS.adminPerPageDefault;
    return HttpResponse.json<AdminActivitiesPage>(paged([...db.activities].sort(latestFirst), pageOf(url), perPage, 0));
  }),

  http.get<{ id: string }, never, Activity | ErrorBody>('/api/admin/kegiatan/:id', async ({ params }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const found = findById(params.id);
    if (!found) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
    return HttpResponse.json<Activity>(answer(found, LIMITS.detailPhotos));
  }),

  http.post<never, never, CreateActivityResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/kegiatan',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const { fields, posters, registration: settings, link } = await readForm(request);
      const { errors: fieldErrors, values } = check(fields, true);
      const { errors: settingErrors, registration } = checkRegistration(settings, null);
      const errors = { ...fieldErrors, ...settingErrors };
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      if (!link.ok) return link.response;
      const problem = await posterProblem(posters);
      if (problem) return problem;
      const base = slugify(values.title!, 'kegiatan');
      let slug = base;
      for (let n = 2; db.activities.some((a) => a.slug === slug); n += 1) slug = `${base}-${n}`;
      const stored: StoredActivity = {
        id: newId(),
        slug,
        title: values.title!,
        starts_at: values.starts_at!,
        ends_at: values.ends_at ?? null,
        place: values.place ?? null,
        summary: values.summary!,
        content: values.content!,
        poster_path: null,
        image_width: null,
        image_height: null,
        registration_url: values.registration_url ?? null,
        registration: registration && {
          ...registration,
          closes_at: settings.registration_closes_at ? registration.closes_at : values.starts_at!,
        },
        updated_at: new Date().toISOString(),
        proker_id: link.id ?? null,
        ...posterFields(posters),
      };
      db.activities.push(stored);
      return HttpResponse.json<CreateActivityResponse>(
        { message: ACTIVITY_MESSAGES.created, data: answer(stored, LIMITS.detailPhotos) },
        { status: 201 },
      );
    },
  ),

  http.post<{ id: string }, never, UpdateActivityResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/kegiatan/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const found = findById(params.id);
      if (!found) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const sent = (await request.clone().formData()).get('updated_at');
      const stale = staleEdit(sent, found, 'kegiatan', answer(found, LIMITS.detailPhotos));
      if (stale) return stale;
      const { fields, posters, registration: settings, link } = await readForm(request);
      const { errors: fieldErrors, values } = check(fields, false, found);
      const { errors: settingErrors, registration } = checkRegistration(settings, found);
      const errors = { ...fieldErrors, ...settingErrors };
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      if (!link.ok) return link.response;
      if (link.id !== undefined) found.proker_id = link.id;
      const problem = await posterProblem(posters);
      if (problem) return problem;
      Object.assign(found, values, posterFields(posters), { registration, updated_at: new Date().toISOString() });
      return HttpResponse.json<UpdateActivityResponse>({
        message: ACTIVITY_MESSAGES.updated,
        data: answer(found, LIMITS.detailPhotos),
      });
    },
  ),

  http.delete<{ id: string }, never, DeleteActivityResponse | ErrorBody>(
    '/api/admin/kegiatan/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const found = findById(params.id);
      if (!found) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const index = db.activities.indexOf(found);
      db.activities = db.activities.filter((a) => a !== found);
      // its photos stay in the gallery, detached until it comes back from the trash (ADR 089)
      const photos = db.gallery.filter((photo) => photo.kegiatan_id === found.id);
      for (const photo of photos) photo.kegiatan_id = null;
      toFixtureTrash('kegiatan', found.title, () => {
        if (db.activities.some((other) => other.slug === found.slug)) return false;
        putBack(db.activities, index, found);
        for (const photo of photos)
          if (db.gallery.includes(photo) && photo.kegiatan_id === null) photo.kegiatan_id = found.id;
        return true;
      });
      return HttpResponse.json<DeleteActivityResponse>({ message: ACTIVITY_MESSAGES.deleted });
    },
  ),
];
