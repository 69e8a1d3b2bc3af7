import { useSearchParams } from 'react-router-dom';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { pageFromQuery } from '@/components/ui/pagination';
import { CalendarSection } from '@/features/calendar/components/calendar-section';
import { GallerySection } from '@/features/galeri/components/gallery-section';
import { PastActivities } from '@/features/kegiatan/components/past-activities';
import { UpcomingActivities } from '@/features/kegiatan/components/upcoming-activities';
import styles from '@/components/layouts/page-banner.module.css';

// the gallery's photo viewer for the activities' photos too: one chunk, fetched the first time a photo is opened
const PhotoViewer = lazyWithRetry(() => import('@/features/galeri/components/gallery-lightbox'));

/**
 * /kegiatan: the upcoming activities (soonest first), the ended ones with their photos (`?page=`), the calendar, and
 * the whole gallery.
 */
export default function ActivitiesPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  useDocumentTitle(page > 1 ? `Kegiatan (halaman ${page})` : 'Kegiatan');
  return (
    <>
      <header className={styles.banner}>
        <div className="container">
          <h1>Kegiatan HMRPL</h1>
          <p>Agenda himpunan dan dokumentasi kegiatan bersama mahasiswa Rekayasa Perangkat Lunak.</p>
        </div>
      </header>
      <UpcomingActivities />
      <PastActivities viewer={PhotoViewer} />
      <CalendarSection />
      <GallerySection />
    </>
  );
}
