import { httpsOnly, useSiteSettings } from '@/lib/site-content';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import styles from './calendar-section.module.css';

const CALENDAR_TITLE = 'Kalender HMRPL';
const CALENDAR_TIME_ZONE = 'Asia/Jakarta';
/** How near the visitor must scroll before the frame is put in. */
const NEAR_MARGIN = '300px';

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
 * The association's Google Calendar (Asia/Jakarta, 600 px high) from the site settings, loaded lazily: the frame is
 * put in only once the visitor is near it (the browser's own lazy loading starts a frame a screen or more away, and a
 * third-party page then competes with this page's first paint on a phone; ADR 125). When no
 * calendar is set the section says so; a link always opens the calendar itself (the embed may be blocked or offline).
 * `src` overrides the setting (tests).
 */
export function CalendarSection({ src: override }: { src?: string }) {
  const { data: settings, error } = useSiteSettings();
  const src = inCalendarTimeZone(override ?? httpsOnly(settings?.calendar_src));
  const loading = override === undefined && !settings && !error;
  const [frameRef, near] = useNearViewport<HTMLDivElement>(NEAR_MARGIN);
  return (
    <section className={`container ${styles.section}`} aria-labelledby="calendar-title">
      <h2 id="calendar-title" className={styles.heading}>
        {CALENDAR_TITLE}
      </h2>
      {loading ? (
        <div className={styles.frame} aria-hidden="true" />
      ) : src ? (
        <>
          <div className={styles.frame} ref={frameRef}>
            {near ? (
              <iframe
                src={src}
                title={CALENDAR_TITLE}
                height={600}
                width="100%"
                loading="lazy"
                className={styles.iframe}
              />
            ) : (
              // the frame's place, kept so that nothing moves when it comes
              <div className={styles.iframe} />
            )}
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
