/** Public reads of the monthly awarding. */
import useSWR from 'swr';
import type { Awarding } from '@hmrpl/contract';

const AWARDING_KEY = '/api/awarding';

/** GET /api/awarding: this month's three award images (a null slot has none). */
export function useAwarding() {
  return useSWR<Awarding>(AWARDING_KEY, {
    onError: (error: unknown) => console.error('Gagal mengambil awarding', error),
  });
}
