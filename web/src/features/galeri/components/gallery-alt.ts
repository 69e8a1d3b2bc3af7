import type { GalleryImage } from '@hmrpl/contract';

/** What a screen reader hears for a gallery image: its description, else its caption, else 'Galeri {id}'. */
export function galleryAlt(image: Pick<GalleryImage, 'id' | 'caption' | 'image_alt'>): string {
  return image.image_alt?.trim() || image.caption?.trim() || `Galeri ${image.id}`;
}
