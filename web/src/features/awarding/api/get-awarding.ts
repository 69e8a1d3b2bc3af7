import useSWR from 'swr';
import type { Awarding } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const AWARDING_URL = '/api/awarding';

/** GET /api/awarding: this month's three award images (a null slot has none). */
function getAwarding(): Promise<Awarding> {
  return request<Awarding>(AWARDING_URL);
}

export function useAwarding() {
  return useSWR<Awarding>(AWARDING_URL, getAwarding, {
    onError: (error: unknown) => console.error('Gagal mengambil awarding', error),
  });
}
