import type { GalleryImage } from '@hmrpl/contract';
import PhotoLightbox from '@/components/ui/photo-lightbox';
import { galleryAlt } from './gallery-alt';

/**
 * The gallery's full-screen viewer, opened at the clicked photo with a slide for every loaded image: previous/next/
 * close buttons, arrow keys and Escape, swipe, each photo's caption and date (components/ui/photo-lightbox.tsx).
 */
export default function GalleryLightbox({
  images,
  index,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  onClose: () => void;
}) {
  return <PhotoLightbox photos={images} index={index} onClose={onClose} altOf={galleryAlt} />;
}
