/**
 * News: the public reads (published items only), the search, and the admin's newsroom: create / update / delete with
 * sanitized HTML, a derived slug and excerpt, the headline image in the media library, a status (draft, scheduled,
 * published), revisions, slug changes with redirects and preview links (ADR 044, ADR 045). The form's rules are the
 * pure `validateNews` (../newsroom/validate-news.ts).
 */
import type { Core } from '@strapi/strapi';
import type {
  AdminNewsDetail,
  AdminNewsPage,
  LatestNews,
  NewsDetail,
  NewsPage,
  NewsRevision,
  NewsRevisionDetail,
  NewsStatus,
  PreviewLinkResponse,
  RevokePreviewLinksResponse,
} from '@hmrpl/contract';
import { MESSAGES, invalid, notFound } from '../../../lib/http/errors';
import { slugify, uniqueSlug } from '../../../lib/content/slug';
import { searchWords } from '../../../lib/content/search';
import { isSlug, paging } from '../../../lib/http/request-params';
import { createSerialQueue } from '../../../lib/process/serial';
import { isUniquenessError, retryOnUniqueness } from '../../../lib/strapi/database';
import { csrfSecret } from '../../../lib/auth/csrf';
import { CLEARED, numericId } from '../../../lib/strapi/documents';
import { removeMedia, storeImages, validateImages, type IncomingFile } from '../../../lib/uploads/store';
import {
  statusOf,
  toAdminNewsDetail,
  toAdminNewsItem,
  toNewsDetail,
  toNewsItem,
  type BeritaEntity,
} from '../mappers/to-berita-dto';
import { NEWSROOM_LIMITS, NEWS_LIMITS, NEWS_MESSAGES, validateNews, type NewsInput } from '../newsroom/validate-news';
import {
  makePreviewToken,
  previewKey,
  previewTokenMoved,
  previewTokenOpens,
  type PreviewSubject,
} from '../../../lib/cache/preview-token';
import { findRevision, hasRevisions, listRevisions, recordRevision } from '../newsroom/revisions';
import { aliasOwner, recordSlugChange, takenSlugs } from '../newsroom/slug-aliases';
import { publishDue, recordPublication } from '../newsroom/publications';
import { searchPublishedIds } from '../newsroom/search-query';
import { moveToTrash } from '../../../lib/trash/trash';

export { NEWS_LIMITS, NEWS_MESSAGES, type NewsInput };

const UID = 'api::berita.berita';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Public lists: newest publication first; the id breaks ties. */
const NEWEST_PUBLISHED = [{ publish_at: 'desc' as const }, { id: 'desc' as const }];
/** The admin's list: newest written first (a draft has no publication time yet). */
const NEWEST_CREATED = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
/** Lists never load the (up to 200 kB) content: the excerpt is stored beside it. */
const LIST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'image_alt',
  'publication_status',
  'publish_at',
  'createdAt',
  'updatedAt',
] as const;
/** What public reads may show. */
/** A news item with its image and the program of work it belongs to (the admin's answers carry `proker_id`). */
const WITH_PROKER = { image: true, proker: { fields: ['slug' as const] } };
const PUBLISHED = { publication_status: { $eq: 'published' as const } };

/** The stored text of a validated form (an absent image description is left as it is). */
function textFields(fields: ReturnType<typeof validateNews>) {
  return {
    title: fields.title,
    content: fields.content,
    excerpt: fields.excerpt,
    search_text: fields.search_text,
    ...(fields.image_alt === undefined ? {} : { image_alt: fields.image_alt }),
  };
}

/** The admin who makes a change (shown in the revision list), or null (a script, the seed). */
export interface Actor {
  /** The admin account (revisions name their author by it, ADR 086). */
  id: number;
  name: string;
}

/**
 * What a public slug leads to. A move through a preview link carries the link's token for the new slug (a token opens
 * one slug only).
 */
