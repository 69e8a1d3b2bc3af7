import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { Hero } from '@/features/home/components/hero';
import { RecruitmentPosterSection } from '@/features/rekrutmen/components/recruitment-poster-section';

// After the first screen: requested as soon as the page is drawn, outside the first load of `/`; their data is in the
// page already, so they draw as soon as the code arrives. The page area is a screen tall, so nothing in view moves.
const HomeSections = lazyWithRetry(() => import('./home-sections'));

/** Home, in the spec's order: hero, recruitment poster, then latest news, awarding, gallery, calendar. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <RecruitmentPosterSection />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
