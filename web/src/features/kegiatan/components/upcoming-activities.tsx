import { useUpcomingActivities } from '../api/get-activities';
import { subscribeUrls } from '../activity-time';
import { ActivityCard } from './activity-card';
import styles from './activities.module.css';
import { activityPaths } from '@/config/activity-paths';
import { useSiteOrigin } from '@/lib/site-origin';

const UPCOMING_LOADING = 'Memuat kegiatan mendatang...';
const UPCOMING_EMPTY = 'Belum ada kegiatan mendatang. Nantikan kabar berikutnya!';
const UPCOMING_FAILED = 'Kegiatan mendatang tidak dapat dimuat. Coba muat ulang halaman.';

/** "Kegiatan Mendatang": the activities not yet ended, soonest first, and how to follow them in a calendar. */
export function UpcomingActivities() {
  const { data, error, isLoading } = useUpcomingActivities();
  const activities = data?.data ?? [];
  const subscribe = subscribeUrls(activityPaths.feed, useSiteOrigin());
  return (
    <section className={`container ${styles.section}`} aria-labelledby="kegiatan-mendatang">
      <h2 id="kegiatan-mendatang" className={styles.heading}>
        Kegiatan Mendatang
      </h2>
      <p className={styles.subscribe}>
        Ikuti semua kegiatan di kalender Anda: <a href={subscribe.webcal}>berlangganan</a>
        <span aria-hidden="true"> · </span>
        <a href={subscribe.google} target="_blank" rel="noopener noreferrer">
          Google Calendar<span className="visually-hidden"> (tab baru)</span>
        </a>
        <span aria-hidden="true"> · </span>
        <a href={activityPaths.feed}>unduh .ics</a>
      </p>
      {/* `isLoading` is also true while the page's embedded answer is shown: go by the data */}
      {!data && isLoading ? (
        <p className="status-text" role="status">
          {UPCOMING_LOADING}
        </p>
      ) : !data && error ? (
        <p className="status-text" role="alert">
          {UPCOMING_FAILED}
        </p>
      ) : activities.length === 0 ? (
        <p className="status-text">{UPCOMING_EMPTY}</p>
      ) : (
        <ul className={styles.cards}>
          {activities.map((activity, index) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
