import { Link, useParams } from 'react-router-dom';
import { LEVEL_LABELS } from '@cms-content/prestasi-rules';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { usePrestasi } from '../api/prestasi';
import styles from '../components/prestasi.module.css';

export const PRESTASI_LOADING = 'Memuat prestasi...';
export const PRESTASI_NOT_FOUND = 'Prestasi tidak ditemukan.';

/** /prestasi/{slug}: one approved achievement: its photo, the facts, the students and their story. */
export default function PrestasiDetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data, error, isLoading } = usePrestasi(slug);
  useDocumentTitle(data ? `${data.rank} ${data.title}` : error ? PRESTASI_NOT_FOUND : 'Prestasi');

  if (!data && (isLoading || !error)) {
    return (
      <p className="status-text" role="status">
        {PRESTASI_LOADING}
      </p>
    );
  }
  if (!data) {
    return (
      <div className={`container ${styles.detail}`}>
        <h1>{PRESTASI_NOT_FOUND}</h1>
        <p>Prestasi yang Anda cari mungkin belum ditinjau, sudah dihapus, atau alamatnya salah.</p>
        <Link to={paths.achievements} className="btn">
          Kembali ke daftar prestasi
        </Link>
      </div>
    );
  }
  return (
    <article className={`container ${styles.detail}`} aria-labelledby="prestasi-judul">
      <nav aria-label="Remah roti">
        <Link to={paths.achievements}>← Semua prestasi</Link>
      </nav>
      <h1 id="prestasi-judul">
        {data.rank} {data.title}
      </h1>
      {data.image_path && (
        <ResponsiveImage
          path={data.image_path}
          formats={data.image_formats}
          width={data.image_width}
          height={data.image_height}
          alt={`Foto ${data.title}`}
          // the server preloads the photo with these sizes (cms/src/front/types/prestasi.ts)
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className={styles.photo}
        />
      )}
      <dl className={styles.facts}>
        <dt>Peringkat</dt>
        <dd>{data.rank}</dd>
        <dt>Tingkat</dt>
        <dd>{LEVEL_LABELS[data.level]}</dd>
        <dt>Penyelenggara</dt>
        <dd>{data.organizer}</dd>
        <dt>Tanggal</dt>
        <dd>
          <time dateTime={data.date}>{formatLongDate(data.date)}</time>
        </dd>
        <dt>{data.students.length > 1 ? 'Tim' : 'Mahasiswa'}</dt>
        <dd>
          <ul>
            {data.students.map((student) => (
              <li key={`${student.nama}-${student.angkatan}`}>
                {student.nama} (angkatan {student.angkatan})
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className={styles.story}>{data.summary}</p>
    </article>
  );
}
