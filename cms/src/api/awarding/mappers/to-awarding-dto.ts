/** Awarding single type -> the contract's Awarding (null for an empty slot). */
import type { Awarding, AwardingField, AwardingPathOf } from '@hmrpl/contract';
import { storagePathOf, type MediaFile } from '../../../lib/media';

export const AWARDING_FIELDS: readonly AwardingField[] = ['staff_image', 'divisi_image', 'departemen_image'];

export type AwardingEntity = {
  id?: number;
  documentId?: string;
} & Partial<Record<AwardingField, MediaFile | null>>;

const pathKey = <F extends AwardingField>(field: F) => `${field}_path` as AwardingPathOf<F>;

export function toAwarding(entry: AwardingEntity | null | undefined): Awarding {
  const result: Awarding = { staff_image_path: null, divisi_image_path: null, departemen_image_path: null };
  for (const field of AWARDING_FIELDS) {
    const file = entry?.[field];
    result[pathKey(field)] = file?.url ? storagePathOf(file.url) : null;
  }
  return result;
}
