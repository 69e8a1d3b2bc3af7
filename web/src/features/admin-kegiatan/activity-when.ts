/** An activity's start as Kelola Kegiatan's table shows it, in the association's clock (Asia/Jakarta, WIB). */
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
