import type { IsoDateTime, MessageBody } from './common';

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
export type AspirationList = Aspiration[];
