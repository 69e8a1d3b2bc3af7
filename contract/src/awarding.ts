import type { ImageFormats, IsoDateTime, StoragePath } from './common';

/**
 * Each slot's smaller renditions and its WebP twin (`staff_image_formats`, `staff_image_webp`, ...), for srcset and
 * `<picture>`; absent when none were made.
 */
export type AwardingRenditions = { [F in AwardingField as `${F}_formats`]?: ImageFormats } & {
  [F in AwardingField as `${F}_webp`]?: StoragePath;
};

/** Each filled slot's original size (`staff_image_width`, ...), so the page reserves the poster's own shape. */
export type AwardingSizes = { [F in AwardingField as `${F}_width` | `${F}_height`]?: number | null };

/** A month of the awarding, `YYYY-MM` (in Asia/Jakarta), e.g. `2025-08`. */
export type AwardingPeriode = string;

/**
 * GET /api/awarding: this month's winners, the newest month saved (`periode`; null while none was ever saved). A null
 * slot has no image and is not shown.
 */
export interface Awarding extends AwardingSizes, AwardingRenditions {
  periode: AwardingPeriode | null;
  staff_image_path: StoragePath | null;
  divisi_image_path: StoragePath | null;
  departemen_image_path: StoragePath | null;
  /** The month's version (part two, "Edit conflicts"): always in the answers, null for a month never saved. */
  updated_at?: IsoDateTime | null;
}

/** One month of the archive (GET /api/awarding/arsip/{YYYY-MM}). */
export type AwardingMonth = Awarding & { periode: AwardingPeriode };

/** GET /api/awarding/arsip: every month saved, newest first. */
export interface AwardingArchive {
  data: AwardingMonth[];
}

/** The archive's texts. */
export interface AwardingArchiveMessages {
  badPeriode: 'Periode harus berupa bulan dengan format YYYY-MM.';
  futurePeriode: 'Periode tidak boleh setelah bulan ini.';
  monthNotFound: 'Awarding bulan tersebut tidak ditemukan.';
}

/** Limits of the archive: the first month it takes (the association was founded in December 2021) and its length. */
export interface AwardingArchiveLimits {
  earliest: '2021-12';
  /** Months one answer holds at most (twenty years). */
  listMax: 240;
}

/** The multipart image fields of POST /api/admin/awarding; any subset (with the text field `periode`, optional). */
export type AwardingField = 'staff_image' | 'divisi_image' | 'departemen_image';
/** Which answer field each upload field fills. */
export type AwardingPathOf<F extends AwardingField> = `${F}_path` & keyof Awarding;

/** POST /api/admin/awarding 200. */
export type UpdateAwardingResponse = Awarding & { message: 'Gambar awarding berhasil diperbarui!' };
