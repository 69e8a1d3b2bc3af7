import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PrestasiLevel } from '@hmrpl/contract';
import {
  LEVEL_LABELS,
  PRESTASI_LEVELS,
  PRESTASI_LIMITS,
  PRESTASI_MESSAGES,
  checkPrestasi,
} from '@cms-content/prestasi-rules';
import { jakartaToday } from '@cms-content/jakarta-time';
import { paths } from '@/config/paths';
import { ApiError, fieldErrorsOf } from '@/lib/http-client';
import { FormField, type FormFieldProps, RequiredLabel } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { sendPrestasi, usePrestasiFormToken } from '../api/prestasi';
import banner from '@/components/layouts/page-banner.module.css';
import styles from '@/components/ui/public-form.module.css';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const FORM_TEXTS = {
  failure: 'Prestasi belum terkirim. Periksa isian yang ditandai lalu coba lagi.',
  offline: 'Prestasi belum terkirim. Periksa koneksi Anda lalu coba lagi.',
  privacy:
    'NIM dan e-mail hanya dipakai pengurus untuk menghubungi Anda dan tidak pernah ditampilkan. Bukti prestasi hanya dilihat pengurus.',
} as const;

interface Student {
  nama: string;
  angkatan: string;
}

interface FormState {
  title: string;
  rank: string;
  level: PrestasiLevel | '';
  organizer: string;
  date: string;
  students: Student[];
  nim: string;
  email: string;
  summary: string;
  /** The honeypot (hidden from people): anything in it marks the send as a program's. */
  tautan: string;
}

const EMPTY: FormState = {
  title: '',
  rank: '',
  level: '',
  organizer: '',
  date: '',
  students: [{ nama: '', angkatan: '' }],
  nim: '',
  email: '',
  summary: '',
  tautan: '',
};

const PROOF_TYPES = 'image/png,image/jpeg,image/webp,application/pdf,.pdf';

/** The field errors the form finds before sending (the CMS's own rules), plus the proof's presence and size. */
function checkBeforeSending(form: FormState, proof: File | null): Record<string, string> {
  const result = checkPrestasi(
    {
      title: form.title,
      rank: form.rank,
      level: form.level,
      organizer: form.organizer,
      date: form.date,
      nama: form.students.map((s) => s.nama),
      angkatan: form.students.map((s) => s.angkatan),
      nim: form.nim,
      email: form.email,
      summary: form.summary,
    },
    'kirim',
    jakartaToday(new Date()),
  );
  const errors: Record<string, string> = {};
  if (!result.ok) for (const [field, messages] of Object.entries(result.errors)) errors[field] = messages[0] ?? '';
  if (!proof) errors.bukti = PRESTASI_MESSAGES.proofRequired;
  else if (proof.size > PRESTASI_LIMITS.proofMaxBytes) errors.bukti = PRESTASI_MESSAGES.proofTooLarge;
  return errors;
}

/**
 * /prestasi/kirim: a student sends an achievement for review. Every field is checked before sending with the CMS's own
 * rules, each error shown under its field (and the first field with one focused); a refusal from the server keeps
 * everything typed, the chosen file included. The honeypot and the form's token are the aspiration form's defences.
 */
