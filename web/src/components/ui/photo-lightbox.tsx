/**
 * The full-screen photo viewer of the gallery and of the activities' photos: opened at the clicked photo with a slide
 * for every loaded one; previous/next/close buttons, arrow keys and Escape, swipe; under each photo its caption and
 * the date it was added. A photo that fails to load shows the viewer's error icon. Loaded lazily by its users, never
 * with a page.
 */
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import type { GalleryImage } from '@hmrpl/contract';
import { formatLongDate } from '@/lib/format-date';
import { storageUrl } from '@/lib/storage';
import styles from './photo-lightbox.module.css';

/** Indonesian names for the viewer's controls and regions. */
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
};

/** What sits under a photo: its caption (when it has one) and its date. */
function PhotoCaption({ photo }: { photo: GalleryImage }) {
  return (
    <span className={styles.caption}>
      {photo.caption && <span className={styles.text}>{photo.caption}</span>}
      {photo.created_at && (
        <time className={styles.date} dateTime={photo.created_at}>
          {formatLongDate(photo.created_at)}
        </time>
      )}
    </span>
  );
}

export default function PhotoLightbox({
  photos,
  index,
  onClose,
  altOf,
}: {
  photos: GalleryImage[];
  index: number;
  onClose: () => void;
  /** Each photo's text for screen readers (the screens' own rule; `position` counts from 1). */
  altOf: (photo: GalleryImage, position: number) => string;
}) {
  const slides = photos.map((photo, i) => {
    const formats = Object.values(photo.image_formats ?? {}).filter((format) => Boolean(format));
    return {
      src: storageUrl(photo.image_path),
      alt: altOf(photo, i + 1),
      width: photo.image_width ?? undefined,
      height: photo.image_height ?? undefined,
      description: <PhotoCaption photo={photo} />,
      srcSet: formats.length
        ? [
            ...formats.map((format) => ({
              src: storageUrl(format!.path),
              width: format!.width,
              height: format!.height,
            })),
            ...(photo.image_width && photo.image_height
              ? [{ src: storageUrl(photo.image_path), width: photo.image_width, height: photo.image_height }]
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
      plugins={[Captions]}
      captions={{ descriptionMaxLines: 4, descriptionTextAlign: 'center' }}
      labels={LABELS}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ preload: 2, padding: '16px', spacing: '30%', finite: false }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
