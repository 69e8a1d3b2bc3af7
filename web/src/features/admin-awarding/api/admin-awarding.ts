/** Admin calls for the monthly awarding images: the current three, and the upload of any of them. */
import useSWR from 'swr';
import type { Awarding, AwardingField, UpdateAwardingResponse } from '@hmrpl/contract';
import { upload, type UploadOptions } from '@/lib/http-client';

export const AWARDING_KEY = '/api/awarding';

export function useAwardingImages() {
  return useSWR<Awarding>(AWARDING_KEY);
}

/** Sends only the chosen slots. */
export function updateAwarding(files: Partial<Record<AwardingField, File>>, options?: UploadOptions) {
  const form = new FormData();
  for (const [field, file] of Object.entries(files) as Array<[AwardingField, File | undefined]>) {
    if (file) form.append(field, file);
  }
  return upload<UpdateAwardingResponse>('/api/admin/awarding', form, options);
}
