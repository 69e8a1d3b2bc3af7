import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { storageUrl } from '@/lib/storage';
import { useRecruitment } from '../api/get-recruitment';
import styles from './recruitment.module.css';

/**
 * Home: the newest open-recruitment poster, whole and in its own shape (its stored size reserves the space before it
 * arrives). Hidden while loading, when there is none, and when the call fails.
 */
export function RecruitmentPosterSection() {
  const { data } = useRecruitment({ onError: () => console.info('no poster currently') });
  if (!data?.poster_url) return null;
  // the newest poster is the one `poster_url` names; its WebP twin is offered first
  const newest = data.data.find((poster) => poster.poster_url === data.poster_url);
  return (
    <section className={`container ${styles.homeSection}`} aria-labelledby="oprec-title">
      <h2 id="oprec-title" className={styles.heading}>
        Open Recruitment
      </h2>
      <Link to={paths.recruitment} className={styles.posterLink}>
        <picture>
          {newest?.poster_webp_url && <source type="image/webp" srcSet={storageUrl(newest.poster_webp_url)} />}
          <img
            src={storageUrl(data.poster_url)}
            alt="Poster open recruitment HMRPL terbaru"
            width={newest?.image_width ?? 800}
            height={newest?.image_height ?? 1000}
            loading="lazy"
            decoding="async"
            className={styles.poster}
          />
        </picture>
        <span className={styles.more}>Lihat info rekrutmen</span>
      </Link>
    </section>
  );
}
