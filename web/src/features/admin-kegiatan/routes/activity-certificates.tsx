/**
 * Sertifikat: an activity's certificates (ADR 105-107). The template (a PNG, a JPEG or a one-page PDF), the name's place
 * and size with a preview (an image template: drawn here as it changes; any template: the server's PDF with a name of
 * your choice, exactly as it will be sent, a long name shrunk), then the send to every attendee, whose progress and
 * waits (the e-mail server down) show here as they happen.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CertificateStatus } from '@hmrpl/contract';
import { ApiError, fieldErrorsOf } from '@/lib/http-client';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { LoadFailed } from '@/components/admin/load-failed';
import adminStyles from '@/components/admin/admin.module.css';
import { useAdminActivity } from '../api/admin-kegiatan';
import {
  certificatePreviewUrl,
  saveCertificateTemplate,
  sendCertificates,
  useCertificateStatus,
} from '../api/certificates';
import { activityAdminPaths } from '../paths';

export const CERTIFICATE_TEXTS = {
  title: 'Sertifikat Kegiatan',
  templateTitle: 'Templat Sertifikat',
  sendTitle: 'Pengiriman',
  file: 'Berkas templat (PNG, JPEG, atau PDF satu halaman, maks. 10 MB)',
  x: 'Posisi mendatar nama (% dari kiri)',
  y: 'Posisi tegak nama (% dari atas)',
  size: 'Ukuran nama (% tinggi halaman)',
  sample: 'Nama untuk pratinjau',
  save: 'Simpan Templat',
  saving: 'Menyimpan...',
  saveFailed: 'Gagal menyimpan templat. Periksa koneksi lalu coba lagi.',
  preview: 'Buka pratinjau PDF',
  pdfNote: 'Templat PDF: simpan letak nama, lalu buka pratinjau PDF untuk melihat hasilnya.',
  loading: 'Memuat sertifikat...',
  loadFailed: 'Gagal memuat sertifikat.',
  sendFailed: 'Gagal memulai pengiriman. Periksa koneksi lalu coba lagi.',
} as const;

/** The sample name: long enough to see it shrink. */
const SAMPLE = 'Muhammad Rizky Pratama Nugraha';

interface Placement {
  x: number;
  y: number;
  size: number;
}

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

export default function AdminActivityCertificatesPage() {
  const { id = '' } = useParams();
  const { data: activity, error: activityError } = useAdminActivity(id);
  const { data, error, mutate } = useCertificateStatus(id);
  return (
    <>
      <PageHeader
        title={CERTIFICATE_TEXTS.title}
        subtitle={activity ? activity.title : undefined}
        actions={
          <Link className="btn btn-outline" to={activityAdminPaths.attendance(id)}>
            Kembali ke Presensi
          </Link>
        }
      />
      {activityError instanceof ApiError && activityError.status === 404 ? (
        <p role="alert">Kegiatan tidak ditemukan.</p>
      ) : error && !data ? (
        <LoadFailed text={CERTIFICATE_TEXTS.loadFailed} onRetry={() => void mutate()} />
      ) : !data ? (
        <p role="status">{CERTIFICATE_TEXTS.loading}</p>
      ) : (
        <>
          <TemplateForm activityId={id} status={data} onSaved={(next) => void mutate(next, { revalidate: false })} />
          <Sending activityId={id} status={data} onChanged={(next) => void mutate(next, { revalidate: false })} />
        </>
      )}
    </>
  );
}

