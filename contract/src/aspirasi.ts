import type { IsoDateTime, MessageBody } from './common';
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
}

/** POST /api/aspirasi 201. */
export type AspirationCreated = MessageBody & { message: 'Aspirasi Anda berhasil terkirim. Terima kasih!' };

/** One answer of GET /api/aspirasi (admin), newest first. */
export interface Aspiration {
  id: number;
  nama: string | null;
  nim: string | null;
  kategori: AspirationCategory;
  pesan: string;
  isAnonim: boolean;
  created_at: IsoDateTime;
}
/**
 * GET /api/aspirasi?page=n&per_page=m (admin): one page, newest first, Laravel paginator shape (as the news list).
 * `page` below 1 or not a number -> 1; past the end -> empty `data` with the true `last_page`. `per_page` 1-100,
 * default 20 (above 100 -> 100; not a number -> 20). Anonymous visitors feed this table, so no answer holds every row;
 * the Excel export pages through it.
 */
export interface AspirationPage {
  data: Aspiration[];
  meta: PageMeta;
}

/** The admin list's page sizes, as literal types. */
export interface AspirationPageLimits {
  perPageDefault: 20;
  perPageMax: 100;
}
