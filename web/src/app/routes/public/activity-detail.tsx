import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useActivity } from '@/features/kegiatan/api/get-activities';
import { activityWhen, isUpcoming } from '@/features/kegiatan/activity-time';
import { ActivityPhotos } from '@/features/kegiatan/components/activity-photos';
import { AddToCalendar } from '@/features/kegiatan/components/add-to-calendar';
import { RegistrationBox } from '@/features/kegiatan/components/registration-form';
import { CancelRegistration } from '@/features/kegiatan/components/cancel-registration';
import { sanitizeArticle } from '@/lib/sanitize-article';
import styles from './activity-detail.module.css';

// the gallery's photo viewer, fetched the first time a photo is opened
const PhotoViewer = lazyWithRetry(() => import('@/features/galeri/components/gallery-lightbox'));

export const ACTIVITY_LOADING = 'Memuat kegiatan...';
export const ACTIVITY_NOT_FOUND = 'Kegiatan tidak ditemukan.';

/**
 * /kegiatan/{slug}: an activity's page: when and where, the poster shown whole, registration while it is still to
 * come (a link, or the site's own form and the e-mail's cancel link: ADR 100), "add to calendar", the description (sanitized again here), and every photo with the viewer.
 */
export default function ActivityDetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const [search] = useSearchParams();
  const cancelToken = search.get('batal');
  const { data, error, isLoading } = useActivity(slug);
  const body = useMemo(() => (data ? sanitizeArticle(data.content) : ''), [data]);
  useDocumentTitle(data ? data.title : error ? ACTIVITY_NOT_FOUND : 'Kegiatan');

  // `isLoading` is also true while the page's embedded answer (SWR fallback) is shown: go by the data
  if (!data && (isLoading || !error)) {
    return (
      <p className="status-text" role="status">
        {ACTIVITY_LOADING}
      </p>
    );
  }
  if (!data) {
    return (
      <div className={`container ${styles.missing}`}>
        <h1>{ACTIVITY_NOT_FOUND}</h1>
        <p>Kegiatan yang Anda cari mungkin sudah dihapus atau alamatnya salah.</p>
        <Link to={paths.activities} className="btn">
          Kembali ke daftar kegiatan
        </Link>
      </div>
    );
  }
  const upcoming = isUpcoming(data);
  return (
    <article className={`container ${styles.page}`} aria-labelledby="activity-title">
      <nav aria-label="Remah roti" className={styles.crumbs}>
        <Link to={paths.activities}>← Semua kegiatan</Link>
      </nav>
      <div className={data.poster_path ? styles.layout : undefined}>
        {data.poster_path && (
          <ResponsiveImage
            path={data.poster_path}
            formats={data.image_formats}
            width={data.image_width}
            height={data.image_height}
            fallbackSize={{ width: 1080, height: 1350 }}
            alt={`Poster ${data.title}`}
            // the server preloads the poster with these sizes (cms/src/front/types/kegiatan.ts)
            sizes="(min-width: 768px) 420px, 340px"
            priority
            className={styles.poster}
          />
        )}
        <div className={styles.facts}>
          <p className={styles.status}>{upcoming ? 'Akan datang' : 'Sudah berlangsung'}</p>
          <h1 id="activity-title" className={styles.title}>
            {data.title}
          </h1>
          <dl className={styles.details}>
            <dt>Waktu</dt>
            <dd>
              <time dateTime={data.starts_at}>{activityWhen(data)}</time>
            </dd>
            {data.place && (
              <>
                <dt>Tempat</dt>
                <dd>{data.place}</dd>
              </>
            )}
          </dl>
          <p className={styles.summary}>{data.summary}</p>
          {data.registration_url && upcoming && (
            <a className="btn" href={data.registration_url} target="_blank" rel="noopener noreferrer">
              Daftar sekarang<span className="visually-hidden"> (tab baru)</span>
            </a>
          )}
          <AddToCalendar activity={data} />
          {cancelToken ? (
            <CancelRegistration slug={data.slug} token={cancelToken} />
          ) : (
            <RegistrationBox activity={data} />
          )}
        </div>
      </div>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
      <section aria-labelledby="activity-photos" className={styles.photos}>
        <h2 id="activity-photos">Foto Kegiatan</h2>
        {data.photos.length > 0 ? (
          <>
            <ActivityPhotos photos={data.photos} title={data.title} viewer={PhotoViewer} />
            {data.photo_count > data.photos.length && (
              <p className={styles.note}>
                Menampilkan {data.photos.length} dari {data.photo_count} foto.
              </p>
            )}
          </>
        ) : (
          <p className={styles.note}>Belum ada foto untuk kegiatan ini.</p>
        )}
      </section>
    </article>
  );
}
