/**
 * The admin area's table of screens: each line is a route below /admin and, when it has `nav`, its link in the
 * sidebar (in `nav.order`). The routes (./index.tsx) and the sidebar (./admin-layout.tsx) are both read from it.
 * Each admin feature declares its own screens in `features/admin-<type>/screens.tsx`, gathered here from the folder;
 * the shell declares its own (the dashboard, the password) and the ones that need the signed-in admin (the accounts,
 * the admin's own account with its second factor: features do not import the session).
 * A new admin screen is a line in its feature (CONTRIBUTING.md, "Adding a content type"). Each entry says who may open
 * it (`roles`); the sidebar lists an admin's screens only, and the routes show the 403 text for the others (ADR 083).
 * See ADR 055 and ADR 079.
 */
import type { AdminRole } from '@hmrpl/contract';
import { mayUse } from '@cms-content/admin-roles';
import { paths } from '@/config/paths';
import { isAdminScreen, screen, type AdminScreen } from '@/components/admin/admin-screen';
import { useSWRConfig } from 'swr';
import { SESSION_KEY, useSession } from '@/features/auth/api/session';
import DashboardPage from './dashboard';
import AdminPasswordPage from './password';
import AdminAccountsPage from '@/features/admin-pengguna/routes/accounts';
import AdminAccountPage from '@/features/admin-akun/routes/account';

/** Admin accounts, told which one is the signed-in admin's own (and reloading it when its roles change). */
function AccountsScreen() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return <AdminAccountsPage currentUserId={user?.id} onOwnRolesChanged={() => mutate(SESSION_KEY)} />;
}

/** The signed-in admin's own account, with the session to read again after a change of the second factor. */
function AccountScreen() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return <AdminAccountPage user={user} onSessionChanged={() => mutate(SESSION_KEY)} />;
}

/**
 * The screens of each feature's `screens.tsx` (keyed by its path), in path order. A file that does not export its
 * `screens`, made with `screen` or `lazyScreen`, stops the admin area with its name.
 */
export function gatherScreens(modules: Record<string, Record<string, unknown>>): AdminScreen[] {
  return Object.keys(modules)
    .sort()
    .flatMap((file) => {
      const { screens } = modules[file];
      if (!Array.isArray(screens) || screens.length === 0 || !screens.every(isAdminScreen))
        throw new Error(
          `${file.replace(/^\//, '')}: export its screens as \`screens\`, made with screen() or lazyScreen() with their roles (ADR 079, ADR 083)`,
        );
      return screens;
    });
}

/** Every admin, whatever their roles (`pengelola` opens everything anyway). */
const EVERY_ADMIN: readonly AdminRole[] = ['redaksi', 'aspirasi'];

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  screen('', DashboardPage, { label: 'Dashboard', order: 0, end: true, roles: EVERY_ADMIN }),
  // in the admin chunk with this file: eager, as before (a feature's heavy forms are lazy screens of their own)
  ...gatherScreens(import.meta.glob<Record<string, unknown>>('/src/features/admin-*/screens.tsx', { eager: true })),
  screen('pengguna', AccountsScreen, { label: 'Admin', order: 110, roles: [] }),
  // reached from the header's 'Akun' and 'Ganti Password'
  screen('akun', AccountScreen, { roles: EVERY_ADMIN }),
  screen('password', AdminPasswordPage, { roles: EVERY_ADMIN }),
];

/** May an admin with `roles` open this screen? */
export const mayOpen = (entry: AdminScreen, roles: readonly AdminRole[]) => mayUse(roles, entry.roles);

/** The sidebar's links of an admin with `roles`, in their order. */
export const adminNav = (roles: readonly AdminRole[]) =>
  ADMIN_SCREENS.flatMap((entry) =>
    entry.nav && mayOpen(entry, roles)
      ? [{ to: entry.path ? `${paths.admin.dashboard}/${entry.path}` : paths.admin.dashboard, ...entry.nav }]
      : [],
  ).sort((a, b) => a.order - b.order);
