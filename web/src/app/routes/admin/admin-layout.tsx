/**
 * The admin shell: a sidebar with the spec's links and 'Keluar', a header with the user's name (or 'ADMIN HMRPL'),
 * and the page outlet. On a phone the sidebar slides in behind a menu button.
 */
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePageChangeFocus } from '@/components/ui/use-page-change-focus';
import { paths } from '@/config/paths';
import { activityAdminPaths } from '@/features/admin-kegiatan/paths';
import { logout, useEndSession, useSession } from '@/features/auth/api/session';
import styles from './admin-layout.module.css';

const LINKS: Array<{ to: string; label: string; end?: boolean }> = [
  { to: paths.admin.dashboard, label: 'Dashboard', end: true },
  { to: paths.admin.awarding, label: 'Edit Awarding' },
  { to: paths.admin.news, label: 'Kelola Berita' },
  { to: paths.admin.aspirations, label: 'Lihat Responden' },
  { to: paths.admin.gallery, label: 'Kelola Galeri' },
  { to: paths.admin.recruitmentAdd, label: 'Tambah Oprec' },
  { to: activityAdminPaths.list, label: 'Kelola Kegiatan' },
];

const LOGOUT_CONFIRMATION = 'Apakah Anda yakin ingin keluar?';

export function AdminLayout() {
  const { user } = useSession();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const mainRef = usePageChangeFocus<HTMLElement>();

  // a link followed on a phone closes the menu
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function handleLogout() {
    if (leaving || !window.confirm(LOGOUT_CONFIRMATION)) return;
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout gagal di server:', error);
    }
    await endSession();
    navigate(paths.login, { replace: true });
  }

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#admin-main">
        Lewati ke konten
      </a>
      <aside id="admin-sidebar" className={`${styles.sidebar} ${menuOpen ? styles.open : ''}`} aria-label="Menu admin">
        <p className={styles.brand}>
          HMRPL <span>Admin</span>
        </p>
        <nav aria-label="Navigasi admin">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className={styles.logout} onClick={handleLogout} disabled={leaving}>
          Keluar
        </button>
      </aside>
      {menuOpen && <div className={styles.backdrop} aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className={styles.body}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{menuOpen ? 'Tutup menu' : 'Buka menu'}</span>
          </button>
          <p className={styles.userName}>{user?.name || 'ADMIN HMRPL'}</p>
        </header>
        <main id="admin-main" ref={mainRef} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
