/**
 * News: lists, detail, and the admin's create / update / delete with sanitized HTML, a derived slug
 * (unique, never changed on edit) and excerpt, and the headline image in the media library.
 */
import type { Core } from '@strapi/strapi';
import type { LatestNews, NewsDetail, NewsLimits, NewsMessages, NewsPage } from '@hmrpl/contract';
import { MESSAGES, invalid, notFound, type FieldErrors } from '../../../lib/http/errors';
import { sanitizeNewsHtml, isEmptyHtml } from '../../../lib/content/sanitize-html';
import { makeExcerpt } from '../../../lib/content/excerpt';
import { slugify, uniqueSlug } from '../../../lib/content/slug';
import { isSlug, paging } from '../../../lib/http/request-params';
import { createSerialQueue } from '../../../lib/process/serial';
import { isUniquenessError } from '../../../lib/strapi/database';
import { removeMedia, storeImages, validateImages, type IncomingFile } from '../../../lib/uploads/store';
import { toNewsDetail, toNewsItem, type BeritaEntity } from '../mappers/to-berita-dto';

const UID = 'api::berita.berita';

export const NEWS_LIMITS: NewsLimits = {
  perPage: 7,
  latest: 5,
  excerptMax: 150,
  titleMax: 255,
  contentMaxBytes: 204800,
  imageAltMax: 255,
};

export const NEWS_MESSAGES = {
  created: 'Berita berhasil ditambahkan!',
  updated: 'Berita berhasil diperbarui!',
  deleted: 'Berita berhasil dihapus!',
  titleRequired: 'Judul wajib diisi.',
  titleTooLong: `Judul maksimal ${NEWS_LIMITS.titleMax} karakter.`,
  contentRequired: 'Konten wajib diisi.',
  contentTooLarge: 'Konten maksimal 200 KB.',
  contentEmptyAfterSanitize: 'Konten tidak berisi teks atau gambar yang diizinkan.',
  imageRequired: 'Gambar headline wajib diunggah.',
  oneImageOnly: 'Unggah satu gambar headline saja.',
  imageAltTooLong: `Deskripsi gambar maksimal ${NEWS_LIMITS.imageAltMax} karakter.`,
} as const satisfies NewsMessages;

/** Newest first; the id breaks ties between items created in the same millisecond. */
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
/** Lists never load the (up to 200 kB) content: the excerpt is stored beside it. */
const LIST_FIELDS = ['title', 'slug', 'excerpt', 'image_alt', 'createdAt', 'updatedAt'] as const;

export interface NewsInput {
  title?: string;
  content?: string;
  /** undefined: unchanged (on edit); '' clears it. */
  image_alt?: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  /**
   * Picking a free slug and inserting it happen one create at a time in this process: Strapi's uid
   * uniqueness check is a separate read, so two concurrent creates could otherwise both take `x`. Across
   * processes the database's unique index (src/bootstrap/operations.ts) refuses the second; it then retries.
   */
  const oneCreateAtATime = createSerialQueue();

  async function findEntity(
    filters: { slug: { $eq: string } } | { id: { $eq: number } },
  ): Promise<BeritaEntity | null> {
    const entry = await documents().findFirst({ filters, populate: { image: true } });
    return entry ?? null;
  }

  async function listPage(page: number): Promise<NewsPage> {
    const total = await documents().count({});
    const p = paging(page, NEWS_LIMITS.perPage, total);
    const rows =
      p.offset < total
        ? await documents().findMany({
            fields: [...LIST_FIELDS],
            sort: NEWEST_FIRST,
            start: p.offset,
            limit: p.perPage,
            populate: { image: true },
          })
        : [];
    return {
      data: rows.map(toNewsItem),
      meta: { current_page: p.page, last_page: p.lastPage, per_page: p.perPage, total: p.total },
    };
  }

