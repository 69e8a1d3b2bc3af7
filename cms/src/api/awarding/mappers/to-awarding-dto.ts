/** A month of the awarding (or the single type of before the archive) -> the contract's Awarding (null for an empty slot). */
import type { Awarding, AwardingField, AwardingMonth, AwardingPathOf, AwardingPeriode } from '@hmrpl/contract';
import { imageFormatsOf, storagePathOf, webpPathOf } from '../../../lib/uploads/media-fields';
import { isoDate, type Entry } from '../../../lib/strapi/documents';

export const AWARDING_FIELDS: readonly AwardingField[] = ['staff_image', 'divisi_image', 'departemen_image'];

/** A month of the archive; its media attributes carry the contract's AwardingField names (indexed below). */
export type AwardingEntity = Entry<'api::awarding.awarding-arsip'>;

const pathKey = <F extends AwardingField>(field: F) => `${field}_path` as AwardingPathOf<F>;

export function toAwarding(entry: AwardingEntity | null | undefined): Awarding {
  const result: Awarding = {
    periode: entry?.periode ?? null,
    staff_image_path: null,
    divisi_image_path: null,
    departemen_image_path: null,
    updated_at: entry?.updatedAt ? isoDate(entry.updatedAt) : null,
  };
  for (const field of AWARDING_FIELDS) {
    const file = entry?.[field];
    result[pathKey(field)] = file?.url ? storagePathOf(file.url) : null;
    // a filled slot also carries its poster's own size (the page draws each poster in its shape)
    if (file?.url) {
      result[`${field}_width`] = file.width ?? null;
      result[`${field}_height`] = file.height ?? null;
    }
    const formats = file?.url ? imageFormatsOf(file) : undefined;
    const webp = file?.url ? webpPathOf(file) : undefined;
    if (formats) result[`${field}_formats`] = formats;
    if (webp) result[`${field}_webp`] = webp;
  }
  return result;
}

/** A month of the archive as the contract's AwardingMonth. */
export const toAwardingMonth = (entry: AwardingEntity & { periode: AwardingPeriode }): AwardingMonth => ({
  ...toAwarding(entry),
  periode: entry.periode,
});
