/** Berita entry -> the contract's NewsItem / NewsDetail, and the admin's answers with the status (the compiler rejects a drifted shape). */
import type { AdminNewsDetail, AdminNewsItem, NewsDetail, NewsItem, NewsStatus } from '@hmrpl/contract';
import { imageFieldsOf } from '../../../lib/uploads/media-fields';
import { makeExcerpt } from '../../../lib/content/excerpt';
import { isoDate, numericId, present, type Entry } from '../../../lib/strapi/documents';

/** A berita entry as read (`content` only for the detail; lists leave it out). */
export type BeritaEntity = Entry<'api::berita.berita'>;

/** The item's status; rows written before the newsroom existed (no value) are published. */
export const statusOf = (entry: BeritaEntity): NewsStatus => entry.publication_status ?? 'published';

/** `date`, the publication time: when it went (or goes) public; a draft's is its creation time. */
function publicationDate(entry: BeritaEntity): string {
  return statusOf(entry) !== 'draft' && entry.publish_at ? isoDate(entry.publish_at) : isoDate(entry.createdAt);
}

export function toNewsItem(entry: BeritaEntity): NewsItem {
  return {
    id: numericId(entry.id),
    slug: present(entry.slug, 'slug'),
    title: present(entry.title, 'title'),
    date: publicationDate(entry),
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

function statusFields(entry: BeritaEntity) {
  const status = statusOf(entry);
  return { status, publish_at: status !== 'draft' && entry.publish_at ? isoDate(entry.publish_at) : null };
}

export const toAdminNewsItem = (entry: BeritaEntity): AdminNewsItem => ({
  ...toNewsItem(entry),
  ...statusFields(entry),
});

export const toAdminNewsDetail = (entry: BeritaEntity): AdminNewsDetail => ({
  ...toNewsDetail(entry),
  ...statusFields(entry),
  proker_id: entry.proker ? numericId(entry.proker.id) : null,
});
