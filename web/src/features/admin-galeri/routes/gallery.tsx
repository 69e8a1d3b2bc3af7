/**
 * Kelola Galeri: every gallery image, 24 a page (?page=n), as a card with 'Edit' (caption, description, activity) and
 * 'Hapus'; 'Tambah Gambar Baru' leads to the upload.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { GalleryImage, GalleryPage } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { pageFromQuery } from '@/components/ui/pagination';
import {
  ADMIN_GALLERY_KEY,
  adminGalleryKey,
  deleteGalleryImage,
  useActivityOptions,
  useAdminGallery,
} from '@/features/admin-galeri/api/admin-galeri';
import { GalleryCard } from '@/features/admin-galeri/components/gallery-card';
import { AdminPager } from '@/components/admin/admin-pager';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { LoadFailed } from '@/components/admin/load-failed';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';
import { toTrashConfirmation } from '@/components/admin/trash-note';

const DELETE_IMAGE_CONFIRMATION = toTrashConfirmation('Apakah Anda yakin ingin menghapus gambar ini?');

export default function AdminGalleryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const { data, error, isLoading, mutate } = useAdminGallery(page);
  const activities = useActivityOptions().data?.data ?? [];
  const { mutate: mutateKey } = useSWRConfig();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const images = data?.data ?? [];
  const lastPage = data?.last_page ?? 1;
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});
  /** Other pages, the public gallery and the activities (which show their photos) are stale after a change. */
  const refreshOthers = () =>
    void mutateKey(
      (key) =>
        typeof key === 'string' &&
        key !== adminGalleryKey(page) &&
        (key.startsWith(`${ADMIN_GALLERY_KEY}?`) ||
          key.startsWith('/api/kegiatan') ||
          key.startsWith('/api/admin/kegiatan')),
    );

  async function handleDelete(id: number) {
    if (!window.confirm(DELETE_IMAGE_CONFIRMATION)) return;
    setDeleting(id);
    setNotice(null);
    try {
      await deleteGalleryImage(id);
      setNotice({ text: 'Gambar berhasil dihapus!', tone: 'success' });
      await mutate(
        (current: GalleryPage | undefined) =>
          current && { ...current, data: current.data.filter((image) => image.id !== id), total: current.total - 1 },
        { revalidate: false },
      );
      refreshOthers();
    } catch (failure) {
      console.error('Gagal menghapus gambar:', failure);
      setNotice({ text: 'Gagal menghapus gambar.', tone: 'error' });
    } finally {
      setDeleting(null);
    }
  }

  async function handleSaved(saved: GalleryImage, message: string) {
    setNotice({ text: message, tone: 'success' });
    await mutate(
      (current: GalleryPage | undefined) =>
        current && { ...current, data: current.data.map((image) => (image.id === saved.id ? saved : image)) },
      { revalidate: false },
    );
    refreshOthers();
  }

  let body;
  if (isLoading && !data) {
    body = (
      <p className="status-text" role="status">
        Memuat data galeri...
      </p>
    );
  } else if (!data && error) {
    body = <LoadFailed text="Gagal memuat data galeri." onRetry={() => void mutate()} />;
  } else if (images.length === 0) {
    body = (
      <div className="status-text">
        <p>Belum ada gambar di galeri. Silakan tambahkan gambar baru.</p>
        {page > 1 && (data?.total ?? 0) > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => goTo(Math.min(page - 1, lastPage))}>
            Kembali ke halaman sebelumnya
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.galleryGrid} aria-label={`Gambar galeri (${data?.total ?? images.length})`}>
          {images.map((image) => (
            <GalleryCard
              key={image.id}
              image={image}
              activities={activities}
              deleting={deleting === image.id}
              disabled={deleting !== null}
              onDelete={() => void handleDelete(image.id)}
              onSaved={(saved, message) => void handleSaved(saved, message)}
              onReplaced={() => mutate()}
            />
          ))}
        </ul>
        <AdminPager page={page} lastPage={lastPage} label="Halaman galeri" onGo={goTo} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Kelola Galeri"
        subtitle="Mengelola gambar pada galeri kegiatan website himpunan"
        actions={
          <Link className="btn" to={paths.admin.galleryAdd}>
            Tambah Gambar Baru
          </Link>
        }
      />
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {body}
    </>
  );
}
