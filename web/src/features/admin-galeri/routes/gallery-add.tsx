/**
 * Tambah Galeri: several images at once with previews; a caption for the whole batch or one per photo (a photo's own
 * caption wins), an optional description each, and optionally the activity they belong to (`?kegiatan={id}` chooses
 * it beforehand). The result shows 2 seconds after the server answers.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { ADMIN_GALLERY_KEY, uploadGalleryImages, useActivityOptions } from '@/features/admin-galeri/api/admin-galeri';
import { failureBanner } from '@/components/admin/uploads/failure';
import { useUploadSubmit } from '@/components/admin/uploads/use-upload-submit';
import { Banner } from '@/components/admin/banner';
import { MultiImageField, fileKey } from '@/components/admin/multi-image-field';
import { PageHeader } from '@/components/admin/page-header';
import { AdminField } from '@/components/admin/text-field';
import { UploadProgress } from '@/components/admin/upload-progress';
import styles from '@/components/admin/admin.module.css';
import { screenDelayMs } from '@/config/screen-delays';
/** The longest caption (contract: GalleryLimits.textMax). */
const CAPTION_MAX = 255;

export default function AdminGalleryAddPage() {
  const id = useId();
  const { mutate } = useSWRConfig();
  const { submit, submitting, progress, stage, banner, setBanner, dismiss } = useUploadSubmit();
  const [searchParams] = useSearchParams();
  const activities = useActivityOptions();
  const [files, setFiles] = useState<File[]>([]);
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const [batchCaption, setBatchCaption] = useState('');
  const [kegiatan, setKegiatan] = useState(() => searchParams.get('kegiatan') ?? '');
  // the number of images being sent (the button says it)
  const [uploading, setUploading] = useState(0);
  const [fieldError, setFieldError] = useState('');
  const options = activities.data?.data ?? [];
  const chosen = options.find((option) => String(option.id) === kegiatan);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (files.length === 0) {
      setFieldError('Silakan pilih gambar terlebih dahulu.');
      setBanner(null);
      return;
    }
    const count = files.length;
    setFieldError('');
    setUploading(count);
    const details = {
      descriptions: files.map((file) => descriptions[fileKey(file)] ?? ''),
      // a photo's own caption, else the batch's
      captions: files.map((file) => captions[fileKey(file)]?.trim() || batchCaption.trim()),
      kegiatanId: kegiatan ? Number(kegiatan) : null,
    };
    await submit((options) => uploadGalleryImages(files, options, details), {
      success: () => ({ text: `${count} gambar berhasil diunggah!`, tone: 'success' }),
      failure: (error) => failureBanner('Gagal upload gambar. Coba lagi.', error),
      then: () => {
        setFiles([]);
        setDescriptions({});
        setCaptions({});
        setBatchCaption('');
        void mutate(
          (key) =>
            typeof key === 'string' &&
            (key.startsWith(ADMIN_GALLERY_KEY) ||
              key.startsWith('/api/kegiatan') ||
              key.startsWith('/api/admin/kegiatan')),
        );
      },
      // the spec's pause between the server's answer and the result
      resultDelayMs: screenDelayMs('galleryResult'),
    });
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
          captions={{
            values: captions,
            onChange: (key, value) => setCaptions((current) => ({ ...current, [key]: value })),
          }}
          descriptions={{
            values: descriptions,
            onChange: (key, value) => setDescriptions((current) => ({ ...current, [key]: value })),
          }}
        />
        <AdminField
          id={`${id}-batch`}
          label="Keterangan untuk semua gambar (opsional)"
          hint="Dipakai untuk setiap gambar yang keterangannya sendiri kosong."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={CAPTION_MAX}
              value={batchCaption}
              disabled={uploading > 0}
              onChange={(event) => setBatchCaption(event.target.value)}
            />
          )}
        </AdminField>
        <AdminField
          id={`${id}-kegiatan`}
          label="Kegiatan (opsional)"
          hint={
            activities.error
              ? 'Daftar kegiatan gagal dimuat; gambar tetap dapat diunggah tanpa kegiatan.'
              : 'Gambar tampil di halaman kegiatan yang dipilih.'
          }
        >
          {(control) => (
            <select
              {...control}
              value={kegiatan}
              disabled={uploading > 0}
              onChange={(event) => setKegiatan(event.target.value)}
            >
              <option value="">Tidak terkait kegiatan</option>
              {/* an activity asked for in the address but not (yet) among the options still shows */}
              {kegiatan && !chosen && <option value={kegiatan}>Kegiatan #{kegiatan}</option>}
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        {uploading > 0 && <UploadProgress percent={progress} stage={stage} label="Progres unggahan gambar" />}
        <div className={styles.formActions}>
          <button type="submit" className="btn" disabled={uploading > 0}>
            {uploading > 0 ? `Mengunggah ${uploading} Gambar...` : 'Upload Image'}
          </button>
          <Banner message={banner} onDismiss={dismiss} inline />
        </div>
      </form>
    </>
  );
}