export default function PrestasiFormPage() {
  useDocumentTitle('Kirim Prestasi');
  const [form, setForm] = useState<FormState>(EMPTY);
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { token, renew } = usePrestasiFormToken();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    clearError(key);
  };
  const studentKey = (field: 'nama' | 'angkatan', index: number) => (index === 0 ? field : `${field}.${index}`);
  const updateStudent = (index: number, field: keyof Student, value: string) => {
    setForm((current) => ({
      ...current,
      students: current.students.map((s, i) => (i === index ? { ...s, [field]: value } : s)),
    }));
    clearError(studentKey(field, index));
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    const id = `prestasi-${first.replace('.', '-')}`;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`)?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    const found = checkBeforeSending(form, proof);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setResult({ tone: 'error', text: FORM_TEXTS.failure });
      focusFirstError(found);
      return;
    }
    const data = new FormData();
    for (const key of ['title', 'rank', 'level', 'organizer', 'date', 'nim', 'email', 'summary'] as const)
      data.append(key, form[key]);
    for (const student of form.students) {
      data.append('nama', student.nama);
      data.append('angkatan', student.angkatan);
    }
    if (token) data.append('token', token);
    if (form.tautan) data.append('tautan', form.tautan);
    data.append('bukti', proof!);
    setSending(true);
    try {
      const answer = await sendPrestasi(data);
      setForm(EMPTY);
      setProof(null);
      if (fileRef.current) fileRef.current.value = '';
      setErrors({});
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      const fromServer = fieldErrorsOf(error);
      // a proof over its limit is refused before it is read (413): it is the proof's error
      if (error instanceof ApiError && error.status === 413) fromServer.bukti = error.message;
      setErrors(fromServer);
      focusFirstError(fromServer);
      const reason = error instanceof ApiError && error.hasServerMessage ? error.message : null;
      setResult({
        tone: 'error',
        text: error instanceof ApiError && error.status === 0 ? FORM_TEXTS.offline : (reason ?? FORM_TEXTS.failure),
      });
    } finally {
      setSending(false);
      renew();
    }
  };

  const field = (name: string, label: FormFieldProps['label'], control: FormFieldProps['children'], hint?: string) => (
    <FormField
      id={`prestasi-${name.replace('.', '-')}`}
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
    <>
      <header className={banner.banner}>
        <div className="container">
          <h1>Kirim Prestasi</h1>
          <p>Menang kompetisi? Ceritakan di sini. Pengurus meninjaunya sebelum tampil di halaman Prestasi.</p>
        </div>
      </header>
      <div className="container" style={{ paddingBlock: '2.5rem' }}>
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-describedby="prestasi-privasi">
          <NeedsJavaScript />
          <p id="prestasi-privasi" className={styles.notice}>
            {FORM_TEXTS.privacy}
          </p>
          <HoneypotField id="prestasi-tautan" value={form.tautan} onChange={(next) => update('tautan', next)} />

          {field('title', <RequiredLabel text="Nama kompetisi" />, (control) => (
            <input
              {...control}
              type="text"
              maxLength={PRESTASI_LIMITS.titleMax}
              value={form.title}
              onChange={(e) => update('title', e.target.value)}
            />
          ))}
          <div className={styles.row}>
            {field('rank', <RequiredLabel text="Peringkat" />, (control) => (
              <input
                {...control}
                type="text"
                placeholder="Juara 1, Finalis, ..."
                maxLength={PRESTASI_LIMITS.rankMax}
                value={form.rank}
                onChange={(e) => update('rank', e.target.value)}
              />
            ))}
            {field('level', <RequiredLabel text="Tingkat" />, (control) => (
              <select
                {...control}
                value={form.level}
                onChange={(e) => update('level', e.target.value as PrestasiLevel)}
              >
                <option value="">Pilih tingkat</option>
                {PRESTASI_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {LEVEL_LABELS[level]}
                  </option>
                ))}
              </select>
            ))}
          </div>
          <div className={styles.row}>
            {field('organizer', <RequiredLabel text="Penyelenggara" />, (control) => (
              <input
                {...control}
                type="text"
                maxLength={PRESTASI_LIMITS.organizerMax}
                value={form.organizer}
                onChange={(e) => update('organizer', e.target.value)}
              />
            ))}
            {field('date', <RequiredLabel text="Tanggal pengumuman" />, (control) => (
              <input
                {...control}
                type="date"
                max={jakartaToday(new Date())}
                value={form.date}
                onChange={(e) => update('date', e.target.value)}
              />
            ))}
          </div>

          <fieldset className={styles.field}>
            <legend>Mahasiswa {form.students.length > 1 ? '(tim)' : ''}</legend>
            {form.students.map((student, index) => (
              <div className={styles.row} key={index}>
                {field(
                  studentKey('nama', index),
                  <RequiredLabel text={index === 0 ? 'Nama Anda' : `Nama anggota ${index + 1}`} />,
                  (control) => (
                    <input
                      {...control}
                      type="text"
                      autoComplete={index === 0 ? 'name' : 'off'}
                      maxLength={PRESTASI_LIMITS.namaMax}
                      value={student.nama}
                      onChange={(e) => updateStudent(index, 'nama', e.target.value)}
                    />
                  ),
                )}
                {field(studentKey('angkatan', index), <RequiredLabel text="Angkatan" />, (control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="numeric"
                    placeholder="2023"
                    maxLength={4}
                    value={student.angkatan}
                    onChange={(e) => updateStudent(index, 'angkatan', e.target.value)}
                  />
                ))}
              </div>
            ))}
            <div className={styles.checkbox}>
              {form.students.length < PRESTASI_LIMITS.studentsMax && (
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => update('students', [...form.students, { nama: '', angkatan: '' }])}
                >
                  Tambah anggota tim
                </button>
              )}
              {form.students.length > 1 && (
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => update('students', form.students.slice(0, -1))}
                >
                  Hapus anggota terakhir
                </button>
              )}
            </div>
          </fieldset>

          <div className={styles.row}>
            {field('nim', <RequiredLabel text="NIM Anda" />, (control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={PRESTASI_LIMITS.nimMax}
                value={form.nim}
                onChange={(e) => update('nim', e.target.value)}
              />
            ))}
            {field(
              'email',
              <RequiredLabel text="E-mail Anda" />,
              (control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  maxLength={PRESTASI_LIMITS.emailMax}
                  value={form.email}
                  onChange={(e) => update('email', e.target.value)}
                />
              ),
              'Hasil tinjauan dikirim ke alamat ini.',
            )}
          </div>

          {field(
            'summary',
            <RequiredLabel text="Cerita singkat" />,
            (control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={PRESTASI_LIMITS.summaryMax}
                value={form.summary}
                onChange={(e) => update('summary', e.target.value)}
              />
            ),
            `Apa yang Anda buat dan bagaimana perjalanannya (maksimal ${PRESTASI_LIMITS.summaryMax} karakter).`,
          )}

          {field(
            'bukti',
            <RequiredLabel text="Bukti prestasi" />,
            (control) => (
              <input
                {...control}
                ref={fileRef}
                type="file"
                accept={PROOF_TYPES}
                onChange={(e) => {
                  setProof(e.target.files?.[0] ?? null);
                  clearError('bukti');
                }}
              />
            ),
            'Sertifikat atau pengumuman: gambar PNG, JPEG, WebP, atau PDF, maksimal 10 MB.',
          )}

          {result && <Notice tone={result.tone}>{result.text}</Notice>}
          <button type="submit" className={`btn ${styles.submit}`} disabled={sending}>
            {sending ? 'Mengirim...' : 'Kirim Prestasi'}
          </button>
          <p>
            <Link to={paths.achievements}>Lihat prestasi yang sudah tayang</Link>
          </p>
        </form>
      </div>
    </>
  );
}
