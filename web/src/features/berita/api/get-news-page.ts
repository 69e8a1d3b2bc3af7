/** The news list's read: GET /api/berita?page=n[&q=words] (its own file, in the list's lazy chunk). */
import useSWR from 'swr';
import type { NewsPage } from '@hmrpl/contract';
import { newsPageUrl } from './keys';

/**
 * GET /api/berita?page=n[&q=words]: 7 items a page, newest first, with the paginator's meta; with `q`, only the items
 * whose title or text holds every word. Refetched whenever the page or the search changes (the key is the URL); the
 * previous answer stays on screen meanwhile.
 */
export function useNewsPage(page: number, q = '') {
  return useSWR<NewsPage>(newsPageUrl(page, q), {
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Gagal mengambil daftar berita', error),
  });
}
