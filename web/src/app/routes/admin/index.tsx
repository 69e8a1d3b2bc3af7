/**
 * The whole admin area (/admin/*), one lazy chunk behind the session guard and the admin layout. The news form
 * screens are their own chunks (they bring the rich-text editor); the rest is small enough to ship together.
 */
import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { freshFetcher } from '@/lib/http-client';
import { paths } from '@/config/paths';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { AdminLayout } from './admin-layout';
import { PageHeader } from '@/components/admin/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import DashboardPage from './dashboard';
import AdminNewsListPage from '@/features/admin-berita/routes/news-list';
import AdminAwardingPage from '@/features/admin-awarding/routes/awarding';
import AdminAspirationsPage from '@/features/admin-aspirasi/routes/aspirations';
import AdminAspirationDetailPage from '@/features/admin-aspirasi/routes/aspiration-detail';
import AdminGalleryPage from '@/features/admin-galeri/routes/gallery';
import AdminGalleryAddPage from '@/features/admin-galeri/routes/gallery-add';
import AdminRecruitmentAddPage from '@/features/admin-rekrutmen/routes/recruitment-add';
import AdminCabinetsPage from '@/features/admin-kabinet/routes/cabinets';
import AdminCabinetAddPage from '@/features/admin-kabinet/routes/cabinet-add';
import AdminCabinetEditPage from '@/features/admin-kabinet/routes/cabinet-edit';
import AdminStructurePage from '@/features/admin-kabinet/routes/structure';
import AdminMembersPage from '@/features/admin-kabinet/routes/members';
import AdminMembersImportPage from '@/features/admin-kabinet/routes/members-import';
import AdminHandoverPage from '@/features/admin-kabinet/routes/handover';
import AdminSettingsPage from '@/features/admin-pengaturan/routes/settings';
import AdminAccountsPage from '@/features/admin-pengguna/routes/accounts';
import { useSession } from '@/features/auth/api/session';
import AdminPasswordPage from './password';
import { FirstPassword } from './first-password';
import AdminActivityListPage from '@/features/admin-kegiatan/routes/activity-list';

const AdminNewsAddPage = lazyWithRetry(() => import('@/features/admin-berita/routes/news-add'));
const AdminNewsEditPage = lazyWithRetry(() => import('@/features/admin-berita/routes/news-edit'));
// the activity form brings the rich-text editor too
const AdminActivityAddPage = lazyWithRetry(() => import('@/features/admin-kegiatan/routes/activity-add'));
const AdminActivityEditPage = lazyWithRetry(() => import('@/features/admin-kegiatan/routes/activity-edit'));

function AdminNotFound() {
  return (
    <>
      <PageHeader title="Halaman tidak ditemukan" subtitle="Halaman admin yang Anda cari tidak ada." />
      <Link to={paths.admin.dashboard}>Kembali ke Dashboard</Link>
    </>
  );
}

/** A new admin chooses their own password first; everyone else gets the admin area. */
function AdminArea() {
  const { user } = useSession();
  if (user?.must_change_password) return <FirstPassword user={user} />;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="berita" element={<AdminNewsListPage />} />
        <Route
          path="berita/tambah"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminNewsAddPage />
            </Suspense>
          }
        />
        <Route
          path="berita/edit/:id"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminNewsEditPage />
            </Suspense>
          }
        />
        <Route path="awarding" element={<AdminAwardingPage />} />
        <Route path="aspirasi" element={<AdminAspirationsPage />} />
        <Route path="aspirasi/:id" element={<AdminAspirationDetailPage />} />
        <Route path="galeri" element={<AdminGalleryPage />} />
        <Route path="galeri/tambah" element={<AdminGalleryAddPage />} />
        <Route path="oprec/tambah" element={<AdminRecruitmentAddPage />} />
        <Route path="kegiatan" element={<AdminActivityListPage />} />
        <Route
          path="kegiatan/tambah"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminActivityAddPage />
            </Suspense>
          }
        />
        <Route
          path="kegiatan/edit/:id"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminActivityEditPage />
            </Suspense>
          }
        />
        <Route path="kabinet" element={<AdminCabinetsPage />} />
        <Route path="kabinet/tambah" element={<AdminCabinetAddPage />} />
        <Route path="kabinet/edit/:id" element={<AdminCabinetEditPage />} />
        <Route path="struktur" element={<AdminStructurePage />} />
        <Route path="anggota" element={<AdminMembersPage />} />
        <Route path="anggota/impor" element={<AdminMembersImportPage />} />
        {/* the pengelola's page: where its role check goes once roles exist (ADR 067) */}
        <Route path="serah-terima" element={<AdminHandoverPage />} />
        <Route path="pengaturan" element={<AdminSettingsPage />} />
        <Route path="pengguna" element={<AdminAccountsPage currentUserId={user?.id} />} />
        <Route path="password" element={<AdminPasswordPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The admin area reads past the browser's HTTP cache, and a screen opened reads again whatever SWR read a moment ago
 * (no 2 s deduplication window): each screen shows what the last write made, its own or another screen's (ADR 065).
 */
const ADMIN_SWR = { fetcher: freshFetcher, dedupingInterval: 0 };

export default function AdminApp() {
  return (
    <SWRConfig value={ADMIN_SWR}>
      <RequireAdmin>
        <AdminArea />
      </RequireAdmin>
    </SWRConfig>
  );
}
