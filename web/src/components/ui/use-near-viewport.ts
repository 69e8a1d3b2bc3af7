import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Code or content that is only
 * needed there (the news carousel's swiper) waits for it. Where IntersectionObserver is missing it is true right after
 * the first render: that render is the same on the server, which has none, and in the browser that hydrates it (ADR 113).
 */
export function useNearViewport<T extends Element>(margin = '600px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') setNear(true);
  }, []);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near || typeof IntersectionObserver === 'undefined') return;
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
