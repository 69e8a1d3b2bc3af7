import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * Every public page: a skip link, the sticky navbar, the page (lazily loaded pages wait inside the layout, so the
 * navigation stays put), the footer. A new page starts at the top, and focus moves to the page content so a screen
 * reader announces it (not on the first load).
 */
export function PublicLayout() {
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  useEffect(() => {
    // only a change of page (StrictMode runs this effect twice on mount: compare paths, not a first-run flag)
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (hash) return;
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <>
      <a className="skip-link" href="#main">
        Lewati ke konten utama
      </a>
      <Navbar />
      <main id="main" ref={mainRef} tabIndex={-1} style={{ outline: 'none', boxShadow: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
