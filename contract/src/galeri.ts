import type {
  ImageFocus,
  ImageFormats,
  ImageSize,
  IsoDateTime,
  MessageBody,
  MessageWith,
  StoragePath,
  StorageUrl,
  Versioned,
} from './common';

export interface GalleryImage extends ImageSize, ImageFocus, Versioned {
  id: number;
  image_path: StoragePath;
  /** Root-relative: `/storage/{image_path}`. */
  imageUrl: StorageUrl;
  caption: string | null;
  /** What the image shows, for screen readers; null when none was given (screens use the caption, then 'Galeri {id}'). */
  image_alt: string | null;
  image_formats?: ImageFormats;
  /** The original as WebP, same size (pages offer it first). Absent until it is made. */
  image_webp?: StoragePath;
  /** When the photo was added (the lightbox shows it with the caption). */
  created_at: IsoDateTime;
  /** The activity the photo belongs to, or null. */
  kegiatan_id: number | null;
}

/** GET /api/galeri?page=n&limit=6 (without page: every image as one page). */
export interface GalleryPage {
  data: GalleryImage[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Gallery limits, as literal types. */
export interface GalleryLimits {
  defaultLimit: 6;
  maxLimit: 100;
  /** The most images answered without `page`. */
  allMax: 1000;
  /** Longest caption and longest image description (`image_alts[]`), in characters. */
  textMax: 255;
}

/**
 * Multipart fields of POST /api/admin/galeri: `images[]`, and per image (same order) `captions[]` and `image_alts[]`,
 * both optional; `kegiatan_id` attaches every image of the upload to that activity (422 when it does not exist).
 */
export interface GalleryUploadFields {
  'images[]': Blob[];
  'captions[]'?: string[];
  'image_alts[]'?: string[];
  kegiatan_id?: string;
}

/**
 * POST /api/admin/galeri/{id} JSON: any of these; an absent key stays as it is, '' clears a text, and
 * `kegiatan_id: null` detaches the photo from its activity.
 */
export interface GalleryUpdateRequest {
  caption?: string | null;
  image_alt?: string | null;
  kegiatan_id?: number | null;
}

/** POST /api/admin/galeri 201. */
export type UploadGalleryResponse = MessageWith<GalleryImage[]> & { message: `${number} gambar berhasil diunggah!` };
/** POST /api/admin/galeri/{id} 200. */
export type UpdateGalleryResponse = MessageWith<GalleryImage> & { message: 'Gambar berhasil diperbarui!' };
/** DELETE /api/admin/galeri/{id} 200. */
export type DeleteGalleryResponse = MessageBody & { message: 'Gambar berhasil dihapus!' };
