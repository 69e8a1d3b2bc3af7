/** Admin calls for recruitment posters: the current ones, upload (field `poster`) and delete. */
import useSWR from 'swr';
import type { DeletePosterResponse, RecruitmentResponse, UploadPosterResponse } from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';

export const RECRUITMENT_KEY = '/api/rekrutmen';

export function useRecruitmentPosters() {
  return useSWR<RecruitmentResponse>(RECRUITMENT_KEY);
}

export function uploadPoster(file: File, options?: UploadOptions) {
  const form = new FormData();
  form.append('poster', file);
  return upload<UploadPosterResponse>('/api/rekrutmen', form, options);
}

export function deletePoster(id: number) {
  return request<DeletePosterResponse>(`/api/admin/rekrutmen/${id}`, { method: 'DELETE' });
}
