/**
 * Edit Awarding: choose the month (default: this month, Asia/Jakarta) and replace any of its three images; only the
 * chosen slots are sent. Saving another month keeps the earlier ones (the archive, /awarding; ADR 098).
 */
import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { AwardingField, AwardingPathOf } from '@hmrpl/contract';
import { AWARDING_ARCHIVE_LIMITS, checkPeriode, periodeLabel, periodeOf } from '@cms-content/awarding-periode';
import { storageUrl } from '@/lib/storage';
import {
  AWARDING_KEY,
  awardingMonthKey,
  updateAwarding,
  useAwardingMonth,
} from '@/features/admin-awarding/api/admin-awarding';
import { failureBanner } from '@/components/admin/uploads/failure';
import { EditConflictNotice, conflictBanner, useEditConflict } from '@/components/admin/edit-conflict';
import type { ApiError } from '@/lib/http-client';
import { refusedFileIn } from '@/components/admin/uploads/file-rules';
import { useUploadSubmit } from '@/components/admin/uploads/use-upload-submit';
import { Banner } from '@/components/admin/banner';
import { ImageField } from '@/components/admin/image-field';
import { PageHeader } from '@/components/admin/page-header';
import { UploadProgress } from '@/components/admin/upload-progress';
import { AdminField, requiredLabel } from '@/components/admin/text-field';
import styles from '@/components/admin/admin.module.css';

const SLOTS: Array<{ field: AwardingField; path: AwardingPathOf<AwardingField>; label: string }> = [
  { field: 'staff_image', path: 'staff_image_path', label: 'Staff of the month' },
  { field: 'divisi_image', path: 'divisi_image_path', label: 'Divisi of the month' },
  { field: 'departemen_image', path: 'departemen_image_path', label: 'Departement of the month' },
];

const NOTHING_CHOSEN = 'Tidak ada gambar baru yang dipilih untuk diunggah.';
const PERIODE_HINT = 'Bulan penghargaan. Menyimpan bulan lain tidak menghapus bulan sebelumnya.';

export default function AdminAwardingPage() {
  const thisMonth = periodeOf(new Date());
  const [periode, setPeriode] = useState(thisMonth);
  const check = checkPeriode(periode, new Date());
  const { data, isLoading, error } = useAwardingMonth(check.ok ? check.periode : null);
  const { mutate } = useSWRConfig();
  // edit conflicts (ADR 101): the month's version as the form loaded it
  const edit = useEditConflict(check.ok ? check.periode : undefined, data);
  const { submit, submitting, progress, stage, banner, setBanner, dismiss, fieldErrors } = useUploadSubmit();
  const [files, setFiles] = useState<Partial<Record<AwardingField, File>>>({});
  const periodeId = useId();
  const periodeError = check.ok ? fieldErrors.periode : check.message;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // a refused image is removed or replaced before anything is sent (ADR 066)
    if (refusedFileIn(event.currentTarget)) return;
    if (!check.ok) {
      setBanner({ text: check.message, tone: 'error' });
      return;
    }
    if (!Object.values(files).some(Boolean)) {
      setBanner({ text: NOTHING_CHOSEN, tone: 'error' });
      return;
    }
    const month = check.periode;
    const version = edit.version;
    edit.dismiss();
    await submit((options) => updateAwarding(files, month, options, version), {
      success: () => ({ text: 'Gambar awarding berhasil diperbarui!', tone: 'success' }),
      // a 409: the notice above the form says who and when; the chosen images stay
      failure: (failure) =>
        edit.refused(failure)
          ? conflictBanner(failure as ApiError)
          : failureBanner('Gagal upload gambar. Coba lagi.', failure),
      then: async ({ message: _message, ...saved }) => {
        edit.saved(saved);
        await mutate(awardingMonthKey(month), { ...saved, periode: month }, { revalidate: false });
        // the home page's month and the archive may have changed with it
        void mutate(AWARDING_KEY);
        void mutate('/api/awarding/arsip');
        setFiles({});
      },
    });
  }

  return (
    <>
      <PageHeader title="Edit Awarding" subtitle="Merubah tampilan gambar awarding setiap bulannya" />
      {edit.conflict && check.ok && (
        <EditConflictNotice
          message={edit.conflict.message}
          onReload={() => {
            const month = check.periode;
            dismiss();
            void edit.reload((current) =>
              current
                ? mutate(awardingMonthKey(month), current, { revalidate: false })
                : mutate(awardingMonthKey(month)),
            );
          }}
        />
      )}
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <AdminField id={periodeId} label={requiredLabel('Periode')} error={periodeError} hint={PERIODE_HINT}>
          {(control) => (
            <input
              {...control}
              type="month"
              value={periode}
              min={AWARDING_ARCHIVE_LIMITS.earliest}
              max={thisMonth}
              required
              disabled={submitting}
              onChange={(event) => setPeriode(event.target.value)}
            />
          )}
        </AdminField>
        {check.ok && isLoading && !data && (
          <p className={styles.hint} role="status">
            Memuat penghargaan...
          </p>
        )}
        {check.ok && !isLoading && !data && error && (
          <p className={styles.hint} role="status">
            Belum ada gambar awarding untuk {periodeLabel(check.periode)}.
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
          <Banner message={edit.conflict ? null : banner} onDismiss={dismiss} inline />
        </div>
      </form>
    </>
  );
}
