import { useDocumentTitle } from '@/components/ui/use-document-title';
import { AwardingSection } from '@/features/awarding/components/awarding-section';
import { LatestNewsSection } from '@/features/berita/components/latest-news-section';
import { CalendarSection } from '@/features/calendar/components/calendar-section';
import { GallerySection } from '@/features/galeri/components/gallery-section';
import { Hero } from '@/features/home/components/hero';
import { RecruitmentPosterSection } from '@/features/rekrutmen/components/recruitment-poster-section';

/** Home, in the spec's order: hero, recruitment poster, latest news, awarding, gallery, calendar. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <RecruitmentPosterSection />
      <LatestNewsSection />
      <AwardingSection />
      <GallerySection />
      <CalendarSection />
    </>
  );
}
