import type { SiteSettings } from '@hmrpl/contract';
import { httpsOnly, useSiteSettings } from '@/lib/site-content';
import styles from './social-links.module.css';

interface SocialLink {
  name: string;
  href: string;
  icon: string;
}

/** 24x24 outline paths, drawn for this site. */
const ICONS = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z',
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.75v5.6h-4v-4.96c0-1.18-.02-2.7-1.7-2.7-1.7 0-1.96 1.28-1.96 2.6v5.06h-4v-11Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
};

/** The association's social profiles that are set in the site settings (YouTube only when a channel is set). */
function socialLinks(settings: SiteSettings | undefined): SocialLink[] {
  return [
    { name: 'Instagram', href: httpsOnly(settings?.instagram_url), icon: ICONS.instagram },
    { name: 'LinkedIn', href: httpsOnly(settings?.linkedin_url), icon: ICONS.linkedin },
    { name: 'YouTube', href: httpsOnly(settings?.youtube_url), icon: ICONS.youtube },
  ].filter((link) => link.href !== '');
}

/**
 * Icon links to the social profiles (footer, login page), from the site settings. Each opens in a new tab; the
 * accessible name says so. `tone="light"` for dark backgrounds.
 */
export function SocialLinks({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const { data: settings } = useSiteSettings();
  const links = socialLinks(settings);
  if (links.length === 0) return null;
  return (
    <ul
      className={`${styles.list} ${tone === 'light' ? styles.light : ''} ${className ?? ''}`}
      aria-label="Media sosial HMRPL"
    >
      {links.map((link) => (
        <li key={link.name}>
          <a
            className={styles.link}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} HMRPL (tab baru)`}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={link.icon} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
