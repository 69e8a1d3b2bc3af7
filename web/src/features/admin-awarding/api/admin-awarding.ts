/** Admin calls for the monthly awarding images: a month's three (the archive's), and the upload of any of them. */
import useSWR from 'swr';
import type { AwardingField, AwardingMonth, UpdateAwardingResponse } from '@hmrpl/contract';
import { upload } from '@/lib/http-client';
import { prepareImages, type ImageUploadOptions } from '@/components/admin/uploads/shrink-image';

export const AWARDING_KEY = '/api/awarding';

/** GET /api/awarding/arsip/{YYYY-MM}: that month's images (a month never saved answers 404: no images yet). */
export const awardingMonthKey = (periode: string) => `/api/awarding/arsip/${encodeURIComponent(periode)}`;
export function useAwardingMonth(periode: string | null) {
  return useSWR<AwardingMonth>(periode ? awardingMonthKey(periode) : null, { shouldRetryOnError: false });
}

/**
 * Sends only the chosen slots of the month (large photos shrunk first). `updatedAt`: the month's version the form
 * loaded (none for a month never saved); a save over a newer one is refused with 409 (ADR 101).
 */
export async function updateAwarding(
  files: Partial<Record<AwardingField, File>>,
  periode: string,
  options?: ImageUploadOptions,
  updatedAt?: string,
) {
  const chosen = (Object.entries(files) as Array<[AwardingField, File | undefined]>).filter(
    (entry): entry is [AwardingField, File] => Boolean(entry[1]),
  );
  const ready = await prepareImages(
    chosen.map(([, file]) => file),
    options,
  );
  const form = new FormData();
  form.append('periode', periode);
  if (updatedAt) form.append('updated_at', updatedAt);
  chosen.forEach(([field], index) => form.append(field, ready[index]!));
  return upload<UpdateAwardingResponse>('/api/admin/awarding', form, options);
}
