/**
 * Laporan Kabinet: choose a cabinet and download its report as XLSX (one sheet per part) or PDF (a cover, then one
 * section per part): the first draft of the cabinet's accountability report (LPJ). For `pengelola`. ADR 092.
 */
import { useState } from 'react';
import useSWR from 'swr';
import type { AdminCabinetList, ReportFormat } from '@hmrpl/contract';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { LoadFailed } from '@/components/admin/load-failed';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';
import { ApiError } from '@/lib/http-client';
import { downloadFile } from '@/lib/http-download';

const REPORT_TEXTS = {
  preparing: 'Menyiapkan laporan...',
  done: (name: string) => `Laporan ${name} berhasil diunduh.`,
  failed: 'Gagal membuat laporan.',
} as const;

const reportUrl = (slug: string, format: ReportFormat) =>
  `/api/admin/laporan?kabinet=${encodeURIComponent(slug)}&format=${format}`;

export default function AdminReportPage() {
  const cabinets = useSWR<AdminCabinetList>('/api/admin/kabinet');
  const list = cabinets.data?.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const slug = picked ?? list.find((cabinet) => cabinet.active)?.slug ?? list[0]?.slug ?? '';
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [notice, setNotice] = useState<BannerMessage | null>(null);

  async function download(format: ReportFormat) {
    setBusy(format);
    setNotice(null);
    try {
      const name = await downloadFile(reportUrl(slug, format), `laporan-${slug}.${format}`);
      setNotice({ text: REPORT_TEXTS.done(name), tone: 'success' });
    } catch (error) {
      setNotice({
        text: REPORT_TEXTS.failed,
        tone: 'error',
        ...(error instanceof ApiError && error.hasServerMessage ? { detail: error.message } : {}),
      });
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (!cabinets.data && cabinets.error) {
    body = <LoadFailed text="Gagal memuat daftar kabinet." onRetry={() => void cabinets.mutate()} />;
  } else if (!cabinets.data) {
    body = (
      <p className="status-text" role="status">
        Memuat daftar kabinet...
      </p>
    );
  } else if (list.length === 0) {
    body = <p className="status-text">Belum ada kabinet.</p>;
  } else {
    body = (
      <div className={`${styles.card} ${styles.form}`}>
        <div className={styles.field}>
          <label htmlFor="laporan-kabinet">Kabinet</label>
          <select
            id="laporan-kabinet"
            className={styles.select}
            value={slug}
            disabled={busy !== null}
            onChange={(event) => setPicked(event.target.value)}
          >
            {list.map((cabinet) => (
              <option key={cabinet.id} value={cabinet.slug}>
                {cabinet.name} {cabinet.period}
                {cabinet.active ? ' (aktif)' : ''}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.hint}>
          Isi laporan: program kerja dengan status dan progresnya, kegiatan yang terlaksana, jumlah pendaftar dan
          kehadiran kegiatan, berita per bulan, jumlah aspirasi per kategori dan status, prestasi mahasiswa, dan
          awarding per bulan, selama periode kabinet (1 Juli sampai 30 Juni). Laporan tidak memuat NIM, email, atau
          identitas pengirim aspirasi. Setiap unduhan tercatat di riwayat.
        </p>
        <div className={styles.formActions}>
          <button type="button" className="btn" disabled={busy !== null} onClick={() => void download('xlsx')}>
            {busy === 'xlsx' ? REPORT_TEXTS.preparing : 'Unduh XLSX'}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy !== null}
            onClick={() => void download('pdf')}
          >
            {busy === 'pdf' ? REPORT_TEXTS.preparing : 'Unduh PDF'}
          </button>
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Laporan Kabinet" subtitle="Draf laporan pertanggungjawaban kabinet, siap diunduh" />
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {body}
    </>
  );
}
