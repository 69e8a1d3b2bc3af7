import useSWR from 'swr';
import type { NewsDetail } from '@hmrpl/contract';
import { request } from '@/lib/http-client';
import { newsDetailUrl } from './keys';

/**
 * GET /api/berita/{slug}: one article with its (server-sanitized) HTML body. With a preview link's token, the server
 * also answers for an item that is not public yet. An old slug answers with a redirect that fetch follows: the item
 * then carries its current slug.
 */
export function useNewsDetail(slug: string | undefined, previewToken?: string | null) {
  const url = slug ? newsDetailUrl(slug, previewToken) : null;
  return useSWR<NewsDetail>(url, () => request<NewsDetail>(url!), {
    onError: (error: unknown) => console.error('Gagal mengambil artikel', error),
  });
}
