/**
 * The admin area's one table of screens: each line is a route below /admin and, when it has `nav`, its link in the
 * sidebar (in this table's order). The routes (./index.tsx) and the sidebar (./admin-layout.tsx) are both read from
 * it, so a new admin screen is one line here (CONTRIBUTING.md, "Adding a content type"). See ADR 055.
 */
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useSWRConfig } from 'swr';
import { SESSION_KEY, useSession } from '@/features/auth/api/session';
import DashboardPage from './dashboard';
import AdminPasswordPage from './password';
import AdminNewsListPage from '@/features/admin-berita/routes/news-list';
import AdminAwardingPage from '@/features/admin-awarding/routes/awarding';
import AdminAspirationsPage from '@/features/admin-aspirasi/routes/aspirations';
import AdminAspirationDetailPage from '@/features/admin-aspirasi/routes/aspiration-detail';
import AdminGalleryPage from '@/features/admin-galeri/routes/gallery';
import AdminGalleryAddPage from '@/features/admin-galeri/routes/gallery-add';
import AdminRecruitmentAddPage from '@/features/admin-rekrutmen/routes/recruitment-add';
import AdminActivityListPage from '@/features/admin-kegiatan/routes/activity-list';
import AdminCabinetsPage from '@/features/admin-kabinet/routes/cabinets';
import AdminCabinetAddPage from '@/features/admin-kabinet/routes/cabinet-add';
import AdminCabinetEditPage from '@/features/admin-kabinet/routes/cabinet-edit';
import AdminStructurePage from '@/features/admin-kabinet/routes/structure';
import AdminMembersPage from '@/features/admin-kabinet/routes/members';
import AdminSettingsPage from '@/features/admin-pengaturan/routes/settings';
import AdminAccountsPage from '@/features/admin-pengguna/routes/accounts';
import AdminAccountPage from '@/features/admin-akun/routes/account';

interface AdminScreen {
  /** The route below /admin (`''`: the dashboard), as React Router reads it (`berita/edit/:id`). */
  path: string;
  Screen: ComponentType;
  /** A screen in a chunk of its own (it brings the rich-text editor): shown inside a loading boundary. */
  lazy?: boolean;
  /** Its link in the sidebar; `end`: active on this path only. */
  nav?: { label: string; end?: boolean };
  // The roles work adds here `roles`: who may open the screen and see its link (pengelola, redaksi, aspirasi).
}

const screen = (path: string, Screen: ComponentType, nav?: AdminScreen['nav']): AdminScreen => ({
  path,
  Screen,
  ...(nav ? { nav } : {}),
});
/** A screen loaded on demand (the news and activity forms bring the rich-text editor). */
const lazyScreen = (path: string, load: () => Promise<{ default: ComponentType }>): AdminScreen => ({
  path,
  Screen: lazyWithRetry(load),
  lazy: true,
});

/** Admin accounts, told which one is the signed-in admin's own. */
function AccountsScreen() {
  const { user } = useSession();
  return <AdminAccountsPage currentUserId={user?.id} />;
}

/** The signed-in admin's own account, with the session to read again after a change of the second factor. */
function AccountScreen() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return <AdminAccountPage user={user} onSessionChanged={() => mutate(SESSION_KEY)} />;
}

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  screen('', DashboardPage, { label: 'Dashboard', end: true }),
  screen('awarding', AdminAwardingPage, { label: 'Edit Awarding' }),
  screen('berita', AdminNewsListPage, { label: 'Kelola Berita' }),
  lazyScreen('berita/tambah', () => import('@/features/admin-berita/routes/news-add')),
  lazyScreen('berita/edit/:id', () => import('@/features/admin-berita/routes/news-edit')),
  screen('aspirasi', AdminAspirationsPage, { label: 'Lihat Responden' }),
  screen('aspirasi/:id', AdminAspirationDetailPage),
  screen('galeri', AdminGalleryPage, { label: 'Kelola Galeri' }),
  screen('galeri/tambah', AdminGalleryAddPage),
  screen('oprec/tambah', AdminRecruitmentAddPage, { label: 'Tambah Oprec' }),
  screen('kegiatan', AdminActivityListPage, { label: 'Kelola Kegiatan' }),
  lazyScreen('kegiatan/tambah', () => import('@/features/admin-kegiatan/routes/activity-add')),
  lazyScreen('kegiatan/edit/:id', () => import('@/features/admin-kegiatan/routes/activity-edit')),
  screen('kabinet', AdminCabinetsPage, { label: 'Kelola Kabinet' }),
  screen('kabinet/tambah', AdminCabinetAddPage),
  screen('kabinet/edit/:id', AdminCabinetEditPage),
  screen('struktur', AdminStructurePage, { label: 'Struktur' }),
  screen('anggota', AdminMembersPage, { label: 'Kelola Anggota' }),
  screen('pengaturan', AdminSettingsPage, { label: 'Pengaturan' }),
  screen('pengguna', AccountsScreen, { label: 'Admin' }),
  // reached from the header's 'Akun' and 'Ganti Password'
  screen('akun', AccountScreen),
  screen('password', AdminPasswordPage),
];

/** The sidebar's links, in the table's order. */
export const ADMIN_NAV = ADMIN_SCREENS.flatMap((entry) =>
  entry.nav
    ? [{ to: entry.path ? `${paths.admin.dashboard}/${entry.path}` : paths.admin.dashboard, ...entry.nav }]
    : [],
);
