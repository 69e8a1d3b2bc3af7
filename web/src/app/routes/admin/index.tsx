/**
 * The whole admin area (/admin/*), one lazy chunk behind the session guard and the admin layout. The news form
 * screens are their own chunks (they bring the rich-text editor); the rest is small enough to ship together.
 */
import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
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
import AdminGalleryPage from '@/features/admin-galeri/routes/gallery';
import AdminGalleryAddPage from '@/features/admin-galeri/routes/gallery-add';
import AdminRecruitmentAddPage from '@/features/admin-rekrutmen/routes/recruitment-add';
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

export default function AdminApp() {
  return (
    <RequireAdmin>
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
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
