/**
 * Kelola Berita: the paged table of news (?page=n in the URL) with Edit links and Hapus buttons. A draft or scheduled
 * item shows its status as a badge in the date cell; the list can be filtered by status (?status=...).
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { NewsStatus } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { adminNewsListKey, deleteNews, isNewsKey, useAdminNewsList } from '@/features/admin-berita/api/admin-berita';
import { Banner } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { pageFromQuery } from '@/components/ui/pagination';
import styles from '@/components/admin/admin.module.css';
import { RowActions } from '@/components/admin/row-actions';
import { useRowDelete } from '@/components/admin/use-row-delete';
import { AdminPager } from '@/components/admin/admin-pager';
import { PublicationCell, STATUS_LABELS } from '@/features/admin-berita/components/status-badge';
import newsroom from '@/features/admin-berita/components/newsroom.module.css';
import { toTrashConfirmation } from '@/components/admin/trash-note';

const DELETE_NEWS_CONFIRMATION = toTrashConfirmation('Apakah Anda yakin ingin menghapus berita ini?');
const FILTERS: Array<[NewsStatus, string]> = [
  ['published', STATUS_LABELS.published],
  ['scheduled', STATUS_LABELS.scheduled],
  ['draft', STATUS_LABELS.draft],
];

function statusFromQuery(value: string | null): NewsStatus | undefined {
  return FILTERS.find(([status]) => status === value)?.[0];
}

export default function AdminNewsListPage() {
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const status = statusFromQuery(searchParams.get('status'));
  const { data, isLoading, mutate } = useAdminNewsList(page, status);
  const { mutate: mutateKey } = useSWRConfig();
  const { notice, setNotice, deleting, handleDelete } = useRowDelete({
    confirmation: DELETE_NEWS_CONFIRMATION,
    remove: deleteNews,
    mutate,
    done: 'Berita berhasil dihapus!',
    failed: 'Gagal menghapus berita.',
    // other pages and the public lists are stale now
    afterDelete: () => void mutateKey((key) => isNewsKey(key) && key !== adminNewsListKey(page, status)),
  });

  const items = data?.data ?? [];
  const lastPage = data?.meta.last_page ?? 1;
  const perPage = data?.meta.per_page ?? items.length;
  // while another page loads, the previous one stays on screen with its own numbers
  const shownPage = data?.meta.current_page ?? page;

  function goTo(next: number, nextStatus = status) {
    setSearchParams({ ...(nextStatus ? { status: nextStatus } : {}), ...(next > 1 ? { page: String(next) } : {}) });
  }

  // a page emptied by deletions (or a page past the end): go back to the last page that has news
  const emptyPastEnd = data && items.length === 0 && page > 1;

  return (
    <>
      <PageHeader
        title="Kelola Berita"
        subtitle="Mengelola berita yang tampil pada halaman berita"
        actions={
          <Link className="btn" to={paths.admin.newsAdd}>
            Tambah Berita Baru
          </Link>
        }
      />
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      <div className={newsroom.filter}>
        <label htmlFor={filterId}>Status</label>
        <select id={filterId} value={status ?? ''} onChange={(event) => goTo(1, statusFromQuery(event.target.value))}>
          <option value="">Semua</option>
          {FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat data berita...
        </p>
      ) : items.length === 0 ? (
        <div className="status-text">
          <p>{status ? `Tidak ada berita berstatus ${STATUS_LABELS[status].toLowerCase()}.` : 'Belum ada berita.'}</p>
          {emptyPastEnd && (
            <button type="button" className="btn btn-outline" onClick={() => goTo(Math.min(page - 1, lastPage))}>
              Kembali ke halaman sebelumnya
            </button>
          )}
        </div>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <caption className="visually-hidden">
                Daftar berita, halaman {shownPage} dari {lastPage}
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Judul Berita</th>
                  <th scope="col">Tanggal Publikasi</th>
                  <th scope="col">Aksi</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => (
                  <tr key={item.id}>
                    <td data-label="#">{(shownPage - 1) * perPage + index + 1}</td>
                    <td data-label="Judul Berita">{item.title}</td>
                    <td data-label="Tanggal Publikasi">
                      <PublicationCell status={item.status} date={item.date} publishAt={item.publish_at} />
                    </td>
                    <td data-label="Aksi">
                      <RowActions
                        label={item.title}
                        editTo={paths.admin.newsEdit(item.id)}
                        onDelete={() => handleDelete(item.id)}
                        deleting={deleting === item.id}
                        disabled={deleting !== null}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={page} lastPage={lastPage} label="Halaman daftar berita" onGo={goTo} />
        </>
      )}
    </>
  );
}
