import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, fetcher } from '@/lib/http-client';

/** SWR for every read: one typed fetcher, failures logged (screens show their empty states). */
const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  dedupingInterval: 2000,
  // 4xx answers will not change by retrying; network faults and 5xx are retried a few times.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
  errorRetryCount: 3,
  onError: (error: unknown, key: string) => {
    if (error instanceof ApiError && error.status === 401) return; // signed out: not worth a log line
    console.error(`Gagal memuat ${key}:`, error);
  },
};

export function AppProvider({ children, value }: { children: ReactNode; value?: SWRConfiguration }) {
  return <SWRConfig value={{ ...swrConfig, ...value }}>{children}</SWRConfig>;
}
