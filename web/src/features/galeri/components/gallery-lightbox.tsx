import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { GalleryImage } from '@hmrpl/contract';
import { storageUrl } from '@/lib/storage';
import { galleryAlt } from './gallery-alt';

/** Indonesian names for the lightbox's controls and regions. */
const LABELS = {
  Lightbox: 'Penampil foto',
  'Photo gallery': 'Galeri foto',
  Carousel: 'carousel',
  Slide: 'foto',
  '{index} of {total}': 'Foto {index} dari {total}',
  Previous: 'Foto sebelumnya',
  Next: 'Foto berikutnya',
  Close: 'Tutup',
};

/**
 * Full screen, opened at the clicked photo with a slide for every loaded image: previous/next/close buttons, arrow keys
 * and Escape, swipe. A photo that fails to load shows the lightbox's error icon.
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
  const slides = images.map((image) => {
    const formats = Object.values(image.image_formats ?? {}).filter((format) => Boolean(format));
    return {
      src: storageUrl(image.image_path),
      alt: galleryAlt(image),
      width: image.image_width ?? undefined,
      height: image.image_height ?? undefined,
      srcSet: formats.length
        ? [
            ...formats.map((format) => ({
              src: storageUrl(format!.path),
              width: format!.width,
              height: format!.height,
            })),
            ...(image.image_width && image.image_height
              ? [{ src: storageUrl(image.image_path), width: image.image_width, height: image.image_height }]
              : []),
          ]
        : undefined,
    };
  });
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      labels={LABELS}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ preload: 2, padding: '16px', spacing: '30%', finite: false }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
