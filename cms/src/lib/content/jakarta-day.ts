/**
 * Calendar days in Asia/Jakarta (UTC+7 all year, no daylight saving): the inbox's date filter reads `YYYY-MM-DD` as a
 * whole day there, wherever the server or the admin's browser is. Pure (the web fixtures use it too).
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 in Jakarta of a `YYYY-MM-DD` day, or null when it is no such day (2025-02-30, 2025-8-1, ...). */
export function jakartaDayStart(text: string): Date | null {
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return null;
  const parts = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10)];
  if (!parts.every((part) => [...part].every((c) => c >= '0' && c <= '9'))) return null;
  const [year, month, day] = parts.map(Number);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (year < 2000 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return new Date(utc - JAKARTA_OFFSET_MS);
}
