/** Lihat Responden: the aspiration form's answers, one page at a time (?page=n), and 'Export Excel' of every answer. */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchAllAspirations, useAspirations } from '@/features/admin-aspirasi/api/admin-aspirasi';
import { exportAspirations } from '@/features/admin-aspirasi/export-responden';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { pageFromQuery } from '@/components/ui/pagination';
import styles from '@/components/admin/admin.module.css';
import { AdminPager } from '@/components/admin/admin-pager';

export default function AdminAspirationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { data, isLoading } = useAspirations(page);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const lastPage = data?.meta.last_page ?? 1;
  const shownPage = data?.meta.current_page ?? page;

  function goTo(next: number) {
    setSearchParams(next > 1 ? { page: String(next) } : {});
  }

  async function handleExport() {
    setExporting(true);
    setNotice(null);
    try {
      // every answer, not only this page
      await exportAspirations(await fetchAllAspirations());
    } catch (error) {
      console.error(error);
      setNotice({ text: 'Gagal membuat berkas Excel. Coba lagi.', tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Lihat Responden"
        subtitle="Melihat hasil responden dari form aspirasi"
        actions={
          <button type="button" className="btn" onClick={handleExport} disabled={total === 0 || exporting}>
            {exporting ? 'Menyiapkan...' : 'Export Excel'}
          </button>
        }
      />
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat data responden...
        </p>
      ) : rows.length === 0 ? (
        <div className="status-text">
          <p>Belum ada data responden.</p>
          {page > 1 && total > 0 && (
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
                Responden form aspirasi ({total}), halaman {shownPage} dari {lastPage}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Nama</th>
                  <th scope="col">NIM</th>
                  <th scope="col">Kategori</th>
                  <th scope="col">Pesan</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Nama">{row.isAnonim ? 'Anonim' : row.nama || '-'}</td>
                    <td data-label="NIM">{row.isAnonim ? '-' : row.nim || '-'}</td>
                    <td data-label="Kategori">{row.kategori}</td>
                    <td data-label="Pesan" className={styles.pre}>
                      {row.pesan}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={shownPage} lastPage={lastPage} label="Halaman daftar responden" onGo={goTo} />
        </>
      )}
    </>
  );
}
