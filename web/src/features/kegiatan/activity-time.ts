/**
 * An activity's time as people read it, always in the association's clock (Asia/Jakarta, WIB), whatever the
 * visitor's own time zone; and the links that add it to a calendar.
 */
import type { Activity } from '@hmrpl/contract';

const TIME_ZONE = 'Asia/Jakarta';
const OFFSET_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;

const dayFormat = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const shortDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', timeZone: TIME_ZONE });
const shortMonth = new Intl.DateTimeFormat('id-ID', { month: 'short', timeZone: TIME_ZONE });

/** The Jakarta calendar day of an instant, as a number (days since 1970). */
const jakartaDay = (date: Date) => Math.floor((date.getTime() + OFFSET_MS) / DAY_MS);

type When = Pick<Activity, 'starts_at' | 'ends_at'>;

/**
 * `Sabtu, 1 Maret 2031, 09.00 WIB`; with an end the same day `Sabtu, 1 Maret 2031, 09.00–12.30 WIB`; over several
 * days `Sabtu, 1 Maret 2031, 13.00 WIB – Minggu, 2 Maret 2031, 12.00 WIB`.
 */
export function activityWhen({ starts_at, ends_at }: When): string {
  const start = new Date(starts_at);
  const startText = `${dayFormat.format(start)}, ${timeFormat.format(start)}`;
  if (!ends_at) return `${startText} WIB`;
  const end = new Date(ends_at);
  if (jakartaDay(start) === jakartaDay(end)) return `${startText}–${timeFormat.format(end)} WIB`;
  return `${startText} WIB – ${dayFormat.format(end)}, ${timeFormat.format(end)} WIB`;
}

/** The day and short month of the start (`1`, `Mar`), for the date badge of an activity without a poster. */
export function activityDayBadge({ starts_at }: Pick<Activity, 'starts_at'>) {
  const start = new Date(starts_at);
  return { day: shortDay.format(start), month: shortMonth.format(start).replace('.', '') };
}

/** Still to come or under way: before its end, or without one before the end of its start's day (as the server). */
export function isUpcoming({ starts_at, ends_at }: When, now = Date.now()): boolean {
  const over = ends_at ? Date.parse(ends_at) : (jakartaDay(new Date(starts_at)) + 1) * DAY_MS - OFFSET_MS;
  return over > now;
}

const googleStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "add event" template link, with the activity's times, place, summary and page. */
export function googleCalendarUrl(activity: Activity, pageUrl: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: activity.title,
    dates: `${googleStamp(activity.starts_at)}/${googleStamp(activity.ends_at ?? activity.starts_at)}`,
    details: [activity.summary, activity.registration_url ? `Pendaftaran: ${activity.registration_url}` : '', pageUrl]
      .filter(Boolean)
      .join('\n\n'),
    ctz: TIME_ZONE,
  });
  if (activity.place) params.set('location', activity.place);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Subscribing to the feed of every activity: the webcal address calendar apps open, and Google Calendar's. */
export function subscribeUrls(feedPath: string, origin: string) {
  const feed = new URL(feedPath, origin);
  const webcal = `webcal://${feed.host}${feed.pathname}`;
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
