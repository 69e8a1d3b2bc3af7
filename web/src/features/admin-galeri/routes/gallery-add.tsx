/** Tambah Galeri: several images at once, with previews and an optional description each; the result shows 2 seconds after the server answers. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { ADMIN_GALLERY_KEY, uploadGalleryImages } from '@/features/admin-galeri/api/admin-galeri';
import { failureBanner } from '@/components/admin/uploads/failure';
import { isAbort, useAbortOnUnmount } from '@/components/admin/uploads/use-abort-on-unmount';
import { useTimeout, waitWith } from '@/components/admin/uploads/use-timeout';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { MultiImageField, fileKey } from '@/components/admin/multi-image-field';
import { PageHeader } from '@/components/admin/page-header';
import { UploadProgress } from '@/components/admin/upload-progress';
import type { UploadStage } from '@/components/admin/uploads/shrink-image';
import styles from '@/components/admin/admin.module.css';

/** The spec's pause between the server's answer and the result. */
const GALLERY_RESULT_DELAY_MS = 2000;

export default function AdminGalleryAddPage() {
  const { mutate } = useSWRConfig();
  const schedule = useTimeout();
  const nextSignal = useAbortOnUnmount();
  const [files, setFiles] = useState<File[]>([]);
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(0);
  const [progress, setProgress] = useState(0);
  const [stage, setStage] = useState<UploadStage>('uploading');
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [fieldError, setFieldError] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (files.length === 0) {
      setFieldError('Silakan pilih gambar terlebih dahulu.');
      setBanner(null);
      return;
    }
    const count = files.length;
    setFieldError('');
    setBanner(null);
    setProgress(0);
    setUploading(count);
    let result: BannerMessage;
    let succeeded = false;
    try {
      await uploadGalleryImages(
        files,
        { onProgress: setProgress, onStage: setStage, signal: nextSignal() },
        files.map((file) => descriptions[fileKey(file)] ?? ''),
      );
      succeeded = true;
      result = { text: `${count} gambar berhasil diunggah!`, tone: 'success' };
    } catch (error) {
      if (isAbort(error)) return;
      console.error(error);
      result = failureBanner('Gagal upload gambar. Coba lagi.', error);
    }
    await waitWith(schedule, GALLERY_RESULT_DELAY_MS);
    if (succeeded) {
      setFiles([]);
      setDescriptions({});
      void mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_GALLERY_KEY));
    }
    setBanner(result);
    setUploading(0);
  }

  return (
    <>
      <PageHeader
        title="Tambah Galeri"
        subtitle="Menambahkan gambar pada galeri kegiatan pada website himpunan"
        actions={
          <Link className="btn btn-outline" to={paths.admin.gallery}>
            Kembali ke Kelola Galeri
          </Link>
        }
      />
      <Banner message={banner} onDismiss={() => setBanner(null)} />
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={uploading > 0}>
        <MultiImageField
          label="Pilih Gambar"
          files={files}
          onChange={(next) => {
            setFiles(next);
            if (next.length) setFieldError('');
          }}
          required
          disabled={uploading > 0}
          error={fieldError}
          descriptions={{
            values: descriptions,
            onChange: (key, value) => setDescriptions((current) => ({ ...current, [key]: value })),
          }}
        />
        {uploading > 0 && <UploadProgress percent={progress} stage={stage} label="Progres unggahan gambar" />}
        <div className={styles.formActions}>
          <button type="submit" className="btn" disabled={uploading > 0}>
            {uploading > 0 ? `Mengunggah ${uploading} Gambar...` : 'Upload Image'}
          </button>
        </div>
      </form>
    </>
  );
}
