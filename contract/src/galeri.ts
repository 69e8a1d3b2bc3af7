import type { ImageFormats, ImageSize, MessageBody, MessageWith, StoragePath, StorageUrl } from './common';

export interface GalleryImage extends ImageSize {
  id: number;
  image_path: StoragePath;
  /** Root-relative: `/storage/{image_path}`. */
  imageUrl: StorageUrl;
  caption: string | null;
  image_formats?: ImageFormats;
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
}

/** POST /api/admin/galeri 201. */
export type UploadGalleryResponse = MessageWith<GalleryImage[]> & { message: `${number} gambar berhasil diunggah!` };
/** DELETE /api/admin/galeri/{id} 200. */
export type DeleteGalleryResponse = MessageBody & { message: 'Gambar berhasil dihapus!' };
