/**
 * The rules of a news form (POST /api/admin/berita and /api/admin/berita/{id}) as one pure function: what is stored,
 * or a 422 with every field's error. Whether a slug is free is the database's question and is answered by the
 * service afterwards; everything else is decided here (unit tests: ../__tests__/validate-news.test.ts).
 */
import type { NewsLimits, NewsMessages, NewsroomLimits, NewsStatus } from '@hmrpl/contract';
import { invalid, type FieldErrors } from '../../../lib/http/errors';
import { sanitizeNewsHtml } from '../../../lib/content/sanitize-html';
import { isEmptyHtml } from '../../../lib/content/excerpt';
import { makeExcerpt } from '../../../lib/content/excerpt';
import { searchableText } from '../../../lib/content/search';
import { RESERVED_SLUGS } from '../../../lib/content/slug';

export const NEWS_LIMITS: NewsLimits = {
  perPage: 7,
  latest: 5,
  excerptMax: 150,
  titleMax: 255,
  contentMaxBytes: 204800,
  imageAltMax: 255,
};

export const NEWSROOM_LIMITS: NewsroomLimits = {
  slugMax: 200,
  revisionsKept: 50,
  previewDays: 7,
  scheduleMaxDays: 366,
  searchMaxLength: 200,
  searchMaxWords: 10,
  publishWithinSeconds: 60,
};

export const NEWS_MESSAGES = {
  created: 'Berita berhasil ditambahkan!',
  updated: 'Berita berhasil diperbarui!',
  deleted: 'Berita berhasil dihapus!',
  titleRequired: 'Judul wajib diisi.',
  titleTooLong: `Judul maksimal ${NEWS_LIMITS.titleMax} karakter.`,
  contentRequired: 'Konten wajib diisi.',
  contentTooLarge: 'Konten maksimal 200 KB.',
  contentEmptyAfterSanitize: 'Konten tidak berisi teks atau gambar yang diizinkan.',
  imageRequired: 'Gambar headline wajib diunggah.',
  oneImageOnly: 'Unggah satu gambar headline saja.',
  imageAltTooLong: `Deskripsi gambar maksimal ${NEWS_LIMITS.imageAltMax} karakter.`,
  statusInvalid: 'Status berita tidak valid.',
  publishAtRequired: 'Tanggal dan jam terbit wajib diisi untuk berita terjadwal.',
  publishAtInvalid: 'Tanggal dan jam terbit tidak valid.',
  publishAtPast: 'Tanggal dan jam terbit harus di masa depan.',
  publishAtTooFar: 'Jadwal terbit paling lambat satu tahun dari sekarang.',
  slugInvalid: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.',
  slugTooLong: `Slug maksimal ${NEWSROOM_LIMITS.slugMax} karakter.`,
  slugTaken: 'Slug sudah dipakai berita lain.',
  slugReserved: 'Slug ini dipakai oleh alamat situs.',
  revisionRestored: 'Revisi berhasil dipulihkan!',
  revisionNotFound: 'Revisi tidak ditemukan.',
  previewRevoked: 'Tautan pratinjau berhasil dicabut!',
} as const satisfies NewsMessages;

const NEWS_STATUSES: readonly NewsStatus[] = ['draft', 'scheduled', 'published'];
export const isNewsStatus = (value: unknown): value is NewsStatus =>
  typeof value === 'string' && (NEWS_STATUSES as readonly string[]).includes(value);

/** A form as the controller read it (every field a string or absent). */
export interface NewsInput {
  title?: string;
  content?: string;
  /** undefined: unchanged (on edit); '' clears it. */
  image_alt?: string;
  /** undefined: published at once (create) or unchanged (edit). */
  status?: string;
  /** With status `scheduled`: ISO 8601 with a time zone (the form sends Asia/Jakarta time, `+07:00`). */
  publish_at?: string;
  /** Edit only; undefined or '' (or the current slug): unchanged. */
  slug?: string;
}

