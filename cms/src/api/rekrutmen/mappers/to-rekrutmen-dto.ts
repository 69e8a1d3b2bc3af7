/** Rekrutmen entry -> the contract's Poster. */
import type { Poster } from '@hmrpl/contract';
import { storagePathOf, storageUrlOf, type MediaFile } from '../../../lib/media';

export interface RekrutmenEntity {
  id: number;
  documentId?: string;
  poster?: MediaFile | null;
  createdAt: string | Date;
}

export function toPoster(entry: RekrutmenEntity): Poster {
  return {
    id: entry.id,
    poster_url: storageUrlOf(entry.poster ? storagePathOf(entry.poster.url) : ''),
    created_at: new Date(entry.createdAt).toISOString(),
  };
}
