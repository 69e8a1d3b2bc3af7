/** Public reads of the gallery: its pages, one after another ("See more"). */
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { GalleryImage, GalleryLimits, GalleryPage } from '@hmrpl/contract';

export const GALLERY_LIMITS: GalleryLimits = { defaultLimit: 6, maxLimit: 100, allMax: 1000, textMax: 255 };

/** GET /api/galeri?page=n&limit=6: one page of the gallery, newest first. */
const galleryPageKey = (page: number, limit: number = GALLERY_LIMITS.defaultLimit) =>
  `/api/galeri?page=${page}&limit=${limit}`;

/**
 * The public gallery, page by page: page 1 replaces the list, each `loadMore()` appends the next page (always loaded,
 * never an earlier copy of it), and more pages exist while `current_page` is below `last_page`. `reset()` goes back
 * to page 1 and reloads it. Every screen that shows the gallery starts at page 1: pages added on another screen stay
 * in the cache but are not shown, and a cached page 1 is loaded again (the gallery's state lives with the screen).
 * Page 1 embedded in the page (the server's first data) is shown at once and asked for once.
 */
const galleryKey = (index: number, previous: GalleryPage | null) => {
  if (previous && previous.current_page >= previous.last_page) return null;
  return galleryPageKey(index + 1);
};

export function useGallery() {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<GalleryPage>(galleryKey, {
    revalidateFirstPage: false,
    onError: (failure: unknown) => console.error('Gagal mengambil galeri', failure),
  });
  const { cache } = useSWRConfig();
  // how many pages this screen shows (the cache may hold more, loaded on another screen)
  const [shownPages, setShownPages] = useState(1);
  // pages kept from another screen, not the page's first data (SWR's fallback, ADR 113): that is page 1 as it is now,
  // and SWR's own revalidation on mount asks for it once
  const cachedAtMount = useRef(cache.get(unstable_serialize(galleryKey))?.data !== undefined);
  const restarted = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!cachedAtMount.current || restarted.current) return;
    restarted.current = true;
    // a screen left before page 1 was trimmed does not reload it (its cache may be gone with it)
    void setSize(1).then(() => (mounted.current ? mutate() : undefined));
    // once per screen: setSize and mutate are stable for this key
  }, [setSize, mutate]);

  const pages = (data ?? []).slice(0, shownPages);
  const images: GalleryImage[] = pages.flatMap((page) => page.data);
  const lastLoaded = pages[pages.length - 1];
  const loadingMore = isValidating && size > pages.length;
  return {
    images,
    error,
    isLoading,
    loadingMore,
    hasMore: Boolean(lastLoaded && lastLoaded.current_page < lastLoaded.last_page),
    loadMore: () => {
      const next = pages.length + 1;
      // 'See more' always loads: a copy of that page kept from earlier (before 'See less', on another screen) is old
      cache.delete(galleryPageKey(next));
      setShownPages(next);
      return setSize(next);
    },
    reset: async () => {
      setShownPages(1);
      await setSize(1);
      await mutate();
    },
  };
}
