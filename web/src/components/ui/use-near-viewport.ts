import { useCallback, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Code or content that is only
 * needed there (the news carousel's swiper) waits for it. Where IntersectionObserver is missing it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.current.observe(node);
    },
    [margin, near],
  );
  return [ref, near];
}
