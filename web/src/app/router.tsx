/**
 * The route table (paths: config/paths.ts). Every screen but the home page is its own lazily loaded chunk, and the
 * whole admin area (with /login) sits behind one lazy boundary, so a visitor of the public pages never loads admin code.
 */
import { Route, Routes } from 'react-router-dom';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { PublicLayout } from '@/components/layouts/public-layout';
import { HomePage } from './routes/public/home';

const AboutPage = lazyWithRetry(() => import('./routes/public/about'));
const CabinetArchivePage = lazyWithRetry(() => import('./routes/public/cabinet-archive'));
const ActivitiesPage = lazyWithRetry(() => import('./routes/public/activities'));
const AspirationPage = lazyWithRetry(() => import('./routes/public/aspiration'));
const RecruitmentPage = lazyWithRetry(() => import('./routes/public/recruitment'));
const DocumentsPage = lazyWithRetry(() => import('@/features/dokumen/routes/documents'));
const AwardsPage = lazyWithRetry(() => import('@/features/awarding/routes/awards'));
const NewsListPage = lazyWithRetry(() => import('./routes/public/news-list'));
const NewsDetailPage = lazyWithRetry(() => import('./routes/public/news-detail'));
const ProgramsPage = lazyWithRetry(() => import('@/features/proker/routes/programs'));
const ProgramDetailPage = lazyWithRetry(() => import('@/features/proker/routes/program-detail'));
const PrestasiListPage = lazyWithRetry(() => import('@/features/prestasi/routes/prestasi-list'));
const PrestasiFormPage = lazyWithRetry(() => import('@/features/prestasi/routes/prestasi-form'));
const PrestasiDetailPage = lazyWithRetry(() => import('@/features/prestasi/routes/prestasi-detail'));
const CertificatePage = lazyWithRetry(() => import('@/features/sertifikat/routes/certificate'));
const NotFoundPage = lazyWithRetry(() => import('./routes/not-found'));
// never drawn on the server (ADR 113): `import.meta.env.SSR` keeps the admin code (and its editor, which needs a
// window to load) out of the server build
const LoginPage = import.meta.env.SSR ? ServerSkipped : lazyWithRetry(() => import('./routes/login'));
const AdminApp = import.meta.env.SSR ? ServerSkipped : lazyWithRetry(() => import('./routes/admin'));

function ServerSkipped() {
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="tentang" element={<AboutPage />} />
        <Route path="tentang/kabinet/:slug" element={<CabinetArchivePage />} />
        {/* /kegiatan and /kegiatan/{slug}: the activities chunk holds its own routes (routes/public/activities.tsx) */}
        <Route path="kegiatan/*" element={<ActivitiesPage />} />
        <Route path="aspirasi" element={<AspirationPage />} />
        <Route path="prestasi" element={<PrestasiListPage />} />
        <Route path="prestasi/kirim" element={<PrestasiFormPage />} />
        <Route path="prestasi/:slug" element={<PrestasiDetailPage />} />
        <Route path="rekrutmen" element={<RecruitmentPage />} />
        <Route path="dokumen" element={<DocumentsPage />} />
        <Route path="awarding" element={<AwardsPage />} />
        <Route path="berita" element={<NewsListPage />} />
        <Route path="berita/:slug" element={<NewsDetailPage />} />
        <Route path="proker" element={<ProgramsPage />} />
        <Route path="proker/:slug" element={<ProgramDetailPage />} />
        <Route path="sertifikat/:kode" element={<CertificatePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="login" element={<LoginPage />} />
      <Route path="admin/*" element={<AdminApp />} />
    </Routes>
  );
}
