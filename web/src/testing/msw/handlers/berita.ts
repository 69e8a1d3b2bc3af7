import { http, HttpResponse } from 'msw';
import type {
  AdminNewsDetail,
  AdminNewsItem,
  AdminNewsPage,
  CreateNewsResponse,
  DeleteNewsResponse,
  ErrorBody,
  LatestNews,
  NewsDetail,
  NewsItem,
  NewsLimits,
  NewsPage,
  NewsRevisionDetail,
  NewsRevisionList,
  NewsStatus,
  PreviewLinkResponse,
  RevokePreviewLinksResponse,
  RestoreRevisionResponse,
  UpdateNewsResponse,
  ValidationErrorBody,
  NewsMessages,
} from '@hmrpl/contract';
import { makeExcerpt } from '@cms-content/excerpt';
import { RESERVED_SLUGS, slugify } from '@cms-content/slug';
import { searchWords, searchableText } from '@cms-content/search';
import { prokerLink } from './proker';
import { db } from '../db';
import {
  MAX_FILE_BYTES,
  MESSAGES,
  adminFailure,
  errorResponse,
  guardAdminWrite,
  isAllowedImage,
  latency,
  newId,
  pageOf,
  validationResponse,
  recordAudit,
  staleEdit,
} from '../utils';
import { putBack, toFixtureTrash } from '../trash';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const NEWS_MESSAGES: NewsMessages = {
  created: 'Berita berhasil ditambahkan!',
  updated: 'Berita berhasil diperbarui!',
  deleted: 'Berita berhasil dihapus!',
  titleRequired: 'Judul wajib diisi.',
  titleTooLong: 'Judul maksimal 255 karakter.',
  contentRequired: 'Konten wajib diisi.',
  contentTooLarge: 'Konten maksimal 200 KB.',
  contentEmptyAfterSanitize: 'Konten tidak berisi teks atau gambar yang diizinkan.',
  imageRequired: 'Gambar headline wajib diunggah.',
  oneImageOnly: 'Unggah satu gambar headline saja.',
  imageAltTooLong: 'Deskripsi gambar maksimal 255 karakter.',
  statusInvalid: 'Status berita tidak valid.',
  publishAtRequired: 'Tanggal dan jam terbit wajib diisi untuk berita terjadwal.',
  publishAtInvalid: 'Tanggal dan jam terbit tidak valid.',
  publishAtPast: 'Tanggal dan jam terbit harus di masa depan.',
  publishAtTooFar: 'Jadwal terbit paling lambat satu tahun dari sekarang.',
  slugInvalid: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.',
  slugTooLong: 'Slug maksimal 200 karakter.',
  slugTaken: 'Slug sudah dipakai berita lain.',
  slugReserved: 'Slug ini dipakai oleh alamat situs.',
  revisionRestored: 'Revisi berhasil dipulihkan!',
  revisionNotFound: 'Revisi tidak ditemukan.',
  previewRevoked: 'Tautan pratinjau berhasil dicabut!',
};

const LIMITS: NewsLimits = {
  perPage: 7,
  latest: 5,
  excerptMax: 150,
  titleMax: 255,
  contentMaxBytes: 204800,
  imageAltMax: 255,
};
const STATUSES: readonly NewsStatus[] = ['draft', 'scheduled', 'published'];
const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const byNewest = (a: NewsDetail, b: NewsDetail) => b.date.localeCompare(a.date) || b.id - a.id;
const byNewestWritten = (a: NewsDetail, b: NewsDetail) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
const published = () => db.news.filter((news) => news.status === 'published');

function toPublic(news: AdminNewsDetail): NewsDetail {
  const { status: _status, publish_at: _publishAt, ...detail } = news;
  return detail;
}

function toItem(news: AdminNewsDetail): NewsItem {
  const { content: _content, created_at: _created, updated_at: _updated, ...item } = toPublic(news);
  return item;
}

function toAdminItem(news: AdminNewsDetail): AdminNewsItem {
  return { ...toItem(news), status: news.status, publish_at: news.publish_at };
}

function paged<T>(rows: T[], url: URL) {
  const lastPage = Math.max(1, Math.ceil(rows.length / LIMITS.perPage));
  const current = pageOf(url);
  const data = rows.slice((current - 1) * LIMITS.perPage, current * LIMITS.perPage);
  return { data, meta: { current_page: current, last_page: lastPage, per_page: LIMITS.perPage, total: rows.length } };
}

