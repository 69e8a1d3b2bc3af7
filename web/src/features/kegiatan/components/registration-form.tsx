/**
 * The activity page's registration (ADR 100): the state (not open yet, open, full, closed) and the places left, the
 * form (nama, NIM, e-mail required; angkatan and phone optional) with the CMS's own rules and texts checked before
 * sending (`@cms-content/registration-rules`), the aspiration form's defences (the form token, the honeypot), what
 * happens to personal data, and the server's answer. A failure keeps everything typed.
 */
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { Activity, ActivityRegistration } from '@hmrpl/contract';
import {
  REGISTRATION_LIMITS as LIMITS,
  checkRegistrant,
  placesLeft,
  registrationState,
} from '@cms-content/registration-rules';
import { ApiError } from '@/lib/http-client';
import { useFormToken } from '@/lib/form-token';
import { FormField, type FormFieldProps, RequiredLabel } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { registerForActivity } from '../api/registration';
import styles from './registration.module.css';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

const REGISTRATION_TEXTS = {
  heading: 'Daftar Kegiatan',
  notOpen: (when: string) => `Pendaftaran dibuka ${when}.`,
  closed: 'Pendaftaran sudah ditutup.',
  full: 'Kuota sudah penuh.',
  placesLeft: (left: number, quota: number) => `Sisa tempat: ${left} dari ${quota}.`,
  waitlistOnly: 'Kuota sudah penuh. Pendaftar baru masuk daftar cadangan dan naik otomatis bila ada yang batal.',
  closes: (when: string) => `Pendaftaran ditutup ${when}.`,
  waitlisted: 'Anda masuk daftar cadangan. Kami akan mengirim email bila ada tempat kosong.',
  failure: 'Pendaftaran gagal. Periksa isian Anda lalu coba lagi.',
  retention: (months: number) =>
    `NIM, email, dan nomor telepon hanya dipakai untuk kegiatan ini dan dihapus ${months} bulan setelah kegiatan selesai; nama tetap tercatat sebagai peserta.`,
  submit: 'Daftar',
  sending: 'Mendaftar...',
} as const;

const whenFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});
const when = (iso: string) => `${whenFormat.format(new Date(iso))} WIB`;

interface FormState {
  nama: string;
  nim: string;
  email: string;
  angkatan: string;
  telepon: string;
  /** The honeypot (hidden from people). */
  tautan: string;
}

const EMPTY: FormState = { nama: '', nim: '', email: '', angkatan: '', telepon: '', tautan: '' };

type Result = { tone: 'success' | 'error'; text: string; detail?: string } | null;

export function RegistrationBox({ activity, now = new Date() }: { activity: Activity; now?: Date }) {
  const registration = activity.registration;
  if (!registration) return null;
  const state = registrationState(registration, now);
  return (
    <section className={styles.box} aria-labelledby="daftar-judul">
      <h2 id="daftar-judul">{REGISTRATION_TEXTS.heading}</h2>
      {state === 'belum-dibuka' && <p>{REGISTRATION_TEXTS.notOpen(when(registration.opens_at))}</p>}
      {state === 'ditutup' && <p>{REGISTRATION_TEXTS.closed}</p>}
      {state === 'penuh' && <p className={styles.places}>{REGISTRATION_TEXTS.full}</p>}
      {state === 'dibuka' && <RegistrationForm slug={activity.slug} registration={registration} />}
    </section>
  );
}

function RegistrationForm({ slug, registration }: { slug: string; registration: ActivityRegistration }) {
  const { mutate } = useSWRConfig();
  const { token, renew } = useFormToken();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const left = placesLeft(registration);

  const update = (key: keyof FormState, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    const checked = checkRegistrant(form);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, list]) => [field, list?.[0] ?? ''])));
      return;
    }
    setSending(true);
    try {
      const answer = await registerForActivity(slug, { ...form, token, tautan: form.tautan });
      setForm(EMPTY);
      setErrors({});
      setResult({
        tone: 'success',
        text: answer.message,
        detail: answer.status === 'cadangan' ? REGISTRATION_TEXTS.waitlisted : undefined,
      });
      // the places left changed
      void mutate(`/api/kegiatan/${encodeURIComponent(slug)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])));
      const detail = error instanceof ApiError && error.hasServerMessage ? error.message : undefined;
      setResult({ tone: 'error', text: REGISTRATION_TEXTS.failure, detail });
    } finally {
      setSending(false);
      renew();
    }
  }

  const field = (
    name: keyof FormState,
    label: FormFieldProps['label'],
    control: FormFieldProps['children'],
    hint?: string,
  ) => (
    <FormField
      id={`daftar-${name}`}
      label={label}
      error={errors[name]}
      hint={hint}
      className={styles.field}
      hintClassName={styles.hint}
      errorClassName={styles.fieldError}
    >
      {control}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-describedby="daftar-kuota daftar-retensi">
      <NeedsJavaScript />
      <p id="daftar-kuota" className={styles.places}>
        {left === null
          ? REGISTRATION_TEXTS.closes(when(registration.closes_at))
          : left > 0
            ? REGISTRATION_TEXTS.placesLeft(left, registration.quota!)
            : REGISTRATION_TEXTS.waitlistOnly}
      </p>
      <HoneypotField id="daftar-tautan" value={form.tautan} onChange={(next) => update('tautan', next)} />
      {field('nama', <RequiredLabel text="Nama Lengkap" />, (control) => (
        <input
          {...control}
          name="nama"
          type="text"
          autoComplete="name"
          required
          maxLength={LIMITS.namaMax}
          value={form.nama}
          onChange={(event) => update('nama', event.target.value)}
        />
      ))}
      <div className={styles.row}>
        {field('nim', <RequiredLabel text="NIM" />, (control) => (
          <input
            {...control}
            name="nim"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={LIMITS.nimMax}
            value={form.nim}
            onChange={(event) => update('nim', event.target.value)}
          />
        ))}
        {field(
          'angkatan',
          'Angkatan (Opsional)',
          (control) => (
            <input
              {...control}
              name="angkatan"
              type="text"
              inputMode="numeric"
              maxLength={4}
              value={form.angkatan}
              onChange={(event) => update('angkatan', event.target.value)}
            />
          ),
          'Contoh: 2024',
        )}
      </div>
      {field(
        'email',
        <RequiredLabel text="Email" />,
        (control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.emailMax}
            value={form.email}
            onChange={(event) => update('email', event.target.value)}
          />
        ),
        'Tiket QR dan tautan pembatalan dikirim ke alamat ini.',
      )}
      {field('telepon', 'Nomor Telepon (Opsional)', (control) => (
        <input
          {...control}
          name="telepon"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.teleponMax}
          value={form.telepon}
          onChange={(event) => update('telepon', event.target.value)}
        />
      ))}
      <p id="daftar-retensi" className={styles.hint}>
        {REGISTRATION_TEXTS.retention(registration.retention_months)}
      </p>
      {result && (
        <Notice tone={result.tone}>
          {result.text}
          {result.detail && <span className={styles.detail}>{result.detail}</span>}
        </Notice>
      )}
      <button type="submit" className={`btn ${styles.submit}`} disabled={sending}>
        {sending ? REGISTRATION_TEXTS.sending : REGISTRATION_TEXTS.submit}
      </button>
    </form>
  );
}
