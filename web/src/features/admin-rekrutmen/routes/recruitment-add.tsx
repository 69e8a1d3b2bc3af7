/**
 * Tambah Oprec: upload a recruitment poster (PNG, JPEG or WebP); the result shows 1.5 seconds after the server
 * answers. The current posters are listed below and can be deleted (a closed recruitment leaves the site).
 */
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { RecruitmentResponse } from '@hmrpl/contract';
import { formatLongDate } from '@/lib/format-date';
import {
  RECRUITMENT_KEY,
  deletePoster,
  uploadPoster,
  useRecruitmentPosters,
} from '@/features/admin-rekrutmen/api/admin-rekrutmen';
import { failureBanner } from '@/components/admin/uploads/failure';
import { useUploadSubmit } from '@/components/admin/uploads/use-upload-submit';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { ImageField } from '@/components/admin/image-field';
import { PageHeader } from '@/components/admin/page-header';
import { UploadProgress } from '@/components/admin/upload-progress';
import { UPLOAD_HINT, refusedFileIn } from '@/components/admin/uploads/file-rules';
import styles from '@/components/admin/admin.module.css';
import { screenDelayMs } from '@/config/screen-delays';
import { toTrashConfirmation } from '@/components/admin/trash-note';

const DELETE_POSTER_CONFIRMATION = toTrashConfirmation('Apakah Anda yakin ingin menghapus poster ini?');

function PosterList() {
  const { data, isLoading, mutate } = useRecruitmentPosters();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const posters = data?.data ?? [];

  async function handleDelete(id: number) {
    if (!window.confirm(DELETE_POSTER_CONFIRMATION)) return;
    setDeleting(id);
    setNotice(null);
    try {
      await deletePoster(id);
      setNotice({ text: 'Poster berhasil dihapus!', tone: 'success' });
      await mutate(
        (current: RecruitmentResponse | undefined) => {
          if (!current) return current;
          const rest = current.data.filter((poster) => poster.id !== id);
          return { poster_url: rest[0]?.poster_url ?? null, data: rest };
        },
        { revalidate: false },
      );
    } catch (error) {
      console.error('Gagal menghapus poster:', error);
      setNotice({ text: 'Gagal menghapus poster.', tone: 'error' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="current-posters">
      <h2 id="current-posters" className={styles.cardTitle}>
        Poster yang sedang tampil
      </h2>
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {isLoading && !data ? (
        <p className={styles.hint} role="status">
          Memuat poster...
        </p>
      ) : posters.length === 0 ? (
        <p className={styles.hint}>Belum ada poster rekrutmen yang tampil.</p>
      ) : (
        <ul className={styles.galleryGrid} aria-label="Poster rekrutmen">
          {posters.map((poster, index) => {
            const name = `Poster rekrutmen ${index + 1}`;
            return (
              <li key={poster.id} className={styles.galleryCard}>
                <img src={poster.poster_url} alt={name} loading="lazy" decoding="async" />
                <div className={styles.galleryBody}>
                  <p className={styles.galleryCaption}>Diunggah {formatLongDate(poster.created_at)}</p>
                  <button
                    type="button"
                    className={`btn btn-danger ${styles.small}`}
                    onClick={() => handleDelete(poster.id)}
                    disabled={deleting !== null}
                    aria-label={`Hapus ${name}`}
                  >
                    {deleting === poster.id ? 'Menghapus...' : 'Hapus'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export default function AdminRecruitmentAddPage() {
  const { mutate } = useSWRConfig();
  const { submit, submitting: uploading, progress, stage, banner, setBanner, dismiss } = useUploadSubmit();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    // a refused poster is removed or replaced before anything is sent (ADR 066)
    if (refusedFileIn(event.currentTarget)) return;
    if (!file) {
      setFieldError('Silakan pilih poster terlebih dahulu.');
      setBanner(null);
      return;
    }
    setFieldError('');
    await submit((options) => uploadPoster(file, options), {
      success: () => ({ text: 'Poster rekrutmen berhasil diunggah!', tone: 'success' }),
      failure: (error) => failureBanner('Gagal upload poster. Coba lagi.', error),
      then: () => {
        setFile(null);
        void mutate(RECRUITMENT_KEY);
      },
      // the spec's pause between the server's answer and the result
      resultDelayMs: screenDelayMs('posterResult'),
    });
  }

  return (
    <>
      <PageHeader title="Tambah Oprec" subtitle="Menambahkan Poster Open Recruitmen pada halaman rekrutasi" />
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={uploading}>
        <ImageField
          label="Poster Open Recruitment"
          file={file}
          onChange={(next) => {
            setFile(next);
            if (next) setFieldError('');
          }}
          required
          disabled={uploading}
          error={fieldError}
          hint={UPLOAD_HINT}
        />
        {uploading && <UploadProgress percent={progress} stage={stage} label="Progres unggahan poster" />}
        <div className={styles.formActions}>
          <button type="submit" className="btn" disabled={uploading}>
            {uploading ? 'Mengunggah...' : 'Upload Image'}
          </button>
          <Banner message={banner} onDismiss={dismiss} inline />
        </div>
      </form>
      <PosterList />
    </>
  );
}
