/**
 * Every write of an activity, also from the Strapi dashboard (/cms), stores sanitized HTML and the moment the
 * activity stops being upcoming (`over_at`: its end, or the end of its start's day in Asia/Jakarta), which the lists
 * filter and sort on. The site's own routes sanitize first (src/api/kegiatan/services/kegiatan.ts); sanitizing is
 * idempotent. A dashboard edit of only one of the two times reads the other from the stored row.
 */
import { activityOverAt } from '../../../../lib/content/jakarta-time';
import { sanitizeNewsHtml } from '../../../../lib/content/sanitize-html';

type When = Date | string | number | null | undefined;

interface WriteEvent {
  params: {
    data?: { content?: unknown; starts_at?: When; ends_at?: When; over_at?: When };
    where?: unknown;
  };
}

const asDate = (value: When): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

function derive(data: NonNullable<WriteEvent['params']['data']>, stored?: { starts_at?: When; ends_at?: When }) {
  if (typeof data.content === 'string') data.content = sanitizeNewsHtml(data.content);
  if (data.starts_at === undefined && data.ends_at === undefined) return;
  const startsAt = asDate(data.starts_at !== undefined ? data.starts_at : stored?.starts_at);
  const endsAt = asDate(data.ends_at !== undefined ? data.ends_at : stored?.ends_at);
  if (startsAt) data.over_at = activityOverAt(startsAt, endsAt);
}

export default {
  beforeCreate(event: WriteEvent) {
    if (event.params.data) derive(event.params.data);
  },
  async beforeUpdate(event: WriteEvent) {
    const data = event.params.data;
    if (!data) return;
    const needsStored = (data.starts_at === undefined) !== (data.ends_at === undefined);
    const stored = needsStored
      ? ((await strapi.db
          .query('api::kegiatan.kegiatan')
          .findOne({ where: event.params.where, select: ['starts_at', 'ends_at'] })) as {
          starts_at?: When;
          ends_at?: When;
        } | null)
      : null;
    derive(data, stored ?? undefined);
  },
};
