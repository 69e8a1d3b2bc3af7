/**
 * Lihat Responden: the aspiration inbox. The spec's table (Nama, NIM, Kategori, Pesan) one page at a time, each row
 * with its status badge, date and a link to its own view; a filter kept in the URL (search, status, kategori, date
 * range) that a link can share; 'Export Excel' of what the filter shows; delete (one row) and bulk delete of what the
 * filter shows, each after a confirmation.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Aspiration, AspirationFilter } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import {
  deleteAspiration,
  deleteMatching,
  fetchAllAspirations,
  filterFromSearch,
  filterParams,
  hasFilter,
  recordAspirationExport,
  useAspirations,
  useRefreshInbox,
} from '@/features/admin-aspirasi/api/admin-aspirasi';
import { exportAspirations } from '@/features/admin-aspirasi/export-responden';
import { InboxFilter } from '@/features/admin-aspirasi/components/inbox-filter';
import { StatusBadge } from '@/features/admin-aspirasi/components/status-badge';
import inbox from '@/features/admin-aspirasi/components/inbox.module.css';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { failureBanner } from '@/components/admin/uploads/failure';
import { PageHeader } from '@/components/admin/page-header';
import { pageFromQuery } from '@/components/ui/pagination';
import styles from '@/components/admin/admin.module.css';
import { PagedTable } from '@/components/admin/paged-table';
import { toTrashConfirmation } from '@/components/admin/trash-note';

const DELETE_CONFIRMATION = toTrashConfirmation('Apakah Anda yakin ingin menghapus aspirasi ini?');
const bulkConfirmation = (count: number) =>
  toTrashConfirmation(`Apakah Anda yakin ingin menghapus ${count} aspirasi yang cocok dengan filter ini?`);

const senderOf = (row: Aspiration) => (row.isAnonim ? 'Anonim' : row.nama || '-');

/** A notice handed over by another screen (the aspiration's own view after a delete). */
function noticeFrom(state: unknown): BannerMessage | null {
  const text = (state as { notice?: unknown } | null)?.notice;
  return typeof text === 'string' ? { text, tone: 'success' } : null;
}

