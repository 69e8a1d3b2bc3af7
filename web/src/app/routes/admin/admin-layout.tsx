/**
 * The admin shell: a sidebar with the spec's links, then the cabinet, settings and account screens (the `nav` entries
 * of the table of screens, ./screens.tsx, that the admin's roles open), and 'Keluar'; a header with the user's name (or 'ADMIN HMRPL'), 'Akun' (profile and the second factor), 'Ganti
 * Password' and 'Keluar dari semua perangkat'; and the page outlet. On a phone the sidebar slides in behind a menu button. While the admin works, the session is kept from its
 * idle timeout (useSessionKeepAlive).
 */
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { usePageChangeFocus } from '@/components/ui/use-page-change-focus';
import { paths } from '@/config/paths';
import { logoutAll, useEndSession, useSession, useSessionKeepAlive } from '@/features/auth/api/session';
import { useUnreadCount } from '@/features/admin-aspirasi/api/admin-aspirasi';
import { mayUse } from '@cms-content/admin-roles';
import { adminNav } from './screens';
import styles from './admin-layout.module.css';
import { useLeave } from './use-leave';

const LOGOUT_CONFIRMATION = 'Apakah Anda yakin ingin keluar?';
const LOGOUT_ALL_LABEL = 'Keluar dari semua perangkat';
const LOGOUT_ALL_CONFIRMATION =
  'Keluar dari semua perangkat? Semua sesi admin Anda, termasuk di perangkat ini, akan diakhiri.';
const LOGOUT_ALL_FAILED = 'Gagal keluar dari semua perangkat. Coba lagi.';

export function AdminLayout() {
  const { user } = useSession();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { leaving, setLeaving, leave } = useLeave();
  const mainRef = usePageChangeFocus<HTMLElement>();
  const roles = user?.roles ?? [];
  // the links of the admin's roles only; the unread count only for those who may read the inbox (ADR 083)
  const nav = adminNav(roles);
  const unread = useUnreadCount(mayUse(roles, ['aspirasi']));
  useSessionKeepAlive();

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
    await leave();
  }

  /** Unlike 'Keluar', this must reach the server: on failure the admin stays signed in and is told so. */
  async function handleLogoutEverywhere() {
    if (leaving || !window.confirm(LOGOUT_ALL_CONFIRMATION)) return;
    setLeaving(true);
    try {
      await logoutAll();
    } catch (error) {
      console.error('Keluar dari semua perangkat gagal:', error);
      setLeaving(false);
      window.alert(LOGOUT_ALL_FAILED);
      return;
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
            {nav.map((link) => {
              // the aspirations link keeps its name; the unread count beside it describes it
              const count = link.to === paths.admin.aspirations && unread ? unread : 0;
              return (
                <li key={link.to} className={styles.item}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                    aria-describedby={count ? 'admin-unread' : undefined}
                  >
                    {link.label}
                  </NavLink>
                  {count > 0 && (
                    <span id="admin-unread" className={styles.count}>
                      {count}
                      <span className="visually-hidden"> belum dibaca</span>
                    </span>
                  )}
                </li>
              );
            })}
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
          <div className={styles.headerLinks}>
            <p className={styles.userName}>{user?.name || 'ADMIN HMRPL'}</p>
            <NavLink to={paths.admin.account} className={styles.headerLink}>
              Akun
            </NavLink>
            <NavLink to={paths.admin.password} className={styles.headerLink}>
              Ganti Password
            </NavLink>
            <button type="button" className={styles.everywhere} onClick={handleLogoutEverywhere} disabled={leaving}>
              {LOGOUT_ALL_LABEL}
            </button>
          </div>
        </header>
        <main id="admin-main" ref={mainRef} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
