/** Lihat Responden: every answer of the aspiration form, and 'Export Excel'. */
import { useState } from 'react';
import { useAspirations } from '@/features/admin-aspirasi/api/admin-aspirasi';
import { exportAspirations } from '@/features/admin-aspirasi/export-responden';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';

export default function AdminAspirationsPage() {
  const { data, isLoading } = useAspirations();
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const rows = data ?? [];

  async function handleExport() {
    setExporting(true);
    setNotice(null);
    try {
      await exportAspirations(rows);
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
          <button type="button" className="btn" onClick={handleExport} disabled={rows.length === 0 || exporting}>
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
        <p className="status-text">Belum ada data responden.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">Responden form aspirasi ({rows.length})</caption>
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
                  <td data-label="Pesan" className={styles.pre}>{row.pesan}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
