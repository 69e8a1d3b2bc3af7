/**
 * /awarding: every month's awards, newest first, each poster whole (ADR 098). The CMS embeds the archive in the
 * page's first data (cms/src/front/types/awarding.ts).
 */
import { periodeLabel } from '@cms-content/awarding-periode';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useAwardingArchive } from '@/features/awarding/api/get-awarding';
import { AwardPosters } from '@/features/awarding/components/award-posters';
import styles from '@/features/awarding/components/awarding-section.module.css';
import banner from '@/components/ui/page-banner.module.css';

export const AWARDS_LOADING = 'Memuat penghargaan...';
export const AWARDS_EMPTY = 'Belum ada penghargaan untuk ditampilkan.';
export const AWARDS_FAILED = 'Arsip awarding gagal dimuat. Periksa koneksi Anda lalu muat ulang halaman.';

export default function AwardsPage() {
  useDocumentTitle('Awarding');
  const { data, error, isLoading } = useAwardingArchive();
  const months = data?.data ?? [];
  return (
    <>
      <header className={banner.banner}>
        <div className="container">
          <h1>Awarding</h1>
          <p>Staff, Divisi, dan Departemen of the Month HMRPL dari bulan ke bulan.</p>
        </div>
      </header>
      <div className="container" style={{ paddingBlock: '2.5rem' }}>
        {isLoading && !data ? (
          <p className="status-text" role="status">
            {AWARDS_LOADING}
          </p>
        ) : error && !data ? (
          <p className="status-text" role="alert">
            {AWARDS_FAILED}
          </p>
        ) : months.length === 0 ? (
          <p className="status-text">{AWARDS_EMPTY}</p>
        ) : (
          months.map((month, index) => {
            const label = periodeLabel(month.periode);
            const id = `awarding-${month.periode}`;
            return (
              <section key={month.periode} className={styles.month} aria-labelledby={id}>
                <h2 id={id} className={styles.monthHeading}>
                  {label}
                </h2>
                <AwardPosters data={month} month={label} priority={index === 0} />
              </section>
            );
          })
        )}
      </div>
    </>
  );
}
