/** Edit Awarding: replace any of the three monthly images; only the chosen slots are sent. */
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { AwardingField, AwardingPathOf } from '@hmrpl/contract';
import { storageUrl } from '@/lib/storage';
import { AWARDING_KEY, updateAwarding, useAwardingImages } from '@/features/admin-awarding/api/admin-awarding';
import { failureBanner } from '@/components/admin/uploads/failure';
import { refusedFileIn } from '@/components/admin/uploads/file-rules';
import { useUploadSubmit } from '@/components/admin/uploads/use-upload-submit';
import { Banner } from '@/components/admin/banner';
import { ImageField } from '@/components/admin/image-field';
import { PageHeader } from '@/components/admin/page-header';
import { UploadProgress } from '@/components/admin/upload-progress';
import styles from '@/components/admin/admin.module.css';

const SLOTS: Array<{ field: AwardingField; path: AwardingPathOf<AwardingField>; label: string }> = [
  { field: 'staff_image', path: 'staff_image_path', label: 'Staff of the month' },
  { field: 'divisi_image', path: 'divisi_image_path', label: 'Divisi of the month' },
  { field: 'departemen_image', path: 'departemen_image_path', label: 'Departement of the month' },
];

const NOTHING_CHOSEN = 'Tidak ada gambar baru yang dipilih untuk diunggah.';

export default function AdminAwardingPage() {
  const { data, isLoading } = useAwardingImages();
  const { mutate } = useSWRConfig();
  const { submit, submitting, progress, stage, banner, setBanner, dismiss } = useUploadSubmit();
  const [files, setFiles] = useState<Partial<Record<AwardingField, File>>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // a refused image is removed or replaced before anything is sent (ADR 066)
    if (refusedFileIn(event.currentTarget)) return;
    if (!Object.values(files).some(Boolean)) {
      setBanner({ text: NOTHING_CHOSEN, tone: 'error' });
      return;
    }
    await submit((options) => updateAwarding(files, options), {
      success: () => ({ text: 'Gambar awarding berhasil diperbarui!', tone: 'success' }),
      failure: (error) => failureBanner('Gagal upload gambar. Coba lagi.', error),
      then: async ({ message: _message, ...saved }) => {
        await mutate(AWARDING_KEY, saved, { revalidate: false });
        setFiles({});
      },
    });
  }

  return (
    <>
      <PageHeader title="Edit Awarding" subtitle="Merubah tampilan gambar awarding setiap bulannya" />
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        {isLoading && !data && (
          <p className={styles.hint} role="status">
            Memuat penghargaan...
          </p>
        )}
        <div className={styles.awardingGrid}>
          {SLOTS.map((slot) => (
            <ImageField
              key={slot.field}
              label={slot.label}
              file={files[slot.field] ?? null}
              onChange={(file) => setFiles((current) => ({ ...current, [slot.field]: file ?? undefined }))}
              currentUrl={data?.[slot.path] ? storageUrl(data[slot.path]) : null}
              currentAlt={`${slot.label} saat ini`}
              disabled={submitting}
            />
          ))}
        </div>
        {submitting && <UploadProgress percent={progress} stage={stage} label="Progres unggahan awarding" />}
        <div className={styles.formActions}>
          <button type="submit" className="btn" disabled={submitting}>
            {submitting ? 'Mengunggah...' : 'Upload Image'}
          </button>
          <Banner message={banner} onDismiss={dismiss} inline />
        </div>
      </form>
    </>
  );
}
