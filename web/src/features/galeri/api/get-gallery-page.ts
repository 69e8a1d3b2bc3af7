import useSWRInfinite from 'swr/infinite';
import type { GalleryImage, GalleryLimits, GalleryPage } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

export const GALLERY_LIMITS: GalleryLimits = { defaultLimit: 6, maxLimit: 100, allMax: 1000 };

export function galleryPageUrl(page: number, limit: number = GALLERY_LIMITS.defaultLimit): string {
  return `/api/galeri?page=${page}&limit=${limit}`;
}

/** GET /api/galeri?page=n&limit=6: one page of the gallery, newest first. */
export function getGalleryPage(url: string): Promise<GalleryPage> {
  return request<GalleryPage>(url);
}

/**
 * The public gallery, page by page: page 1 replaces the list, each `loadMore()` appends the next page, and more
 * pages exist while `current_page` is below `last_page`. `reset()` goes back to page 1 and reloads it.
 */
export function useGallery() {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<GalleryPage>(
    (index, previous: GalleryPage | null) => {
      if (previous && previous.current_page >= previous.last_page) return null;
      return galleryPageUrl(index + 1);
    },
    getGalleryPage,
    {
      revalidateFirstPage: false,
      onError: (failure: unknown) => console.error('Gagal mengambil galeri', failure),
    },
  );
  const pages = data ?? [];
  const images: GalleryImage[] = pages.flatMap((page) => page.data);
  const lastLoaded = pages[pages.length - 1];
  const loadingMore = isValidating && size > pages.length;
  return {
    images,
    error,
    isLoading,
    loadingMore,
    hasMore: Boolean(lastLoaded && lastLoaded.current_page < lastLoaded.last_page),
    loadMore: () => setSize(pages.length + 1),
    reset: async () => {
      await setSize(1);
      await mutate();
    },
  };
}
