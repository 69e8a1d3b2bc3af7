import useSWR from 'swr';
import type { NewsDetail } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

function newsDetailUrl(slug: string): string {
  return `/api/berita/${encodeURIComponent(slug)}`;
}

/** GET /api/berita/{slug}: one article with its (server-sanitized) HTML body. */
function getNewsDetail(slug: string): Promise<NewsDetail> {
  return request<NewsDetail>(newsDetailUrl(slug));
}

export function useNewsDetail(slug: string | undefined) {
  return useSWR<NewsDetail>(slug ? newsDetailUrl(slug) : null, () => getNewsDetail(slug!), {
    onError: (error: unknown) => console.error('Gagal mengambil artikel', error),
  });
}
