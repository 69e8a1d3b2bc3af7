/** Berita entry -> the contract's NewsItem / NewsDetail (the compiler rejects a drifted shape). */
import type { NewsDetail, NewsItem } from '@hmrpl/contract';
import { imageFieldsOf, type MediaFile } from '../../../lib/media';
import { makeExcerpt } from '../../../lib/excerpt';

/** The fields of a berita row the mappers read (`content` only for the detail). */
export interface BeritaEntity {
  id: number;
  documentId?: string;
  title: string;
  slug: string;
  content?: string | null;
  excerpt?: string | null;
  image?: MediaFile | null;
  image_alt?: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export const toIso = (value: string | Date): string => new Date(value).toISOString();

export function toNewsItem(entry: BeritaEntity): NewsItem {
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    date: toIso(entry.createdAt),
    excerpt: entry.excerpt ?? makeExcerpt(entry.content ?? ''),
    ...imageFieldsOf(entry.image),
    image_alt: entry.image_alt?.trim() ? entry.image_alt : null,
  };
}

export function toNewsDetail(entry: BeritaEntity): NewsDetail {
  return {
    ...toNewsItem(entry),
    content: entry.content ?? '',
    created_at: toIso(entry.createdAt),
    updated_at: toIso(entry.updatedAt),
  };
}
