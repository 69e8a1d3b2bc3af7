import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NewsItem } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { useLatestNews } from '../api/get-latest-news';
import { NewsSlide, slideFrameRatio } from './news-slide';
import styles from './latest-news.module.css';

// swiper (and its CSS) stay out of the home page's first load: they arrive when the section comes near the viewport.
const NewsCarousel = lazyWithRetry(() => import('./news-carousel'));

const LOADING = 'Memuat Kabar Terkini...';

/**
 * The carousel before its code has arrived: the first slide as it will look, in a box exactly the carousel's size
 * (every slide is laid in the same cell, the others hidden and without their pictures), so nothing moves when the
 * carousel takes its place.
 */
function StillCarousel({ items, frameRatio }: { items: NewsItem[]; frameRatio: number }) {
  return (
    <div className={`${styles.swiper} ${styles.still}`}>
      {items.map((item, index) => (
        <div
          key={item.id}
          className={index > 0 ? styles.stillHidden : undefined}
          inert={index > 0}
          aria-hidden={index > 0 || undefined}
        >
          <NewsSlide item={item} frameRatio={frameRatio} image={index === 0} />
        </div>
      ))}
    </div>
  );
}

/** Home: the latest news as a carousel. A failed call is logged and leaves the carousel empty. */
export function LatestNewsSection() {
  const { data, isLoading } = useLatestNews();
  const items = data ?? [];
  // the page's first data (written into the HTML) is there before SWR's own first answer: no loading text then
  const [stage, near] = useNearViewport<HTMLDivElement>();
  const [paused, setPaused] = useState(false);
  const frameRatio = slideFrameRatio(items);
  const still = <StillCarousel items={items} frameRatio={frameRatio} />;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="latest-news-title">
      <div className={styles.head}>
        <h2 id="latest-news-title" className={styles.heading}>
          Kabar Terkini
        </h2>
        <Link to={paths.news} className={styles.all}>
          Semua berita
        </Link>
      </div>
      {isLoading && !data ? (
        <p className="status-text" role="status">
          {LOADING}
        </p>
      ) : items.length === 0 ? (
        <p className="status-text">Belum ada kabar terbaru.</p>
      ) : (
        <div ref={stage} className={styles.stage}>
          {near ? (
            <Suspense fallback={still}>
              <NewsCarousel paused={paused} className={styles.swiper} slideClassName={styles.swiperSlide}>
                {items.map((item, index) => (
                  <NewsSlide key={item.id} item={item} frameRatio={frameRatio} priority={index === 0} />
                ))}
              </NewsCarousel>
            </Suspense>
          ) : (
            still
          )}
          <div className={styles.controls}>
            <button type="button" className={styles.pause} onClick={() => setPaused(!paused)} aria-pressed={paused}>
              {paused ? 'Putar otomatis' : 'Jeda putar otomatis'}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
