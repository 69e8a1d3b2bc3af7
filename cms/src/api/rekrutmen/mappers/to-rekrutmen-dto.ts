/** Rekrutmen entry -> the contract's Poster. */
import type { Poster } from '@hmrpl/contract';
import { storagePathOf, storageUrlOf } from '../../../lib/uploads/media-fields';
import { isoDate, numericId, type Entry } from '../../../lib/strapi/documents';

type RekrutmenEntity = Entry<'api::rekrutmen.rekrutmen'>;

export function toPoster(entry: RekrutmenEntity): Poster {
  return {
    id: numericId(entry.id),
    poster_url: storageUrlOf(entry.poster ? storagePathOf(entry.poster.url) : ''),
    image_width: entry.poster?.width ?? null,
    image_height: entry.poster?.height ?? null,
    created_at: isoDate(entry.createdAt),
  };
}
