/** Public reads of the monthly awarding. */
import useSWR from 'swr';
import type { Awarding, AwardingArchive } from '@hmrpl/contract';

const AWARDING_KEY = '/api/awarding';

/** GET /api/awarding: this month's three award images (a null slot has none). */
export function useAwarding() {
  return useSWR<Awarding>(AWARDING_KEY, {
    onError: (error: unknown) => console.error('Gagal mengambil awarding', error),
  });
}

/** The key the CMS embeds /awarding's first data under (cms/src/front/types/awarding.ts). */
const ARCHIVE_KEY = '/api/awarding/arsip';

/** GET /api/awarding/arsip: every month, newest first. */
export function useAwardingArchive() {
  return useSWR<AwardingArchive>(ARCHIVE_KEY, {
    onError: (error: unknown) => console.error('Gagal mengambil arsip awarding', error),
  });
}
