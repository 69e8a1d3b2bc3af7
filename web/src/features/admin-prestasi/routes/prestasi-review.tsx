/**
 * One achievement's review: what the student sent (NIM and e-mail: staff only), the proof (opened from its admin
 * route, sandboxed), the public fields to correct, a photo for the public page, and the decision: approve, or refuse
 * with a reason the student receives by e-mail. Everything typed stays when the server refuses.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { AdminPrestasi, PrestasiLevel, PrestasiStatus } from '@hmrpl/contract';
import {
  LEVEL_LABELS,
  PRESTASI_LEVELS,
  PRESTASI_LIMITS,
  PRESTASI_MESSAGES,
  STATUS_LABELS,
} from '@cms-content/prestasi-rules';
import { paths } from '@/config/paths';
import { ApiError, fieldErrorsOf } from '@/lib/http-client';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { ImageField } from '@/components/admin/image-field';
import { LoadFailed } from '@/components/admin/load-failed';
import { PageHeader } from '@/components/admin/page-header';
import { toTrashConfirmation } from '@/components/admin/trash-note';
import { AdminField, TextField, requiredLabel } from '@/components/admin/text-field';
import { storageUrl } from '@/lib/storage';
import styles from '@/components/admin/admin.module.css';
import { deletePrestasi, isPrestasiKey, updatePrestasi, useAdminPrestasi } from '../api/admin-prestasi';

const DELETE_CONFIRMATION = toTrashConfirmation('Hapus prestasi ini beserta bukti dan fotonya?');

interface Draft {
  title: string;
  rank: string;
  level: PrestasiLevel;
  organizer: string;
  date: string;
  /** One student a line: `Nama, 2023`. */
  students: string;
  summary: string;
  alasan: string;
}

