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

/** The author's name now, by their account; the name stored with the version when the account is gone or unknown. */
type Names = Map<number, string>;

const toRevision = (entry: RevisionEntry, names: Names): NewsRevision => ({
  id: numericId(entry.id),
  created_at: isoDate(entry.saved_at),
  title: present(entry.title, 'title'),
  by: (entry.saved_by_id != null ? names.get(Number(entry.saved_by_id)) : undefined) ?? entry.saved_by ?? null,
  by_id: entry.saved_by_id != null ? Number(entry.saved_by_id) : null,
});

/** The current names of the revisions' authors, in one read. */
async function authorNames(strapi: Core.Strapi, entries: RevisionEntry[]): Promise<Names> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.saved_by_id != null ? [Number(entry.saved_by_id)] : [])))];
  if (ids.length === 0) return new Map();
  const users = (await strapi.db
    .query('plugin::users-permissions.user')
    .findMany({ where: { id: { $in: ids } }, select: ['id', 'name', 'username'] })) as Array<{
    id: number;
    name?: string | null;
    username: string;
  }>;
  return new Map(users.map((user) => [user.id, user.name || user.username]));
}

/** Keeps `version` as the item's newest revision, then drops the oldest beyond the limit. */
export async function recordRevision(
  strapi: Core.Strapi,
  beritaId: number,
  version: NewsVersion,
  by: { id: number; name: string } | null,
  at: Date,
): Promise<void> {
  await strapi.documents(REVISION).create({
    data: {
      berita_id: beritaId,
      title: version.title,
      content: version.content,
      image_alt: version.image_alt ?? undefined,
      saved_by_id: by?.id ?? undefined,
      saved_by: by?.name ?? undefined,
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
    fields: ['title', 'saved_by', 'saved_by_id', 'saved_at'],
    sort: NEWEST_FIRST,
    limit: NEWSROOM_LIMITS.revisionsKept,
  });
  const names = await authorNames(strapi, rows);
  return rows.map((row) => toRevision(row, names));
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
    ...toRevision(entry, await authorNames(strapi, [entry])),
    content: entry.content ?? '',
    image_alt: entry.image_alt?.trim() ? entry.image_alt : null,
  };
}

export async function removeRevisions(strapi: Core.Strapi, beritaId: number): Promise<void> {
  await strapi.db.query(REVISION).deleteMany({ where: { berita_id: beritaId } });
}

/**
 * Versions saved before revisions named their author by account (ADR 086) carry a name only: each such name that is
 * exactly one admin's name or username gets that account; a name that fits none or several stays a name. Idempotent.
 */
export async function linkRevisionAuthors(strapi: Core.Strapi): Promise<void> {
  const query = strapi.db.query(REVISION);
  const rows = (await query.findMany({
    where: { saved_by_id: { $null: true }, saved_by: { $notNull: true } },
    select: ['saved_by'],
  })) as Array<{ saved_by: string }>;
  for (const name of new Set(rows.map((row) => row.saved_by))) {
    const users = (await strapi.db.query('plugin::users-permissions.user').findMany({
      where: { $or: [{ name }, { username: name }] },
      select: ['id'],
      limit: 2,
    })) as Array<{ id: number }>;
    if (users.length !== 1) continue;
    await query.updateMany({
      where: { saved_by_id: { $null: true }, saved_by: name },
      data: { saved_by_id: users[0]!.id },
    });
  }
}
