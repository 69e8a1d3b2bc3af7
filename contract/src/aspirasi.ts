import type { IsoDateTime, MessageBody, MessageWith, Versioned } from './common';
import type { PageMeta } from './berita';

/** The categories, in the form's order; the first is the default. */
export type AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
export type AspirationCategory = AspirationCategories[number];

export interface AspirationLimits {
  pesanMax: 2000;
  namaMax: 100;
  nimMax: 20;
  /** Sends a minute from one IP before 429. */
  perMinute: 5;
}

/** POST /api/aspirasi body. */
export interface AspirationRequest {
  nama?: string | null;
  nim?: string | null;
  kategori: AspirationCategory;
  pesan: string;
  isAnonim: boolean;
  /** The form's token from GET /api/aspirasi/formulir (optional; without it a send looks automated). */
  token?: string;
  /**
   * The honeypot: a field people never see or reach. Filled in, the send is answered like a success and nothing is
   * stored.
   */
  tautan?: string;
}

/**
 * GET /api/aspirasi/formulir (public, never cached): a single-use token for one send, and how long nama and NIM are
 * kept (the form says so).
 */
export interface AspirationFormInfo {
  token: string;
  /** Months after which an aspiration's nama and nim are erased (ASPIRATION_RETENTION_MONTHS, default 12). */
  retention_months: number;
}

/** POST /api/aspirasi 201. */
export type AspirationCreated = MessageBody & { message: 'Aspirasi Anda berhasil terkirim. Terima kasih!' };

/** The triage states, in their order of work; a new aspiration is `baru`. */
export type AspirationStatuses = ['baru', 'dibaca', 'diproses', 'selesai'];
export type AspirationStatus = AspirationStatuses[number];

/** One answer of GET /api/aspirasi (admin), newest first. */
export interface Aspiration extends Versioned {
  id: number;
  nama: string | null;
  nim: string | null;
  kategori: AspirationCategory;
  pesan: string;
  isAnonim: boolean;
  created_at: IsoDateTime;
  status: AspirationStatus;
  /** The staff's note; only admins ever see it. */
  catatan: string | null;
}
/**
 * GET /api/aspirasi?page=n&per_page=m (admin): one page, newest first, Laravel paginator shape (as the news list).
 * `page` below 1 or not a number -> 1; past the end -> empty `data` with the true `last_page`. `per_page` 1-100,
 * default 20 (above 100 -> 100; not a number -> 20). Anonymous visitors feed this table, so no answer holds every row;
 * the Excel export pages through it.
 */
export interface AspirationPage {
  data: Aspiration[];
  meta: AspirationPageMeta;
}

export interface AspirationPageMeta extends PageMeta {
  /** How many aspirations are `baru`, whatever the filter (the sidebar's and the dashboard's count). */
  unread: number;
  /** The highest id among the rows the filter matches (null when none): bulk delete stops there. */
  max_id: number | null;
}

/**
 * The filter of GET /api/aspirasi, as query parameters (all optional, combined with AND):
 * - `status`, `kategori`: one value each;
 * - `q`: words (split on white space, at most 10) that must all appear in pesan, nama or nim, case-insensitive and
 *   taken literally (`%` and `_` are plain characters); at most 200 characters;
 * - `dari`, `sampai`: `YYYY-MM-DD`, whole days in Asia/Jakarta, inclusive.
 * A value the CMS cannot read answers 422 naming the parameter.
 */
export interface AspirationFilter {
  status?: AspirationStatus;
  kategori?: AspirationCategory;
  q?: string;
  dari?: string;
  sampai?: string;
}

/** GET /api/admin/aspirasi/{id}: one aspiration (404 `Aspirasi tidak ditemukan.`). */
export type AspirationDetail = Aspiration;

/** POST /api/admin/aspirasi/{id} JSON: any of the two (`catatan` '' or null clears the note). */
export interface AspirationUpdateRequest {
  status?: AspirationStatus;
  catatan?: string | null;
}
export type UpdateAspirationResponse = MessageWith<Aspiration> & { message: 'Aspirasi berhasil diperbarui!' };

/**
 * POST /api/admin/aspirasi/{id}/dibaca: the aspiration's own view was opened. A `baru` one becomes `dibaca`; any other
 * status stays as it is (another admin may have moved it on meanwhile).
 */
export type MarkAspirationReadResponse = MessageWith<Aspiration> & { message: 'Aspirasi ditandai dibaca.' };

/** DELETE /api/admin/aspirasi/{id} (spam). */
export type DeleteAspirationResponse = MessageBody & { message: 'Aspirasi berhasil dihapus!' };

/**
 * POST /api/admin/aspirasi/hapus JSON: bulk delete of what a filter shows. At least one filter value is required (the
 * whole inbox is never one click away); only rows with an id up to `max_id` (the list's `meta.max_id` when the admin
 * looked) go, so what arrived after is never deleted unseen.
 */
export interface BulkDeleteAspirationsRequest extends AspirationFilter {
  max_id: number;
}
export interface BulkDeleteAspirationsResponse extends MessageBody {
  message: `${number} aspirasi berhasil dihapus!`;
  deleted: number;
}

/** The inbox's limits, as literal types. */
export interface AspirationInboxLimits {
  catatanMax: 2000;
  qMax: 200;
  qWordsMax: 10;
}

/** The admin list's page sizes, as literal types. */
export interface AspirationPageLimits {
  perPageDefault: 20;
  perPageMax: 100;
}
