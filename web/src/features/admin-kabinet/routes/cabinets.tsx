/**
 * Kelola Kabinet: every cabinet, newest period first, with its status; add the next one, edit one, open its structure
 * or members, activate one (after a confirmation naming it) and delete any but the active one. After a write the
 * table shows the new state before the message says it (ADR 065).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CabinetSummary } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { cabinetTitle } from '@/lib/site-content';
import { storageUrl } from '@/lib/storage';
import { ApiError } from '@/lib/http-client';
import {
  activateCabinet,
  deleteCabinet,
  useAdminCabinets,
  useRefreshCabinets,
} from '@/features/admin-kabinet/api/admin-kabinet';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';

const ACTIVATE_CONFIRMATION = (cabinet: CabinetSummary, active?: CabinetSummary) =>
  `Aktifkan ${cabinetTitle(cabinet)}? Situs langsung menampilkan Kabinet ${cabinet.name} di beranda, halaman Tentang, ` +
  `dan footer${active ? `; ${cabinetTitle(active)} menjadi arsip` : ''}.`;
const DELETE_CONFIRMATION = (cabinet: CabinetSummary) =>
  `Apakah Anda yakin ingin menghapus ${cabinetTitle(cabinet)} beserta struktur dan seluruh anggotanya?`;

const reason = (error: unknown) => (error instanceof ApiError && error.hasServerMessage ? error.message : undefined);

function statusOf(cabinet: CabinetSummary, active: CabinetSummary | undefined) {
  if (cabinet.active) return <span className={`${styles.badge} ${styles.badgeActive}`}>Aktif</span>;
  if (active && cabinet.period > active.period)
    return <span className={`${styles.badge} ${styles.badgeWarn}`}>Belum aktif</span>;
  return <span className={styles.badge}>Arsip</span>;
}

export default function AdminCabinetsPage() {
  const { data, error, isLoading } = useAdminCabinets();
  const refresh = useRefreshCabinets();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const cabinets = data?.data ?? [];
  const active = cabinets.find((cabinet) => cabinet.active);

  async function handleActivate(cabinet: CabinetSummary) {
    if (!window.confirm(ACTIVATE_CONFIRMATION(cabinet, active))) return;
    setBusy(cabinet.id);
    setNotice(null);
    try {
      const response = await activateCabinet(cabinet.id);
      // the table shows the new state first, then the message says it (ADR 065, 066)
      await refresh();
      setNotice({ text: response.message, tone: 'success' });
    } catch (failure) {
      console.error('Gagal mengaktifkan kabinet:', failure);
      setNotice({ text: 'Gagal mengaktifkan kabinet.', tone: 'error', detail: reason(failure) });
    } finally {
      setBusy(null);
    }
  }

  async function handleDelete(cabinet: CabinetSummary) {
    if (!window.confirm(DELETE_CONFIRMATION(cabinet))) return;
    setBusy(cabinet.id);
    setNotice(null);
    try {
      const response = await deleteCabinet(cabinet.id);
      await refresh();
      setNotice({ text: response.message, tone: 'success' });
    } catch (failure) {
      console.error('Gagal menghapus kabinet:', failure);
      setNotice({ text: 'Gagal menghapus kabinet.', tone: 'error', detail: reason(failure) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Kelola Kabinet"
        subtitle="Kabinet yang aktif tampil di seluruh situs; kabinet sebelumnya tetap tersimpan sebagai arsip"
        actions={
          <Link className="btn" to={paths.admin.cabinetAdd}>
            Tambah Kabinet Baru
          </Link>
        }
      />
      {/* the pressed button is gone with its row or its state: the message takes the focus (ADR 066) */}
      <Banner message={notice} onDismiss={() => setNotice(null)} takeFocus />
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat data kabinet...
        </p>
      ) : error && !data ? (
        <p className="status-text" role="alert">
          Gagal memuat data kabinet. Muat ulang halaman lalu coba lagi.
        </p>
      ) : cabinets.length === 0 ? (
        <p className="status-text">Belum ada kabinet. Tambahkan kabinet pertama.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">Daftar kabinet, periode terbaru lebih dulu</caption>
            <thead>
              <tr>
                <th scope="col">Logo</th>
                <th scope="col">Kabinet</th>
                <th scope="col">Periode</th>
                <th scope="col">Status</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {cabinets.map((cabinet) => (
                <tr key={cabinet.id}>
                  <td data-label="Logo">
                    {cabinet.logo_path ? (
                      <img
                        className={styles.thumbLogo}
                        src={storageUrl(cabinet.logo_path)}
                        alt=""
                        width={48}
                        height={48}
                      />
                    ) : (
                      '-'
                    )}
                  </td>
                  <td data-label="Kabinet">{cabinet.name}</td>
                  <td data-label="Periode">{cabinet.period}</td>
                  <td data-label="Status">{statusOf(cabinet, active)}</td>
                  <td data-label="Aksi">
                    <div className={styles.rowActions}>
                      <Link
                        className={`btn btn-outline ${styles.small}`}
                        to={paths.admin.cabinetEdit(cabinet.id)}
                        aria-label={`Edit ${cabinetTitle(cabinet)}`}
                      >
                        Edit
                      </Link>
                      <Link
                        className={`btn btn-outline ${styles.small}`}
                        to={`${paths.admin.structure}?kabinet=${cabinet.id}`}
                        aria-label={`Struktur ${cabinetTitle(cabinet)}`}
                      >
                        Struktur
                      </Link>
                      <Link
                        className={`btn btn-outline ${styles.small}`}
                        to={`${paths.admin.members}?kabinet=${cabinet.id}`}
                        aria-label={`Anggota ${cabinetTitle(cabinet)}`}
                      >
                        Anggota
                      </Link>
                      {!cabinet.active && (
                        <>
                          <button
                            type="button"
                            className={`btn ${styles.small}`}
                            onClick={() => handleActivate(cabinet)}
                            disabled={busy !== null}
                            aria-label={`Aktifkan ${cabinetTitle(cabinet)}`}
                          >
                            {busy === cabinet.id ? 'Memproses...' : 'Aktifkan'}
                          </button>
                          <button
                            type="button"
                            className={`btn btn-danger ${styles.small}`}
                            onClick={() => handleDelete(cabinet)}
                            disabled={busy !== null}
                            aria-label={`Hapus ${cabinetTitle(cabinet)}`}
                          >
                            Hapus
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
