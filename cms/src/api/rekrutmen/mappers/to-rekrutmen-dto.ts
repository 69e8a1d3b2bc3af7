/** Rekrutmen entry -> the contract's Poster. */
import type { Poster } from '@hmrpl/contract';
import { imageFormatsOf, storagePathOf, storageUrlOf, webpPathOf } from '../../../lib/uploads/media-fields';
import { isoDate, numericId, type Entry } from '../../../lib/strapi/documents';

type RekrutmenEntity = Entry<'api::rekrutmen.rekrutmen'>;

export function toPoster(entry: RekrutmenEntity): Poster {
  const formats = entry.poster ? imageFormatsOf(entry.poster) : undefined;
  const webp = entry.poster ? webpPathOf(entry.poster) : undefined;
  return {
    id: numericId(entry.id),
    poster_url: storageUrlOf(entry.poster ? storagePathOf(entry.poster.url) : ''),
    image_width: entry.poster?.width ?? null,
    image_height: entry.poster?.height ?? null,
    ...(formats ? { poster_formats: formats } : {}),
    ...(webp ? { poster_webp_url: storageUrlOf(webp) } : {}),
    created_at: isoDate(entry.createdAt),
  };
}
