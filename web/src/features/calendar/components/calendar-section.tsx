import { env } from '@/config/env';
import styles from './calendar-section.module.css';

const CALENDAR_TITLE = 'Kalender HMRPL';
const CALENDAR_TIME_ZONE = 'Asia/Jakarta';

/** The embed address with the calendar's time zone set to Asia/Jakarta (a configured address may name another one). */
function inCalendarTimeZone(src: string): string {
  if (!src) return src;
  try {
    const url = new URL(src);
    url.searchParams.set('ctz', CALENDAR_TIME_ZONE);
    return url.toString();
  } catch {
    return src;
  }
}

/**
 * The association's Google Calendar (Asia/Jakarta, 600 px high), loaded lazily. When no calendar is configured the
 * section says so; a link always opens the calendar itself (the embed may be blocked or offline).
 */
export function CalendarSection({ src: configured = env.calendarSrc }: { src?: string }) {
  const src = inCalendarTimeZone(configured);
  return (
    <section className={`container ${styles.section}`} aria-labelledby="calendar-title">
      <h2 id="calendar-title" className={styles.heading}>
        {CALENDAR_TITLE}
      </h2>
      {src ? (
        <>
          <div className={styles.frame}>
            <iframe
              src={src}
              title={CALENDAR_TITLE}
              height={600}
              width="100%"
              loading="lazy"
              className={styles.iframe}
            />
          </div>
          <p className={styles.fallback}>
            Kalender tidak tampil?{' '}
            <a href={src} target="_blank" rel="noopener noreferrer">
              Buka Kalender HMRPL di tab baru
            </a>
          </p>
        </>
      ) : (
        <p className="status-text">Kalender kegiatan belum tersedia.</p>
      )}
    </section>
  );
}
