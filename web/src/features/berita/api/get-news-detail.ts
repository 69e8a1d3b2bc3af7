/** The article page's read: GET /api/berita/{slug} (its own file, in the article's lazy chunk). */
import useSWR from 'swr';
import type { NewsDetail } from '@hmrpl/contract';
import { newsDetailUrl } from './keys';

/**
 * GET /api/berita/{slug}: one article with its (server-sanitized) HTML body. With a preview link's token, the server
 * also answers for an item that is not public yet. An old slug answers with a redirect that fetch follows: the item
 * then carries its current slug.
 */
export function useNewsDetail(slug: string | undefined, previewToken?: string | null) {
  return useSWR<NewsDetail>(slug ? newsDetailUrl(slug, previewToken) : null, {
    onError: (error: unknown) => console.error('Gagal mengambil artikel', error),
  });
}
