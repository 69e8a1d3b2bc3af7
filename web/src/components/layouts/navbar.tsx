import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { brand } from '@/assets/brand';
import { paths } from '@/config/paths';
import styles from './navbar.module.css';

const MENU_LINKS = [
  { to: paths.home, label: 'Beranda', end: true },
  { to: paths.about, label: 'Tentang', end: false },
  { to: paths.news, label: 'Berita', end: false },
  { to: paths.activities, label: 'Kegiatan', end: false },
  { to: paths.recruitment, label: 'Rekrutmen', end: false },
  { to: paths.aspiration, label: 'Aspirasi', end: false },
] as const;

/** Sticky top bar: the brand, the six menu links (the active one bold), and a toggle that collapses them on small screens. */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // a chosen link closes the collapsed menu
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <nav className={`container ${styles.bar}`} aria-label="Menu utama">
        <Link to={paths.home} className={styles.brand}>
          <img src={brand.associationLogo.src} alt="" width={40} height={40} />
          <span>
            HMRPL<span className="visually-hidden"> Telkom University, ke Beranda</span>
          </span>
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <ul id={menuId} className={`${styles.menu} ${open ? styles.open : ''}`}>
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                onClick={() => setOpen(false)}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
