/** Galeri entry -> the contract's GalleryImage. */
import type { GalleryImage } from '@hmrpl/contract';
import { imageFieldsOf, storageUrlOf, type MediaFile } from '../../../lib/media';

export interface GaleriEntity {
  id: number;
  documentId?: string;
  caption?: string | null;
  image_alt?: string | null;
  image?: MediaFile | null;
}

export function toGalleryImage(entry: GaleriEntity): GalleryImage {
  const image = imageFieldsOf(entry.image);
  return {
    id: entry.id,
    ...image,
    imageUrl: storageUrlOf(image.image_path),
    caption: entry.caption?.trim() ? entry.caption : null,
    image_alt: entry.image_alt?.trim() ? entry.image_alt : null,
  };
}
