// Which archives a rotation keeps (ADR 070): the newest archive of each of the last `daily` days that have one, of
// each of the last `weekly` ISO weeks and of each of the last `monthly` months (days, weeks and months in
// Asia/Jakarta); the rest may go. The newest archive is always kept, so a rotation never deletes the only good one.
// Counted over the days that HAVE archives (not a window of calendar days): a machine that was off for a month, or
// a clock that jumped forward, does not make the older archives all look expired. Pure: the local folder and the
// bucket apply the same rule (scheduled.mjs).

/** `hmrpl-<client>-<UTC time>.tar`, as archive.mjs names them. */
const ARCHIVE_NAME = /^hmrpl-(sqlite|postgres)-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar$/;

/**
 * The time in an archive's name, or null when the name is not one of ours.
 * @param {string} name
 */
export function archiveTime(name) {
  const m = ARCHIVE_NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[2]}-${m[3]}-${m[4]}T${m[5]}:${m[6]}:${m[7]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** @typedef {{ daily: number, weekly: number, monthly: number }} Retention */

const jakartaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day (`YYYY-MM-DD`), ISO week (`YYYY-Www`) and month (`YYYY-MM`) of a time, in Asia/Jakarta.
 * @param {Date} at
 */
export function periodsOf(at) {
  const day = jakartaDay.format(at);
  const [y, m, d] = day.split('-').map(Number);
  // ISO 8601: the week holding the year's first Thursday is week 1; a week belongs to the year of its Thursday
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return { day, week: `${weekYear}-W${String(week).padStart(2, '0')}`, month: day.slice(0, 7) };
}

/**
 * The names to keep among `archives`.
 * @template {{ name: string, at: Date }} A
 * @param {A[]} archives
 * @param {Retention} retention
 * @returns {Set<string>}
 */
export function keptArchives(archives, retention) {
  const newestFirst = [...archives].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : -1));
  /** @type {Set<string>} */
  const kept = new Set();
  if (newestFirst.length > 0) kept.add(newestFirst[0].name);
  for (const period of /** @type {const} */ (['day', 'week', 'month'])) {
    const limit = retention[period === 'day' ? 'daily' : period === 'week' ? 'weekly' : 'monthly'];
    let taken = 0;
    let last = '';
    for (const archive of newestFirst) {
      if (taken >= limit) break;
      const key = periodsOf(archive.at)[period];
      if (key === last) continue;
      last = key;
      taken += 1;
      kept.add(archive.name);
    }
  }
  return kept;
}

/**
 * BACKUP_KEEP_DAILY / _WEEKLY / _MONTHLY (default 7, 4, 12): whole numbers from 0; anything else is the default.
 * @param {Record<string, string | undefined>} env
 * @returns {Retention}
 */
export function retentionOf(env) {
  /** @param {string | undefined} value @param {number} fallback */
  const count = (value, fallback) => (/^\d{1,4}$/.test(String(value ?? '').trim()) ? Number(value) : fallback);
  return {
    daily: count(env.BACKUP_KEEP_DAILY, 7),
    weekly: count(env.BACKUP_KEEP_WEEKLY, 4),
    monthly: count(env.BACKUP_KEEP_MONTHLY, 12),
  };
}
