/**
 * The rules of an activity's fields, as a pure function: what an admin sent (text fields as strings, or absent) in,
 * the values to store or every field error out. One copy for the three that run them: the kegiatan service (on create
 * and on edit, with the HTML sanitizer), the admin form before it sends (web/src/features/admin-kegiatan, through
 * `@cms-content`) and the MSW fixtures. Its unit test (`__tests__/activity-input.test.ts`) covers each rule.
 */
import type { ActivityLimits, ActivityMessages, ActivityTime } from '@hmrpl/contract';
import { isEmptyHtml } from './excerpt';
import { parseActivityTime } from './jakarta-time';

export const ACTIVITY_LIMITS: ActivityLimits = {
  titleMax: 255,
  placeMax: 255,
  summaryMax: 500,
  contentMaxBytes: 204800,
  registrationUrlMax: 2048,
  pastPerPage: 6,
  upcomingMax: 50,
  listPhotos: 6,
  detailPhotos: 100,
  adminPerPageDefault: 20,
  adminPerPageMax: 100,
};

export const ACTIVITY_MESSAGES = {
  created: 'Kegiatan berhasil ditambahkan!',
  updated: 'Kegiatan berhasil diperbarui!',
  deleted: 'Kegiatan berhasil dihapus!',
  notFound: 'Kegiatan tidak ditemukan.',
  titleRequired: 'Judul kegiatan wajib diisi.',
  titleTooLong: `Judul kegiatan maksimal ${ACTIVITY_LIMITS.titleMax} karakter.`,
  startsRequired: 'Waktu mulai wajib diisi.',
  startsInvalid: 'Waktu mulai tidak valid.',
  endsInvalid: 'Waktu selesai tidak valid.',
  endsBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
  placeTooLong: `Tempat maksimal ${ACTIVITY_LIMITS.placeMax} karakter.`,
  summaryRequired: 'Ringkasan wajib diisi.',
  summaryTooLong: `Ringkasan maksimal ${ACTIVITY_LIMITS.summaryMax} karakter.`,
  contentRequired: 'Deskripsi kegiatan wajib diisi.',
  contentTooLarge: 'Deskripsi kegiatan maksimal 200 KB.',
  contentEmptyAfterSanitize: 'Deskripsi kegiatan tidak berisi teks atau gambar yang diizinkan.',
  registrationUrlInvalid: 'Tautan pendaftaran harus berupa alamat https:// yang valid.',
  registrationUrlTooLong: `Tautan pendaftaran maksimal ${ACTIVITY_LIMITS.registrationUrlMax} karakter.`,
  onePosterOnly: 'Unggah satu poster saja.',
} as const satisfies ActivityMessages;

/** `waktu` of GET /api/kegiatan as the contract reads it: `lampau`, anything else `mendatang`. */
export const activityTimeParam = (value: unknown): ActivityTime =>
  (Array.isArray(value) ? value[0] : value) === 'lampau' ? 'lampau' : 'mendatang';

/** The text fields as sent: a string, or undefined when absent (or not a string). */
export interface ActivityInput {
  title?: string;
  starts_at?: string;
  ends_at?: string;
  place?: string;
  summary?: string;
  content?: string;
  registration_url?: string;
}

/** What to store. On edit only the fields that were sent are present. */
interface ActivityValues {
  title?: string;
  starts_at?: Date;
  ends_at?: Date | null;
  place?: string | null;
  summary?: string;
  content?: string;
  registration_url?: string | null;
}

type ActivityFieldErrors = Partial<Record<keyof ActivityInput, string[]>>;

type ActivityCheck = { ok: true; values: ActivityValues } | { ok: false; errors: ActivityFieldErrors };

/** Characters no text field keeps: control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** A text that may hold paragraphs (the summary): control characters out, line breaks as `\n`. */
const clean = (text: string) => text.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
/** A one-line text (title, place): every run of white space, line breaks included, is one space. */
const oneLine = (text: string) => clean(text).replace(/\s+/g, ' ');
/** Counted as a person reads them (an emoji is one), as the form's maxlength does not: code points. */
const length = (text: string) => Array.from(text).length;

