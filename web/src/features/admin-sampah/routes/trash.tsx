/**
 * Tempat Sampah (ADR 089): what admins deleted in the last 30 days, newest first, 20 a page (?page=n), each with its
 * kind, who deleted it and when it goes for good; 'Pulihkan' puts it back where it was, 'Hapus Permanen' (after a
 * confirmation) removes it and its files now. A restore the server refuses (a slug taken meanwhile) says why.
 * By role (ADR 121): the server lists the kinds the admin may delete; 'Hapus Permanen' is shown to `pengelola` only,
 * and the others read that only a pengelola removes items early.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { mayPurgeTrash } from '@cms-content/admin-roles';
import type { TrashItem } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import { formatLongDate, formatLongDateTime } from '@/lib/format-date';
import { pageFromQuery } from '@/components/ui/pagination';
import { AdminPager } from '@/components/admin/admin-pager';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { LoadFailed } from '@/components/admin/load-failed';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';
import { useSignedInRoles } from '@/components/admin/signed-in-roles';
import {
  RESTORED_KEYS,
  TRASH_TYPE_LABELS,
  purgeFromTrash,
  restoreFromTrash,
  useAdminTrash,
} from '@/features/admin-sampah/api/admin-sampah';

const SUBTITLE = 'Konten yang dihapus disimpan di sini selama 30 hari dan dapat dipulihkan sebelum terhapus permanen';
const SUBTITLE_WITHOUT_PURGE = `${SUBTITLE}; hanya pengelola yang dapat menghapus permanen lebih awal`;

const PURGE_CONFIRMATION = (item: TrashItem) =>
  `Hapus permanen "${item.title}"? Konten dan berkasnya tidak dapat dipulihkan lagi.`;

/** The server's own reason (a slug taken, a 404), else nothing. */
const reason = (error: unknown) => (error instanceof ApiError && error.hasServerMessage ? error.message : undefined);

const labelOf = (item: TrashItem) => TRASH_TYPE_LABELS[item.type] ?? item.type;

export default function AdminTrashPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { data, error, isLoading, mutate } = useAdminTrash(page);
  const { mutate: mutateKey } = useSWRConfig();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: 'restore' | 'purge' } | null>(null);
  const mayPurge = mayPurgeTrash(useSignedInRoles());

  const items = data?.data ?? [];
  const lastPage = data?.meta.last_page ?? 1;
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});

  /** The row leaves this page at once; then the page is fetched again. */
  async function withoutRow(id: number) {
    await mutate(
      (current) =>
        current && {
          ...current,
          data: current.data.filter((item) => item.id !== id),
          meta: { ...current.meta, total: current.meta.total - 1 },
        },
      { revalidate: true },
    );
  }

  async function handleRestore(item: TrashItem) {
    setBusy({ id: item.id, action: 'restore' });
    setNotice(null);
    try {
      const response = await restoreFromTrash(item.id);
      setNotice({ text: response.message, tone: 'success' });
      await withoutRow(item.id);
      const stale = RESTORED_KEYS[item.type] ?? [];
      void mutateKey((key) => typeof key === 'string' && stale.some((prefix) => key.startsWith(prefix)));
    } catch (failure) {
      setNotice({ text: `Gagal memulihkan ${labelOf(item).toLowerCase()}.`, tone: 'error', detail: reason(failure) });
    } finally {
      setBusy(null);
    }
  }

  async function handlePurge(item: TrashItem) {
    if (!window.confirm(PURGE_CONFIRMATION(item))) return;
    setBusy({ id: item.id, action: 'purge' });
    setNotice(null);
    try {
      const response = await purgeFromTrash(item.id);
      setNotice({ text: response.message, tone: 'success' });
      await withoutRow(item.id);
    } catch (failure) {
      setNotice({
        text: `Gagal menghapus permanen ${labelOf(item).toLowerCase()}.`,
        tone: 'error',
        detail: reason(failure),
      });
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (isLoading && !data) {
    body = (
      <p className="status-text" role="status">
        Memuat isi tempat sampah...
      </p>
    );
  } else if (!data && error) {
    body = <LoadFailed text="Gagal memuat isi tempat sampah." onRetry={() => void mutate()} />;
  } else if (items.length === 0) {
    body = (
      <div className="status-text">
        <p>Tempat sampah kosong.</p>
        {page > 1 && (data?.meta.total ?? 0) > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => goTo(Math.min(page - 1, lastPage))}>
            Kembali ke halaman sebelumnya
          </button>
        )}
      </div>
    );
  } else {
    const shownPage = data?.meta.current_page ?? page;
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">
              Isi tempat sampah, halaman {shownPage} dari {lastPage}
            </caption>
            <thead>
              <tr>
                <th scope="col">Konten</th>
                <th scope="col">Jenis</th>
                <th scope="col">Dihapus</th>
                <th scope="col">Terhapus permanen</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Konten">{item.title}</td>
                  <td data-label="Jenis">{labelOf(item)}</td>
                  <td data-label="Dihapus">
                    {formatLongDateTime(item.deleted_at)}
                    {item.deleted_by && <> oleh {item.deleted_by.name}</>}
                  </td>
                  <td data-label="Terhapus permanen">{formatLongDate(item.purge_at)}</td>
                  <td data-label="Aksi">
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.small}`}
                        onClick={() => void handleRestore(item)}
                        disabled={busy !== null}
                        aria-label={`Pulihkan ${item.title}`}
                      >
                        {busy?.id === item.id && busy.action === 'restore' ? 'Memulihkan...' : 'Pulihkan'}
                      </button>
                      {mayPurge && (
                        <button
                          type="button"
                          className={`btn btn-danger ${styles.small}`}
                          onClick={() => void handlePurge(item)}
                          disabled={busy !== null}
                          aria-label={`Hapus permanen ${item.title}`}
                        >
                          {busy?.id === item.id && busy.action === 'purge' ? 'Menghapus...' : 'Hapus Permanen'}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AdminPager page={page} lastPage={lastPage} label="Halaman tempat sampah" onGo={goTo} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Tempat Sampah" subtitle={mayPurge ? SUBTITLE : SUBTITLE_WITHOUT_PURGE} />
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {body}
    </>
  );
}
