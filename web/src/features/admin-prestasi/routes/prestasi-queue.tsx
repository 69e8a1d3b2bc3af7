/** Kelola Prestasi: the queue (waiting first by default; ?status=, ?page=), each row linking to its review. */
import { Link, useSearchParams } from 'react-router-dom';
import type { PrestasiStatus } from '@hmrpl/contract';
import { LEVEL_LABELS, PRESTASI_STATUSES, STATUS_LABELS, isPrestasiStatus } from '@cms-content/prestasi-rules';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { pageFromQuery } from '@/components/ui/pagination';
import { AdminPager } from '@/components/admin/admin-pager';
import { LoadFailed } from '@/components/admin/load-failed';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';
import { useAdminPrestasiQueue } from '../api/admin-prestasi';

/** `?status=semua` shows every status; no status shows the waiting ones. */
function statusOf(value: string | null): PrestasiStatus | '' {
  if (value === 'semua') return '';
  return isPrestasiStatus(value) ? value : 'menunggu';
}

export default function AdminPrestasiQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageFromQuery(params.get('page'));
  const { data, error, isLoading, mutate } = useAdminPrestasiQueue(status, page);
  const go = (next: { status?: PrestasiStatus | ''; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? 1;
    setParams({ ...(s !== 'menunggu' ? { status: s || 'semua' } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };

  const items = data?.data ?? [];
  let body;
  if (isLoading && !data) {
    body = (
      <p className="status-text" role="status">
        Memuat prestasi...
      </p>
    );
  } else if (!data && error) {
    body = <LoadFailed text="Gagal memuat prestasi." onRetry={() => void mutate()} />;
  } else if (items.length === 0) {
    body = (
      <p className="status-text">
        {status === 'menunggu' ? 'Tidak ada prestasi yang menunggu tinjauan.' : 'Belum ada prestasi.'}
      </p>
    );
  } else {
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">
              Daftar prestasi ({status ? STATUS_LABELS[status] : 'semua status'}), halaman {data?.meta.current_page}{' '}
              dari {data?.meta.last_page}
            </caption>
            <thead>
              <tr>
                <th scope="col">Dikirim</th>
                <th scope="col">Prestasi</th>
                <th scope="col">Tingkat</th>
                <th scope="col">Mahasiswa</th>
                <th scope="col">Status</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Dikirim">{formatLongDate(item.created_at)}</td>
                  <td data-label="Prestasi">
                    {item.rank} {item.title}
                  </td>
                  <td data-label="Tingkat">{LEVEL_LABELS[item.level]}</td>
                  <td data-label="Mahasiswa">{item.students.map((s) => s.nama).join(', ')}</td>
                  <td data-label="Status">{STATUS_LABELS[item.status]}</td>
                  <td data-label="Aksi">
                    <Link
                      className={`btn btn-outline ${styles.small}`}
                      to={`${paths.admin.achievements}/${item.id}`}
                      aria-label={`Tinjau ${item.rank} ${item.title}`}
                    >
                      Tinjau
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AdminPager
          page={page}
          lastPage={data?.meta.last_page ?? 1}
          label="Halaman daftar prestasi"
          onGo={(p) => go({ page: p })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Kelola Prestasi"
        subtitle={`Meninjau prestasi kiriman mahasiswa${data ? ` (${data.meta.waiting} menunggu tinjauan)` : ''}`}
      />
      <div className={styles.field}>
        <label htmlFor="prestasi-status">Tampilkan</label>
        <select
          id="prestasi-status"
          className={styles.select}
          value={status || 'semua'}
          onChange={(event) => go({ status: statusOf(event.target.value) })}
        >
          {PRESTASI_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
          <option value="semua">Semua status</option>
        </select>
      </div>
      {body}
    </>
  );
}
