import type { ImageFormats, ImageSize, IsoDateTime, MessageBody, MessageWith, StoragePath, Versioned } from './common';
import type { PageMeta } from './berita';
import type { GalleryImage } from './galeri';
import type { ActivityRegistration, ActivityRegistrationFields } from './pendaftaran';

/**
 * One activity of the association. Times are instants in UTC (the contract's convention); the association's clock is
 * Asia/Jakarta (WIB, UTC+7), and pages and calendars show them in it.
 */
export interface Activity extends ImageSize, Versioned {
  id: number;
  slug: string;
  title: string;
  starts_at: IsoDateTime;
  /** Null: a point in time; the activity counts as ended at the end of its start's day in Asia/Jakarta. */
  ends_at: IsoDateTime | null;
  place: string | null;
  /** Plain text, shown in lists and link previews. */
  summary: string;
  /** Sanitized HTML (the news article allow-list). */
  content: string;
  /** The poster, relative to `/storage/`; `image_formats`, `image_width`, `image_height` describe it. */
  poster_path: StoragePath | null;
  image_formats?: ImageFormats;
  /** `https://` only. */
  registration_url: string | null;
  /** Registration on the site (quota, waitlist, QR ticket), or null. */
  registration: ActivityRegistration | null;
  /**
   * Gallery images attached to the activity, in the order they were uploaded. Lists carry the first
   * `ActivityLimits['listPhotos']`, the detail the first `ActivityLimits['detailPhotos']`; `photo_count` says how many
   * there are in all.
   */
  photos: GalleryImage[];
  photo_count: number;
  /**
   * The program of work it belongs to (`proker_id` on the admin routes links it; '' unlinks), or null. Carried by
   * the detail and the admin's answers; lists may leave it out.
   */
  proker_id?: number | null;
}

/** GET /api/kegiatan?waktu=mendatang: the activities not yet ended, soonest first. */
export interface UpcomingActivities {
  data: Activity[];
}

/** GET /api/kegiatan?waktu=lampau&page=n: the ended activities, newest first. */
export interface PastActivitiesPage {
  data: Activity[];
  meta: PageMeta;
}

/** The two values of `waktu` (any other value reads as `mendatang`). */
export type ActivityTime = 'mendatang' | 'lampau';

/** GET /api/admin/kegiatan?page=n&per_page=k (admin): every activity, the latest start first. */
export interface AdminActivitiesPage {
  data: Activity[];
  meta: PageMeta;
}

/** Activity limits, as literal types. */
export interface ActivityLimits {
  titleMax: 255;
  placeMax: 255;
  summaryMax: 500;
  /** Largest content, in bytes of HTML (200 kB, as news). */
  contentMaxBytes: 204800;
  registrationUrlMax: 2048;
  /** Ended activities a page. */
  pastPerPage: 6;
  /** The most upcoming activities one answer holds. */
  upcomingMax: 50;
  /** Photos carried by each activity of a list answer. */
  listPhotos: 6;
  /** Photos carried by the detail answer. */
  detailPhotos: 100;
  /** The admin list's page sizes. */
  adminPerPageDefault: 20;
  adminPerPageMax: 100;
}

/**
 * Multipart fields of POST /api/admin/kegiatan (title, starts_at, summary, content required) and
 * POST /api/admin/kegiatan/{id} (all optional: an absent field stays as it is; an empty optional field clears it).
 * Times: ISO 8601 with `Z` or an offset (`2025-12-01T09:00+07:00`); without one they are read in Asia/Jakarta.
 */
export interface ActivityFormFields extends ActivityRegistrationFields {
  title?: string;
  starts_at?: string;
  ends_at?: string;
  place?: string;
  summary?: string;
  content?: string;
  registration_url?: string;
  poster?: Blob;
  /** The program of work it belongs to; '' unlinks. */
  proker_id?: string;
}

export type CreateActivityResponse = MessageWith<Activity> & { message: 'Kegiatan berhasil ditambahkan!' };
export type UpdateActivityResponse = MessageWith<Activity> & { message: 'Kegiatan berhasil diperbarui!' };
export type DeleteActivityResponse = MessageBody & { message: 'Kegiatan berhasil dihapus!' };

/** The texts of the activity answers (the CMS and the fixtures each declare them against this type). */
export interface ActivityMessages {
  created: 'Kegiatan berhasil ditambahkan!';
  updated: 'Kegiatan berhasil diperbarui!';
  deleted: 'Kegiatan berhasil dihapus!';
  notFound: 'Kegiatan tidak ditemukan.';
  titleRequired: 'Judul kegiatan wajib diisi.';
  titleTooLong: 'Judul kegiatan maksimal 255 karakter.';
  startsRequired: 'Waktu mulai wajib diisi.';
  startsInvalid: 'Waktu mulai tidak valid.';
  endsInvalid: 'Waktu selesai tidak valid.';
  endsBeforeStart: 'Waktu selesai harus setelah waktu mulai.';
  placeTooLong: 'Tempat maksimal 255 karakter.';
  summaryRequired: 'Ringkasan wajib diisi.';
  summaryTooLong: 'Ringkasan maksimal 500 karakter.';
  contentRequired: 'Deskripsi kegiatan wajib diisi.';
  contentTooLarge: 'Deskripsi kegiatan maksimal 200 KB.';
  contentEmptyAfterSanitize: 'Deskripsi kegiatan tidak berisi teks atau gambar yang diizinkan.';
  registrationUrlInvalid: 'Tautan pendaftaran harus berupa alamat https:// yang valid.';
  registrationUrlTooLong: 'Tautan pendaftaran maksimal 2048 karakter.';
  onePosterOnly: 'Unggah satu poster saja.';
}
