import { useDocumentTitle } from '@/components/ui/use-document-title';
import { CalendarSection } from '@/features/calendar/components/calendar-section';
import { GallerySection } from '@/features/galeri/components/gallery-section';
import styles from './page-banner.module.css';

/** /kegiatan: the activities page, with the calendar and the whole gallery. */
export default function ActivitiesPage() {
  useDocumentTitle('Kegiatan');
  return (
    <>
      <header className={styles.banner}>
        <div className="container">
          <h1>Kegiatan HMRPL</h1>
          <p>Agenda himpunan dan dokumentasi kegiatan bersama mahasiswa Rekayasa Perangkat Lunak.</p>
        </div>
      </header>
      <CalendarSection />
      <GallerySection />
    </>
  );
}
