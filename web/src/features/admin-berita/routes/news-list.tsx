/** Kelola Berita: the paged table of news (?page=n in the URL) with Edit links and Hapus buttons. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { NewsPage } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { adminNewsListKey, deleteNews, isNewsKey, useAdminNewsList } from '@/features/admin-berita/api/admin-berita';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { pageFromQuery } from '@/components/ui/pagination';
import styles from '@/components/admin/admin.module.css';
import { AdminPager } from '@/components/admin/admin-pager';

const DELETE_NEWS_CONFIRMATION = 'Apakah Anda yakin ingin menghapus berita ini?';

export default function AdminNewsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { data, isLoading, mutate } = useAdminNewsList(page);
  const { mutate: mutateKey } = useSWRConfig();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const items = data?.data ?? [];
  const lastPage = data?.meta.last_page ?? 1;
  const perPage = data?.meta.per_page ?? items.length;
  // while another page loads, the previous one stays on screen with its own numbers
  const shownPage = data?.meta.current_page ?? page;

  function goTo(next: number) {
    setSearchParams(next > 1 ? { page: String(next) } : {});
  }

  async function handleDelete(id: number) {
    if (!window.confirm(DELETE_NEWS_CONFIRMATION)) return;
    setDeleting(id);
    setNotice(null);
    try {
      await deleteNews(id);
      setNotice({ text: 'Berita berhasil dihapus!', tone: 'success' });
      // the row goes at once; then the page is fetched again (the next page's first item moves up)
      await mutate(
        (current: NewsPage | undefined) =>
          current && {
            ...current,
            data: current.data.filter((item) => item.id !== id),
            meta: { ...current.meta, total: current.meta.total - 1 },
          },
        { revalidate: true },
      );
      // other pages and the public lists are stale now
      void mutateKey((key) => isNewsKey(key) && key !== adminNewsListKey(page));
    } catch (error) {
      console.error('Gagal menghapus berita:', error);
      setNotice({ text: 'Gagal menghapus berita.', tone: 'error' });
    } finally {
      setDeleting(null);
    }
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
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat data berita...
        </p>
      ) : items.length === 0 ? (
        <div className="status-text">
          <p>Belum ada berita.</p>
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
                    <td data-label="Tanggal Publikasi">{formatLongDate(item.date)}</td>
                    <td data-label="Aksi">
                      <div className={styles.rowActions}>
                        <Link
                          className={`btn btn-outline ${styles.small}`}
                          to={paths.admin.newsEdit(item.id)}
                          aria-label={`Edit ${item.title}`}
                        >
                          Edit
                        </Link>
                        <button
                          type="button"
                          className={`btn btn-danger ${styles.small}`}
                          onClick={() => handleDelete(item.id)}
                          disabled={deleting !== null}
                          aria-label={`Hapus ${item.title}`}
                        >
                          {deleting === item.id ? 'Menghapus...' : 'Hapus'}
                        </button>
                      </div>
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
