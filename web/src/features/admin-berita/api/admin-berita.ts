/**
 * Admin calls for news: the paged list (filtered by status), one item, add, edit (multipart POST), delete, and the
 * newsroom's preview links and revisions.
 */
import useSWR from 'swr';
import type {
  AdminNewsDetail,
  AdminNewsPage,
  CreateNewsResponse,
  DeleteNewsResponse,
  NewsRevisionDetail,
  NewsRevisionList,
  NewsStatus,
  PreviewLinkResponse,
  RestoreRevisionResponse,
  RevokePreviewLinksResponse,
  UpdateNewsResponse,
} from '@hmrpl/contract';
import { request, upload } from '@/lib/http-client';
import { prepareImages, type ImageUploadOptions } from '@/components/admin/uploads/shrink-image';

export const adminNewsListKey = (page: number, status?: NewsStatus) =>
  `/api/admin/berita?page=${page}${status ? `&status=${status}` : ''}`;
const adminNewsKey = (id: number | string) => `/api/admin/berita/${encodeURIComponent(String(id))}`;
const revisionsKey = (id: number | string) => `${adminNewsKey(id)}/revisi`;
const revisionKey = (id: number | string, revisionId: number) => `${revisionsKey(id)}/${revisionId}`;

export function useAdminNewsList(page: number, status?: NewsStatus) {
  return useSWR<AdminNewsPage>(adminNewsListKey(page, status), { keepPreviousData: true });
}

export function useAdminNews(id: number | string | undefined) {
  return useSWR<AdminNewsDetail>(id === undefined ? null : adminNewsKey(id));
}

/** How a form is saved: the status to give the item (none: published at once on add, kept on edit). */
export type SaveAction =
  { status?: undefined } | { status: 'draft' | 'published' } | { status: 'scheduled'; publishAt: string };

interface NewsInput {
  title: string;
  content: string;
  /** Required on add, optional on edit. */
  image: File | null;
  /** What the image shows (optional; '' clears it). */
  imageAlt: string;
  /** Edit only: a new slug ('' or the current one: unchanged). */
  slug?: string;
  /** The program of work it belongs to ('' = none); absent: unchanged. */
  prokerId?: string;
}

function toForm({ title, content, image, imageAlt, slug, prokerId }: NewsInput, action: SaveAction): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  form.append('image_alt', imageAlt);
  if (prokerId !== undefined) form.append('proker_id', prokerId);
  if (image) form.append('image', image);
  if (slug) form.append('slug', slug);
  if (action.status) form.append('status', action.status);
  if (action.status === 'scheduled') form.append('publish_at', action.publishAt);
  return form;
}

/** The input with its image shrunk first when it is a large photo. */
async function prepared(input: NewsInput, options?: ImageUploadOptions): Promise<NewsInput> {
  if (!input.image) return input;
  const [image] = await prepareImages([input.image], options);
  return { ...input, image: image! };
}

export async function createNews(input: NewsInput & { image: File }, action: SaveAction, options?: ImageUploadOptions) {
  return upload<CreateNewsResponse>('/api/admin/berita', toForm(await prepared(input, options), action), options);
}

/** `updatedAt`: the version the form loaded; a save over a newer one is refused with 409 (ADR 087). */
export async function updateNews(
  id: number | string,
  input: NewsInput,
  action: SaveAction,
  options?: ImageUploadOptions,
  updatedAt?: string,
) {
  const form = toForm(await prepared(input, options), action);
  if (updatedAt) form.append('updated_at', updatedAt);
  return upload<UpdateNewsResponse>(adminNewsKey(id), form, options);
}

export function deleteNews(id: number) {
  return request<DeleteNewsResponse>(adminNewsKey(id), { method: 'DELETE' });
}

/** POST .../pratinjau: a new preview link (root-relative). */
export function createPreviewLink(id: number) {
  return request<PreviewLinkResponse>(`${adminNewsKey(id)}/pratinjau`, { method: 'POST' });
}

/** DELETE .../pratinjau: every preview link made so far stops opening the item ("Cabut tautan pratinjau"). */
export function revokePreviewLinks(id: number) {
  return request<RevokePreviewLinksResponse>(`${adminNewsKey(id)}/pratinjau`, { method: 'DELETE' });
}

export function useNewsRevisions(id: number) {
  return useSWR<NewsRevisionList>(revisionsKey(id));
}

export function useNewsRevision(id: number, revisionId: number | null) {
  return useSWR<NewsRevisionDetail>(revisionId === null ? null : revisionKey(id, revisionId));
}

export function restoreRevision(id: number, revisionId: number) {
  return request<RestoreRevisionResponse>(`${revisionKey(id, revisionId)}/pulihkan`, { method: 'POST' });
}

/** After a change: every news list and item (admin and public) is stale. */
export function isNewsKey(key: unknown): boolean {
  return typeof key === 'string' && (key.startsWith('/api/admin/berita') || key.startsWith('/api/berita'));
}