export default function AdminAspirationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageFromQuery(searchParams.get('page'));
  const filterQuery = filterParams(filterFromSearch(searchParams)).toString();
  const filter = useMemo(() => filterFromSearch(new URLSearchParams(filterQuery)), [filterQuery]);
  const filtered = hasFilter(filter);
  const { data, isLoading, mutate } = useAspirations(filter, page);
  const refreshInbox = useRefreshInbox();
  const [exporting, setExporting] = useState(false);
  const [busy, setBusy] = useState<number | 'bulk' | null>(null);
  const [notice, setNotice] = useState<BannerMessage | null>(() => noticeFrom(location.state));
  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const lastPage = data?.meta.last_page ?? 1;
  const shownPage = data?.meta.current_page ?? page;
  // the list the aspiration's own view goes back to
  const here = `${location.pathname}${location.search}`;

  // a notice handed over by another screen is shown once: a reload does not bring it back
  const handedOver = useRef(location.state);
  useEffect(() => {
    if (!handedOver.current) return;
    handedOver.current = null;
    navigate(here, { replace: true, state: null });
  }, [navigate, here]);

  function goTo(next: number) {
    setSearchParams(filterParams(filter, next));
  }

  function applyFilter(next: AspirationFilter) {
    setNotice(null);
    setSearchParams(filterParams(next));
  }

  async function handleExport() {
    setExporting(true);
    setNotice(null);
    try {
      // every answer the filter shows, not only this page; the export is recorded in the audit log before the file
      const all = await fetchAllAspirations(filter);
      await recordAspirationExport(filter, all.length);
      await exportAspirations(all);
    } catch (error) {
      console.error(error);
      setNotice({ text: 'Gagal membuat berkas Excel. Coba lagi.', tone: 'error' });
    } finally {
      setExporting(false);
    }
  }

  async function handleDelete(row: Aspiration) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setBusy(row.id);
    setNotice(null);
    try {
      const { message } = await deleteAspiration(row.id);
      setNotice({ text: message, tone: 'success' });
      // the row goes at once; then every list and the unread count are read again
      await mutate(
        (current) =>
          current && {
            ...current,
            data: current.data.filter((item) => item.id !== row.id),
            meta: { ...current.meta, total: current.meta.total - 1 },
          },
        { revalidate: false },
      );
      await refreshInbox();
    } catch (error) {
      console.error('Gagal menghapus aspirasi:', error);
      setNotice(failureBanner('Gagal menghapus aspirasi.', error));
    } finally {
      setBusy(null);
    }
  }

  async function handleBulkDelete() {
    const maxId = data?.meta.max_id;
    if (!filtered || !maxId || !window.confirm(bulkConfirmation(total))) return;
    setBusy('bulk');
    setNotice(null);
    try {
      const { message } = await deleteMatching(filter, maxId);
      setNotice({ text: message, tone: 'success' });
      if (page > 1) setSearchParams(filterParams(filter));
      await refreshInbox();
    } catch (error) {
      console.error('Gagal menghapus aspirasi:', error);
      setNotice(failureBanner('Gagal menghapus aspirasi hasil filter.', error));
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (isLoading && !data) {
    body = (
      <p className="status-text" role="status">
        Memuat data responden...
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="status-text">
        <p>{filtered && total === 0 ? 'Tidak ada aspirasi yang cocok dengan filter.' : 'Belum ada data responden.'}</p>
        {page > 1 && total > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => goTo(Math.min(page - 1, lastPage))}>
            Kembali ke halaman sebelumnya
          </button>
        )}
        {filtered && total === 0 && (
          <button type="button" className="btn btn-outline" onClick={() => applyFilter({})}>
            Tampilkan semua aspirasi
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <PagedTable
        caption={`Responden form aspirasi (${total}), halaman ${shownPage} dari ${lastPage}`}
        columns={['Nama', 'NIM', 'Kategori', 'Pesan']}
        page={shownPage}
        lastPage={lastPage}
        pagerLabel="Halaman daftar responden"
        onGo={goTo}
      >
        {rows.map((row) => {
          const sent = formatLongDate(row.created_at);
          const who = `${senderOf(row)}, ${sent}`;
          return (
            <tr key={row.id} className={row.status === 'baru' ? inbox.unread : undefined}>
              <td data-label="Nama">
                <bdi>{senderOf(row)}</bdi>
              </td>
              <td data-label="NIM">
                <bdi>{row.isAnonim ? '-' : row.nim || '-'}</bdi>
              </td>
              <td data-label="Kategori">{row.kategori}</td>
              <td data-label="Pesan">
                <p className={inbox.pesan}>
                  <bdi>{row.pesan}</bdi>
                </p>
                <div className={inbox.rowMeta}>
                  <StatusBadge status={row.status} />
                  <time dateTime={row.created_at}>{sent}</time>
                  <Link
                    to={paths.admin.aspiration(row.id)}
                    state={{ from: here }}
                    aria-label={`Buka aspirasi dari ${who}`}
                  >
                    Buka
                  </Link>
                  <button
                    type="button"
                    className={`btn btn-danger ${styles.small}`}
                    onClick={() => handleDelete(row)}
                    disabled={busy !== null}
                    aria-label={`Hapus aspirasi dari ${who}`}
                  >
                    {busy === row.id ? 'Menghapus...' : 'Hapus'}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </PagedTable>
    );
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
      <InboxFilter key={filterQuery} value={filter} onApply={applyFilter} />
      {filtered && data && (
        <div className={inbox.summary}>
          <p role="status">{total} aspirasi cocok dengan filter.</p>
          <button
            type="button"
            className="btn btn-danger"
            onClick={handleBulkDelete}
            disabled={total === 0 || busy !== null}
          >
            {busy === 'bulk' ? 'Menghapus...' : `Hapus semua hasil filter (${total})`}
          </button>
        </div>
      )}
      {body}
    </>
  );
}
