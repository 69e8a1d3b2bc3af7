import type { GalleryImage } from '@hmrpl/contract';

/** A photo's text alternative: its caption, or 'Galeri {id}' when it has none. */
export function galleryAlt(image: GalleryImage): string {
  return image.caption?.trim() || `Galeri ${image.id}`;
}