  /** Field rules shared by create and update; returns the cleaned values or throws 422 with every field error. */
  function validateInput(input: NewsInput, files: IncomingFile[], { imageRequired }: { imageRequired: boolean }) {
    const errors: FieldErrors = {};
    const title = (input.title ?? '').trim();
    if (!title) errors.title = [NEWS_MESSAGES.titleRequired];
    else if (title.length > NEWS_LIMITS.titleMax) errors.title = [NEWS_MESSAGES.titleTooLong];

    const rawContent = input.content ?? '';
    let content = '';
    if (!rawContent.trim()) errors.content = [NEWS_MESSAGES.contentRequired];
    else if (Buffer.byteLength(rawContent, 'utf8') > NEWS_LIMITS.contentMaxBytes)
      errors.content = [NEWS_MESSAGES.contentTooLarge];
    else {
      content = sanitizeNewsHtml(rawContent);
      if (isEmptyHtml(content)) errors.content = [NEWS_MESSAGES.contentEmptyAfterSanitize];
    }

    if (imageRequired && files.length === 0) errors.image = [NEWS_MESSAGES.imageRequired];
    else if (files.length > 1) errors.image = [NEWS_MESSAGES.oneImageOnly];

    // stored trimmed; '' means none (the mapper answers null)
    const imageAlt = input.image_alt === undefined ? undefined : input.image_alt.trim();
    if (imageAlt && imageAlt.length > NEWS_LIMITS.imageAltMax) errors.image_alt = [NEWS_MESSAGES.imageAltTooLong];

    if (Object.keys(errors).length > 0) throw invalid(errors);
    return {
      title,
      content,
      excerpt: makeExcerpt(content, NEWS_LIMITS.excerptMax),
      ...(imageAlt === undefined ? {} : { image_alt: imageAlt }),
    };
  }

  async function freeSlug(title: string): Promise<string> {
    return uniqueSlug(slugify(title), async (candidates) => {
      const taken = await documents().findMany({ filters: { slug: { $in: candidates } }, fields: ['slug'] });
      return new Set(taken.flatMap((row) => (row.slug ? [row.slug] : [])));
    });
  }

  return {
    async latest(): Promise<LatestNews> {
      const rows = await documents().findMany({
        fields: [...LIST_FIELDS],
        sort: NEWEST_FIRST,
        limit: NEWS_LIMITS.latest,
        populate: { image: true },
      });
      return rows.map(toNewsItem);
    },

    listPage,

    async detailBySlug(slug: string): Promise<NewsDetail> {
      // a value no slug can have is answered without a query
      const entry = isSlug(slug) ? await findEntity({ slug: { $eq: slug } }) : null;
      if (!entry) throw notFound(MESSAGES.newsNotFound);
      return toNewsDetail(entry);
    },

    async detailById(id: number | null): Promise<NewsDetail> {
      const entry = id ? await findEntity({ id: { $eq: id } }) : null;
      if (!entry) throw notFound(MESSAGES.newsNotFound);
      return toNewsDetail(entry);
    },

    async create(input: NewsInput, files: IncomingFile[]): Promise<NewsDetail> {
      const fields = validateInput(input, files, { imageRequired: true });
      const [image] = await validateImages(files, { field: 'image' });
      const [file] = await storeImages(strapi, [image], { prefix: 'berita', captions: [fields.title], field: 'image' });
      try {
        // Strapi also checks a uid's uniqueness on write; should a write outside this queue (the dashboard)
        // take the slug in between, look again for a free one.
        return await oneCreateAtATime(async () => {
          for (let attempt = 1; ; attempt += 1) {
            const slug = await freeSlug(fields.title);
            try {
              const created = await documents().create({
                data: { ...fields, slug, image: file.id },
                populate: { image: true },
              });
              return toNewsDetail(created);
            } catch (error) {
              if (attempt >= 3 || !isUniquenessError(error)) throw error;
            }
          }
        });
      } catch (error) {
        await removeMedia(strapi, [file]);
        throw error;
      }
    },

    async update(id: number | null, input: NewsInput, files: IncomingFile[]): Promise<NewsDetail> {
      const existing = id ? await findEntity({ id: { $eq: id } }) : null;
      if (!existing?.documentId) throw notFound(MESSAGES.newsNotFound);
      const fields = validateInput(input, files, { imageRequired: false });
      const images = await validateImages(files, { field: 'image' });
      const [file] =
        images.length > 0
          ? await storeImages(strapi, images, { prefix: 'berita', captions: [fields.title], field: 'image' })
          : [];
      let updated: BeritaEntity;
      try {
        // The slug is left alone: shared links keep working after a title change.
        const saved = await documents().update({
          documentId: existing.documentId,
          data: { ...fields, ...(file ? { image: file.id } : {}) },
          populate: { image: true },
        });
        if (!saved) throw notFound(MESSAGES.newsNotFound);
        updated = saved;
      } catch (error) {
        if (file) await removeMedia(strapi, [file]);
        throw error;
      }
      if (file) await removeMedia(strapi, [existing.image]);
      return toNewsDetail(updated);
    },

    async remove(id: number | null): Promise<void> {
      const existing = id ? await findEntity({ id: { $eq: id } }) : null;
      if (!existing?.documentId) throw notFound(MESSAGES.newsNotFound);
      await documents().delete({ documentId: existing.documentId });
      await removeMedia(strapi, [existing.image]);
    },
  };
};

export type BeritaService = ReturnType<typeof import('./berita').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::berita.berita': BeritaService;
  }
}
