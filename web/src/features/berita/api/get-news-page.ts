import useSWR from 'swr';
import type { NewsPage } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

function newsPageUrl(page: number): string {
  return `/api/berita?page=${page}`;
}

/** GET /api/berita?page=n: 7 items a page, newest first, with the paginator's meta. */
function getNewsPage(page: number): Promise<NewsPage> {
  return request<NewsPage>(newsPageUrl(page));
}

/** Refetched whenever the page changes (the key is the page's URL); the previous page stays on screen meanwhile. */
export function useNewsPage(page: number) {
  return useSWR<NewsPage>(newsPageUrl(page), () => getNewsPage(page), {
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Gagal mengambil daftar berita', error),
  });
}
