/**
 * The audit log (part two, "Audit log (riwayat)") and edit conflicts (part two, "Edit conflicts"); ADR 086, 087.
 * `GET /api/admin/riwayat?page&per_page&actor&target_type&dari&sampai` (for `pengelola`) -> `AuditPage`, newest first.
 * An export records itself before the file is made: `POST /api/admin/riwayat/ekspor` and
 * `POST /api/admin/aspirasi/ekspor` JSON `ExportRecordRequest` -> 201 `ExportRecordResponse` (beyond the contract:
 * the exports are made in the browser, so the server hears of them through these).
 */
import type { IsoDateTime, MessageBody } from './common';
import type { PageMeta } from './berita';

/** The verbs of an action `{type}.{verb}`. */
export type AuditVerb =
  | 'buat'
  | 'ubah'
  | 'hapus'
  | 'pulihkan'
  | 'terbitkan'
  | 'blokir'
  | 'buka-blokir'
  | 'aktifkan'
  | 'ekspor'
  | 'masuk'
  | 'gagal';

/** `berita.ubah`, `sesi.masuk`, `sesi.gagal`, ... */
export type AuditAction = `${string}.${AuditVerb}`;

export interface AuditActor {
  id: number;
  /** The name the person had when they did it. */
  name: string;
}

export interface AuditEntry {
  id: number;
  at: IsoDateTime;
  /** null: nobody signed in (a failed sign-in with an unknown name), or a job. */
  actor: AuditActor | null;
  action: AuditAction;
  target_type: string;
  target_id: number | null;
  target_title: string | null;
  summary: string | null;
}

/** GET /api/admin/riwayat. */
export interface AuditPage {
  data: AuditEntry[];
  meta: PageMeta;
}

/** The query of GET /api/admin/riwayat (`dari`/`sampai`: `YYYY-MM-DD`, whole days in Asia/Jakarta, inclusive). */
export interface AuditQuery {
  page?: number;
  per_page?: number;
  actor?: number;
  target_type?: string;
  dari?: string;
  sampai?: string;
}

export interface AuditLimits {
  perPageDefault: 25;
  perPageMax: 100;
  retentionMonthsDefault: 24;
}

/** POST /api/admin/{riwayat|aspirasi}/ekspor: what the file holds (its rows and the filter that chose them). */
export interface ExportRecordRequest {
  rows: number;
  /** The filter as the screen shows it (`status=baru, dari=2025-08-01`); at most 500 characters. */
  filter?: string;
}

export type ExportRecordResponse = MessageBody & { message: 'Ekspor dicatat.' };

export interface AuditMessages {
  exportRecorded: 'Ekspor dicatat.';
  invalidRows: 'Jumlah baris tidak valid.';
  invalidDay: 'Tanggal harus berformat YYYY-MM-DD.';
}

/**
 * 409 of an edit whose `updated_at` is not the item's (part two, "Edit conflicts"): nothing was stored, `data` is
 * the item as it is now. The message: `Konten ini sudah diubah oleh {nama} pada {HH.mm}. Muat ulang untuk melihat
 * versi terbaru.` (HH.mm in Asia/Jakarta).
 */
export interface EditConflictResponse<T = unknown> {
  message: `Konten ini sudah diubah oleh ${string} pada ${string}. Muat ulang untuk melihat versi terbaru.`;
  data: T;
}

/** What every edit route takes besides its own fields: the `updated_at` the form loaded. */
export interface EditStamp {
  updated_at?: IsoDateTime;
}
