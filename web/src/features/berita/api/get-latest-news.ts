/** The home page's read of the news: GET /api/berita/terbaru (its own file: `/` carries no other news read). */
import useSWR from 'swr';
import type { LatestNews } from '@hmrpl/contract';

const LATEST_NEWS_KEY = '/api/berita/terbaru';

/** GET /api/berita/terbaru: the 5 newest items (home carousel). */
export function useLatestNews() {
  return useSWR<LatestNews>(LATEST_NEWS_KEY, {
    onError: (error: unknown) => console.error('Gagal mengambil berita terbaru', error),
  });
}
