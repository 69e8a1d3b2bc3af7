import { Suspense, useRef, useState, type ComponentType } from 'react';
import type { GalleryImage } from '@hmrpl/contract';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { activityPhotoAlt } from '../photo-alt';
import styles from './activities.module.css';

/** What the photo viewer takes: the gallery's own viewer (caption and date under each photo), lent by the page. */
export interface PhotoViewerProps {
  images: GalleryImage[];
  index: number;
  onClose: () => void;
  altOf?: (image: GalleryImage, position: number) => string;
}
export type PhotoViewer = ComponentType<PhotoViewerProps>;

/**
 * An activity's photos as a grid of buttons; each opens the viewer at that photo. The viewer is the gallery's, loaded
 * lazily by the page that renders this (one chunk for every photo viewer of the site).
 */
export function ActivityPhotos({
  photos,
  title,
  viewer: Viewer,
}: {
  photos: GalleryImage[];
  title: string;
  viewer: PhotoViewer;
}) {
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
          <Viewer
            images={photos}
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
