/** Dates are shown in Indonesian (id-ID), e.g. `25 Agustus 2025`. */
const longDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const time = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** Date and time in Asia/Jakarta, e.g. `25 Agustus 2025 09.00`. */
export function formatLongDateTime(iso: string | null | undefined): string {
  const date = formatLongDate(iso);
  return date ? `${date} ${time.format(new Date(iso!))}` : '';
}

const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Jakarta' });

/** The current year at the association (Asia/Jakarta): the footer's ©. */
export function jakartaYear(now: Date = new Date()): string {
  return year.format(now);
}