const draftOf = (item: AdminPrestasi): Draft => ({
  title: item.title,
  rank: item.rank,
  level: item.level,
  organizer: item.organizer,
  date: item.date,
  students: item.students.map((s) => `${s.nama}, ${s.angkatan}`).join('\n'),
  summary: item.summary,
  alasan: item.alasan ?? '',
});

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function AdminPrestasiReviewPage() {
  const { id } = useParams<{ id: string }>();
  const { data, error, isLoading, mutate } = useAdminPrestasi(id);
  const { mutate: mutateKey } = useSWRConfig();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data && !draft) setDraft(draftOf(data));
  }, [data, draft]);

  if (isLoading && !data) {
    return (
      <p className="status-text" role="status">
        Memuat prestasi...
      </p>
    );
  }
  if (!data || !draft) {
    return error instanceof ApiError && error.status === 404 ? (
      <p className="status-text">{PRESTASI_MESSAGES.notFound}</p>
    ) : (
      <LoadFailed text="Gagal memuat prestasi." onRetry={() => void mutate()} />
    );
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => (current ? { ...current, [key]: value } : current));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const save = async (status?: PrestasiStatus) => {
    if (status === 'ditolak' && !draft.alasan.trim()) {
      setErrors({ alasan: PRESTASI_MESSAGES.alasanRequired });
      setNotice({ text: PRESTASI_MESSAGES.alasanRequired, tone: 'error' });
      return;
    }
    const form = new FormData();
    for (const key of ['title', 'rank', 'level', 'organizer', 'date', 'summary'] as const) form.append(key, draft[key]);
    for (const line of draft.students.split('\n').filter((l) => l.trim())) {
      const at = line.lastIndexOf(',');
      form.append('nama', at < 0 ? line.trim() : line.slice(0, at).trim());
      form.append('angkatan', at < 0 ? '' : line.slice(at + 1).trim());
    }
    if (status) form.append('status', status);
    if (status === 'ditolak' || draft.alasan.trim() !== (data.alasan ?? '')) form.append('alasan', draft.alasan);
    if (photo) form.append('foto', photo);
    setSaving(true);
    setNotice(null);
    try {
      const answer = await updatePrestasi(data.id, form);
      setErrors({});
      setPhoto(null);
      setDraft(draftOf(answer.data));
      await mutate(answer.data, { revalidate: false });
      void mutateKey(isPrestasiKey);
      const told = status && answer.data.email ? ' Pengirim diberi tahu lewat e-mail.' : '';
      setNotice({ text: `${answer.message}${told}`, tone: 'success' });
    } catch (failure) {
      const found = fieldErrorsOf(failure);
      // the students' rows are one box here
      for (const key of Object.keys(found))
        if (key.startsWith('nama') || key.startsWith('angkatan')) found.students ??= found[key]!;
      setErrors(found);
      setNotice({
        text: 'Gagal menyimpan prestasi.',
        tone: 'error',
        detail: failure instanceof ApiError && failure.hasServerMessage ? failure.message : undefined,
      });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    try {
      await deletePrestasi(data.id);
      void mutateKey(isPrestasiKey);
      navigate(paths.admin.achievements);
    } catch {
      setNotice({ text: 'Gagal menghapus prestasi.', tone: 'error' });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <>
      <PageHeader
        title="Tinjau Prestasi"
        subtitle={`${data.rank} ${data.title} · ${STATUS_LABELS[data.status]}`}
        actions={
          <Link className="btn btn-outline" to={paths.admin.achievements}>
            Kembali ke antrean
          </Link>
        }
      />
      <Banner message={notice} onDismiss={() => setNotice(null)} />

      <section className={styles.card} aria-labelledby="prestasi-pengirim">
        <h2 id="prestasi-pengirim" className={styles.cardTitle}>
          Pengirim (hanya untuk pengurus)
        </h2>
        <dl>
          <dt>NIM</dt>
          <dd>{data.nim ?? '-'}</dd>
          <dt>E-mail</dt>
          <dd>{data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : '-'}</dd>
          <dt>Bukti</dt>
          <dd>
            {data.bukti ? (
              <>
                <a href={data.bukti.url} target="_blank" rel="noopener noreferrer">
                  Buka bukti ({data.bukti.kind === 'pdf' ? 'PDF' : 'gambar'}, {kb(data.bukti.size_bytes)})
                  <span className="visually-hidden"> (tab baru)</span>
                </a>
                {data.bukti.kind === 'gambar' && (
                  <img className={styles.preview} src={data.bukti.url} alt={`Bukti ${data.title}`} loading="lazy" />
                )}
              </>
            ) : (
              'Tidak ada'
            )}
          </dd>
          {data.alasan && (
            <>
              <dt>Alasan penolakan</dt>
              <dd>{data.alasan}</dd>
            </>
          )}
        </dl>
      </section>

      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <h2 className={styles.cardTitle}>Isi yang tampil di situs</h2>
        <TextField
          label="Nama kompetisi"
          required
          value={draft.title}
          onChange={(v) => set('title', v)}
          error={errors.title}
          maxLength={PRESTASI_LIMITS.titleMax}
        />
        <TextField
          label="Peringkat"
          required
          value={draft.rank}
          onChange={(v) => set('rank', v)}
          error={errors.rank}
          maxLength={PRESTASI_LIMITS.rankMax}
        />
        <AdminField id="prestasi-level" label={requiredLabel('Tingkat')} error={errors.level}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={draft.level}
              onChange={(e) => set('level', e.target.value as PrestasiLevel)}
            >
              {PRESTASI_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <TextField
          label="Penyelenggara"
          required
          value={draft.organizer}
          onChange={(v) => set('organizer', v)}
          error={errors.organizer}
          maxLength={PRESTASI_LIMITS.organizerMax}
        />
        <AdminField id="prestasi-date" label={requiredLabel('Tanggal')} error={errors.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={styles.input}
              value={draft.date}
              onChange={(e) => set('date', e.target.value)}
            />
          )}
        </AdminField>
        <TextField
          label="Mahasiswa"
          required
          rows={3}
          value={draft.students}
          onChange={(v) => set('students', v)}
          error={errors.students}
          hint="Satu mahasiswa per baris: nama, angkatan (misalnya: Putri Lestari, 2023)."
        />
        <TextField
          label="Cerita singkat"
          required
          rows={5}
          value={draft.summary}
          onChange={(v) => set('summary', v)}
          error={errors.summary}
          maxLength={PRESTASI_LIMITS.summaryMax}
        />
        <ImageField
          label="Foto untuk halaman publik"
          file={photo}
          onChange={setPhoto}
          currentUrl={data.image_path ? storageUrl(data.image_path) : null}
          currentAlt={`Foto ${data.title}`}
          error={errors.foto}
          hint="Opsional. Bukti prestasi tidak pernah ditampilkan; unggah foto terpisah bila ada."
        />
        <TextField
          label="Alasan penolakan"
          rows={3}
          value={draft.alasan}
          onChange={(v) => set('alasan', v)}
          error={errors.alasan}
          maxLength={PRESTASI_LIMITS.alasanMax}
          hint="Wajib saat menolak; dikirim ke mahasiswa lewat e-mail."
        />
        <div className={styles.formActions}>
          <button type="button" className="btn" disabled={saving} onClick={() => void save('disetujui')}>
            {saving ? 'Menyimpan...' : data.status === 'disetujui' ? 'Simpan (tetap tayang)' : 'Setujui & tayangkan'}
          </button>
          <button type="submit" className="btn btn-outline" disabled={saving}>
            Simpan perubahan
          </button>
          <button type="button" className="btn btn-danger" disabled={saving} onClick={() => void save('ditolak')}>
            Tolak dengan alasan
          </button>
          <button type="button" className="btn btn-outline" disabled={saving} onClick={() => void remove()}>
            Hapus
          </button>
        </div>
      </form>
    </>
  );
}