/** The public list, or the search: every word in the title or the text, folded as the CMS folds them. */
function page(url: URL): NewsPage {
  const words = searchWords(url.searchParams.get('q') ?? '');
  const rows = published()
    .filter((news) => words.every((word) => searchableText(news.title, news.content).includes(word)))
    .sort(byNewest);
  const { data, meta } = paged(rows, url);
  return { data: data.map(toItem), meta };
}

function slugTaken(slug: string, ownId?: number): boolean {
  return (
    db.news.some((news) => news.slug === slug && news.id !== ownId) ||
    db.newsSlugAliases.some((alias) => alias.slug === slug && alias.newsId !== ownId)
  );
}

function slugFor(title: string): string {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; slugTaken(slug) || RESERVED_SLUGS.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** A version of the item, by the signed-in admin's account (null: older than accounts, as the CMS's first version). */
function recordRevision(news: AdminNewsDetail, author: { id: number; name: string } | null = db.session) {
  db.newsRevisions.push({
    id: newId(),
    newsId: news.id,
    created_at: news.updated_at,
    title: news.title,
    by: author?.name ?? null,
    by_id: author?.id ?? null,
    content: news.content,
    image_alt: news.image_alt,
  });
}

async function validate(form: FormData, mode: 'create' | 'update') {
  const errors: Record<string, string[]> = {};
  const title = String(form.get('title') ?? '').trim();
  const content = String(form.get('content') ?? '');
  const image = form.get('image');
  const rawAlt = form.get('image_alt');
  // absent: unchanged (edit); '' clears it
  const imageAlt = typeof rawAlt === 'string' ? rawAlt.trim() : undefined;
  if (imageAlt && imageAlt.length > LIMITS.imageAltMax) errors.image_alt = [NEWS_MESSAGES.imageAltTooLong];
  if (!title) errors.title = [NEWS_MESSAGES.titleRequired];
  else if (title.length > LIMITS.titleMax) errors.title = [NEWS_MESSAGES.titleTooLong];
  if (!content.replace(/<[^>]*>/g, '').trim()) errors.content = [NEWS_MESSAGES.contentRequired];
  if (image instanceof File) {
    if (image.size > MAX_FILE_BYTES) return { tooLarge: true as const };
    if (!(await isAllowedImage(image))) errors.image = [MESSAGES.badFileType];
  } else if (mode === 'create') errors.image = [NEWS_MESSAGES.imageRequired];

  const rawStatus = form.get('status');
  let status: NewsStatus | undefined;
  let publishAt: string | undefined;
  if (typeof rawStatus === 'string' && rawStatus !== '') {
    if (!(STATUSES as readonly string[]).includes(rawStatus)) errors.status = [NEWS_MESSAGES.statusInvalid];
    else status = rawStatus as NewsStatus;
    if (status === 'scheduled') {
      const raw = String(form.get('publish_at') ?? '').trim();
      const at = new Date(raw);
      if (!raw) errors.publish_at = [NEWS_MESSAGES.publishAtRequired];
      else if (Number.isNaN(at.getTime())) errors.publish_at = [NEWS_MESSAGES.publishAtInvalid];
      else if (at.getTime() <= Date.now()) errors.publish_at = [NEWS_MESSAGES.publishAtPast];
      else publishAt = at.toISOString();
    }
  }

  const rawSlug = mode === 'update' ? String(form.get('slug') ?? '').trim() : '';
  if (rawSlug) {
    if (rawSlug.length > 200) errors.slug = [NEWS_MESSAGES.slugTooLong];
    else if (!SLUG_FORMAT.test(rawSlug)) errors.slug = [NEWS_MESSAGES.slugInvalid];
    else if (RESERVED_SLUGS.has(rawSlug)) errors.slug = [NEWS_MESSAGES.slugReserved];
  }
  return {
    errors,
    title,
    content,
    imageAlt,
    image: image instanceof File ? image : null,
    status,
    publishAt,
    slug: rawSlug || undefined,
  };
}

/** The status fields after a save: a new status, or the current one kept. */
function applyStatus(
  news: AdminNewsDetail,
  status: NewsStatus | undefined,
  publishAt: string | undefined,
  now: string,
) {
  const next = status ?? news.status;
  if (next !== news.status) db.previewTokens = db.previewTokens.filter((token) => token.newsId !== news.id);
  if (next === 'draft') news.publish_at = null;
  else if (next === 'scheduled') news.publish_at = publishAt ?? news.publish_at ?? now;
  else if (news.status !== 'published' || !news.publish_at) news.publish_at = now;
  news.status = next;
  news.date = news.publish_at ?? news.created_at;
}

