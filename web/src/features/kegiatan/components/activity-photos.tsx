import { Suspense, useRef, useState } from 'react';
import type { GalleryImage } from '@hmrpl/contract';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { activityPhotoAlt } from '../photo-alt';
import styles from './activities.module.css';

// the viewer (and its CSS) is fetched the first time a photo is opened, never with the page
const PhotoLightbox = lazyWithRetry(() => import('@/components/ui/photo-lightbox'));

/** An activity's photos as a grid of buttons; each opens the full-screen viewer at that photo (caption and date). */
export function ActivityPhotos({ photos, title }: { photos: GalleryImage[]; title: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const altOf = (photo: GalleryImage, position: number) => activityPhotoAlt(photo, title, position);
  return (
    <>
      <ul className={styles.photos} aria-label={`Foto ${title}`}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.photo}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpenIndex(index);
              }}
            >
              <ResponsiveImage
                path={photo.image_path}
                formats={photo.image_formats}
                width={photo.image_width}
                height={photo.image_height}
                fallbackSize={{ width: 800, height: 600 }}
                alt={altOf(photo, index + 1)}
                sizes="(min-width: 992px) 180px, 33vw"
                className={styles.photoImage}
              />
              <span className="visually-hidden"> (perbesar)</span>
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            index={openIndex}
            altOf={altOf}
            onClose={() => {
              setOpenIndex(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
