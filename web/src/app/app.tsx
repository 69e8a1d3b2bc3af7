import { Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { carriedOnLanding, readPageData } from './page-data';
import { AppRoutes } from './router';
import { AppErrorBoundary } from '@/components/ui/app-error-boundary';
import { PageLoading } from '@/components/ui/page-loading';

/**
 * Everything but the router, shared by the browser (App) and the server (src/entry-server.tsx, ADR 113), so that
 * both draw the same tree and the browser takes the server's HTML over without redrawing it.
 */
export function AppTree({
  fallback,
  router,
}: {
  fallback: Record<string, unknown>;
  router: (app: ReactNode) => ReactNode;
}) {
  return (
    <AppProvider value={{ fallback, use: [carriedOnLanding] }}>
      {router(
        <AppErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </AppErrorBoundary>,
      )}
    </AppProvider>
  );
}

/** `fallback`: the answers the server embedded in the page (./page-data.ts). */
export function App() {
  return <AppTree fallback={readPageData()} router={(app) => <BrowserRouter>{app}</BrowserRouter>} />;
}
