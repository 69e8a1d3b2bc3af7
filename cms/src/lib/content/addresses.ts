/**
 * The rules for the addresses an admin types (site settings, admin accounts), in linear code (no regular
 * expression that could backtrack). The web's fixtures use the same functions.
 */

const hasSpace = (value: string) => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
};

/** `name@host.tld`: one `@`, something before it, a host with an inner dot after it, no white space. */
export function isEmailAddress(value: string): boolean {
  if (!value || hasSpace(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const host = value.slice(at + 1);
  const dot = host.lastIndexOf('.');
  return dot > 0 && dot < host.length - 1 && !host.startsWith('.') && !host.includes('..');
}

/** An absolute `https://` address with a host and no user name or password in it. */
export function isHttpsUrl(value: string): boolean {
  if (!value || hasSpace(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The host whose calendars the site embeds (the pages' Content-Security-Policy allows framing it alone). */
const CALENDAR_HOST = 'calendar.google.com';

/** A Google Calendar embed address: `https://calendar.google.com/calendar/embed?...`. */
export function isCalendarEmbed(value: string): boolean {
  if (!isHttpsUrl(value)) return false;
  const url = new URL(value);
  return (
    url.hostname === CALENDAR_HOST &&
    (url.pathname === '/calendar/embed' || url.pathname.startsWith('/calendar/embed/'))
  );
}
