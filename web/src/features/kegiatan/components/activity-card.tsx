import { Link } from 'react-router-dom';
import type { Activity } from '@hmrpl/contract';
import { activityPaths } from '@/config/activity-paths';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { activityDayBadge, activityWhen } from '../activity-time';
import { AddToCalendar } from './add-to-calendar';
import styles from './activities.module.css';

/**
 * How wide a card's poster is drawn (the grid: one column, two from 768 px, three from 992 px); the server preloads
 * the first card's poster with the same sizes (cms/src/front/types/kegiatan.ts).
 */
const CARD_POSTER_SIZES = '(min-width: 992px) 350px, (min-width: 768px) 50vw, 100vw';

/**
 * An upcoming activity: its poster shown whole (or a date badge), when and where, the summary, the registration
 * link when there is one, and "add to calendar".
 */
export function ActivityCard({ activity, priority = false }: { activity: Activity; priority?: boolean }) {
  const titleId = `kegiatan-${activity.id}`;
  const badge = activityDayBadge(activity);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.poster}>
        {activity.poster_path ? (
          <ResponsiveImage
            path={activity.poster_path}
            formats={activity.image_formats}
            width={activity.image_width}
            height={activity.image_height}
            fallbackSize={{ width: 1080, height: 1350 }}
            alt={`Poster ${activity.title}`}
            sizes={CARD_POSTER_SIZES}
            priority={priority}
            className={styles.posterImage}
          />
        ) : (
          <p className={styles.badge} aria-hidden="true">
            <span className={styles.badgeDay}>{badge.day}</span>
            <span className={styles.badgeMonth}>{badge.month}</span>
          </p>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.when}>
          <time dateTime={activity.starts_at}>{activityWhen(activity)}</time>
        </p>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link to={activityPaths.detail(activity.slug)}>{activity.title}</Link>
        </h3>
        {activity.place && (
          <p className={styles.place}>
            <span className="visually-hidden">Tempat: </span>
            {activity.place}
          </p>
        )}
        <p className={styles.summary}>{activity.summary}</p>
        {activity.registration_url && (
          <a className="btn" href={activity.registration_url} target="_blank" rel="noopener noreferrer">
            Daftar<span className="visually-hidden"> {activity.title} (tab baru)</span>
          </a>
        )}
        <AddToCalendar activity={activity} />
      </div>
    </article>
  );
}
