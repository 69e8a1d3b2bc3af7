import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { PageLoading } from '@/components/ui/page-loading';

// Each its own chunk: this module is only the activities' route table, so the app's entry grows by nothing for them.
const ActivitiesPage = lazyWithRetry(() => import('./activities-page'));
const ActivityDetailPage = lazyWithRetry(() => import('./activity-detail'));
const NotFoundPage = lazyWithRetry(() => import('../not-found'));

const lazily = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/**
 * /kegiatan (the list page) and /kegiatan/{slug} (an activity). The entry's route table names only `kegiatan/*`;
 * the server preloads this module with the page's own (cms/src/front/pages/routes.ts, ROUTE_MODULES).
 */
export default function ActivitiesRoutes() {
  return (
    <Routes>
      <Route index element={lazily(<ActivitiesPage />)} />
      <Route path=":slug" element={lazily(<ActivityDetailPage />)} />
      <Route path="*" element={lazily(<NotFoundPage />)} />
    </Routes>
  );
}
