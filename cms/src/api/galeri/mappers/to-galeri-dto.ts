/** Galeri entry -> the contract's GalleryImage. */
import type { GalleryImage } from '@hmrpl/contract';
import { imageFieldsOf, storageUrlOf } from '../../../lib/uploads/media-fields';
import { numericId, type Entry } from '../../../lib/strapi/documents';

export type GaleriEntity = Entry<'api::galeri.galeri'>;

export function toGalleryImage(entry: GaleriEntity): GalleryImage {
  const image = imageFieldsOf(entry.image);
  return {
    id: numericId(entry.id),
    ...image,
    imageUrl: storageUrlOf(image.image_path),
    caption: entry.caption?.trim() ? entry.caption : null,
    image_alt: entry.image_alt?.trim() ? entry.image_alt : null,
  };
}
