/**
 * The photos of one activity on its edit screen: those attached (each can be detached; it stays in the gallery), a
 * link to upload new ones straight to this activity, and the gallery page by page to attach photos already there.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Activity, GalleryImage } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { storageSrcSet, storageUrl } from '@/lib/storage';
import { AdminPager } from '@/components/admin/admin-pager';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { failureBanner } from '@/components/admin/uploads/failure';
import styles from '@/components/admin/admin.module.css';
import { isActivityKey, setPhotoActivity, useGalleryPicker } from '../api/admin-kegiatan';

const photoName = (photo: GalleryImage) => photo.caption || photo.image_alt || `Galeri ${photo.id}`;

function Thumb({ photo }: { photo: GalleryImage }) {
  return (
    <img
      src={storageUrl(photo.image_path)}
      srcSet={storageSrcSet(photo.image_formats, { path: photo.image_path, width: photo.image_width })}
      sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
      alt={photo.image_alt || photo.caption || `Galeri ${photo.id}`}
      loading="lazy"
      decoding="async"
    />
  );
}

export function ActivityPhotosManager({ activity }: { activity: Activity }) {
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const picker = useGalleryPicker(page);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<BannerMessage | null>(null);

  async function move(photo: GalleryImage, kegiatanId: number | null) {
    setBusy(photo.id);
    setNotice(null);
    try {
      await setPhotoActivity(photo.id, kegiatanId);
      setNotice({
        text: kegiatanId === null ? 'Foto dilepas dari kegiatan.' : 'Foto dilampirkan ke kegiatan.',
        tone: 'success',
      });
      await mutate(isActivityKey);
    } catch (error) {
      console.error(error);
      setNotice(failureBanner('Gagal memperbarui foto kegiatan.', error));
    } finally {
      setBusy(null);
    }
  }

  const candidates = picker.data?.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="foto-kegiatan">
      <h2 id="foto-kegiatan" className={styles.cardTitle}>
        Foto Kegiatan ({activity.photo_count})
      </h2>
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      <p>
        <Link className="btn" to={`${paths.admin.galleryAdd}?kegiatan=${activity.id}`}>
          Unggah Foto untuk Kegiatan Ini
        </Link>
      </p>
      {activity.photos.length === 0 ? (
        <p className="status-text">Belum ada foto untuk kegiatan ini.</p>
      ) : (
        <ul className={styles.galleryGrid} aria-label={`Foto terlampir (${activity.photo_count})`}>
          {activity.photos.map((photo) => (
            <li key={photo.id} className={styles.galleryCard}>
              <Thumb photo={photo} />
              <div className={styles.galleryBody}>
                <p className={styles.galleryCaption}>{photo.caption || 'Tanpa keterangan'}</p>
                <button
                  type="button"
                  className={`btn btn-outline ${styles.small}`}
                  onClick={() => void move(photo, null)}
                  disabled={busy !== null}
                  aria-label={`Lepas ${photoName(photo)} dari kegiatan`}
                >
                  {busy === photo.id ? 'Memproses...' : 'Lepas'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {activity.photo_count > activity.photos.length && (
        <p className={styles.hint}>
          Menampilkan {activity.photos.length} dari {activity.photo_count} foto; sisanya dapat diatur di Kelola Galeri.
        </p>
      )}

      <h3 className={styles.cardTitle}>Lampirkan dari Galeri</h3>
      {!picker.data && picker.isLoading ? (
        <p className="status-text" role="status">
          Memuat data galeri...
        </p>
      ) : !picker.data && picker.error ? (
        <p className="status-text" role="alert">
          Gagal memuat galeri.
        </p>
      ) : candidates.length === 0 ? (
        <p className="status-text">Belum ada gambar di galeri.</p>
      ) : (
        <>
          <ul className={styles.galleryGrid} aria-label={`Galeri, halaman ${picker.data?.current_page ?? page}`}>
            {candidates.map((photo) => {
              const here = photo.kegiatan_id === activity.id;
              return (
                <li key={photo.id} className={styles.galleryCard}>
                  <Thumb photo={photo} />
                  <div className={styles.galleryBody}>
                    <p className={styles.galleryCaption}>
                      {photo.caption || 'Tanpa keterangan'}
                      {photo.kegiatan_id !== null && !here && ' (di kegiatan lain)'}
                    </p>
                    <button
                      type="button"
                      className={`btn ${styles.small}`}
                      onClick={() => void move(photo, activity.id)}
                      disabled={busy !== null || here}
                      aria-label={here ? `${photoName(photo)} sudah terlampir` : `Lampirkan ${photoName(photo)}`}
                    >
                      {here ? 'Terlampir' : busy === photo.id ? 'Memproses...' : 'Lampirkan'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <AdminPager
            page={page}
            lastPage={picker.data?.last_page ?? 1}
            label="Halaman galeri untuk dilampirkan"
            onGo={setPage}
          />
        </>
      )}
    </section>
  );
}
