import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a change of page (not on the first load, not for an in-page #anchor), scrolls to the top and moves focus to the
 * returned element (the page's <main tabIndex={-1}>), so a screen reader announces the new page and the next Tab
 * starts inside it. Used by the public and the admin layouts.
 */
export function usePageChangeFocus<T extends HTMLElement>() {
  const { pathname, hash } = useLocation();
  const ref = useRef<T>(null);
  const previousPath = useRef(pathname);

  useEffect(() => {
    // only a change of page (StrictMode runs this effect twice on mount: compare paths, not a first-run flag)
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (hash) return;
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return ref;
}
