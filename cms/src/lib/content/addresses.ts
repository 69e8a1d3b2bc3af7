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

/**
 * An address as an admin may paste it, completed (ADR 066; the screen shows the result before it is saved): a host
 * without a scheme (`youtube.com/@hmrpl`, `www.instagram.com/x/`) gets `https://`, and `http://` becomes `https://` (the
 * site links over https only). Anything else comes back as it was, for the usual checks to judge.
 */
export function completedAddress(value: string): string {
  const text = value.trim();
  if (!text || hasSpace(text)) return text;
  if (text.toLowerCase().startsWith('https://')) return text;
  if (text.toLowerCase().startsWith('http://')) return `https://${text.slice('http://'.length)}`;
  const bare = text.startsWith('//') ? text.slice(2) : text;
  const host = bare.split(/[/?#]/, 1)[0] ?? '';
  // a host name: letters, digits, dots and hyphens with an inner dot (not an e-mail address, not a scheme)
  const looksLikeHost =
    host.includes('.') &&
    !host.startsWith('.') &&
    !host.endsWith('.') &&
    [...host].every(
      (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || '.-'.includes(c),
    );
  return looksLikeHost ? `https://${bare}` : text;
}

/** A calendar id from a share link's `cid` (base64 of the id, or the id itself). */
function calendarIdOf(cid: string): string | null {
  if (cid.includes('@')) return cid;
  try {
    const base64 = cid.replace(/-/g, '+').replace(/_/g, '/');
    const id = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return id.includes('@') && !hasSpace(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * The calendar's embed address from what Google Calendar gives out: the embed address itself, the embed code (an
 * `<iframe src="...">`), a share link (`.../calendar/u/0?cid=...`) or the public iCal address
 * (`.../calendar/ical/{id}/public/basic.ics`). Anything else comes back completed only (for the usual checks).
 */
export function calendarEmbedAddress(value: string): string {
  let text = value.trim();
  const src = /\bsrc\s*=\s*["']([^"']{1,2000})["']/i.exec(text.slice(0, 4000));
  if (text.startsWith('<') && src?.[1]) text = src[1].replace(/&amp;/g, '&');
  const address = completedAddress(text);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (url.hostname !== CALENDAR_HOST) return address;
  const embed = (id: string) => `https://${CALENDAR_HOST}/calendar/embed?src=${encodeURIComponent(id)}`;
  if (url.pathname === '/calendar/embed' || url.pathname.startsWith('/calendar/embed/')) return url.toString();
  const cid = url.searchParams.get('cid');
  const fromCid = cid ? calendarIdOf(cid) : null;
  if (fromCid) return embed(fromCid);
  const source = url.searchParams.get('src');
  if (source) return embed(source);
  const ical = /^\/calendar\/ical\/([^/]+)\/public\/[^/]+\.ics$/.exec(url.pathname);
  if (ical?.[1]) {
    try {
      return embed(decodeURIComponent(ical[1]));
    } catch {
      return address;
    }
  }
  return address;
}
