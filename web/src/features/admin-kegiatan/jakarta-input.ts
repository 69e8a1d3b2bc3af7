/** Between the contract's UTC instants and a `datetime-local` input read as the association's clock (WIB, UTC+7). */
const OFFSET_MS = 7 * 3600_000;

/** `2031-03-01T02:00:00.000Z` -> `2031-03-01T09:00`, whatever the admin's own time zone. */
export function toJakartaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** `2031-03-01T09:00` (read in Asia/Jakarta) as an instant, or NaN. */
export function fromJakartaInput(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? Date.parse(`${value}:00+07:00`) : Number.NaN;
}

const shortFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** `1 Mar 2031, 09.00` in Asia/Jakarta (the admin table). */
export function activityWhenShort(iso: string): string {
  return shortFormat.format(new Date(iso));
}
