import { Link } from 'react-router-dom';
import { brand } from '@/assets/brand';
import { paths } from '@/config/paths';
import { jakartaYear } from '@/lib/format-date';
import { httpsOnly, useActiveCabinet, useSiteSettings } from '@/lib/site-content';
import { SocialLinks } from '@/components/ui/social-links';
import styles from './footer.module.css';

const INTERNAL_LINKS = [
  { to: paths.about, label: 'Tentang Kami' },
  { to: paths.news, label: 'Berita' },
  { to: paths.activities, label: 'Kegiatan' },
  { to: paths.recruitment, label: 'Rekrutmen' },
  { to: paths.aspiration, label: 'Aspirasi' },
];

/** The footer: the association, its pages, the university's sites and the active cabinet (settings and cabinet from the CMS). */
export function Footer() {
  const { data: settings } = useSiteSettings();
  const { data: cabinet } = useActiveCabinet();
  const universityLinks = [
    { href: httpsOnly(settings?.program_url), label: 'Program Studi S1 Rekayasa Perangkat Lunak' },
    { href: httpsOnly(settings?.bpa_url), label: 'Badan Pengembangan Akademik' },
  ].filter((link) => link.href !== '');
  const email = settings?.contact_email;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <div className={styles.brand}>
            <img src={brand.associationLogo.src} alt="" width={48} height={48} loading="lazy" />
            <h2 id="footer-about">HMRPL Telkom University</h2>
          </div>
          <p>
            Himpunan Mahasiswa Rekayasa Perangkat Lunak, wadah mahasiswa S1 Rekayasa Perangkat Lunak Telkom University
            untuk berkarya dan bertumbuh bersama.
          </p>
          {email && (
            <p>
              Kontak: <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
          <SocialLinks tone="light" />
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">Tautan</h2>
          <ul className={styles.links}>
            {INTERNAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-university">
          <h2 id="footer-university">Telkom University</h2>
          <ul className={styles.links}>
            {universityLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (tab baru)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* the server's year may be last year's at New Year (a page drawn at 23:59 on 31 December, hydrated after
          midnight): the browser then puts its own year in, without a hydration error (ADR 124) */}
      <p className={styles.copyright} suppressHydrationWarning>
        {/* this year in Jakarta, not the cabinet's period (which ends in the middle of a year) */}
        {`© HMRPL Telkom University ${jakartaYear()}${cabinet ? ` | Kabinet ${cabinet.name}` : ''}`}
      </p>
    </footer>
  );
}
