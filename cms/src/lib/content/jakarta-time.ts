/**
 * The association's clock: Asia/Jakarta (WIB). Indonesia has kept UTC+7 in Jakarta without daylight saving since
 * 1964, so the zone is a fixed offset for every date an activity can have (the unit test compares it with the
 * platform's time-zone database). Activity times are stored and answered as UTC instants; these helpers read what
 * an admin typed and tell where a Jakarta day ends.
 */

export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';
/** UTC+7, in minutes and milliseconds. */
const JAKARTA_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 3600_000;

/** The earliest and latest instants an activity may have (a typo like year 20255 is refused, not stored). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

// `2025-12-01T09:00`, with optional seconds and milliseconds, and `Z` or an offset (`+07:00`, `+0700`).
const TIME_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/;

/**
 * An activity time as an admin's form sends it: ISO 8601 with `Z` or an offset, or without one, read in
 * Asia/Jakarta. Fractions of a second are dropped. Null for anything else (an impossible date like 31 February too, or
 * outside 2000-2099).
 */
export function parseActivityTime(text: string): Date | null {
  const m = TIME_TEXT.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second = 0] = m.slice(1, 7).map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  // whole seconds: a calendar file holds no fraction, and the API answers what the calendar says
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 31 February over into March: such a date does not exist
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  let offsetMs = OFFSET_MS;
  if (m[8] === 'Z') offsetMs = 0;
  else if (m[9]) {
    const offsetHours = Number(m[10]);
    const offsetMinutes = Number(m[11]);
    if (offsetHours > 14 || offsetMinutes > 59) return null;
    offsetMs = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  }
  const instant = wall - offsetMs;
  return instant >= EARLIEST && instant < LATEST ? new Date(instant) : null;
}

/** The wall-clock fields of an instant in Asia/Jakarta. */
export function jakartaParts(date: Date) {
  const wall = new Date(date.getTime() + OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** `HH.mm` of an instant in Asia/Jakarta (the edit conflict's message, ADR 087). */
export function jakartaClock(date: Date): string {
  const { hour, minute } = jakartaParts(date);
  return `${String(hour).padStart(2, '0')}.${String(minute).padStart(2, '0')}`;
}

/** The first instant of the next day in Asia/Jakarta (midnight WIB after `date`). */
export function endOfJakartaDay(date: Date): Date {
  const wallDayStart = Math.floor((date.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(wallDayStart + DAY_MS - OFFSET_MS);
}

/**
 * When an activity stops being "upcoming": its end, or without one the end of its start's day in Asia/Jakarta (a
 * morning seminar stays on the upcoming list for the rest of that day).
 */
export function activityOverAt(startsAt: Date, endsAt: Date | null): Date {
  return endsAt ?? endOfJakartaDay(startsAt);
}

/** `2025-12-01T09:00:00+07:00`: the instant written in Asia/Jakarta's own time (for JSON-LD and calendars). */
export function jakartaIsoString(date: Date): string {
  const p = jakartaParts(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}+07:00`;
}

/** A `datetime-local` field's value: the wall clock to the minute (`2031-03-01T09:00`). */
const INPUT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * An instant as a `datetime-local` field shows it in Asia/Jakarta (`2031-03-01T02:00:00Z` -> `2031-03-01T09:00`),
 * whatever the admin's own time zone; '' for none or an invalid one. The admin forms' one way in (news schedule,
 * activity times).
 */
export function toJakartaInput(instant: string | Date | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const time = new Date(instant).getTime();
  return Number.isNaN(time) ? '' : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read in Asia/Jakarta, as the ISO time the API reads (`2031-03-01T09:00` ->
 * `2031-03-01T09:00:00+07:00`), or null when it is no such time.
 */
export function fromJakartaInput(value: string): string | null {
  if (!INPUT_VALUE.test(value)) return null;
  const iso = `${value}:00+07:00`;
  return Number.isNaN(new Date(iso).getTime()) ? null : iso;
}

/** The months' Indonesian names, January first (dates written out in e-mails and titles). */
export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Today's date in Asia/Jakarta (UTC+7, no daylight saving), `YYYY-MM-DD`. */
export function jakartaToday(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
