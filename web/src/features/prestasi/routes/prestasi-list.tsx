import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PrestasiLevel } from '@hmrpl/contract';
import { LEVEL_LABELS, PRESTASI_LEVELS, levelParam, yearParam } from '@cms-content/prestasi-rules';
import { paths } from '@/config/paths';
import { Pagination, pageFromQuery } from '@/components/ui/pagination';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { usePrestasiList, type PrestasiFilter } from '../api/prestasi';
import { PrestasiCard } from '../components/prestasi-card';
import banner from '@/components/layouts/page-banner.module.css';
import styles from '../components/prestasi.module.css';

export const PRESTASI_TEXTS = {
  loading: 'Memuat prestasi...',
  failure: 'Gagal memuat prestasi. Silakan muat ulang halaman.',
  empty: 'Belum ada prestasi untuk pilihan ini.',
} as const;

/** `?tahun=2025&level=nasional&page=2` of the filter (only what is set). */
function queryOf({ tahun, level, page }: PrestasiFilter): string {
  const params = new URLSearchParams();
  if (tahun) params.set('tahun', String(tahun));
  if (level) params.set('level', level);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * /prestasi: the approved achievements, newest first, by year and level (a form of two lists; its choice is the page's
 * address, so it can be shared and goes back with the browser), with their photos, a page at a time.
 */
export default function PrestasiListPage() {
  const [params, setParams] = useSearchParams();
  const filter: PrestasiFilter = {
    tahun: yearParam(params.get('tahun') ?? undefined),
    level: levelParam(params.get('level') ?? undefined),
    page: pageFromQuery(params.get('page')),
  };
  const [choice, setChoice] = useState({ tahun: filter.tahun ? String(filter.tahun) : '', level: filter.level ?? '' });
  const { data, error } = usePrestasiList(filter);
  useDocumentTitle('Prestasi');

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = queryOf({
      tahun: yearParam(choice.tahun || undefined),
      level: levelParam(choice.level || undefined),
      page: 1,
    });
    setParams(new URLSearchParams(next));
  };

  const years = data?.meta.years ?? (filter.tahun ? [filter.tahun] : []);
  return (
    <>
      <header className={banner.banner}>
        <div className="container">
          <h1>Prestasi Mahasiswa</h1>
          <p>
            Kompetisi yang dimenangkan mahasiswa Rekayasa Perangkat Lunak, dari tingkat kampus hingga internasional.
          </p>
        </div>
      </header>
      <div className={`container ${styles.page}`}>
        <form className={styles.filters} onSubmit={apply} aria-label="Saring prestasi">
          <div>
            <label htmlFor="prestasi-tahun">Tahun</label>
            <select
              id="prestasi-tahun"
              value={choice.tahun}
              onChange={(event) => setChoice((c) => ({ ...c, tahun: event.target.value }))}
            >
              <option value="">Semua tahun</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="prestasi-level">Tingkat</label>
            <select
              id="prestasi-level"
              value={choice.level}
              onChange={(event) => setChoice((c) => ({ ...c, level: event.target.value as PrestasiLevel | '' }))}
            >
              <option value="">Semua tingkat</option>
              {PRESTASI_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn">
            Tampilkan
          </button>
          <Link to={paths.achievementForm} className={`btn ${styles.cta}`}>
            Kirim prestasi Anda
          </Link>
        </form>

        {!data && !error && (
          <p className="status-text" role="status">
            {PRESTASI_TEXTS.loading}
          </p>
        )}
        {!data && error && (
          <p className="status-text" role="alert">
            {PRESTASI_TEXTS.failure}
          </p>
        )}
        {data && data.data.length === 0 && <p className={styles.empty}>{PRESTASI_TEXTS.empty}</p>}
        {data && data.data.length > 0 && (
          <ul className={styles.grid} aria-label="Daftar prestasi">
            {data.data.map((item, index) => (
              <li key={item.id}>
                <PrestasiCard item={item} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pagination
            current={data.meta.current_page}
            last={data.meta.last_page}
            hrefFor={(page) => `${paths.achievements}${queryOf({ ...filter, page })}`}
            label="Halaman prestasi"
          />
        )}
      </div>
    </>
  );
}
