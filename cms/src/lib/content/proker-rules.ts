/**
 * The rules of a program of work's fields, as a pure function: what an admin sent (JSON or multipart: strings, or
 * numbers from JSON, or absent) in, the values to store or every field error out. One copy for the three that run
 * them: the proker service (with the HTML sanitizer), the admin form before it sends (web/src/features/admin-proker,
 * through `@cms-content`) and the MSW fixtures. Whether the department belongs to the cabinet is the service's check
 * (it needs the database). Its unit test: `__tests__/proker-rules.test.ts`. ADR 091.
 */
import type { ProkerLimits, ProkerMessages, ProkerStatus } from '@hmrpl/contract';
import { isEmptyHtml } from './excerpt';

export const PROKER_LIMITS: ProkerLimits = {
  titleMax: 150,
  picMax: 100,
  summaryMax: 500,
  contentMaxBytes: 204800,
  perCabinetMax: 500,
};

export const PROKER_MESSAGES = {
  created: 'Program kerja berhasil ditambahkan!',
  updated: 'Program kerja berhasil diperbarui!',
  deleted: 'Program kerja berhasil dihapus!',
  notFound: 'Program kerja tidak ditemukan.',
  kabinetUnknown: 'Kabinet tidak ditemukan.',
  noActiveCabinet: 'Belum ada kabinet aktif. Pilih kabinet.',
  titleRequired: 'Nama program kerja wajib diisi.',
  titleTooLong: `Nama program kerja maksimal ${PROKER_LIMITS.titleMax} karakter.`,
  departmentRequired: 'Pilih departemen.',
  departmentUnknown: 'Departemen tidak ditemukan di kabinet ini.',
  statusInvalid: 'Status harus salah satu dari: rencana, berjalan, selesai, batal.',
  progressInvalid: 'Progres harus berupa bilangan bulat 0 sampai 100.',
  startsInvalid: 'Tanggal mulai tidak valid.',
  endsInvalid: 'Tanggal selesai tidak valid.',
  endsBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  picTooLong: `Penanggung jawab maksimal ${PROKER_LIMITS.picMax} karakter.`,
  summaryRequired: 'Ringkasan wajib diisi.',
  summaryTooLong: `Ringkasan maksimal ${PROKER_LIMITS.summaryMax} karakter.`,
  contentTooLarge: 'Deskripsi program kerja maksimal 200 KB.',
  tooMany: `Satu kabinet paling banyak memiliki ${PROKER_LIMITS.perCabinetMax} program kerja.`,
  linkUnknown: 'Program kerja yang dipilih tidak ditemukan.',
} as const satisfies ProkerMessages;

/** The statuses in the order a program lives them. */
export const PROKER_STATUSES: readonly ProkerStatus[] = ['rencana', 'berjalan', 'selesai', 'batal'];

/** How each status reads on the site and in the report. */
export const PROKER_STATUS_LABELS: Record<ProkerStatus, string> = {
  rencana: 'Rencana',
  berjalan: 'Berjalan',
  selesai: 'Selesai',
  batal: 'Batal',
};

export const isProkerStatus = (value: unknown): value is ProkerStatus =>
  typeof value === 'string' && (PROKER_STATUSES as readonly string[]).includes(value);

/** A field as sent: JSON may carry numbers, multipart strings. */
type Sent = string | number | undefined;

/** The fields of an add or an edit. Absent: unchanged on an edit. */
/** The fields a program's add and edit take, as JSON or multipart. */
export const PROKER_FIELDS = [
  'title',
  'kabinet_id',
  'department_id',
  'status',
  'starts_on',
  'ends_on',
  'pic',
  'summary',
  'content',
  'progress',
] as const;

export interface ProkerInput {
  title?: Sent;
  kabinet_id?: Sent;
  department_id?: Sent;
  status?: Sent;
  starts_on?: Sent;
  ends_on?: Sent;
  pic?: Sent;
  summary?: Sent;
  content?: Sent;
  progress?: Sent;
}

/** What to store. On edit only the fields that were sent are present. */
interface ProkerValues {
  title?: string;
  /** null: the active cabinet (on create). */
  kabinet_id?: number | null;
  department_id?: number;
  status?: ProkerStatus;
  starts_on?: string | null;
  ends_on?: string | null;
  pic?: string | null;
  summary?: string;
  content?: string;
  progress?: number;
}

type ProkerFieldErrors = Partial<Record<keyof ProkerInput, string[]>>;

type ProkerCheck = { ok: true; values: ProkerValues } | { ok: false; errors: ProkerFieldErrors };

// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (text: string) => text.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
const oneLine = (text: string) => clean(text).replace(/\s+/g, ' ');
const length = (text: string) => Array.from(text).length;
const text = (value: Sent): string => (value === undefined ? '' : String(value));

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
/** A positive whole id, or null. */
export const prokerIdOf = (value: Sent): number | null => {
  const trimmed = text(value).trim();
  return POSITIVE_ID.test(trimmed) ? Number(trimmed) : null;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `YYYY-MM-DD` naming a real calendar day, or null. */
export function isoDayOf(value: string): string | null {
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? match[0]
    : null;
}

/**
 * Checks a new program (`create`: title, department_id and summary required; status `rencana` and progress 0 when
 * absent) or an edit (`update`: only what was sent; `current` holds the stored dates, so an end sent alone is still
 * checked against the stored start). `sanitize`: the server's HTML allow-list, whose result is stored.
 */
export function checkProkerInput(
  input: ProkerInput,
  mode: 'create' | 'update',
  current?: { starts_on: string | null; ends_on: string | null },
  sanitize?: (html: string) => string,
): ProkerCheck {
  const errors: ProkerFieldErrors = {};
  const values: ProkerValues = {};
  const creating = mode === 'create';

  if (input.title !== undefined || creating) {
    const title = oneLine(text(input.title));
    if (!title) errors.title = [PROKER_MESSAGES.titleRequired];
    else if (length(title) > PROKER_LIMITS.titleMax) errors.title = [PROKER_MESSAGES.titleTooLong];
    else values.title = title;
  }

  if (input.kabinet_id !== undefined && text(input.kabinet_id).trim() !== '') {
    const id = prokerIdOf(input.kabinet_id);
    if (id === null) errors.kabinet_id = [PROKER_MESSAGES.kabinetUnknown];
    else values.kabinet_id = id;
  } else if (creating) values.kabinet_id = null;

  if (input.department_id !== undefined || creating) {
    const raw = text(input.department_id).trim();
    const id = prokerIdOf(raw);
    if (!raw) errors.department_id = [PROKER_MESSAGES.departmentRequired];
    else if (id === null) errors.department_id = [PROKER_MESSAGES.departmentUnknown];
    else values.department_id = id;
  }

  if (input.status !== undefined || creating) {
    const status = text(input.status).trim() || (creating ? 'rencana' : '');
    if (!isProkerStatus(status)) errors.status = [PROKER_MESSAGES.statusInvalid];
    else values.status = status;
  }

  if (input.progress !== undefined || creating) {
    const raw = text(input.progress).trim() || (creating ? '0' : '');
    const progress = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(progress >= 0 && progress <= 100)) errors.progress = [PROKER_MESSAGES.progressInvalid];
    else values.progress = progress;
  }

  for (const [field, invalidMessage] of [
    ['starts_on', PROKER_MESSAGES.startsInvalid],
    ['ends_on', PROKER_MESSAGES.endsInvalid],
  ] as const) {
    if (input[field] === undefined) continue;
    const raw = text(input[field]).trim();
    if (!raw) values[field] = null;
    else {
      const day = isoDayOf(raw);
      if (!day) errors[field] = [invalidMessage];
      else values[field] = day;
    }
  }
  if (!errors.starts_on && !errors.ends_on) {
    const startsOn = values.starts_on !== undefined ? values.starts_on : (current?.starts_on ?? null);
    const endsOn = values.ends_on !== undefined ? values.ends_on : (current?.ends_on ?? null);
    // the same day is a one-day program; ISO days compare as text
    if (startsOn && endsOn && endsOn < startsOn) errors.ends_on = [PROKER_MESSAGES.endsBeforeStart];
  }

  if (input.pic !== undefined) {
    const pic = oneLine(text(input.pic));
    if (length(pic) > PROKER_LIMITS.picMax) errors.pic = [PROKER_MESSAGES.picTooLong];
    else values.pic = pic || null;
  }

  if (input.summary !== undefined || creating) {
    const summary = clean(text(input.summary));
    if (!summary) errors.summary = [PROKER_MESSAGES.summaryRequired];
    else if (length(summary) > PROKER_LIMITS.summaryMax) errors.summary = [PROKER_MESSAGES.summaryTooLong];
    else values.summary = summary;
  }

  if (input.content !== undefined) {
    const raw = text(input.content);
    if (new TextEncoder().encode(raw).length > PROKER_LIMITS.contentMaxBytes)
      errors.content = [PROKER_MESSAGES.contentTooLarge];
    else {
      const content = sanitize ? sanitize(raw) : raw;
      values.content = isEmptyHtml(content) ? '' : content;
    }
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
