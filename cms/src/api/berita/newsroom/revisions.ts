/**
 * Revisions: every save of a news item keeps that version (title, content, image description, who and when), the
 * newest being the current one; the oldest beyond `revisionsKept` go. Images are not versioned: a replaced image's
 * file is deleted, as the contract asks (ADR 044).
 */
import type { Core } from '@strapi/strapi';
import type { NewsRevision, NewsRevisionDetail } from '@hmrpl/contract';
import { isoDate, numericId, present, type Entry } from '../../../lib/strapi/documents';
import { NEWSROOM_LIMITS } from './validate-news';

const REVISION = 'api::berita.berita-revisi';
const NEWEST_FIRST = [{ saved_at: 'desc' as const }, { id: 'desc' as const }];

/** The text of one version. */
interface NewsVersion {
  title: string;
  content: string;
  image_alt: string | null;
}

type RevisionEntry = Entry<typeof REVISION>;

const toRevision = (entry: RevisionEntry): NewsRevision => ({
  id: numericId(entry.id),
  created_at: isoDate(entry.saved_at),
  title: present(entry.title, 'title'),
  by: entry.saved_by ?? null,
});

/** Keeps `version` as the item's newest revision, then drops the oldest beyond the limit. */
export async function recordRevision(
  strapi: Core.Strapi,
  beritaId: number,
  version: NewsVersion,
  by: string | null,
  at: Date,
): Promise<void> {
  await strapi.documents(REVISION).create({
    data: {
      berita_id: beritaId,
      title: version.title,
      content: version.content,
      image_alt: version.image_alt ?? undefined,
      saved_by: by ?? undefined,
      saved_at: at.toISOString(),
    },
  });
  const beyond = await strapi.documents(REVISION).findMany({
    filters: { berita_id: { $eq: beritaId } },
    fields: ['id'],
    sort: NEWEST_FIRST,
    start: NEWSROOM_LIMITS.revisionsKept,
    limit: 100,
  });
  if (beyond.length > 0) {
    await strapi.db.query(REVISION).deleteMany({ where: { id: { $in: beyond.map((row) => numericId(row.id)) } } });
  }
}

export async function hasRevisions(strapi: Core.Strapi, beritaId: number): Promise<boolean> {
  return (await strapi.documents(REVISION).count({ filters: { berita_id: { $eq: beritaId } } })) > 0;
}

export async function listRevisions(strapi: Core.Strapi, beritaId: number): Promise<NewsRevision[]> {
  const rows = await strapi.documents(REVISION).findMany({
    filters: { berita_id: { $eq: beritaId } },
    fields: ['title', 'saved_by', 'saved_at'],
    sort: NEWEST_FIRST,
    limit: NEWSROOM_LIMITS.revisionsKept,
  });
  return rows.map(toRevision);
}

/** One revision of this item, or null (another item's revision is null too). */
export async function findRevision(
  strapi: Core.Strapi,
  beritaId: number,
  revisionId: number,
): Promise<NewsRevisionDetail | null> {
  const entry = await strapi.documents(REVISION).findFirst({
    filters: { id: { $eq: revisionId }, berita_id: { $eq: beritaId } },
  });
  if (!entry) return null;
  return {
    ...toRevision(entry),
    content: entry.content ?? '',
    image_alt: entry.image_alt?.trim() ? entry.image_alt : null,
  };
}

export async function removeRevisions(strapi: Core.Strapi, beritaId: number): Promise<void> {
  await strapi.db.query(REVISION).deleteMany({ where: { berita_id: beritaId } });
}
