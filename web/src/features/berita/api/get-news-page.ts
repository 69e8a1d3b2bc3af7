import useSWR from 'swr';
import type { NewsPage } from '@hmrpl/contract';
import { request } from '@/lib/http-client';
import { newsPageUrl } from './keys';

/**
 * GET /api/berita?page=n[&q=words]: 7 items a page, newest first, with the paginator's meta; with `q`, only the items
 * whose title or text holds every word. Refetched whenever the page or the search changes (the key is the URL); the
 * previous answer stays on screen meanwhile.
 */
export function useNewsPage(page: number, q = '') {
  const url = newsPageUrl(page, q);
  return useSWR<NewsPage>(url, () => request<NewsPage>(url), {
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Gagal mengambil daftar berita', error),
  });
}
