import type { ImageFormats, ImageSize, IsoDateTime, MessageBody, MessageWith, StorageUrl } from './common';

/** A recruitment poster; `image_width`/`image_height` are the poster's own size (pages draw it in its own shape). */
export interface Poster extends ImageSize {
  id: number;
  /** Root-relative: `{host}{poster_url}` works. */
  poster_url: StorageUrl;
  /** Smaller renditions (paths relative to `/storage/`, each with its WebP twin); absent when none were made. */
  poster_formats?: ImageFormats;
  /** Root-relative, the poster as WebP (pages offer it first). Absent until it is made. */
  poster_webp_url?: StorageUrl;
  created_at: IsoDateTime;
}

/** GET /api/rekrutmen: every current poster, newest first; `poster_url` is the newest one's. */
export interface RecruitmentResponse {
  poster_url: StorageUrl | null;
  data: Poster[];
}

/** POST /api/rekrutmen 201. */
export type UploadPosterResponse = MessageWith<Poster> & { message: 'Poster rekrutmen berhasil diunggah!' };
/** DELETE /api/admin/rekrutmen/{id} 200. */
export type DeletePosterResponse = MessageBody & { message: 'Poster berhasil dihapus!' };
