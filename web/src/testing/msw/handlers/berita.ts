import { http, HttpResponse } from 'msw';
import type {
  CreateNewsResponse,
  DeleteNewsResponse,
  ErrorBody,
  LatestNews,
  NewsDetail,
  NewsItem,
  NewsLimits,
  NewsPage,
  UpdateNewsResponse,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { NEWS_MESSAGES } from '../messages';
import { makeExcerpt } from '../../../../../cms/src/lib/content/excerpt';
import { slugify } from '../../../../../cms/src/lib/content/slug';
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
} from '../utils';

const LIMITS: NewsLimits = {
  perPage: 7,
  latest: 5,
  excerptMax: 150,
  titleMax: 255,
  contentMaxBytes: 204800,
  imageAltMax: 255,
};

const byNewest = (a: NewsDetail, b: NewsDetail) => b.date.localeCompare(a.date) || b.id - a.id;

function toItem(news: NewsDetail): NewsItem {
  const { content: _content, created_at: _created, updated_at: _updated, ...item } = news;
  return item;
}

function page(url: URL): NewsPage {
  const sorted = [...db.news].sort(byNewest);
  const lastPage = Math.max(1, Math.ceil(sorted.length / LIMITS.perPage));
  const current = pageOf(url);
  const data = sorted.slice((current - 1) * LIMITS.perPage, current * LIMITS.perPage).map(toItem);
  return { data, meta: { current_page: current, last_page: lastPage, per_page: LIMITS.perPage, total: sorted.length } };
}

function slugFor(title: string): string {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; db.news.some((news) => news.slug === slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

async function validate(form: FormData, imageRequired: boolean) {
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
  } else if (imageRequired) errors.image = [NEWS_MESSAGES.imageRequired];
  return { errors, title, content, imageAlt, image: image instanceof File ? image : null };
}

export const beritaHandlers = [
  http.get<never, never, LatestNews>('/api/berita/terbaru', async () => {
    await latency();
    return HttpResponse.json<LatestNews>([...db.news].sort(byNewest).slice(0, LIMITS.latest).map(toItem));
  }),

  http.get<never, never, NewsPage>('/api/berita', async ({ request }) => {
    await latency();
    return HttpResponse.json<NewsPage>(page(new URL(request.url)));
  }),

  http.get<{ slug: string }, never, NewsDetail | ErrorBody>('/api/berita/:slug', async ({ params }) => {
    await latency();
    const news = db.news.find((candidate) => candidate.slug === params.slug);
    return news ? HttpResponse.json<NewsDetail>(news) : errorResponse(404, MESSAGES.newsNotFound);
  }),

  http.get<never, never, NewsPage | ErrorBody>('/api/admin/berita', async ({ request }) => {
    await latency();
    return adminFailure() ?? HttpResponse.json<NewsPage>(page(new URL(request.url)));
  }),

  http.get<{ id: string }, never, NewsDetail | ErrorBody>('/api/admin/berita/:id', async ({ params }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const news = db.news.find((candidate) => candidate.id === Number(params.id));
    return news ? HttpResponse.json<NewsDetail>(news) : errorResponse(404, MESSAGES.newsNotFound);
  }),

  http.post<never, never, CreateNewsResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/berita',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const result = await validate(await request.formData(), true);
      if ('tooLarge' in result) return errorResponse(413, MESSAGES.payloadTooLarge);
      if (Object.keys(result.errors).length) return validationResponse(result.errors);
      const id = newId();
      const now = new Date().toISOString();
      const news: NewsDetail = {
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
      };
      db.news.push(news);
      return HttpResponse.json<CreateNewsResponse>({ message: NEWS_MESSAGES.created, data: news }, { status: 201 });
    },
  ),

  http.post<{ id: string }, never, UpdateNewsResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/berita/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const news = db.news.find((candidate) => candidate.id === Number(params.id));
      if (!news) return errorResponse(404, MESSAGES.newsNotFound);
      const result = await validate(await request.formData(), false);
      if ('tooLarge' in result) return errorResponse(413, MESSAGES.payloadTooLarge);
      if (Object.keys(result.errors).length) return validationResponse(result.errors);
      news.title = result.title;
      news.content = result.content;
      news.excerpt = makeExcerpt(result.content);
      if (result.imageAlt !== undefined) news.image_alt = result.imageAlt || null;
      news.updated_at = new Date().toISOString();
      if (result.image) {
        news.image_path = `berita/upload-${newId()}.webp`;
        delete news.image_formats;
      }
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
      db.news.splice(index, 1);
      return HttpResponse.json<DeleteNewsResponse>({ message: NEWS_MESSAGES.deleted });
    },
  ),
];
