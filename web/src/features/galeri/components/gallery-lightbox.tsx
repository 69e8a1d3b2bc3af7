import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { GalleryImage } from '@hmrpl/contract';
import { formatLongDate } from '@/lib/format-date';
import { storageUrl } from '@/lib/storage';
import { galleryAlt } from './gallery-alt';
import styles from './gallery-lightbox.module.css';

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
  Caption: 'keterangan',
  'Show captions': 'Tampilkan keterangan',
  'Hide captions': 'Sembunyikan keterangan',
  'Zoom in': 'Perbesar',
  'Zoom out': 'Perkecil',
};

/** What sits under a photo: its caption (when it has one) and the date it was added. */
function PhotoCaption({ image }: { image: GalleryImage }) {
  return (
    <span className={styles.caption}>
      {image.caption && <span className={styles.text}>{image.caption}</span>}
      {image.created_at && (
        <time className={styles.date} dateTime={image.created_at}>
          {formatLongDate(image.created_at)}
        </time>
      )}
    </span>
  );
}

/** The viewer's props; the activities' pages open it on their own photos (web/src/features/kegiatan). */
export interface GalleryLightboxProps {
  images: GalleryImage[];
  index: number;
  onClose: () => void;
  /** Each photo's text for screen readers (`position` counts from 1); the gallery's rule by default. */
  altOf?: (image: GalleryImage, position: number) => string;
  /** Pinch, double-tap, wheel and buttons to zoom in (the organisation chart on a phone). */
  zoom?: boolean;
}

/**
 * Full screen, opened at the clicked photo with a slide for every loaded image: previous/next/close buttons, arrow keys
 * and Escape, swipe; under each photo its caption and date. A photo that fails to load shows the lightbox's error icon.
 */
export default function GalleryLightbox({
  images,
  index,
  onClose,
  altOf = galleryAlt,
  zoom = false,
}: GalleryLightboxProps) {
  const single = images.length === 1;
  const slides = images.map((image, i) => {
    const formats = Object.values(image.image_formats ?? {}).filter((format) => Boolean(format));
    return {
      src: storageUrl(image.image_path),
      alt: altOf(image, i + 1),
      description: <PhotoCaption image={image} />,
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
      plugins={zoom ? [Captions, Zoom] : [Captions]}
      captions={{ descriptionMaxLines: 4, descriptionTextAlign: 'center' }}
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      labels={LABELS}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ preload: 2, padding: '16px', spacing: '30%', finite: single }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
