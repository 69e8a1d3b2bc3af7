/** Admin calls for the monthly awarding images: the current three, and the upload of any of them. */
import useSWR from 'swr';
import type { Awarding, AwardingField, UpdateAwardingResponse } from '@hmrpl/contract';
import { upload } from '@/lib/http-client';
import { prepareImages, type ImageUploadOptions } from '@/components/admin/uploads/shrink-image';

export const AWARDING_KEY = '/api/awarding';

export function useAwardingImages() {
  return useSWR<Awarding>(AWARDING_KEY);
}

/** Sends only the chosen slots (large photos shrunk first). */
export async function updateAwarding(files: Partial<Record<AwardingField, File>>, options?: ImageUploadOptions) {
  const chosen = (Object.entries(files) as Array<[AwardingField, File | undefined]>).filter(
    (entry): entry is [AwardingField, File] => Boolean(entry[1]),
  );
  const ready = await prepareImages(
    chosen.map(([, file]) => file),
    options,
  );
  const form = new FormData();
  chosen.forEach(([field], index) => form.append(field, ready[index]!));
  return upload<UpdateAwardingResponse>('/api/admin/awarding', form, options);
}
