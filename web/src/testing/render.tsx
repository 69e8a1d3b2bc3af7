/**
 * Renders the real app routes at a URL, with a fresh SWR cache (no data leaks between tests) and no retry delays.
 * `renderRoute('/berita?page=2')` then assert what a visitor sees.
 */
import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { AppErrorBoundary } from '@/components/ui/app-error-boundary';
import { PageLoading } from '@/components/ui/page-loading';

const testSwr = { provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0, shouldRetryOnError: false };

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', swr }: { route?: string; swr?: SWRConfiguration } = {},
) {
  const user = userEvent.setup();
  const result = render(
    <AppProvider value={{ ...testSwr, ...swr }}>
      <MemoryRouter initialEntries={[route]}>
        <AppErrorBoundary>
          <Suspense fallback={<PageLoading />}>{ui}</Suspense>
        </AppErrorBoundary>
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, ...result };
}

export function renderRoute(route: string, swr?: SWRConfiguration) {
  return renderWithProviders(<AppRoutes />, { route, swr });
}
