import { AwardingSection } from '@/features/awarding/components/awarding-section';
import { LatestNewsSection } from '@/features/berita/components/latest-news-section';
import { CalendarSection } from '@/features/calendar/components/calendar-section';
import { GallerySection } from '@/features/galeri/components/gallery-section';

/** The home page's sections after the first screen, in the spec's order: latest news, awarding, gallery, calendar. */
export default function HomeSections() {
  return (
    <>
      <LatestNewsSection />
      <AwardingSection />
      <GallerySection />
      <CalendarSection />
    </>
  );
}