/** What `validateNews` hands the service. */
interface ValidNews {
  title: string;
  content: string;
  excerpt: string;
  search_text: string;
  image_alt?: string;
  /** undefined: keep the current status (edit). */
  status?: NewsStatus;
  /** The scheduled time (status `scheduled` only). */
  scheduledAt?: Date;
  /** A slug asked for (edit only, well-formed); the service checks that it is free. */
  slug?: string;
}

interface Context {
  mode: 'create' | 'update';
  /** Files sent as `image`. */
  imageCount: number;
  now: Date;
}

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** ISO 8601 date and time with seconds optional and a zone (`Z` or `+07:00`): what `Date` reads the same everywhere. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function checkSlug(raw: string | undefined, errors: FieldErrors): string | undefined {
  const slug = raw?.trim() ?? '';
  if (!slug) return undefined;
  if (slug.length > NEWSROOM_LIMITS.slugMax) errors.slug = [NEWS_MESSAGES.slugTooLong];
  else if (!SLUG_FORMAT.test(slug)) errors.slug = [NEWS_MESSAGES.slugInvalid];
  else if (RESERVED_SLUGS.has(slug)) errors.slug = [NEWS_MESSAGES.slugReserved];
  return slug;
}

function checkSchedule(input: NewsInput, now: Date, errors: FieldErrors): Pick<ValidNews, 'status' | 'scheduledAt'> {
  if (input.status === undefined || input.status === '') return {};
  if (!isNewsStatus(input.status)) {
    errors.status = [NEWS_MESSAGES.statusInvalid];
    return {};
  }
  if (input.status !== 'scheduled') return { status: input.status };
  const raw = input.publish_at?.trim() ?? '';
  if (!raw) {
    errors.publish_at = [NEWS_MESSAGES.publishAtRequired];
    return {};
  }
  const at = ISO_WITH_ZONE.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) errors.publish_at = [NEWS_MESSAGES.publishAtInvalid];
  else if (at.getTime() <= now.getTime()) errors.publish_at = [NEWS_MESSAGES.publishAtPast];
  else if (at.getTime() > now.getTime() + NEWSROOM_LIMITS.scheduleMaxDays * DAY_MS)
    errors.publish_at = [NEWS_MESSAGES.publishAtTooFar];
  else return { status: 'scheduled', scheduledAt: at };
  return {};
}

/** Checks a news form; returns what is stored, or throws 422 with every field's error (the first one as message). */
export function validateNews(input: NewsInput, { mode, imageCount, now }: Context): ValidNews {
  const errors: FieldErrors = {};
  const title = (input.title ?? '').trim();
  if (!title) errors.title = [NEWS_MESSAGES.titleRequired];
  else if (title.length > NEWS_LIMITS.titleMax) errors.title = [NEWS_MESSAGES.titleTooLong];

  const rawContent = input.content ?? '';
  let content = '';
  if (!rawContent.trim()) errors.content = [NEWS_MESSAGES.contentRequired];
  else if (Buffer.byteLength(rawContent, 'utf8') > NEWS_LIMITS.contentMaxBytes)
    errors.content = [NEWS_MESSAGES.contentTooLarge];
  else {
    content = sanitizeNewsHtml(rawContent);
    if (isEmptyHtml(content)) errors.content = [NEWS_MESSAGES.contentEmptyAfterSanitize];
  }

  if (mode === 'create' && imageCount === 0) errors.image = [NEWS_MESSAGES.imageRequired];
  else if (imageCount > 1) errors.image = [NEWS_MESSAGES.oneImageOnly];

  // stored trimmed; '' means none (the mapper answers null)
  const imageAlt = input.image_alt === undefined ? undefined : input.image_alt.trim();
  if (imageAlt && imageAlt.length > NEWS_LIMITS.imageAltMax) errors.image_alt = [NEWS_MESSAGES.imageAltTooLong];

  const schedule = checkSchedule(input, now, errors);
  const slug = mode === 'update' ? checkSlug(input.slug, errors) : undefined;

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    title,
    content,
    excerpt: makeExcerpt(content, NEWS_LIMITS.excerptMax),
    search_text: searchableText(title, content),
    ...(imageAlt === undefined ? {} : { image_alt: imageAlt }),
    ...schedule,
    ...(slug === undefined ? {} : { slug }),
  };
}
