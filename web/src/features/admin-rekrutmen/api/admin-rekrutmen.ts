/** Admin calls for recruitment posters: the current ones, upload (field `poster`) and delete. */
import useSWR from 'swr';
import type { DeletePosterResponse, RecruitmentResponse, UploadPosterResponse } from '@hmrpl/contract';
import { request, upload } from '@/lib/http-client';
import { prepareImages, type ImageUploadOptions } from '@/components/admin/uploads/shrink-image';

export const RECRUITMENT_KEY = '/api/rekrutmen';

export function useRecruitmentPosters() {
  return useSWR<RecruitmentResponse>(RECRUITMENT_KEY);
}

/** A large photo is shrunk first. */
export async function uploadPoster(file: File, options?: ImageUploadOptions) {
  const [ready] = await prepareImages([file], options);
  const form = new FormData();
  form.append('poster', ready!);
  return upload<UploadPosterResponse>('/api/rekrutmen', form, options);
}

export function deletePoster(id: number) {
  return request<DeletePosterResponse>(`/api/admin/rekrutmen/${id}`, { method: 'DELETE' });
}
