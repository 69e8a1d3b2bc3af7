import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/ui/use-document-title';

/** Any path the site does not know. */
export default function NotFoundPage() {
  useDocumentTitle('Halaman tidak ditemukan');
  const { pathname } = useLocation();
  return (
    <div className="container status-text" style={{ paddingBlock: '4rem' }}>
      <p
        aria-hidden="true"
        style={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: 'var(--color-primary-hover)' }}
      >
        404
      </p>
      <h1>Halaman tidak ditemukan</h1>
      <p>
        Maaf, halaman <code>{pathname}</code> tidak ada di situs HMRPL.
      </p>
      <p style={{ display: 'flex', gap: '0.75rem', justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link to={paths.home} className="btn">
          Kembali ke Beranda
        </Link>
        <Link to={paths.news} className="btn btn-outline">
          Lihat Berita
        </Link>
      </p>
    </div>
  );
}