/** A public slug: the item, when visitors (or this preview token) may see it; an old slug leads to its item. */
function findPublic(slug: string, token: string | null): AdminNewsDetail | undefined {
  const owner = db.newsSlugAliases.find((alias) => alias.slug === slug)?.newsId;
  const news = db.news.find((candidate) => candidate.slug === slug || candidate.id === owner);
  if (!news) return undefined;
  if (news.status === 'published') return news;
  const opens = db.previewTokens.some(
    (entry) => entry.token === token && entry.newsId === news.id && entry.status === news.status,
  );
  return opens ? news : undefined;
}

const findNews = (id: string) => db.news.find((candidate) => candidate.id === Number(id));
const findRevision = (newsId: number, revisionId: string) =>
  db.newsRevisions.find((candidate) => candidate.newsId === newsId && candidate.id === Number(revisionId));

export const beritaHandlers = [
  http.get<never, never, LatestNews>('/api/berita/terbaru', async () => {
    await latency();
    return HttpResponse.json<LatestNews>(published().sort(byNewest).slice(0, LIMITS.latest).map(toItem));
  }),

  http.get<never, never, NewsPage>('/api/berita', async ({ request }) => {
    await latency();
    return HttpResponse.json<NewsPage>(page(new URL(request.url)));
  }),

  // an old slug answers as the CMS's redirect would once followed: the item with its current slug
  http.get<{ slug: string }, never, NewsDetail | ErrorBody>('/api/berita/:slug', async ({ params, request }) => {
    await latency();
    const news = findPublic(params.slug, new URL(request.url).searchParams.get('pratinjau'));
    if (!news) return errorResponse(404, MESSAGES.newsNotFound);
    // not public: opened by its preview link, and marked so (the page's band)
    return HttpResponse.json<NewsDetail>(
      news.status === 'published' ? toPublic(news) : { ...toPublic(news), preview: true },
    );
  }),

  http.get<never, never, AdminNewsPage | ErrorBody>('/api/admin/berita', async ({ request }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const rows = db.news
      .filter((news) => !(STATUSES as readonly string[]).includes(status ?? '') || news.status === status)
      .sort(byNewestWritten);
    const { data, meta } = paged(rows, url);
    return HttpResponse.json<AdminNewsPage>({ data: data.map(toAdminItem), meta });
  }),

  http.get<{ id: string }, never, AdminNewsDetail | ErrorBody>('/api/admin/berita/:id', async ({ params }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const news = findNews(params.id);
    return news ? HttpResponse.json<AdminNewsDetail>(news) : errorResponse(404, MESSAGES.newsNotFound);
  }),

  http.post<never, never, CreateNewsResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/berita',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const form = await request.formData();
      const result = await validate(form, 'create');
      if ('tooLarge' in result) return errorResponse(413, MESSAGES.payloadTooLarge);
      if (Object.keys(result.errors).length) return validationResponse(result.errors);
      const link = prokerLink(form.get('proker_id'));
      if (!link.ok) return link.response;
      const id = newId();
      const now = new Date().toISOString();
      const news: AdminNewsDetail = {
        id,
        slug: slugFor(result.title),
        title: result.title,
        date: now,
        excerpt: makeExcerpt(result.content),
        image_path: `berita/upload-${id}.webp`,
        image_alt: result.imageAlt || null,
        content: result.content,
        created_at: now,
        updated_at: now,
        status: 'draft',
        publish_at: null,
        proker_id: link.id ?? null,
      };
      // SPEC's flow: without a status, published at once
      applyStatus(news, result.status ?? 'published', result.publishAt, now);
      db.news.push(news);
      recordRevision(news);
      return HttpResponse.json<CreateNewsResponse>({ message: NEWS_MESSAGES.created, data: news }, { status: 201 });
    },
  ),

  http.post<{ id: string }, never, UpdateNewsResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/berita/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const news = findNews(params.id);
      if (!news) return errorResponse(404, MESSAGES.newsNotFound);
      const form = await request.formData();
      const stale = staleEdit(form.get('updated_at'), news, 'berita');
      if (stale) return stale;
      const result = await validate(form, 'update');
      if ('tooLarge' in result) return errorResponse(413, MESSAGES.payloadTooLarge);
      if (result.slug && result.slug !== news.slug && slugTaken(result.slug, news.id))
        result.errors.slug = [NEWS_MESSAGES.slugTaken];
      if (Object.keys(result.errors).length) return validationResponse(result.errors);
      const link = prokerLink(form.get('proker_id'));
      if (!link.ok) return link.response;
      if (link.id !== undefined) news.proker_id = link.id;
      // an item saved before revisions existed: its stored version becomes the first one (as the CMS does)
      if (!db.newsRevisions.some((revision) => revision.newsId === news.id)) recordRevision(news, null);
      const now = new Date().toISOString();
      news.title = result.title;
      news.content = result.content;
      news.excerpt = makeExcerpt(result.content);
      if (result.imageAlt !== undefined) news.image_alt = result.imageAlt || null;
      news.updated_at = now;
      if (result.image) {
        news.image_path = `berita/upload-${newId()}.webp`;
        delete news.image_formats;
      }
      if (result.slug && result.slug !== news.slug) {
        db.newsSlugAliases = db.newsSlugAliases.filter((alias) => alias.slug !== result.slug);
        db.newsSlugAliases.push({ slug: news.slug, newsId: news.id });
        news.slug = result.slug;
      }
      applyStatus(news, result.status, result.publishAt, now);
      recordRevision(news);
      recordAudit({
        action: 'berita.ubah',
        target_type: 'berita',
        target_id: news.id,
        target_title: news.title,
        summary: null,
      });
      return HttpResponse.json<UpdateNewsResponse>({ message: NEWS_MESSAGES.updated, data: news });
    },
  ),

  http.delete<{ id: string }, never, DeleteNewsResponse | ErrorBody>(
    '/api/admin/berita/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const index = db.news.findIndex((candidate) => candidate.id === Number(params.id));
      if (index < 0) return errorResponse(404, MESSAGES.newsNotFound);
      // to the trash with its revisions and old slugs kept, as the CMS does (ADR 089)
      const [removed] = db.news.splice(index, 1);
      toFixtureTrash('berita', removed!.title, () => {
        if (db.news.some((other) => other.slug === removed!.slug)) return false;
        putBack(db.news, index, removed!);
        return true;
      });
      return HttpResponse.json<DeleteNewsResponse>({ message: NEWS_MESSAGES.deleted });
    },
  ),

  http.post<{ id: string }, never, PreviewLinkResponse | ErrorBody>(
    '/api/admin/berita/:id/pratinjau',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const news = findNews(params.id);
      if (!news) return errorResponse(404, MESSAGES.newsNotFound);
      const token = `uji${news.id}.${newId().toString(36)}`;
      db.previewTokens.push({ token, newsId: news.id, status: news.status });
      return HttpResponse.json<PreviewLinkResponse>({ url: `/berita/${news.slug}?pratinjau=${token}` });
    },
  ),

  http.delete<{ id: string }, never, RevokePreviewLinksResponse | ErrorBody>(
    '/api/admin/berita/:id/pratinjau',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const news = findNews(params.id);
      if (!news) return errorResponse(404, MESSAGES.newsNotFound);
      db.previewTokens = db.previewTokens.filter((token) => token.newsId !== news.id);
      return HttpResponse.json<RevokePreviewLinksResponse>({ message: NEWS_MESSAGES.previewRevoked });
    },
  ),

  http.get<{ id: string }, never, NewsRevisionList | ErrorBody>('/api/admin/berita/:id/revisi', async ({ params }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const news = findNews(params.id);
    if (!news) return errorResponse(404, MESSAGES.newsNotFound);
    const data = db.newsRevisions
      .filter((revision) => revision.newsId === news.id)
      .reverse()
      .map(({ id, created_at, title, by, by_id }) => ({ id, created_at, title, by, by_id }));
    return HttpResponse.json<NewsRevisionList>({ data });
  }),

  http.get<{ id: string; revisionId: string }, never, NewsRevisionDetail | ErrorBody>(
    '/api/admin/berita/:id/revisi/:revisionId',
    async ({ params }) => {
      await latency();
      const denied = adminFailure();
      if (denied) return denied;
      const revision = findRevision(Number(params.id), params.revisionId);
      if (!revision) return errorResponse(404, NEWS_MESSAGES.revisionNotFound);
      const { newsId: _newsId, ...detail } = revision;
      return HttpResponse.json<NewsRevisionDetail>(detail);
    },
  ),

  http.post<{ id: string; revisionId: string }, never, RestoreRevisionResponse | ErrorBody>(
    '/api/admin/berita/:id/revisi/:revisionId/pulihkan',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const news = findNews(params.id);
      if (!news) return errorResponse(404, MESSAGES.newsNotFound);
      const revision = findRevision(news.id, params.revisionId);
      if (!revision) return errorResponse(404, NEWS_MESSAGES.revisionNotFound);
      news.title = revision.title;
      news.content = revision.content;
      news.excerpt = makeExcerpt(revision.content);
      news.image_alt = revision.image_alt;
      news.updated_at = new Date().toISOString();
      recordRevision(news);
      return HttpResponse.json<RestoreRevisionResponse>({ message: NEWS_MESSAGES.revisionRestored, data: news });
    },
  ),
];
