/** Admin calls for activities: the paged list, one activity, add, edit (multipart POST) and delete. */
import useSWR from 'swr';
import type {
  Activity,
  AdminActivitiesPage,
  CreateActivityResponse,
  DeleteActivityResponse,
  GalleryPage,
  GalleryUpdateRequest,
  UpdateActivityResponse,
  UpdateGalleryResponse,
} from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';

const ADMIN_ACTIVITIES = '/api/admin/kegiatan';
const adminActivitiesKey = (page: number, perPage?: number) =>
  `${ADMIN_ACTIVITIES}?page=${page}${perPage ? `&per_page=${perPage}` : ''}`;
const adminActivityKey = (id: number | string) => `${ADMIN_ACTIVITIES}/${encodeURIComponent(String(id))}`;

export function useAdminActivities(page: number, perPage?: number) {
  return useSWR<AdminActivitiesPage>(adminActivitiesKey(page, perPage), { keepPreviousData: true });
}

export function useAdminActivity(id: number | string | undefined) {
  return useSWR<Activity>(id === undefined ? null : adminActivityKey(id));
}

/** The form's values; times are Jakarta wall-clock `YYYY-MM-DDTHH:mm` (the server reads them in Asia/Jakarta). */
export interface ActivityInput {
  title: string;
  startsAt: string;
  /** '' = none. */
  endsAt: string;
  place: string;
  summary: string;
  content: string;
  registrationUrl: string;
  /** Registration on the site (ADR 100): '' opening time = none; quota '' = no limit. */
  registrationOpensAt: string;
  registrationClosesAt: string;
  registrationQuota: string;
  registrationWaitlist: boolean;
  /** The program of work it belongs to ('' = none). */
  prokerId: string;
  poster: File | null;
}

function toForm(input: ActivityInput): FormData {
  const form = new FormData();
  form.append('title', input.title);
  form.append('starts_at', input.startsAt);
  form.append('ends_at', input.endsAt);
  form.append('place', input.place);
  form.append('summary', input.summary);
  form.append('content', input.content);
  form.append('registration_url', input.registrationUrl);
  form.append('registration_opens_at', input.registrationOpensAt);
  form.append('registration_closes_at', input.registrationOpensAt ? input.registrationClosesAt : '');
  form.append('registration_quota', input.registrationOpensAt ? input.registrationQuota : '');
  form.append('registration_waitlist', String(Boolean(input.registrationOpensAt) && input.registrationWaitlist));
  form.append('proker_id', input.prokerId);
  if (input.poster) form.append('poster', input.poster);
  return form;
}

export function createActivity(input: ActivityInput, options?: UploadOptions) {
  return upload<CreateActivityResponse>(ADMIN_ACTIVITIES, toForm(input), options);
}

/** `updatedAt`: the version the form loaded; a save over a newer one is refused with 409 (ADR 087, 101). */
export function updateActivity(id: number | string, input: ActivityInput, options?: UploadOptions, updatedAt?: string) {
  const form = toForm(input);
  if (updatedAt) form.append('updated_at', updatedAt);
  return upload<UpdateActivityResponse>(adminActivityKey(id), form, options);
}

export function deleteActivity(id: number) {
  return request<DeleteActivityResponse>(adminActivityKey(id), { method: 'DELETE' });
}

/** After a change: every activity list and item (admin and public) and the gallery (photos show their activity). */
export function isActivityKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key.startsWith(ADMIN_ACTIVITIES) || key.startsWith('/api/kegiatan') || key.startsWith('/api/galeri'))
  );
}

/** Attaches a gallery photo to an activity, or detaches it (`null`). */
export function setPhotoActivity(photoId: number, kegiatanId: number | null) {
  const body: GalleryUpdateRequest = { kegiatan_id: kegiatanId };
  return request<UpdateGalleryResponse>(`/api/admin/galeri/${photoId}`, { method: 'POST', body });
}

/** The gallery, a page at a time, to pick photos from. */
const PICKER_PAGE = 12;
const galleryPickerKey = (page: number) => `/api/galeri?page=${page}&limit=${PICKER_PAGE}`;

export function useGalleryPicker(page: number) {
  return useSWR<GalleryPage>(galleryPickerKey(page), { keepPreviousData: true });
}
