/**
 * The inbox filter (GET /api/aspirasi, POST /api/admin/aspirasi/hapus): reading it from a query or a JSON body, and
 * the Document Service filters it becomes. Pure functions (tests: src/api/aspirasi/__tests__/inbox-rules.test.ts).
 *
 * - `status`, `kategori`: one of their values; an aspiration stored before statuses existed (NULL) counts as `baru`.
 * - `q`: at most 200 characters; its words (at most 10, the rest ignored) must each appear in pesan, nama or nim,
 *   case-insensitive. Strapi's `$containsi` escapes `%`, `_` and `\`, so they match themselves, never "anything".
 * - `dari`, `sampai`: `YYYY-MM-DD`, whole days in Asia/Jakarta (UTC+7 all year, no daylight saving), inclusive.
 * A value that cannot be read is a 422 naming the parameter: a link with a broken filter never shows everything.
 */
import type {
  AspirationCategories,
  AspirationCategory,
  AspirationInboxLimits,
  AspirationInboxMessages,
  AspirationStatus,
  AspirationStatuses,
} from '@hmrpl/contract';
import { invalid, type FieldErrors } from '../../../lib/http/errors';
import { withoutInvisibleCharacters } from '../../../lib/content/invisible';
import { DAY_MS, jakartaDayStart } from '../../../lib/content/jakarta-day';

export const ASPIRATION_CATEGORIES: AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
const ASPIRATION_STATUSES: AspirationStatuses = ['baru', 'dibaca', 'diproses', 'selesai'];
export const INBOX_LIMITS: AspirationInboxLimits = { catatanMax: 2000, qMax: 200, qWordsMax: 10 };

export const INBOX_MESSAGES = {
  updated: 'Aspirasi berhasil diperbarui!',
  markedRead: 'Aspirasi ditandai dibaca.',
  deleted: 'Aspirasi berhasil dihapus!',
  bulkDeleted: (count: number) => `${count} aspirasi berhasil dihapus!` as const,
  notFound: 'Aspirasi tidak ditemukan.',
  statusInvalid: 'Status tidak valid.',
  catatanInvalid: 'Catatan harus berupa teks.',
  catatanTooLong: `Catatan maksimal ${INBOX_LIMITS.catatanMax} karakter.`,
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
  kategoriInvalid: 'Kategori tidak valid.',
  qTooLong: `Kata pencarian maksimal ${INBOX_LIMITS.qMax} karakter.`,
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD.',
  dateOrder: 'Tanggal awal tidak boleh setelah tanggal akhir.',
  filterRequired: 'Pilih setidaknya satu filter sebelum menghapus semua hasilnya.',
  maxIdInvalid: 'Daftar yang akan dihapus tidak dikenali. Muat ulang halaman lalu coba lagi.',
} as const satisfies AspirationInboxMessages;

export interface InboxFilter {
  status?: AspirationStatus;
  kategori?: AspirationCategory;
  /** The search's words, lower-cased, without duplicates. */
  words: string[];
  /** Inclusive start (00:00 in Jakarta of `dari`). */
  from?: Date;
  /** Exclusive end (00:00 in Jakarta of the day after `sampai`). */
  until?: Date;
}

export const isAspirationStatus = (value: unknown): value is AspirationStatus =>
  typeof value === 'string' && (ASPIRATION_STATUSES as readonly string[]).includes(value);

export const isAspirationCategory = (value: unknown): value is AspirationCategory =>
  typeof value === 'string' && (ASPIRATION_CATEGORIES as readonly string[]).includes(value);

/** A single text value of a query or body field: absent/empty -> undefined, a repeated or nested one -> null. */
function single(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Reads the filter from `source` (a query object or a JSON body); throws 422 with every bad field. */
export function parseInboxFilter(source: Record<string, unknown>): InboxFilter {
  const errors: FieldErrors = {};
  const filter: InboxFilter = { words: [] };

  const status = single(source.status);
  if (status !== undefined) {
    if (isAspirationStatus(status)) filter.status = status;
    else errors.status = [INBOX_MESSAGES.statusInvalid];
  }
  const kategori = single(source.kategori);
  if (kategori !== undefined) {
    if (isAspirationCategory(kategori)) filter.kategori = kategori;
    else errors.kategori = [INBOX_MESSAGES.kategoriInvalid];
  }

  const rawQ = source.q;
  if (rawQ !== undefined && rawQ !== null && typeof rawQ !== 'string') errors.q = [INBOX_MESSAGES.qTooLong];
  else if (typeof rawQ === 'string') {
    const q = withoutInvisibleCharacters(rawQ).trim();
    if (q.length > INBOX_LIMITS.qMax) errors.q = [INBOX_MESSAGES.qTooLong];
    else filter.words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, INBOX_LIMITS.qWordsMax);
  }

  for (const [field, key] of [
    ['dari', 'from'],
    ['sampai', 'until'],
  ] as const) {
    const text = single(source[field]);
    if (text === undefined) continue;
    const start = text === null ? null : jakartaDayStart(text);
    if (!start) errors[field] = [INBOX_MESSAGES.dateInvalid];
    else filter[key] = key === 'from' ? start : new Date(start.getTime() + DAY_MS);
  }
  if (filter.from && filter.until && filter.from.getTime() >= filter.until.getTime())
    errors.sampai = [INBOX_MESSAGES.dateOrder];

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return filter;
}

/** True when the filter narrows anything (bulk delete refuses a filter that would match the whole inbox). */
export const narrowsAnything = (filter: InboxFilter): boolean =>
  Boolean(filter.status || filter.kategori || filter.from || filter.until || filter.words.length > 0);

/** `baru`, including the rows stored before statuses existed. */
export const UNREAD = { $or: [{ status: 'baru' as const }, { status: { $null: true } }] };

/** The Document Service `filters` of an inbox filter (AND of every part). */
export function inboxFilters(filter: InboxFilter) {
  const parts: object[] = [];
  if (filter.status) parts.push(filter.status === 'baru' ? UNREAD : { status: filter.status });
  if (filter.kategori) parts.push({ kategori: filter.kategori });
  if (filter.from) parts.push({ createdAt: { $gte: filter.from.toISOString() } });
  if (filter.until) parts.push({ createdAt: { $lt: filter.until.toISOString() } });
  for (const word of filter.words)
    parts.push({
      $or: [{ pesan: { $containsi: word } }, { nama: { $containsi: word } }, { nim: { $containsi: word } }],
    });
  return parts.length > 0 ? { $and: parts } : {};
}
