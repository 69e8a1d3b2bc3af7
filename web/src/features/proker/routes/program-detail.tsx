/** /proker/{slug}: one program of work: status, progress, department, dates, the person in charge, its activities and news. */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { sanitizeArticle } from '@/lib/sanitize-article';
import { useProgram } from '../api/get-proker';
import { ProgressBar, StatusBadge } from '../components/program-status';
import { programDates } from '../components/program-list';
import styles from '../components/proker.module.css';

export const PROGRAM_NOT_FOUND = 'Program kerja tidak ditemukan.';

export default function ProgramDetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data, error, isLoading } = useProgram(slug);
  const body = useMemo(() => (data?.content ? sanitizeArticle(data.content) : ''), [data]);
  useDocumentTitle(data ? data.title : error ? PROGRAM_NOT_FOUND : 'Program Kerja');

  if (!data && (isLoading || !error)) {
    return (
      <p className="status-text" role="status">
        Memuat program kerja...
      </p>
    );
  }
  if (!data) {
    return (
      <div className={`container ${styles.detail}`}>
        <h1>{PROGRAM_NOT_FOUND}</h1>
        <p>Program kerja yang Anda cari mungkin sudah dihapus atau alamatnya salah.</p>
        <Link to={paths.programs} className="btn">
          Kembali ke daftar program kerja
        </Link>
      </div>
    );
  }
  const dates = programDates(data);
  return (
    <article className={`container ${styles.detail}`} aria-labelledby="program-title">
      <nav aria-label="Remah roti">
        <Link to={paths.programs}>← Semua program kerja</Link>
      </nav>
      <p>
        <StatusBadge status={data.status} />
      </p>
      <h1 id="program-title">{data.title}</h1>
      <ProgressBar value={data.progress} label={`Progres ${data.title}`} />
      <dl className={styles.facts}>
        {data.department && (
          <>
            <dt>Departemen</dt>
            <dd>{data.department.name}</dd>
          </>
        )}
        {dates && (
          <>
            <dt>Waktu</dt>
            <dd>{dates}</dd>
          </>
        )}
        {data.pic && (
          <>
            <dt>Penanggung jawab</dt>
            <dd>{data.pic}</dd>
          </>
        )}
      </dl>
      <p className={styles.summary}>{data.summary}</p>
      {body && <div className="article-body" dangerouslySetInnerHTML={{ __html: body }} />}
      <section aria-labelledby="program-activities">
        <h2 id="program-activities">Kegiatan</h2>
        {data.kegiatan.length === 0 ? (
          <p>Belum ada kegiatan untuk program kerja ini.</p>
        ) : (
          <ul className={styles.links}>
            {data.kegiatan.map((item) => (
              <li key={item.slug}>
                <Link to={`${paths.activities}/${encodeURIComponent(item.slug)}`}>{item.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="program-news">
        <h2 id="program-news">Berita</h2>
        {data.berita.length === 0 ? (
          <p>Belum ada berita untuk program kerja ini.</p>
        ) : (
          <ul className={styles.links}>
            {data.berita.map((item) => (
              <li key={item.slug}>
                <Link to={paths.newsDetail(item.slug)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
