/** Kelola Kegiatan: every activity, the latest start first (?page=n), with Edit links and Hapus buttons. */
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { activityAdminPaths } from '../paths';
import { pageFromQuery } from '@/components/ui/pagination';
import { AdminPager } from '@/components/admin/admin-pager';
import { Banner } from '@/components/admin/banner';
import { LoadFailed } from '@/components/admin/load-failed';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';
import { RowActions } from '@/components/admin/row-actions';
import { useRowDelete } from '@/components/admin/use-row-delete';
import { deleteActivity, isActivityKey, useAdminActivities } from '../api/admin-kegiatan';
import { activityWhenShort } from '../activity-when';
import { toTrashConfirmation } from '@/components/admin/trash-note';

const DELETE_ACTIVITY_CONFIRMATION = toTrashConfirmation(
  'Apakah Anda yakin ingin menghapus kegiatan ini? Foto-fotonya tetap tersimpan di galeri.',
);

export default function AdminActivityListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { data, error, isLoading, mutate } = useAdminActivities(page);
  const { mutate: mutateKey } = useSWRConfig();
  const { notice, setNotice, deleting, handleDelete } = useRowDelete({
    confirmation: DELETE_ACTIVITY_CONFIRMATION,
    remove: deleteActivity,
    mutate,
    done: 'Kegiatan berhasil dihapus!',
    failed: 'Gagal menghapus kegiatan.',
    afterDelete: () => void mutateKey(isActivityKey),
  });

  const items = data?.data ?? [];
  const lastPage = data?.meta.last_page ?? 1;
  const perPage = data?.meta.per_page ?? items.length;
  const shownPage = data?.meta.current_page ?? page;
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});

  let body;
  if (isLoading && !data) {
    body = (
      <p className="status-text" role="status">
        Memuat data kegiatan...
      </p>
    );
  } else if (!data && error) {
    body = <LoadFailed text="Gagal memuat data kegiatan." onRetry={() => void mutate()} />;
  } else if (items.length === 0) {
    body = (
      <div className="status-text">
        <p>Belum ada kegiatan. Silakan tambahkan kegiatan baru.</p>
        {page > 1 && (
          <button type="button" className="btn btn-outline" onClick={() => goTo(Math.min(page - 1, lastPage))}>
            Kembali ke halaman sebelumnya
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">
              Daftar kegiatan, halaman {shownPage} dari {lastPage}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Judul Kegiatan</th>
                <th scope="col">Waktu (WIB)</th>
                <th scope="col">Foto</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <tr key={item.id}>
                  <td data-label="#">{(shownPage - 1) * perPage + index + 1}</td>
                  <td data-label="Judul Kegiatan">{item.title}</td>
                  <td data-label="Waktu (WIB)">
                    <time dateTime={item.starts_at}>{activityWhenShort(item.starts_at)}</time>
                  </td>
                  <td data-label="Foto">{item.photo_count}</td>
                  <td data-label="Aksi">
                    <RowActions
                      label={item.title}
                      editTo={activityAdminPaths.edit(item.id)}
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
        <AdminPager page={page} lastPage={lastPage} label="Halaman daftar kegiatan" onGo={goTo} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Kelola Kegiatan"
        subtitle="Mengelola kegiatan himpunan beserta poster, pendaftaran, dan fotonya"
        actions={
          <Link className="btn" to={activityAdminPaths.add}>
            Tambah Kegiatan Baru
          </Link>
        }
      />
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {body}
    </>
  );
}
