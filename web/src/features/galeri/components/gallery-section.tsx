import { Suspense, useRef, useState } from 'react';
import { GALLERY_SECTION_ID } from '@/config/paths';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { GALLERY_LIMITS, useGallery } from '../api/get-gallery-page';
import { galleryAlt } from './gallery-alt';
import styles from './gallery-section.module.css';

// The lightbox (and its CSS) is fetched the first time a photo is opened, never with the page.
const GalleryLightbox = lazyWithRetry(() => import('./gallery-lightbox'));

function scrollToSection() {
  document.getElementById(GALLERY_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * The public gallery: a 3/2/1-column grid, 'See more' while pages remain, 'See less' past 6 images (back to page 1,
 * reloaded, and a smooth scroll back to the section), and a full-screen lightbox at the clicked photo.
 */
export function GallerySection() {
  const { images, isLoading, loadingMore, hasMore, loadMore, reset } = useGallery();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // the photo button that opened the lightbox gets the focus back when it closes
  const opener = useRef<HTMLButtonElement | null>(null);

  const closeLightbox = () => {
    setOpenIndex(null);
    opener.current?.focus();
  };

  const seeLess = async () => {
    setOpenIndex(null);
    await reset();
    scrollToSection();
  };

  return (
    <section
      id={GALLERY_SECTION_ID}
      className={`container ${styles.section}`}
      aria-labelledby="gallery-title"
      tabIndex={-1}
    >
      <h2 id="gallery-title" className={styles.heading}>
        Galeri Kegiatan
      </h2>
      {images.length === 0 ? (
        isLoading ? (
          <p className="status-text" role="status">
            Memuat galeri...
          </p>
        ) : (
          <p className="status-text">Belum ada gambar di galeri.</p>
        )
      ) : (
        <>
          <ul className={styles.grid}>
            {images.map((image, index) => (
              <li
                key={image.id}
                className={styles.item}
                style={{ animationDelay: `${(index % GALLERY_LIMITS.defaultLimit) * 60}ms` }}
              >
                <button
                  type="button"
                  className={styles.open}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpenIndex(index);
                  }}
                >
                  <ResponsiveImage
                    path={image.image_path}
                    formats={image.image_formats}
                    webp={image.image_webp}
                    width={image.image_width}
                    height={image.image_height}
                    fallbackSize={{ width: 800, height: 600 }}
                    alt={galleryAlt(image)}
                    sizes="(min-width: 992px) 360px, (min-width: 576px) 50vw, 100vw"
                    focalPoint={image.image_focal_point}
                    className={styles.image}
                  />
                  <span className="visually-hidden"> (perbesar)</span>
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {hasMore && (
              <button
                type="button"
                className="btn"
                onClick={() => void loadMore()}
                disabled={loadingMore}
                aria-busy={loadingMore}
              >
                See more
              </button>
            )}
            {images.length > GALLERY_LIMITS.defaultLimit && (
              <button type="button" className="btn btn-outline" onClick={() => void seeLess()}>
                See less
              </button>
            )}
          </div>
        </>
      )}
      {openIndex !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} index={openIndex} onClose={closeLightbox} />
        </Suspense>
      )}
    </section>
  );
}
