/**
 * `/kegiatan.ics` (every activity: a calendar anyone can subscribe to) and `/kegiatan/{slug}.ics` (one activity, for
 * "add to calendar"), written by the RFC 5545 writer in lib/content/icalendar.ts from the kegiatan service. Served
 * and cached like the other feeds (serve.ts): a write to an activity empties the cache, so a subscribed calendar sees
 * a change at its next refresh.
 */
import type { Core } from '@strapi/strapi';
import { calendarText, type CalendarEvent } from '../../lib/content/icalendar';
import { serviceOf } from '../../lib/strapi/documents';
import { SITE_NAME, absoluteUrl } from './site';
import { ACTIVITIES_CALENDAR_PATH, activityDetailPath } from './routes';
import type { CalendarEntry } from '../../api/kegiatan/services/kegiatan';

const ACTIVITY_CALENDAR = /^\/kegiatan\/([^/]+)\.ics$/;

/** The slug of `/kegiatan/{slug}.ics`, '' for `/kegiatan.ics`, or null for any other path. */
export function calendarSlugOf(path: string): string | null {
  if (path === ACTIVITIES_CALENDAR_PATH) return '';
  const match = ACTIVITY_CALENDAR.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    // a broken escape names no activity: the service answers "not found" for it
    return '\u0000';
  }
}

/** Text of one event: the summary, then where to register and where to read more. */
function description(entry: CalendarEntry, pageUrl: string): string {
  return [
    entry.summary,
    entry.registration_url ? `Pendaftaran: ${entry.registration_url}` : '',
    `Selengkapnya: ${pageUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The `.ics` text of every activity (`slug` ''), or of the one with that slug; null when there is no such activity.
 * UIDs hold the site's host, so the same activity keeps one identity in every calendar that imported it.
 */
export async function activitiesCalendar(
  strapi: Core.Strapi,
  origin: string,
  slug: string,
): Promise<{ text: string; slug: string | null } | null> {
  const entries = await serviceOf(strapi, 'api::kegiatan.kegiatan').calendarEntries(slug || undefined);
  if (!entries) return null;
  const host = new URL(origin).host;
  const events: CalendarEvent[] = entries.map((entry) => {
    const url = absoluteUrl(origin, activityDetailPath(entry.slug));
    return {
      uid: `kegiatan-${entry.id}@${host}`,
      start: entry.starts_at,
      end: entry.ends_at,
      title: entry.title,
      description: description(entry, url),
      location: entry.place,
      url,
      created: entry.created,
      modified: entry.modified,
    };
  });
  const only = slug ? entries[0] : undefined;
  const text = calendarText({
    name: only ? only.title : `Kegiatan ${SITE_NAME}`,
    description: only ? undefined : `Agenda kegiatan ${SITE_NAME} (waktu Asia/Jakarta).`,
    events,
  });
  return { text, slug: only ? only.slug : null };
}
