import type { Activity } from '@hmrpl/contract';
import { activityPaths } from '@/config/activity-paths';
import { useSiteOrigin } from '@/lib/site-origin';
import { googleCalendarUrl } from '../activity-time';
import styles from './activities.module.css';

/** "Add to calendar": the activity's `.ics` file (any calendar app) and Google Calendar's own form. */
export function AddToCalendar({ activity }: { activity: Activity }) {
  const pageUrl = new URL(activityPaths.detail(activity.slug), useSiteOrigin()).toString();
  return (
    <p className={styles.calendarLinks}>
      <span className={styles.calendarLabel}>Tambah ke kalender:</span>{' '}
      {/* a file the server writes, not a page of the app: a plain link, downloaded */}
      <a href={activityPaths.calendar(activity.slug)} download={`${activity.slug}.ics`}>
        Unduh .ics<span className="visually-hidden"> untuk {activity.title}</span>
      </a>
      <span aria-hidden="true"> · </span>
      <a href={googleCalendarUrl(activity, pageUrl)} target="_blank" rel="noopener noreferrer">
        Google Calendar<span className="visually-hidden"> untuk {activity.title} (tab baru)</span>
      </a>
    </p>
  );
}
