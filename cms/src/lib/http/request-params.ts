/**
 * Reading request input the same way everywhere: multipart and JSON fields, `page`, numeric ids.
 * Multipart fields are parsed by formidable with `qs`, so `captions[]` arrives as `captions` (an array,
 * or an object past qs's array limit) and a nested name like `title[x]` arrives as an object.
 */

/** A single text field; anything that is not a string (missing, array, object) is undefined. */
export function stringField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** A repeated text field (`captions[]`, `captions`), in order; non-strings become null. */
export function stringList(body: unknown, name: string): (string | null)[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const value = record[name] ?? record[`${name}[]`];
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
  return list.map((item) => (typeof item === 'string' ? item : null));
}

/** `page` as the contract reads it: an integer of at least 1; anything else (0, -3, 'abc', 2.5) is page 1. */
export function pageParam(value: unknown): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' && typeof text !== 'number') return 1;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** True when a `page` query parameter was sent at all (the gallery answers everything without one). */
export function hasParam(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * An integer in [min, max] from a query value; missing or not a number gives `fallback`, out of range is
 * clamped (`limit=1000` reads as the maximum rather than failing the request).
 */
export function clampedInt(
  value: unknown,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' && typeof text !== 'number') return fallback;
  if (typeof text === 'string' && text.trim() === '') return fallback;
  const number = Math.trunc(Number(text));
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, number));
}

/** The largest id the database's integer column holds (PostgreSQL `integer`). */
const MAX_ENTRY_ID = 2_147_483_647;

/** A numeric entry id from a route parameter, or null (then the caller answers 404 without a query). */
export function idParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ENTRY_ID ? id : null;
}

/** The characters a slug can hold (ours: a-z 0-9 -; Strapi's uid field also allows A-Z . _ ~), at most 255. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._~-]{1,255}$/.test(value);
}

interface Paging {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
  offset: number;
}

/** Laravel's paginator arithmetic: `last_page` is at least 1; a page past the end is kept (it answers no rows). */
export function paging(page: number, perPage: number, total: number): Paging {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return { page, perPage, total, lastPage, offset: (page - 1) * perPage };
}