/** A registration link: an absolute `https://` URL with a host and no user name or password in it. */
export function isHttpsUrl(text: string): boolean {
  // no white space inside (`new URL` would quietly encode it), and `https://` as written (`https:/x` reads as one)
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
}

/**
 * Checks the fields of a new activity (`mode: 'create'`: title, starts_at, summary and content required) or of an
 * edit (`'update'`: only what was sent; `current` holds the stored times, so an end sent alone is still checked
 * against the stored start, and the reverse). `sanitize`: the server's HTML allow-list (lib/content/sanitize-html.ts),
 * whose result is stored; without it (the browser, the fixtures) the description is kept as sent, and one that shows
 * no text and no image counts as not filled in.
 */
export function checkActivityInput(
  input: ActivityInput,
  mode: 'create' | 'update',
  current?: { starts_at: Date; ends_at: Date | null },
  sanitize?: (html: string) => string,
): ActivityCheck {
  const errors: ActivityFieldErrors = {};
  const values: ActivityValues = {};
  const creating = mode === 'create';

  if (input.title !== undefined || creating) {
    const title = oneLine(input.title ?? '');
    if (!title) errors.title = [ACTIVITY_MESSAGES.titleRequired];
    else if (length(title) > ACTIVITY_LIMITS.titleMax) errors.title = [ACTIVITY_MESSAGES.titleTooLong];
    else values.title = title;
  }

  if (input.starts_at !== undefined || creating) {
    const text = (input.starts_at ?? '').trim();
    const startsAt = text ? parseActivityTime(text) : null;
    if (!text) errors.starts_at = [ACTIVITY_MESSAGES.startsRequired];
    else if (!startsAt) errors.starts_at = [ACTIVITY_MESSAGES.startsInvalid];
    else values.starts_at = startsAt;
  }

  if (input.ends_at !== undefined) {
    const text = input.ends_at.trim();
    if (!text) values.ends_at = null;
    else {
      const endsAt = parseActivityTime(text);
      if (!endsAt) errors.ends_at = [ACTIVITY_MESSAGES.endsInvalid];
      else values.ends_at = endsAt;
    }
  }
  if (!errors.starts_at && !errors.ends_at) {
    const startsAt = values.starts_at ?? current?.starts_at;
    const endsAt = values.ends_at !== undefined ? values.ends_at : (current?.ends_at ?? null);
    // an end at or before the start (a stored end too, when only the start moved)
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
      errors.ends_at = [ACTIVITY_MESSAGES.endsBeforeStart];
  }

  if (input.place !== undefined) {
    const place = oneLine(input.place);
    if (length(place) > ACTIVITY_LIMITS.placeMax) errors.place = [ACTIVITY_MESSAGES.placeTooLong];
    else values.place = place || null;
  }

  if (input.summary !== undefined || creating) {
    const summary = clean(input.summary ?? '');
    if (!summary) errors.summary = [ACTIVITY_MESSAGES.summaryRequired];
    else if (length(summary) > ACTIVITY_LIMITS.summaryMax) errors.summary = [ACTIVITY_MESSAGES.summaryTooLong];
    else values.summary = summary;
  }

  if (input.content !== undefined || creating) {
    const raw = input.content ?? '';
    if (!raw.trim()) errors.content = [ACTIVITY_MESSAGES.contentRequired];
    else if (new TextEncoder().encode(raw).length > ACTIVITY_LIMITS.contentMaxBytes)
      errors.content = [ACTIVITY_MESSAGES.contentTooLarge];
    else {
      const content = sanitize ? sanitize(raw) : raw;
      if (isEmptyHtml(content))
        errors.content = [sanitize ? ACTIVITY_MESSAGES.contentEmptyAfterSanitize : ACTIVITY_MESSAGES.contentRequired];
      else values.content = content;
    }
  }

  if (input.registration_url !== undefined) {
    const url = input.registration_url.trim();
    if (!url) values.registration_url = null;
    else if (url.length > ACTIVITY_LIMITS.registrationUrlMax)
      errors.registration_url = [ACTIVITY_MESSAGES.registrationUrlTooLong];
    else if (!isHttpsUrl(url)) errors.registration_url = [ACTIVITY_MESSAGES.registrationUrlInvalid];
    else values.registration_url = url;
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
