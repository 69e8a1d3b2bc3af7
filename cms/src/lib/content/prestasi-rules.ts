/**
 * The rules of an achievement's fields, as a pure function: what a student or an admin sent (text fields as strings
 * or lists, absent when not sent) in, the values to store or every field error out. One copy for the three that run
 * them: the prestasi service (the public form, the staff's add and edit), the forms before they send (web, through
 * `@cms-content`) and the MSW fixtures. Invisible and direction-changing characters are removed from every text first
 * (./invisible.ts, the aspiration form's rule). Its unit test: `__tests__/prestasi-rules.test.ts`. See ADR 094.
 */
import type {
  PrestasiLevel,
  PrestasiLevels,
  PrestasiLimits,
  PrestasiMessages,
  PrestasiStatus,
  PrestasiStatuses,
  PrestasiStudent,
} from '@hmrpl/contract';
import { withoutInvisibleCharacters } from './invisible';
import { isEmailAddress } from './addresses';

export const PRESTASI_LIMITS: PrestasiLimits = {
  titleMax: 200,
  rankMax: 100,
  organizerMax: 200,
  namaMax: 100,
  nimMax: 20,
  emailMax: 254,
  summaryMax: 1000,
  alasanMax: 1000,
  studentsMax: 10,
  proofMaxBytes: 10485760,
  perPage: 12,
  adminPerPage: 20,
  perMinute: 5,
};

export const PRESTASI_MESSAGES = {
  created: 'Terima kasih! Prestasi Anda akan ditinjau pengurus.',
  added: 'Prestasi berhasil ditambahkan!',
  updated: 'Prestasi berhasil diperbarui!',
  deleted: 'Prestasi berhasil dihapus!',
  notFound: 'Prestasi tidak ditemukan.',
  titleRequired: 'Nama kompetisi wajib diisi.',
  titleTooLong: `Nama kompetisi maksimal ${PRESTASI_LIMITS.titleMax} karakter.`,
  rankRequired: 'Peringkat wajib diisi.',
  rankTooLong: `Peringkat maksimal ${PRESTASI_LIMITS.rankMax} karakter.`,
  levelInvalid: 'Pilih tingkat: internasional, nasional, regional, atau universitas.',
  organizerRequired: 'Penyelenggara wajib diisi.',
  organizerTooLong: `Penyelenggara maksimal ${PRESTASI_LIMITS.organizerMax} karakter.`,
  dateRequired: 'Tanggal wajib diisi.',
  dateInvalid: 'Tanggal tidak valid.',
  dateInFuture: 'Tanggal tidak boleh di masa depan.',
  namaRequired: 'Nama mahasiswa wajib diisi.',
  namaTooLong: `Nama maksimal ${PRESTASI_LIMITS.namaMax} karakter.`,
  tooManyStudents: `Maksimal ${PRESTASI_LIMITS.studentsMax} mahasiswa dalam satu prestasi.`,
  angkatanInvalid: 'Angkatan harus berupa tahun, misalnya 2023.',
  nimRequired: 'NIM wajib diisi.',
  nimInvalid: 'NIM hanya boleh berisi angka.',
  nimTooLong: `NIM maksimal ${PRESTASI_LIMITS.nimMax} digit.`,
  emailRequired: 'E-mail wajib diisi.',
  emailInvalid: 'Alamat e-mail tidak valid.',
  summaryRequired: 'Cerita singkat wajib diisi.',
  summaryTooLong: `Cerita singkat maksimal ${PRESTASI_LIMITS.summaryMax} karakter.`,
  proofRequired: 'Unggah bukti prestasi (gambar atau PDF).',
  proofType: 'Bukti harus berupa gambar PNG, JPEG, WebP, atau berkas PDF.',
  proofTooLarge: 'Ukuran berkas melebihi 10 MB.',
  oneProofOnly: 'Unggah satu berkas bukti saja.',
  onePhotoOnly: 'Unggah satu foto saja.',
  statusInvalid: 'Status tidak valid.',
  alasanRequired: 'Tuliskan alasan penolakan.',
  alasanTooLong: `Alasan maksimal ${PRESTASI_LIMITS.alasanMax} karakter.`,
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
} as const satisfies PrestasiMessages;

export const PRESTASI_LEVELS: PrestasiLevels = ['internasional', 'nasional', 'regional', 'universitas'];
export const PRESTASI_STATUSES: PrestasiStatuses = ['menunggu', 'disetujui', 'ditolak'];

