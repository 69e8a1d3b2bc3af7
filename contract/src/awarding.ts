import type { ImageFormats, StoragePath } from './common';

/**
 * Each slot's smaller renditions and its WebP twin (`staff_image_formats`, `staff_image_webp`, ...), for srcset and
 * `<picture>`; absent when none were made.
 */
export type AwardingRenditions = { [F in AwardingField as `${F}_formats`]?: ImageFormats } & {
  [F in AwardingField as `${F}_webp`]?: StoragePath;
};

/** Each filled slot's original size (`staff_image_width`, ...), so the page reserves the poster's own shape. */
export type AwardingSizes = { [F in AwardingField as `${F}_width` | `${F}_height`]?: number | null };

/** GET /api/awarding. A null slot has no image and is not shown. */
export interface Awarding extends AwardingSizes, AwardingRenditions {
  staff_image_path: StoragePath | null;
  divisi_image_path: StoragePath | null;
  departemen_image_path: StoragePath | null;
}

/** The multipart fields of POST /api/admin/awarding; any subset. */
export type AwardingField = 'staff_image' | 'divisi_image' | 'departemen_image';
/** Which answer field each upload field fills. */
export type AwardingPathOf<F extends AwardingField> = `${F}_path` & keyof Awarding;

/** POST /api/admin/awarding 200. */
export type UpdateAwardingResponse = Awarding & { message: 'Gambar awarding berhasil diperbarui!' };
