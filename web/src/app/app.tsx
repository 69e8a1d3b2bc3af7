import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { AppErrorBoundary } from '@/components/ui/app-error-boundary';
import { PageLoading } from '@/components/ui/page-loading';

export function App() {
  return (
    <AppProvider>
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
