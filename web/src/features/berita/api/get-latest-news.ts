import useSWR from 'swr';
import type { LatestNews } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const LATEST_NEWS_URL = '/api/berita/terbaru';

/** GET /api/berita/terbaru: the 5 newest items (home carousel). */
function getLatestNews(): Promise<LatestNews> {
  return request<LatestNews>(LATEST_NEWS_URL);
}

export function useLatestNews() {
  return useSWR<LatestNews>(LATEST_NEWS_URL, getLatestNews, {
    onError: (error: unknown) => console.error('Gagal mengambil berita terbaru', error),
  });
}
