/** Public reads of recruitment: the current posters. */
import useSWR, { type SWRConfiguration } from 'swr';
import type { RecruitmentResponse } from '@hmrpl/contract';

const RECRUITMENT_KEY = '/api/rekrutmen';

/** GET /api/rekrutmen: every current poster (`data`, newest first) and the newest one's `poster_url`. */
export function useRecruitment(config?: SWRConfiguration<RecruitmentResponse>) {
  return useSWR<RecruitmentResponse>(RECRUITMENT_KEY, {
    onError: (error: unknown) => console.error('Gagal mengambil poster rekrutmen', error),
    ...config,
  });
}
