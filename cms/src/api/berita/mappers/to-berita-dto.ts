/** Berita entry -> the contract's NewsItem / NewsDetail (the compiler rejects a drifted shape). */
import type { NewsDetail, NewsItem } from '@hmrpl/contract';
import { imageFieldsOf } from '../../../lib/uploads/media-fields';
import { makeExcerpt } from '../../../lib/content/excerpt';
import { isoDate, numericId, present, type Entry } from '../../../lib/strapi/documents';

/** A berita entry as read (`content` only for the detail; lists leave it out). */
export type BeritaEntity = Entry<'api::berita.berita'>;

export function toNewsItem(entry: BeritaEntity): NewsItem {
  return {
    id: numericId(entry.id),
    slug: present(entry.slug, 'slug'),
    title: present(entry.title, 'title'),
    date: isoDate(entry.createdAt),
    excerpt: entry.excerpt ?? makeExcerpt(entry.content ?? ''),
    ...imageFieldsOf(entry.image),
    image_alt: entry.image_alt?.trim() ? entry.image_alt : null,
  };
}

export function toNewsDetail(entry: BeritaEntity): NewsDetail {
  return {
    ...toNewsItem(entry),
    content: entry.content ?? '',
    created_at: isoDate(entry.createdAt),
    updated_at: isoDate(entry.updatedAt),
  };
}
