import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { PREVIEW_EXPIRED, PREVIEW_EXPIRED_HINT, PreviewBand } from '@/components/ui/preview-band';
import { PREVIEW_PARAM } from '@/features/berita/api/keys';
import { cabinetTitle, useCabinet, useCabinetList } from '@/lib/site-content';
import { ApiError } from '@/lib/http-client';
import { CabinetSections } from './cabinet-sections';
import { CabinetPrograms } from '@/features/proker/components/cabinet-programs';
import styles from './about.module.css';

/**
 * /tentang/kabinet/{slug}: an earlier cabinet's page, marked as the archive, with the same sections as /tentang and
 * its programs of work with how they ended.
 * The active cabinet's own page says so and points at /tentang. The next cabinet (never active, not public) opens
 * only through its preview link (`?pratinjau=`), under a "Pratinjau - belum terbit" band; a link that opens nothing
 * any more says so.
 */
export default function CabinetArchivePage() {
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const previewToken = searchParams.get(PREVIEW_PARAM);
  const { data: cabinet, error } = useCabinet(slug, previewToken);
  const { data: list } = useCabinetList();
  const active = list?.data.find((item) => item.active);
  const earlier = cabinet && !cabinet.active && !cabinet.preview && (!active || cabinet.period < active.period);
  const title = cabinet ? `${cabinetTitle(cabinet)}${earlier ? ' (Arsip)' : ''}` : 'Kabinet';
  const missing = error instanceof ApiError && error.status === 404;
  const expired = missing && previewToken !== null;
  useDocumentTitle(expired ? PREVIEW_EXPIRED : missing ? 'Kabinet tidak ditemukan' : title);

  if (!cabinet) {
    return (
      <div className={styles.page}>
        <header className={styles.banner}>
          <div className="container">
            <h1>{expired ? PREVIEW_EXPIRED : error ? 'Kabinet tidak ditemukan' : 'Kabinet'}</h1>
          </div>
        </header>
        <div className="status-text container" role={error ? 'alert' : 'status'}>
          {error ? (
            <>
              <p>{expired ? PREVIEW_EXPIRED_HINT : 'Kabinet tidak ditemukan.'}</p>
              <Link to={paths.about}>Kembali ke Tentang Kami</Link>
            </>
          ) : (
            <p>Memuat kabinet...</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {cabinet.preview && (
        <div className={`container ${styles.previewBand}`}>
          <PreviewBand />
        </div>
      )}
      <header className={styles.banner}>
        <div className="container">
          {earlier && <p className={styles.archiveBadge}>Arsip</p>}
          <h1>{cabinetTitle(cabinet)}</h1>
          <p>
            {earlier
              ? `Arsip kepengurusan HMRPL periode ${cabinet.period}.`
              : cabinet.active
                ? 'Kabinet yang sedang menjabat.'
                : 'Kabinet ini belum aktif.'}{' '}
            <Link to={paths.about} className={styles.bannerLink}>
              {cabinet.active ? 'Lihat di Tentang Kami' : 'Lihat kabinet yang sedang aktif'}
            </Link>
          </p>
        </div>
      </header>
      <CabinetSections cabinet={cabinet} cabinets={list?.data ?? []} />
      {!cabinet.preview && <CabinetPrograms kabinetSlug={cabinet.slug} ended={Boolean(earlier)} />}
    </div>
  );
}
