import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { activityPaths } from '@/config/activity-paths';
import { Pagination, pageFromQuery } from '@/components/ui/pagination';
import { usePastActivities } from '../api/get-activities';
import { activityWhen } from '../activity-time';
import { ActivityPhotos, type PhotoViewer } from './activity-photos';
import styles from './activities.module.css';

const PAST_LOADING = 'Memuat kegiatan sebelumnya...';
const PAST_EMPTY = 'Belum ada kegiatan yang selesai.';
const PAST_FAILED = 'Kegiatan sebelumnya tidak dapat dimuat. Coba muat ulang halaman.';
const NO_PHOTOS = 'Belum ada foto untuk kegiatan ini.';

/**
 * "Kegiatan Sebelumnya": the ended activities, newest first, six a page (`?page=`), each with its first photos, which
 * open in `viewer`.
 */
export function PastActivities({ viewer }: { viewer: PhotoViewer }) {
  const [searchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { data, error, isLoading, isValidating } = usePastActivities(page);
  const activities = data?.data ?? [];
  const lastPage = data?.meta.last_page ?? 1;
  const updating = data !== undefined && data.meta.current_page !== page && isValidating;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="kegiatan-sebelumnya">
      <h2 id="kegiatan-sebelumnya" className={styles.heading}>
        Kegiatan Sebelumnya
      </h2>
      {!data && isLoading ? (
        <p className="status-text" role="status">
          {PAST_LOADING}
        </p>
      ) : !data && error ? (
        <p className="status-text" role="alert">
          {PAST_FAILED}
        </p>
      ) : activities.length === 0 ? (
        <div className="status-text">
          <p>{PAST_EMPTY}</p>
          {page > 1 && (
            <p>
              <Link to={paths.activities}>Kembali ke halaman pertama</Link>
            </p>
          )}
        </div>
      ) : (
        <ul className={`${styles.pastList} ${updating ? styles.updating : ''}`} aria-busy={updating}>
          {activities.map((activity) => (
            <li key={activity.id} className={styles.past}>
              <article aria-labelledby={`lampau-${activity.id}`}>
                <h3 id={`lampau-${activity.id}`} className={styles.cardTitle}>
                  <Link to={activityPaths.detail(activity.slug)}>{activity.title}</Link>
                </h3>
                <p className={styles.when}>
                  <time dateTime={activity.starts_at}>{activityWhen(activity)}</time>
                  {activity.place && <span className={styles.pastPlace}> · {activity.place}</span>}
                </p>
                <p className={styles.summary}>{activity.summary}</p>
                {activity.photos.length > 0 ? (
                  <ActivityPhotos photos={activity.photos} title={activity.title} viewer={viewer} />
                ) : (
                  <p className={styles.noPhotos}>{NO_PHOTOS}</p>
                )}
                {activity.photo_count > activity.photos.length && (
                  <p className={styles.more}>
                    <Link to={activityPaths.detail(activity.slug)}>
                      Lihat semua {activity.photo_count} foto<span className="visually-hidden"> {activity.title}</span>
                    </Link>
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={page}
        last={lastPage}
        hrefFor={(target) => (target === 1 ? paths.activities : `${paths.activities}?page=${target}`)}
        label="Halaman kegiatan sebelumnya"
      />
    </section>
  );
}