/** How pages and forms name each level and status. */
export const LEVEL_LABELS: Record<PrestasiLevel, string> = {
  internasional: 'Internasional',
  nasional: 'Nasional',
  regional: 'Regional',
  universitas: 'Universitas',
};
export const STATUS_LABELS: Record<PrestasiStatus, string> = {
  menunggu: 'Menunggu tinjauan',
  disetujui: 'Disetujui',
  ditolak: 'Ditolak',
};

export const isPrestasiLevel = (value: unknown): value is PrestasiLevel =>
  typeof value === 'string' && (PRESTASI_LEVELS as readonly string[]).includes(value);
export const isPrestasiStatus = (value: unknown): value is PrestasiStatus =>
  typeof value === 'string' && (PRESTASI_STATUSES as readonly string[]).includes(value);

/** The students' names as a sentence: `Ani, Budi, dan Citra` (the public page, the cabinet report). */
export function studentNames(item: { students: PrestasiStudent[] }): string {
  const names = item.students.map((student) => student.nama);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

/** `tahun` of GET /api/prestasi: a year from 1990 to 2999, anything else none. */
export function yearParam(value: unknown): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^(?:199\d|2\d{3})$/.test(text) ? Number(text) : undefined;
}

/** `level` of GET /api/prestasi: a known level, anything else none. */
export function levelParam(value: unknown): PrestasiLevel | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return isPrestasiLevel(text) ? text : undefined;
}

/**
 * The address (and SWR key) of GET /api/prestasi: `tahun`, `level`, `page` in this order, each only when set (page
 * from 2). The pages' first data sit under it (cms/src/front/types/prestasi.ts) and the web reads with it.
 */
