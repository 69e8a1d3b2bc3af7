/**
 * Build-time settings (VITE_*), read once here and nowhere else. Every one has a safe default, so a bare
 * `npm start` works; the association sets its own in web/.env (see README).
 */
function read(name: string, fallback: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}

function httpsUrlOrEmpty(value: string): string {
  try {
    return new URL(value).protocol === 'https:' ? value : '';
  } catch {
    return '';
  }
}

export const env = {
  /** Google Calendar embed (title 'Kalender HMRPL', Asia/Jakarta). */
  calendarSrc: httpsUrlOrEmpty(
    read(
      'VITE_CALENDAR_SRC',
      'https://calendar.google.com/calendar/embed?src=akreshmrpl%40gmail.com&ctz=Asia%2FJakarta',
    ),
  ),
  instagramUrl: httpsUrlOrEmpty(read('VITE_INSTAGRAM_URL', 'https://www.instagram.com/hmrpl.telu/')),
  linkedinUrl: httpsUrlOrEmpty(read('VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/hmrpl-telkom-university/')),
  /** No channel is known: the link shows only when one is configured. */
  youtubeUrl: httpsUrlOrEmpty(read('VITE_YOUTUBE_URL', '')),
  programUrl: httpsUrlOrEmpty(read('VITE_PROGRAM_URL', 'https://bse.telkomuniversity.ac.id/')),
  bpaUrl: httpsUrlOrEmpty(read('VITE_BPA_URL', 'https://bpa.telkomuniversity.ac.id/')),
} as const;
