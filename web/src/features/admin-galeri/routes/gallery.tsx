/** Kelola Galeri: every gallery image as a card with 'Hapus'; 'Tambah Gambar Baru' leads to the upload. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { GalleryPage } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { storageSrcSet, storageUrl } from '@/lib/storage';
import { ADMIN_GALLERY_KEY, deleteGalleryImage, useAdminGallery } from '@/features/admin-galeri/api/admin-galeri';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';

const DELETE_IMAGE_CONFIRMATION = 'Apakah Anda yakin ingin menghapus gambar ini?';

/** The public gallery's pages (`/api/galeri?page=...`) are stale after a change. */
const isPublicGalleryKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${ADMIN_GALLERY_KEY}?`);

export default function AdminGalleryPage() {
  const { data, isLoading, mutate } = useAdminGallery();
  const { mutate: mutateKey } = useSWRConfig();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const images = data?.data ?? [];

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
      void mutateKey(isPublicGalleryKey);
    } catch (error) {
      console.error('Gagal menghapus gambar:', error);
      setNotice({ text: 'Gagal menghapus gambar.', tone: 'error' });
    } finally {
      setDeleting(null);
    }
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
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat data galeri...
        </p>
      ) : images.length === 0 ? (
        <p className="status-text">Belum ada gambar di galeri. Silakan tambahkan gambar baru.</p>
      ) : (
        <ul className={styles.galleryGrid} aria-label={`Gambar galeri (${images.length})`}>
          {images.map((image) => {
            const name = image.caption || `Galeri ${image.id}`;
            return (
              <li key={image.id} className={styles.galleryCard}>
                <img
                  src={storageUrl(image.image_path)}
                  srcSet={storageSrcSet(image.image_formats, { path: image.image_path, width: image.image_width })}
                  sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
                  alt={name}
                  loading="lazy"
                  decoding="async"
                />
                <div className={styles.galleryBody}>
                  <p className={styles.galleryCaption}>{name}</p>
                  <button
                    type="button"
                    className={`btn btn-danger ${styles.small}`}
                    onClick={() => handleDelete(image.id)}
                    disabled={deleting !== null}
                    aria-label={`Hapus ${name}`}
                  >
                    {deleting === image.id ? 'Menghapus...' : 'Hapus'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
