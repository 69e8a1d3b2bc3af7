/**
 * Riwayat: the audit log for `pengelola` (ADR 086). Who did what and when, newest first, one page at a time; a
 * filter kept in the URL (person, kind of content, date range) that a link can share; 'Export Excel' of what the filter
 * shows (recorded in the log itself before the file is made).
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  actionLabel,
  fetchAllEntries,
  filterFromSearch,
  filterParams,
  hasFilter,
  recordAuditExport,
  targetLabel,
  useAuditLog,
  useAuditPeople,
  type AuditFilter as Filter,
} from '@/features/admin-riwayat/api/admin-riwayat';
import { exportAuditEntries } from '@/features/admin-riwayat/export-riwayat';
import { AuditFilter } from '@/features/admin-riwayat/components/audit-filter';
import local from '@/features/admin-riwayat/components/riwayat.module.css';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { failureBanner } from '@/components/admin/uploads/failure';
import { PageHeader } from '@/components/admin/page-header';
import { LoadFailed } from '@/components/admin/load-failed';
import { PagedTable } from '@/components/admin/paged-table';
import { pageFromQuery } from '@/components/ui/pagination';
import { formatLongDateTime } from '@/lib/format-date';

export default function AdminAuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const filterQuery = filterParams(filterFromSearch(searchParams)).toString();
  const filter = useMemo(() => filterFromSearch(new URLSearchParams(filterQuery)), [filterQuery]);
  const filtered = hasFilter(filter);
  const { data, error, isLoading, mutate } = useAuditLog(filter, page);
  const people = useAuditPeople().data?.data ?? [];
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const lastPage = data?.meta.last_page ?? 1;
  const shownPage = data?.meta.current_page ?? page;

  function goTo(next: number) {
    setSearchParams(filterParams(filter, next));
  }

  function applyFilter(next: Filter) {
    setNotice(null);
    setSearchParams(filterParams(next));
  }

  async function handleExport() {
    setExporting(true);
    setNotice(null);
    try {
      const all = await fetchAllEntries(filter);
      await recordAuditExport(filter, all.length);
      await exportAuditEntries(all);
      // the export is an entry itself: the list shows it
      await mutate();
    } catch (failure) {
      console.error(failure);
      setNotice(failureBanner('Gagal membuat berkas Excel.', failure));
    } finally {
      setExporting(false);
    }
  }

  let body;
  if (error && !data) {
    body = <LoadFailed text="Gagal memuat riwayat." onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    body = (
      <p className="status-text" role="status">
        Memuat riwayat...
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="status-text">
        <p>{filtered ? 'Tidak ada riwayat yang cocok dengan filter.' : 'Belum ada riwayat.'}</p>
        {filtered && (
          <button type="button" className="btn btn-outline" onClick={() => applyFilter({})}>
            Tampilkan semua riwayat
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <PagedTable
        caption={`Riwayat admin (${total}), terbaru lebih dulu, halaman ${shownPage} dari ${lastPage}`}
        columns={['Waktu', 'Pelaku', 'Tindakan', 'Konten', 'Keterangan']}
        page={shownPage}
        lastPage={lastPage}
        pagerLabel="Halaman riwayat"
        onGo={goTo}
      >
        {rows.map((entry) => (
          <tr key={entry.id}>
            <td data-label="Waktu">
              <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
            </td>
            <td data-label="Pelaku">
              <bdi>{entry.actor?.name ?? 'Tidak dikenal'}</bdi>
            </td>
            <td data-label="Tindakan">
              <span className={local.action}>{actionLabel(entry)}</span>
            </td>
            <td data-label="Konten">
              {entry.target_title ? <bdi>{entry.target_title}</bdi> : targetLabel(entry.target_type)}
              {entry.target_id !== null && <span className={local.muted}> (#{entry.target_id})</span>}
            </td>
            <td data-label="Keterangan">
              <bdi>{entry.summary ?? '-'}</bdi>
            </td>
          </tr>
        ))}
      </PagedTable>
    );
  }

  return (
    <>
      <PageHeader
        title="Riwayat"
        subtitle="Siapa mengubah apa dan kapan: setiap perubahan, ekspor, dan percobaan masuk admin"
        actions={
          <button type="button" className="btn" onClick={handleExport} disabled={total === 0 || exporting}>
            {exporting ? 'Menyiapkan...' : 'Export Excel'}
          </button>
        }
      />
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      <AuditFilter key={filterQuery} value={filter} people={people} onApply={applyFilter} />
      {filtered && data && <p role="status">{total} riwayat cocok dengan filter.</p>}
      {body}
    </>
  );
}
