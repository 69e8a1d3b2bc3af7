/**
 * The schedule field speaks Asia/Jakarta time (WIB, UTC+7 all year, no daylight saving) whatever the admin's computer
 * is set to: `<input type="datetime-local">` values (`2025-08-25T09:00`) to and from the ISO times of the API.
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;
const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An ISO time as the field's value in Jakarta time. */
export function toJakartaInput(iso: string | Date): string {
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The field's value as the ISO time the API reads (`2025-08-25T09:00:00+07:00`), or null when it is not one. */
export function fromJakartaInput(value: string): string | null {
  if (!LOCAL_VALUE.test(value)) return null;
  const iso = `${value}:00+07:00`;
  return Number.isNaN(new Date(iso).getTime()) ? null : iso;
}
