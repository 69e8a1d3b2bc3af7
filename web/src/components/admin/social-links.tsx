/**
 * The association's social profiles (facts.md) for the login page. Kept in the admin tree so /login does not pull
 * the public layout's code; a profile without a configured address is left out.
 */
import type { ReactElement } from 'react';
import { env } from '@/config/env';
import styles from './social-links.module.css';

interface Profile {
  name: string;
  href: string;
  icon: ReactElement;
}

const iconProps = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;

const PROFILES: Profile[] = [
  {
    name: 'Instagram',
    href: env.instagramUrl,
    icon: (
      <svg {...iconProps}>
        <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM21.9 7.1c-.1-1.6-.4-3-1.6-4.2S17.6 1.3 16 1.2C14.3 1.1 9.7 1.1 8 1.2c-1.6.1-3 .4-4.2 1.6S2.2 5.5 2.1 7.1C2 8.8 2 13.4 2.1 15.1c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.3.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.7.1-6.3.2-8Zm-2.2 10.3a3.3 3.3 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.7.4s-4.4.1-5.7-.4a3.3 3.3 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7a3.3 3.3 0 0 1 1.8-1.8c1.3-.5 4.3-.4 5.7-.4s4.4-.1 5.7.4a3.3 3.3 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7Z" />
      </svg>
    ),
  },
  {
    name: 'LinkedIn',
    href: env.linkedinUrl,
    icon: (
      <svg {...iconProps}>
        <path d="M20.4 2H3.6A1.6 1.6 0 0 0 2 3.6v16.8A1.6 1.6 0 0 0 3.6 22h16.8a1.6 1.6 0 0 0 1.6-1.6V3.6A1.6 1.6 0 0 0 20.4 2ZM8 19H5V9.5h3V19ZM6.5 8.2a1.7 1.7 0 1 1 0-3.5 1.7 1.7 0 0 1 0 3.5ZM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3V9.5h2.8v1.3h.1a3.1 3.1 0 0 1 2.8-1.5c3 0 3.6 2 3.6 4.6V19Z" />
      </svg>
    ),
  },
  {
    name: 'YouTube',
    href: env.youtubeUrl,
    icon: (
      <svg {...iconProps}>
        <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.7 15V9l5.8 3-5.8 3Z" />
      </svg>
    ),
  },
];

export function LoginSocialLinks() {
  const profiles = PROFILES.filter((profile) => profile.href);
  if (profiles.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Media sosial HMRPL">
      {profiles.map((profile) => (
        <li key={profile.name}>
          <a className={styles.link} href={profile.href} target="_blank" rel="noopener noreferrer">
            {profile.icon}
            <span>{profile.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
