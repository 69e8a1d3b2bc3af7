/**
 * Serah Terima: the yearly handover of docs/handover.md as a checklist (ADR 067), for the `pengelola` once roles
 * exist. Each step links to its screen, already set on the cabinet being prepared; a step is ticked from the data (the
 * structure saved, at least one member, the texts saved, the settings saved, an account added or blocked, or a step
 * marked as reviewed when nothing needed to change), and activation comes last. The progress says how many are done.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Handover, HandoverReviewStep, HandoverStep, HandoverStepState } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDateTime } from '@/lib/format-date';
import { cabinetTitle } from '@/lib/site-content';
import { reviewHandoverStep, useHandover, useRefreshCabinets } from '@/features/admin-kabinet/api/admin-kabinet';
import { failureBanner } from '@/components/admin/uploads/failure';
import type { BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import styles from '@/components/admin/admin.module.css';

interface StepText {
  title: string;
  what: string;
  /** The screen, set on the cabinet (null: none yet). */
  to: (cabinetId: number | null) => string | null;
}

const STEPS: Record<HandoverStep, StepText> = {
  kabinet: {
    title: 'Tambah Kabinet Baru',
    what: 'Nama, periode, tagline, makna nama, visi, misi, dan logo; struktur awal disalin dari kabinet aktif.',
    to: (id) => (id === null ? paths.admin.cabinetAdd : paths.admin.cabinetEdit(id)),
  },
  struktur: {
    title: 'Struktur',
    what: 'Ubah, tambah, hapus, dan urutkan departemen serta divisi, lalu tekan Simpan Struktur.',
    to: (id) => (id === null ? null : `${paths.admin.structure}?kabinet=${id}`),
  },
  anggota: {
    title: 'Kelola Anggota',
    what: 'Tambahkan setiap pengurus beserta fotonya, satu per satu atau sekaligus dari berkas (Impor dari Berkas).',
    to: (id) => (id === null ? null : `${paths.admin.members}?kabinet=${id}`),
  },
  teks: {
    title: 'Edit Kabinet',
    what: 'Periksa teks, logo, dan bagan struktur, lalu tekan Simpan Perubahan.',
    to: (id) => (id === null ? null : paths.admin.cabinetEdit(id)),
  },
  pengaturan: {
    title: 'Pengaturan',
    what: 'Perbarui tautan yang berubah: Instagram, LinkedIn, YouTube, Google Calendar, situs universitas, email kontak.',
    to: (id) => (id === null ? null : paths.admin.settings),
  },
  admin: {
    title: 'Admin',
    what: 'Tambahkan akun staf baru dan blokir akun yang sudah tidak bertugas.',
    to: (id) => (id === null ? null : paths.admin.accounts),
  },
  aktifkan: {
    title: 'Aktifkan',
    what: 'Langkah terakhir, di Kelola Kabinet: situs langsung menampilkan kabinet baru, yang lama menjadi arsip.',
    to: (id) => (id === null ? null : paths.admin.cabinets),
  },
};

const REVIEWABLE: ReadonlySet<HandoverStep> = new Set<HandoverReviewStep>(['teks', 'pengaturan', 'admin']);

function stepFact(state: HandoverStepState): string | null {
  if (state.step === 'anggota' && state.count !== undefined) return `${state.count} anggota`;
  if (state.done && state.done_at) return `Selesai ${formatLongDateTime(state.done_at)}`;
  return null;
}

function Checklist({ handover }: { handover: Handover }) {
  const id = useId();
  const { mutate } = useSWRConfig();
  const refresh = useRefreshCabinets();
  const [busy, setBusy] = useState<HandoverStep | null>(null);
  const [note, setNote] = useState<{ step: HandoverStep; message: BannerMessage } | null>(null);
  const cabinet = handover.kabinet;
  const total = handover.steps.length;
  const complete = cabinet?.active === true;

  async function review(step: HandoverReviewStep) {
    setBusy(step);
    setNote(null);
    try {
      const response = await reviewHandoverStep(step);
      // the list shows the step ticked before the message says so (ADR 065)
      await mutate('/api/admin/serah-terima', { data: response.data }, { revalidate: false });
      void refresh();
      setNote({ step, message: { text: response.message, tone: 'success' } });
    } catch (error) {
      console.error('Gagal menandai langkah:', error);
      setNote({ step, message: failureBanner('Gagal menandai langkah.', error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {cabinet ? cabinetTitle(cabinet) : 'Belum ada kabinet yang sedang disiapkan'}
      </h2>
      <p>
        {complete
          ? `Serah terima selesai: ${cabinetTitle(cabinet!)} aktif dan tampil di situs.`
          : cabinet
            ? `Kabinet ini sedang disiapkan dan belum tampil di situs${
                handover.active ? `; situs masih menampilkan ${cabinetTitle(handover.active)}` : ''
              }.`
            : `Mulai dengan Tambah Kabinet Baru${
                handover.active
                  ? `; situs menampilkan ${cabinetTitle(handover.active)} sampai kabinet baru diaktifkan`
                  : ''
              }.`}
      </p>
      <div className={styles.progress}>
        <label htmlFor={`${id}-progress`} className={styles.progressLabel}>
          {handover.done} dari {total} langkah selesai
        </label>
        <progress id={`${id}-progress`} className={styles.handoverProgress} value={handover.done} max={total} />
      </div>
      <ol className={styles.checklist} aria-label="Langkah serah terima">
        {handover.steps.map((state) => {
          const text = STEPS[state.step];
          const to = text.to(cabinet?.id ?? null);
          const fact = stepFact(state);
          return (
            <li key={state.step} className={state.done ? styles.checkDone : undefined}>
              <span className={styles.checkMark} aria-hidden="true">
                {state.done ? '✓' : ''}
              </span>
              <div>
                <p className={styles.checkTitle}>
                  {to ? <Link to={to}>{text.title}</Link> : text.title}
                  <span className={styles.checkState}>{state.done ? ' (selesai)' : ' (belum)'}</span>
                </p>
                <p className={styles.hint}>{text.what}</p>
                {fact && <p className={styles.hint}>{fact}</p>}
                {cabinet && !complete && !state.done && REVIEWABLE.has(state.step) && (
                  <button
                    type="button"
                    className={`btn btn-outline ${styles.small}`}
                    disabled={busy !== null}
                    onClick={() => void review(state.step as HandoverReviewStep)}
                    aria-label={`Tandai ${text.title} sudah ditinjau (tidak ada yang perlu diubah)`}
                  >
                    {busy === state.step ? 'Menyimpan...' : 'Tandai sudah ditinjau'}
                  </button>
                )}
                {/* always here, so the mark's result is heard where the button was */}
                <span className={styles.rowStatus} aria-live="polite">
                  {note?.step === state.step && (
                    <span role={note.message.tone === 'error' ? 'alert' : 'status'}>
                      {note.message.text}
                      {note.message.detail ? ` ${note.message.detail}` : ''}
                    </span>
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export default function AdminHandoverPage() {
  const { data, error, isLoading } = useHandover();
  return (
    <>
      <PageHeader
        title="Serah Terima Kabinet"
        subtitle="Langkah pergantian kabinet, berurutan; tanda centang mengikuti data yang sudah tersimpan"
      />
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat daftar serah terima...
        </p>
      ) : !data ? (
        <p className="status-text" role="alert">
          {error ? 'Gagal memuat daftar serah terima. Muat ulang halaman lalu coba lagi.' : 'Data belum tersedia.'}
        </p>
      ) : (
        <Checklist handover={data.data} />
      )}
    </>
  );
}
