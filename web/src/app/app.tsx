import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { readPageData } from './page-data';
import { AppRoutes } from './router';
import { AppErrorBoundary } from '@/components/ui/app-error-boundary';
import { PageLoading } from '@/components/ui/page-loading';

/** `fallback`: the answers the server embedded in the page (./page-data.ts). */
export function App() {
  return (
    <AppProvider value={{ fallback: readPageData() }}>
      <BrowserRouter>
        <AppErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </AppErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
