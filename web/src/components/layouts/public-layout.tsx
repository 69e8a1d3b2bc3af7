import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { PageLoading } from '@/components/ui/page-loading';
import { usePageChangeFocus } from '@/components/ui/use-page-change-focus';
import { Navbar } from './navbar';

// always below the first screen (the page area is a screen tall): outside every page's first load
const Footer = lazyWithRetry(() => import('./footer').then(({ Footer }) => ({ default: Footer })));

/**
 * Every public page: a skip link, the sticky navbar, the page (lazily loaded pages wait inside the layout, so the
 * navigation stays put), the footer. A new page starts at the top, and focus moves to the page content so a screen
 * reader announces it (not on the first load). The page area is at least a screen tall, so the footer never moves
 * into view and away again while the page's code and data arrive (layout shift).
 */
export function PublicLayout() {
  const mainRef = usePageChangeFocus<HTMLElement>();

  return (
    <>
      <a className="skip-link" href="#main">
        Lewati ke konten utama
      </a>
      <Navbar />
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="public-main"
        style={{ outline: 'none', boxShadow: 'none' }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
