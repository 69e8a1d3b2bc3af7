import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiError } from '@/lib/http-client';

// The HTTP client comes with the first read, not with the app: a page drawn on the server carries its first data, so
// the first render of `/` does without it (ADR 124). Its ApiError is known by name, so that it stays out too.
const fetcher = (url: string) => import('@/lib/http-client').then((client) => client.fetcher(url));
const isApiError = (error: unknown): error is ApiError => error instanceof Error && error.name === 'ApiError';

/** SWR for every read: one typed fetcher, failures logged (screens show their empty states). */
const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  dedupingInterval: 2000,
  // 4xx answers will not change by retrying; network faults and 5xx are retried a few times.
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500,
  errorRetryCount: 3,
  onError: (error: unknown, key: string) => {
    if (isApiError(error) && error.status === 401) return; // signed out: not worth a log line
    console.error(`Gagal memuat ${key}:`, error);
  },
};

export function AppProvider({ children, value }: { children: ReactNode; value?: SWRConfiguration }) {
  return <SWRConfig value={{ ...swrConfig, ...value }}>{children}</SWRConfig>;
}
