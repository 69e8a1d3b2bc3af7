/** Admin calls for news: the paged list, one item, add, edit (multipart POST) and delete. */
import useSWR from 'swr';
import type { CreateNewsResponse, DeleteNewsResponse, NewsDetail, NewsPage, UpdateNewsResponse } from '@hmrpl/contract';
import { request, upload } from '@/lib/http-client';
import { prepareImages, type ImageUploadOptions } from '@/components/admin/uploads/shrink-image';

export const adminNewsListKey = (page: number) => `/api/admin/berita?page=${page}`;
const adminNewsKey = (id: number | string) => `/api/admin/berita/${encodeURIComponent(String(id))}`;

export function useAdminNewsList(page: number) {
  return useSWR<NewsPage>(adminNewsListKey(page), { keepPreviousData: true });
}

export function useAdminNews(id: number | string | undefined) {
  return useSWR<NewsDetail>(id === undefined ? null : adminNewsKey(id));
}

interface NewsInput {
  title: string;
  content: string;
  /** Required on add, optional on edit. */
  image: File | null;
  /** What the image shows (optional; '' clears it). */
  imageAlt: string;
}

function toForm({ title, content, image, imageAlt }: NewsInput): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  form.append('image_alt', imageAlt);
  if (image) form.append('image', image);
  return form;
}

/** The input with its image shrunk first when it is a large photo. */
async function prepared(input: NewsInput, options?: ImageUploadOptions): Promise<NewsInput> {
  if (!input.image) return input;
  const [image] = await prepareImages([input.image], options);
  return { ...input, image: image! };
}

export async function createNews(input: NewsInput & { image: File }, options?: ImageUploadOptions) {
  return upload<CreateNewsResponse>('/api/admin/berita', toForm(await prepared(input, options)), options);
}

export async function updateNews(id: number | string, input: NewsInput, options?: ImageUploadOptions) {
  return upload<UpdateNewsResponse>(adminNewsKey(id), toForm(await prepared(input, options)), options);
}

export function deleteNews(id: number) {
  return request<DeleteNewsResponse>(adminNewsKey(id), { method: 'DELETE' });
}

/** After a change: every news list and item (admin and public) is stale. */
export function isNewsKey(key: unknown): boolean {
  return typeof key === 'string' && (key.startsWith('/api/admin/berita') || key.startsWith('/api/berita'));
}
