import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { sharedFrameRatio } from '@/lib/image-frame';
import { storageUrl } from '@/lib/storage';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useRecruitment } from '@/features/rekrutmen/api/get-recruitment';
import posterStyles from '@/features/rekrutmen/components/recruitment.module.css';
import styles from '@/components/layouts/page-banner.module.css';

export const RECRUITMENT_LOADING = 'Memuat poster rekrutmen...';
export const RECRUITMENT_EMPTY = 'Saat ini belum ada open recruitment yang dibuka. Nantikan informasi selanjutnya!';

/** Recruitment posters are mostly 4:5; a phone story (9:16) is the tallest frame, a banner (16:9) the widest. */
const POSTER_FRAME = { fallback: 4 / 5, tallest: 9 / 16, widest: 16 / 9 };

/** SE-Rekrutmen: every current open-recruitment poster, newest first. */
export default function RecruitmentPage() {
  useDocumentTitle('SE-Rekrutmen');
  const { data, isLoading } = useRecruitment();
  const posters = data?.data ?? [];
  // every poster whole, in one frame shape so the cards line up whatever shape each poster has
  const aspectRatio = sharedFrameRatio(
    posters.map((poster) => ({ width: poster.image_width, height: poster.image_height })),
    POSTER_FRAME,
  );
  return (
    <>
      <header className={styles.banner}>
        <div className="container">
          <h1>SE-Rekrutmen</h1>
          <p>Informasi open recruitment pengurus dan kepanitiaan HMRPL.</p>
        </div>
      </header>
      <section className="container" style={{ paddingBlock: '2.5rem' }} aria-label="Poster rekrutmen">
        {isLoading && !data ? (
          <p className="status-text" role="status">
            {RECRUITMENT_LOADING}
          </p>
        ) : posters.length === 0 ? (
          <div className="status-text">
            <p>{RECRUITMENT_EMPTY}</p>
            <p>
              Ikuti kabar terbaru HMRPL di halaman <Link to={paths.news}>Berita</Link>.
            </p>
          </div>
        ) : (
          <ul className={posterStyles.list}>
            {posters.map((poster, index) => {
              const date = formatLongDate(poster.created_at);
              return (
                <li key={poster.id}>
                  <figure className={posterStyles.card}>
                    <a
                      href={storageUrl(poster.poster_url)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={posterStyles.fullLink}
                    >
                      <picture>
                        {poster.poster_webp_url && (
                          <source type="image/webp" srcSet={storageUrl(poster.poster_webp_url)} />
                        )}
                        <img
                          src={storageUrl(poster.poster_url)}
                          alt={`Poster open recruitment HMRPL${date ? `, diunggah ${date}` : ''}`}
                          width={poster.image_width ?? 800}
                          height={poster.image_height ?? 1000}
                          loading={index < 2 ? 'eager' : 'lazy'}
                          decoding="async"
                          style={{ aspectRatio }}
                        />
                      </picture>
                      <span className="visually-hidden"> (buka ukuran penuh di tab baru)</span>
                    </a>
                    {date && <figcaption>Diunggah {date}</figcaption>}
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
