/**
 * An iCalendar writer (RFC 5545) for the activities' `.ics` files and feed, pure (tested in
 * `__tests__/icalendar.test.ts`, and parsed with ical.js in cms/tests/content-kegiatan.int.test.ts).
 *
 * - Lines end in CRLF and are folded at 75 octets (a CRLF and one space), never inside a UTF-8 character.
 * - TEXT values escape `\`, `;`, `,` and line breaks (`\\`, `\;`, `\,`, `\n`); control characters are dropped, so no
 *   value can end its line and start a property or a component of its own.
 * - Times are local to Asia/Jakarta (`DTSTART;TZID=Asia/Jakarta:...`) with the zone's definition in a VTIMEZONE
 *   (WIB, UTC+7 all year), so every calendar shows the association's own clock; DTSTAMP and the other UTC stamps end
 *   in `Z` as the RFC asks.
 */
import { JAKARTA_TIME_ZONE, jakartaParts } from './jakarta-time';

export interface CalendarEvent {
  /** Globally unique and stable (`kegiatan-12@example.org`). */
  uid: string;
  start: Date;
  /** None: a point in time (RFC 5545: the event ends when it starts). */
  end: Date | null;
  title: string;
  description?: string;
  location?: string | null;
  /** The activity's page. */
  url?: string;
  created: Date;
  modified: Date;
}

interface Calendar {
  /** The calendar's name, as subscribing apps show it. */
  name: string;
  description?: string;
  events: CalendarEvent[];
}

const PRODID = '-//HMRPL Telkom University//Kegiatan//ID';
const CRLF = '\r\n';
const FOLD_AT = 75;

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i]!;
    const code = ch.charCodeAt(0);
    if (ch === '\\') out += '\\\\';
    else if (ch === ';') out += '\\;';
    else if (ch === ',') out += '\\,';
    else if (ch === '\r') {
      out += '\\n';
      if (value[i + 1] === '\n') i += 1;
    } else if (ch === '\n' || code === 0x2028 || code === 0x2029) out += '\\n';
    else if (code === 0x09 || (code >= 0x20 && code !== 0x7f)) out += ch;
    // any other control character: dropped
  }
  return out;
}

/** One content line folded at 75 octets (RFC 5545 3.1), each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // the first line holds 75 octets; each continuation 74 after its leading space
    const room = parts.length === 0 ? FOLD_AT : FOLD_AT - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `20251201T020000Z` */
function utcStamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** `20251201T090000`, the wall clock in Asia/Jakarta. */
function jakartaStamp(date: Date): string {
  const p = jakartaParts(date);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** Asia/Jakarta as a VTIMEZONE: one STANDARD rule, WIB, UTC+7 (no daylight saving since 1964). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${JAKARTA_TIME_ZONE}`,
  `X-LIC-LOCATION:${JAKARTA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:WIB',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A URI value may not hold a line break or a control character (ours never do; this makes it certain). */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const uri = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, '');

/** DTSTAMP is the event's last change: the same data always gives the same bytes (stable ETags, no needless updates). */
function eventLines(event: CalendarEvent): string[] {
  const zoned = (name: string, date: Date) => `${name};TZID=${JAKARTA_TIME_ZONE}:${jakartaStamp(date)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.modified)}`,
    zoned('DTSTART', event.start),
    ...(event.end ? [zoned('DTEND', event.end)] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    `CREATED:${utcStamp(event.created)}`,
    `LAST-MODIFIED:${utcStamp(event.modified)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole `.ics` file: one VCALENDAR with the zone and every event. */
export function calendarText(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description
      ? [`DESCRIPTION:${escapeText(calendar.description)}`, `X-WR-CALDESC:${escapeText(calendar.description)}`]
      : []),
    `X-WR-TIMEZONE:${JAKARTA_TIME_ZONE}`,
    // subscribed calendars look again within the hour (RFC 7986, and the older name some apps read)
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