function TemplateForm({
  activityId,
  status,
  onSaved,
}: {
  activityId: string;
  status: CertificateStatus;
  onSaved: (next: CertificateStatus) => void;
}) {
  const template = status.template;
  const [file, setFile] = useState<File | null>(null);
  const [place, setPlace] = useState<Placement>({
    x: percent(template?.name_x ?? 0.5),
    y: percent(template?.name_y ?? 0.5),
    size: percent(template?.name_size ?? 0.06),
  });
  const [sample, setSample] = useState(SAMPLE);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const localUrl = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (localUrl ? URL.revokeObjectURL(localUrl) : undefined), [localUrl]);
  const running = status.job.state === 'mengirim' || status.job.state === 'menunggu';
  // the image drawn under the preview: the chosen file, else the stored image template
  const imageUrl = file ? localUrl : template && template.kind !== 'pdf' ? template.url : null;
  const ratio = template && !file ? template.height / template.width : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData();
    if (file) form.append('template', file);
    form.append('name_x', String(place.x / 100));
    form.append('name_y', String(place.y / 100));
    form.append('name_size', String(place.size / 100));
    setSaving(true);
    setMessage(null);
    try {
      const saved = await saveCertificateTemplate(activityId, form);
      setErrors({});
      setFile(null);
      setMessage({ text: saved.message });
      onSaved(saved.data);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      const text =
        failure instanceof ApiError && failure.hasServerMessage ? failure.message : CERTIFICATE_TEXTS.saveFailed;
      setMessage({ text, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const slider = (key: keyof Placement, field: string, label: string, min: number, max: number, step: number) => (
    <div className={adminStyles.field}>
      <label htmlFor={`sertifikat-${key}`}>{label}</label>
      <input
        id={`sertifikat-${key}`}
        type="number"
        min={min}
        max={max}
        step={step}
        value={place[key]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `sertifikat-${key}-error` : undefined}
        onChange={(event) => setPlace({ ...place, [key]: Number(event.target.value) })}
      />
      {errors[field] && (
        <p id={`sertifikat-${key}-error`} className={adminStyles.fieldError}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <section className={adminStyles.card} aria-labelledby="templat-judul">
      <h2 id="templat-judul">{CERTIFICATE_TEXTS.templateTitle}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={adminStyles.field}>
          <label htmlFor="sertifikat-berkas">{CERTIFICATE_TEXTS.file}</label>
          <input
            id="sertifikat-berkas"
            type="file"
            accept="image/png,image/jpeg,application/pdf"
            aria-invalid={errors.template ? true : undefined}
            aria-describedby={errors.template ? 'sertifikat-berkas-error' : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {template && !file && (
            <p className={adminStyles.hint}>
              Templat tersimpan: {template.kind.toUpperCase()}, {Math.round(template.width)} ×{' '}
              {Math.round(template.height)} pt.
            </p>
          )}
          {errors.template && (
            <p id="sertifikat-berkas-error" className={adminStyles.fieldError}>
              {errors.template}
            </p>
          )}
        </div>
        {slider('x', 'name_x', CERTIFICATE_TEXTS.x, 0, 100, 0.5)}
        {slider('y', 'name_y', CERTIFICATE_TEXTS.y, 0, 100, 0.5)}
        {slider('size', 'name_size', CERTIFICATE_TEXTS.size, 2, 20, 0.5)}
        <div className={adminStyles.field}>
          <label htmlFor="sertifikat-contoh">{CERTIFICATE_TEXTS.sample}</label>
          <input
            id="sertifikat-contoh"
            type="text"
            maxLength={100}
            value={sample}
            onChange={(event) => setSample(event.target.value)}
          />
        </div>
        {imageUrl ? (
          <figure style={{ margin: '1rem 0' }}>
            <div
              style={{
                position: 'relative',
                maxWidth: 640,
                containerType: 'inline-size',
                ...(ratio ? { aspectRatio: `${1 / ratio}` } : {}),
              }}
            >
              <img src={imageUrl} alt="Templat sertifikat" style={{ display: 'block', width: '100%' }} />
              <span
                data-testid="pratinjau-nama"
                style={{
                  position: 'absolute',
                  left: `${place.x}%`,
                  top: `${place.y}%`,
                  transform: 'translate(-50%, -50%)',
                  whiteSpace: 'nowrap',
                  fontWeight: 700,
                  fontFamily: 'Helvetica, Arial, sans-serif',
                  fontSize: `${place.size * (ratio ?? 0.707)}cqw`,
                  color: '#111',
                }}
              >
                {sample || SAMPLE}
              </span>
            </div>
            <figcaption className={adminStyles.hint}>
              Pratinjau letak nama. Nama yang terlalu panjang diperkecil agar muat, tidak pernah dipotong.
            </figcaption>
          </figure>
        ) : (
          (file || template?.kind === 'pdf') && <p className={adminStyles.hint}>{CERTIFICATE_TEXTS.pdfNote}</p>
        )}
        <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
          <button type="submit" className="btn" disabled={saving || running}>
            {saving ? CERTIFICATE_TEXTS.saving : CERTIFICATE_TEXTS.save}
          </button>
          {template && (
            <a
              className="btn btn-outline"
              href={certificatePreviewUrl(activityId, sample || SAMPLE)}
              target="_blank"
              rel="noreferrer"
            >
              {CERTIFICATE_TEXTS.preview}
            </a>
          )}
          <Banner message={message} inline />
        </p>
      </form>
    </section>
  );
}

function Sending({
  activityId,
  status,
  onChanged,
}: {
  activityId: string;
  status: CertificateStatus;
  onChanged: (next: CertificateStatus) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const { counts, job } = status;
  const running = job.state === 'mengirim' || job.state === 'menunggu';

  async function send() {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await sendCertificates(activityId);
      setMessage({ text: answer.message });
      onChanged(answer.data);
    } catch (failure) {
      const text =
        failure instanceof ApiError && failure.hasServerMessage ? failure.message : CERTIFICATE_TEXTS.sendFailed;
      setMessage({ text, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={adminStyles.card} aria-labelledby="kirim-judul">
      <h2 id="kirim-judul">{CERTIFICATE_TEXTS.sendTitle}</h2>
      <ul aria-label="Jumlah sertifikat">
        <li>Peserta hadir: {counts.attendees}</li>
        <li>Terkirim: {counts.sent}</li>
        <li>Belum terkirim: {counts.pending}</li>
        <li>Gagal: {counts.failed}</li>
      </ul>
      <p role="status" data-state={job.state}>
        {job.message}
      </p>
      {job.state === 'menunggu' && job.error && <p className={adminStyles.hint}>Jawaban server email: {job.error}</p>}
      <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <button
          type="button"
          className="btn"
          disabled={busy || running || !status.template || counts.pending === 0}
          onClick={() => void send()}
        >
          {`Kirim Sertifikat ke ${counts.pending} Peserta`}
        </button>
        <Banner message={message} inline />
      </p>
    </section>
  );
}
