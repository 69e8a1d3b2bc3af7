import useSWR, { type SWRConfiguration } from 'swr';
import type { RecruitmentResponse } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const RECRUITMENT_URL = '/api/rekrutmen';

/** GET /api/rekrutmen: every current poster (`data`, newest first) and the newest one's `poster_url`. */
function getRecruitment(): Promise<RecruitmentResponse> {
  return request<RecruitmentResponse>(RECRUITMENT_URL);
}

export function useRecruitment(config?: SWRConfiguration<RecruitmentResponse>) {
  return useSWR<RecruitmentResponse>(RECRUITMENT_URL, getRecruitment, {
    onError: (error: unknown) => console.error('Gagal mengambil poster rekrutmen', error),
    ...config,
  });
}
