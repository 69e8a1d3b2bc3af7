/** Galeri entry -> the contract's GalleryImage. */
import type { GalleryImage } from '@hmrpl/contract';
import { imageFieldsOf, storageUrlOf } from '../../../lib/uploads/media-fields';
import { isoDate, numericId, type Entry } from '../../../lib/strapi/documents';

export type GaleriEntity = Entry<'api::galeri.galeri'>;

/** What every read of a gallery entry populates: the image, and the id of its activity. */
export const GALLERY_POPULATE = { image: true as const, kegiatan: { fields: ['slug'] as ['slug'] } };

export function toGalleryImage(entry: GaleriEntity): GalleryImage {
  const image = imageFieldsOf(entry.image);
  const activity = entry.kegiatan as { id?: number | string } | null | undefined;
  return {
    id: numericId(entry.id),
    ...image,
    imageUrl: storageUrlOf(image.image_path),
    caption: entry.caption?.trim() ? entry.caption : null,
    image_alt: entry.image_alt?.trim() ? entry.image_alt : null,
    created_at: isoDate(entry.createdAt),
    updated_at: isoDate(entry.updatedAt ?? entry.createdAt),
    kegiatan_id: activity?.id ? numericId(activity.id) : null,
  };
}