export function prestasiListKey({ tahun, level, page }: { tahun?: number; level?: PrestasiLevel; page: number }) {
  const params = [
    ...(tahun ? [`tahun=${tahun}`] : []),
    ...(level ? [`level=${level}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ];
  return `/api/prestasi${params.length ? `?${params.join('&')}` : ''}`;
}
export const prestasiDetailKey = (slug: string) => `/api/prestasi/${encodeURIComponent(slug)}`;

/** The text fields as sent; `nama` and `angkatan` in the order sent (a team). */
export interface PrestasiInput {
  title?: string;
  rank?: string;
  level?: string;
  organizer?: string;
  date?: string;
  nama?: string[];
  angkatan?: string[];
  nim?: string;
  email?: string;
  summary?: string;
}

/** What to store. On edit only what was sent is present; `nim`/`email` null when a staff entry has none. */
export interface PrestasiValues {
  title?: string;
  rank?: string;
  level?: PrestasiLevel;
  organizer?: string;
  date?: string;
  students?: PrestasiStudent[];
  nim?: string | null;
  email?: string | null;
  summary?: string;
}

type PrestasiFieldErrors = Record<string, string[]>;
type PrestasiCheck = { ok: true; values: PrestasiValues } | { ok: false; errors: PrestasiFieldErrors };

/**
 * `kirim`: the public form (everything required, the submitter's NIM and e-mail too); `tambah`: staff adding one
 * (NIM and e-mail optional); `ubah`: staff editing (only what was sent, each checked as on add).
 */
export type PrestasiMode = 'kirim' | 'tambah' | 'ubah';

const clean = (text: string) => withoutInvisibleCharacters(text).replace(/\r\n?/g, '\n');
/** One line: invisible characters out, runs of white space as one space. */
const line = (text: string | undefined) => (text === undefined ? undefined : clean(text).replace(/\s+/g, ' ').trim());
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day `YYYY-MM-DD` from 1990 on. */
function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1990 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Checks an achievement's fields (`today`: jakartaToday(now)); every error by field, the form's names. */
export function checkPrestasi(input: PrestasiInput, mode: PrestasiMode, today: string): PrestasiCheck {
  const errors: PrestasiFieldErrors = {};
  const values: PrestasiValues = {};
  const needed = (value: string | undefined) => mode !== 'ubah' || value !== undefined;

  const text = (
    field: 'title' | 'rank' | 'organizer',
    max: number,
    required: string,
    tooLong: string,
  ): string | undefined => {
    if (!needed(input[field])) return undefined;
    const value = line(input[field]) ?? '';
    if (!value) errors[field] = [required];
    else if (value.length > max) errors[field] = [tooLong];
    return value;
  };
  values.title = text(
    'title',
    PRESTASI_LIMITS.titleMax,
    PRESTASI_MESSAGES.titleRequired,
    PRESTASI_MESSAGES.titleTooLong,
  );
  values.rank = text('rank', PRESTASI_LIMITS.rankMax, PRESTASI_MESSAGES.rankRequired, PRESTASI_MESSAGES.rankTooLong);
  values.organizer = text(
    'organizer',
    PRESTASI_LIMITS.organizerMax,
    PRESTASI_MESSAGES.organizerRequired,
    PRESTASI_MESSAGES.organizerTooLong,
  );

  if (needed(input.level)) {
    const level = line(input.level);
    if (isPrestasiLevel(level)) values.level = level;
    else errors.level = [PRESTASI_MESSAGES.levelInvalid];
  }

  if (needed(input.date)) {
    const date = line(input.date) ?? '';
    if (!date) errors.date = [PRESTASI_MESSAGES.dateRequired];
    else if (!isCalendarDay(date)) errors.date = [PRESTASI_MESSAGES.dateInvalid];
    else if (date > today) errors.date = [PRESTASI_MESSAGES.dateInFuture];
    else values.date = date;
  }

  if (mode !== 'ubah' || input.nama !== undefined || input.angkatan !== undefined) {
    const names = input.nama ?? [];
    const years = input.angkatan ?? [];
    const count = Math.max(names.length, years.length, 1);
    const thisYear = Number(today.slice(0, 4));
    const key = (field: string, index: number) => (index === 0 ? field : `${field}.${index}`);
    if (count > PRESTASI_LIMITS.studentsMax) errors.nama = [PRESTASI_MESSAGES.tooManyStudents];
    else {
      const students: PrestasiStudent[] = [];
      for (let index = 0; index < count; index += 1) {
        const nama = line(names[index]) ?? '';
        const angkatan = line(years[index]) ?? '';
        if (!nama) errors[key('nama', index)] = [PRESTASI_MESSAGES.namaRequired];
        else if (nama.length > PRESTASI_LIMITS.namaMax) errors[key('nama', index)] = [PRESTASI_MESSAGES.namaTooLong];
        if (!/^\d{4}$/.test(angkatan) || Number(angkatan) < 1990 || Number(angkatan) > thisYear)
          errors[key('angkatan', index)] = [PRESTASI_MESSAGES.angkatanInvalid];
        students.push({ nama, angkatan });
      }
      values.students = students;
    }
  }

  if (mode === 'kirim' || input.nim !== undefined) {
    const nim = line(input.nim) ?? '';
    if (!nim) {
      if (mode === 'kirim') errors.nim = [PRESTASI_MESSAGES.nimRequired];
      else values.nim = null;
    } else if (!/^\d+$/.test(nim)) errors.nim = [PRESTASI_MESSAGES.nimInvalid];
    else if (nim.length > PRESTASI_LIMITS.nimMax) errors.nim = [PRESTASI_MESSAGES.nimTooLong];
    else values.nim = nim;
  }

  if (mode === 'kirim' || input.email !== undefined) {
    const email = (line(input.email) ?? '').toLowerCase();
    if (!email) {
      if (mode === 'kirim') errors.email = [PRESTASI_MESSAGES.emailRequired];
      else values.email = null;
    } else if (email.length > PRESTASI_LIMITS.emailMax || !isEmailAddress(email))
      errors.email = [PRESTASI_MESSAGES.emailInvalid];
    else values.email = email;
  }

  if (needed(input.summary)) {
    const summary = clean(input.summary ?? '')
      .split('\n')
      .map((part) => part.replace(/[ \t]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (!summary) errors.summary = [PRESTASI_MESSAGES.summaryRequired];
    else if (summary.length > PRESTASI_LIMITS.summaryMax) errors.summary = [PRESTASI_MESSAGES.summaryTooLong];
    else values.summary = summary;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  for (const key of Object.keys(values) as (keyof PrestasiValues)[]) if (values[key] === undefined) delete values[key];
  return { ok: true, values };
}

/** A refusal's reason as sent: trimmed, invisible characters out; '' or absent = none. */
export function cleanAlasan(value: unknown): string | null | { error: string } {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return { error: PRESTASI_MESSAGES.alasanRequired };
  const alasan = clean(value).trim();
  if (alasan.length > PRESTASI_LIMITS.alasanMax) return { error: PRESTASI_MESSAGES.alasanTooLong };
  return alasan || null;
}