export type SlugLookup =
  { kind: 'found'; item: NewsDetail } | { kind: 'moved'; slug: string; previewToken?: string } | { kind: 'missing' };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  /**
   * Picking a free slug and writing it happen one at a time in this process: Strapi's uid uniqueness check is a
   * separate read, so two concurrent creates could otherwise both take `x`. Across processes the database's unique
   * index (src/bootstrap/operations.ts) refuses the second; a create then retries.
   */
  const oneSlugWriteAtATime = createSerialQueue();
  const previewSigningKey = () => previewKey(csrfSecret(strapi));

  async function findEntity(
    filters: { slug: { $eq: string } } | { id: { $eq: number } },
  ): Promise<BeritaEntity | null> {
    const entry = await documents().findFirst({ filters, populate: WITH_PROKER });
    return entry ?? null;
  }

  async function existingOr404(id: number | null): Promise<BeritaEntity & { documentId: string }> {
    const entry = id ? await findEntity({ id: { $eq: id } }) : null;
    if (!entry?.documentId) throw notFound(MESSAGES.newsNotFound);
    return { ...entry, documentId: entry.documentId };
  }

  /** What a preview link of `entry` at `slug` is bound to. */
  const previewSubject = (entry: BeritaEntity, slug: string): PreviewSubject => ({
    kind: 'berita',
    id: numericId(entry.id),
    slug,
    state: statusOf(entry),
    epoch: entry.preview_epoch ?? 0,
  });

  /** Opened by the token of a preview link made for this item at this slug (`slug`: the one in the address). */
  const opensPreview = (entry: BeritaEntity, token: unknown, slug: string) =>
    token !== undefined && previewTokenOpens(previewSigningKey(), token, previewSubject(entry, slug), new Date());

  async function freeSlug(title: string): Promise<string> {
    return uniqueSlug(slugify(title), (candidates) => takenSlugs(strapi, candidates));
  }

  type ListFilters = Parameters<ReturnType<typeof documents>['count']>[0]['filters'];
  type ListSort = typeof NEWEST_PUBLISHED | typeof NEWEST_CREATED;

  /** One page of list rows (no content), or none past the end. */
  async function pageRows(filters: ListFilters, sort: ListSort, p: ReturnType<typeof paging>) {
    if (p.offset >= p.total) return [];
    return documents().findMany({
      filters,
      fields: [...LIST_FIELDS],
      sort,
      start: p.offset,
      limit: p.perPage,
      populate: { image: true },
    });
  }

  const metaOf = (p: ReturnType<typeof paging>) => ({
    current_page: p.page,
    last_page: p.lastPage,
    per_page: p.perPage,
    total: p.total,
  });

  /** The public list, or the search when `q` has words; newest publication first. */
  async function listPage(page: number, q?: unknown): Promise<NewsPage> {
    const words = searchWords(q);
    const perPage = NEWS_LIMITS.perPage;
    let total: number;
    let ids: number[] | null = null;
    if (words.length > 0) {
      const found = await searchPublishedIds(strapi, words, { offset: (page - 1) * perPage, limit: perPage });
      total = found.total;
      ids = found.ids;
    } else {
      total = await documents().count({ filters: PUBLISHED });
    }
    const p = paging(page, perPage, total);
    let rows: BeritaEntity[] = [];
    if (ids) {
      const byId = new Map(
        (ids.length > 0
          ? await documents().findMany({
              filters: { ...PUBLISHED, id: { $in: ids } },
              fields: [...LIST_FIELDS],
              populate: { image: true },
            })
          : []
        ).map((row) => [numericId(row.id), row]),
      );
      rows = ids.flatMap((id) => byId.get(id) ?? []);
    } else {
      rows = await pageRows(PUBLISHED, NEWEST_PUBLISHED, p);
    }
    return { data: rows.map(toNewsItem), meta: metaOf(p) };
  }

  /** The slug after a possible change: free (not another item's slug or old slug) or 422. */
  async function checkSlugFree(slug: string, ownId: number): Promise<void> {
    const [current, owner] = await Promise.all([findEntity({ slug: { $eq: slug } }), aliasOwner(strapi, slug)]);
    const takenByOther = (current && numericId(current.id) !== ownId) || (owner !== null && owner !== ownId);
    if (takenByOther) throw invalid({ slug: [NEWS_MESSAGES.slugTaken] });
  }

  /**
   * The `publish_at` to write for a status: a draft's is left as it is (nothing reads it while it is a draft), a
   * scheduled item's is its time, and a published one keeps the time it first went public, or now.
   */
  function publishAtFor(
    next: NewsStatus,
    existing: BeritaEntity | null,
    scheduledAt: Date | undefined,
    now: Date,
  ): { publish_at?: string } {
    if (next === 'draft') return {};
    const kept = existing?.publish_at ? new Date(existing.publish_at) : null;
    if (next === 'scheduled') return { publish_at: (scheduledAt ?? kept ?? now).toISOString() };
    const wasPublished = existing !== null && statusOf(existing) === 'published';
    return { publish_at: (wasPublished && kept ? kept : now).toISOString() };
  }

  return {
    async latest(): Promise<LatestNews> {
      const rows = await documents().findMany({
        filters: PUBLISHED,
        fields: [...LIST_FIELDS],
        sort: NEWEST_PUBLISHED,
        limit: NEWS_LIMITS.latest,
        populate: { image: true },
      });
      return rows.map(toNewsItem);
    },

    listPage,

    /**
     * A public slug: the item when visitors may see it (or `previewToken` opens it), a move when it is an old slug of
     * such an item, else missing (drafts, future items, unknown slugs: nothing about them is told).
     */
    async lookupSlug(slug: string, previewToken?: unknown): Promise<SlugLookup> {
      // a value no slug can have is answered without a query
      if (!isSlug(slug)) return { kind: 'missing' };
      const entry = await findEntity({ slug: { $eq: slug } });
      if (entry) {
        if (statusOf(entry) === 'published') return { kind: 'found', item: toNewsDetail(entry) };
        // not public: only its own preview link shows it, marked as a preview (the page's band)
        return opensPreview(entry, previewToken, slug)
          ? { kind: 'found', item: { ...toNewsDetail(entry), preview: true } }
          : { kind: 'missing' };
      }
      const owner = await aliasOwner(strapi, slug);
      const target = owner ? await findEntity({ id: { $eq: owner } }) : null;
      if (!target?.slug) return { kind: 'missing' };
      if (statusOf(target) === 'published') return { kind: 'moved', slug: target.slug };
      // a preview link made before the slug changed: the same link, for the new slug
      const moved =
        previewToken === undefined
          ? null
          : previewTokenMoved(previewSigningKey(), previewToken, previewSubject(target, slug), target.slug, new Date());
      return moved ? { kind: 'moved', slug: target.slug, previewToken: moved } : { kind: 'missing' };
    },

    /** GET /api/admin/berita: every status (or one), newest written first. */
    async adminListPage(page: number, status?: NewsStatus): Promise<AdminNewsPage> {
      const filters = status ? { publication_status: { $eq: status } } : {};
      const total = await documents().count({ filters });
      const p = paging(page, NEWS_LIMITS.perPage, total);
      const rows = await pageRows(filters, NEWEST_CREATED, p);
      return { data: rows.map(toAdminNewsItem), meta: metaOf(p) };
    },

    async detailById(id: number | null): Promise<AdminNewsDetail> {
      return toAdminNewsDetail(await existingOr404(id));
    },

    /** `prokerId`: the program it belongs to (checked by the proker service); undefined leaves it, null unlinks. */
    async create(
      input: NewsInput,
      files: IncomingFile[],
      actor: Actor | null = null,
      prokerId?: number | null,
    ): Promise<AdminNewsDetail> {
      const now = new Date();
      const fields = validateNews(input, { mode: 'create', imageCount: files.length, now });
      // SPEC's flow: a form without a status publishes at once
      const status = fields.status ?? 'published';
      const [image] = await validateImages(files, { field: 'image' });
      const [file] = await storeImages(strapi, [image], { prefix: 'berita', captions: [fields.title], field: 'image' });
      const by = actor;
      try {
        // Strapi also checks a uid's uniqueness on write; should a write outside this queue (another process, the
        // dashboard) take the slug in between, look again for a free one.
        // one transaction (or savepoint) per attempt: the item, its first revision and its publication record, or nothing
        return await oneSlugWriteAtATime(() =>
          retryOnUniqueness(strapi, async () => {
            const created = await documents().create({
              data: {
                ...textFields(fields),
                slug: await freeSlug(fields.title),
                image: file.id,
                publication_status: status,
                ...publishAtFor(status, null, fields.scheduledAt, now),
                preview_epoch: 0,
                ...(prokerId ? { proker: prokerId } : {}),
              },
              populate: WITH_PROKER,
            });
            const id = numericId(created.id);
            await recordRevision(strapi, id, { ...fields, image_alt: fields.image_alt || null }, by, now);
            if (status === 'published') await recordPublication(strapi, id, now, 'admin', by?.name ?? null);
            return toAdminNewsDetail(created);
          }),
        );
      } catch (error) {
        await removeMedia(strapi, [file]);
        throw error;
      }
    },

    async update(
      id: number | null,
      input: NewsInput,
      files: IncomingFile[],
      actor: Actor | null = null,
      prokerId?: number | null,
    ): Promise<AdminNewsDetail> {
      const existing = await existingOr404(id);
      const itemId = numericId(existing.id);
      const now = new Date();
      const fields = validateNews(input, { mode: 'update', imageCount: files.length, now });
      const images = await validateImages(files, { field: 'image' });
      const current = statusOf(existing);
      const next = fields.status ?? current;
      const newSlug = fields.slug && fields.slug !== existing.slug ? fields.slug : undefined;
      const by = actor;

      const save = async () => {
        if (newSlug) await checkSlugFree(newSlug, itemId);
        const [file] =
          images.length > 0
            ? await storeImages(strapi, images, { prefix: 'berita', captions: [fields.title], field: 'image' })
            : [];
        try {
          return await strapi.db.transaction(async () => {
            // an item written before revisions existed: its stored version becomes the first one
            if (!(await hasRevisions(strapi, itemId))) {
              await recordRevision(
                strapi,
                itemId,
                { title: existing.title ?? '', content: existing.content ?? '', image_alt: existing.image_alt ?? null },
                null,
                new Date(existing.updatedAt ?? now),
              );
            }
            const saved = await documents().update({
              documentId: existing.documentId,
              data: {
                ...textFields(fields),
                ...(file ? { image: file.id } : {}),
                ...(newSlug ? { slug: newSlug } : {}),
                publication_status: next,
                ...publishAtFor(next, existing, fields.scheduledAt, now),
                // every status change ends the preview links made before it
                preview_epoch: (existing.preview_epoch ?? 0) + (next !== current ? 1 : 0),
                ...(prokerId !== undefined ? { proker: prokerId ?? CLEARED } : {}),
              },
              populate: WITH_PROKER,
            });
            if (!saved) throw notFound(MESSAGES.newsNotFound);
            if (newSlug && existing.slug) await recordSlugChange(strapi, itemId, existing.slug, newSlug);
            const imageAlt = fields.image_alt === undefined ? (existing.image_alt ?? null) : fields.image_alt || null;
            await recordRevision(strapi, itemId, { ...fields, image_alt: imageAlt }, by, now);
            if (next === 'published' && current !== 'published')
              await recordPublication(strapi, itemId, now, 'admin', by?.name ?? null);
            return { saved, file };
          });
        } catch (error) {
          if (file) await removeMedia(strapi, [file]);
          if (isUniquenessError(error)) throw invalid({ slug: [NEWS_MESSAGES.slugTaken] });
          throw error;
        }
      };

      // a slug change takes its turn with the creates (both pick and write slugs)
      const { saved, file } = newSlug ? await oneSlugWriteAtATime(save) : await save();
      if (file) await removeMedia(strapi, [existing.image]);
      return toAdminNewsDetail(saved);
    },

    /** To the trash (ADR 089): its image, revisions, old slugs and publication record stay until it is purged. */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'berita', id, MESSAGES.newsNotFound);
    },

    /** POST /api/admin/berita/{id}/pratinjau: a link for 7 days, or until the status, the slug or the epoch changes. */
    async previewLink(id: number | null): Promise<PreviewLinkResponse> {
      const entry = await existingOr404(id);
      const slug = entry.slug ?? '';
      const token = makePreviewToken(
        previewSigningKey(),
        previewSubject(entry, slug),
        new Date(Date.now() + NEWSROOM_LIMITS.previewDays * DAY_MS),
      );
      return { url: `/berita/${encodeURIComponent(slug)}?pratinjau=${token}` };
    },

    /** DELETE /api/admin/berita/{id}/pratinjau: every link made before stops opening the item ("Cabut tautan pratinjau"). */
    async revokePreviewLinks(id: number | null): Promise<RevokePreviewLinksResponse> {
      const entry = await existingOr404(id);
      // a new epoch: every token names the old one (two revocations at once both leave it past every link made before)
      await documents().update({
        documentId: entry.documentId,
        data: { preview_epoch: (entry.preview_epoch ?? 0) + 1 },
      });
      return { message: NEWS_MESSAGES.previewRevoked };
    },

    async revisions(id: number | null): Promise<NewsRevision[]> {
      const entry = await existingOr404(id);
      return listRevisions(strapi, numericId(entry.id));
    },

    async revision(id: number | null, revisionId: number | null): Promise<NewsRevisionDetail> {
      const entry = await existingOr404(id);
      const found = revisionId ? await findRevision(strapi, numericId(entry.id), revisionId) : null;
      if (!found) throw notFound(NEWS_MESSAGES.revisionNotFound);
      return found;
    },

    /** Brings back an old version's title, content and image description, as a new revision (status and slug stay). */
    async restoreRevision(
      id: number | null,
      revisionId: number | null,
      actor: Actor | null = null,
    ): Promise<AdminNewsDetail> {
      const entry = await existingOr404(id);
      const itemId = numericId(entry.id);
      const old = revisionId ? await findRevision(strapi, itemId, revisionId) : null;
      if (!old) throw notFound(NEWS_MESSAGES.revisionNotFound);
      const fields = validateNews(
        { title: old.title, content: old.content, image_alt: old.image_alt ?? '' },
        { mode: 'update', imageCount: 0, now: new Date() },
      );
      const saved = await strapi.db.transaction(async () => {
        const updated = await documents().update({
          documentId: entry.documentId,
          data: { ...textFields(fields), image_alt: fields.image_alt ?? '' },
          populate: { image: true },
        });
        if (!updated) throw notFound(MESSAGES.newsNotFound);
        await recordRevision(strapi, itemId, { ...fields, image_alt: fields.image_alt || null }, actor, new Date());
        return updated;
      });
      return toAdminNewsDetail(saved);
    },

    /** Publishes the scheduled items whose time has come (the timer of src/bootstrap/newsroom.ts calls it). */
    publishDue: (now?: Date) => publishDue(strapi, now),
  };
};

export type BeritaService = ReturnType<typeof import('./berita').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::berita.berita': BeritaService;
  }
}
