import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useLatestNews } from '../api/get-latest-news';
import styles from './latest-news.module.css';

// swiper (and its CSS) stay out of the home page's first chunk: they arrive with the carousel.
const NewsCarousel = lazyWithRetry(() => import('./news-carousel'));

const LOADING = 'Memuat Kabar Terkini...';

/** Home: the latest news as a carousel. A failed call is logged and leaves the carousel empty. */
export function LatestNewsSection() {
  const { data, isLoading } = useLatestNews();
  const items = data ?? [];
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
      {isLoading ? (
        <p className="status-text" role="status">
          {LOADING}
        </p>
      ) : items.length === 0 ? (
        <p className="status-text">Belum ada kabar terbaru.</p>
      ) : (
        <Suspense
          fallback={
            <p className="status-text" role="status">
              {LOADING}
            </p>
          }
        >
          <NewsCarousel items={items} />
        </Suspense>
      )}
    </section>
  );
}
