import { useState, type FormEvent } from 'react';
import type { AspirationCategory } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import { FormField, type FormFieldProps, RequiredLabel } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { ASPIRATION_CATEGORIES, ASPIRATION_LIMITS, createAspirasi, useAspirationForm } from '../api/create-aspirasi';
import styles from '@/components/ui/public-form.module.css';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

const ASPIRATION_TEXTS = {
  success: 'Aspirasi Anda berhasil terkirim. Terima kasih!',
  failure: 'Gagal mengirim aspirasi. Silakan coba lagi.',
  emptyPesan: 'Pesan tidak boleh kosong!',
} as const;

interface FormState {
  nama: string;
  nim: string;
  kategori: AspirationCategory;
  pesan: string;
  isAnonim: boolean;
  /** The honeypot (hidden from people): anything in it marks the send as a program's. */
  tautan: string;
}

const DEFAULTS: FormState = {
  nama: '',
  nim: '',
  kategori: ASPIRATION_CATEGORIES[0],
  pesan: '',
  isAnonim: false,
  tautan: '',
};

/** What is kept, why and for how long (the personal-data notice; the months come from the CMS). */
const retentionNotice = (months: number) =>
  `Nama dan NIM disimpan paling lama ${months} bulan untuk menindaklanjuti aspirasi Anda, lalu dihapus; pesan tetap disimpan sebagai arsip.`;

type Result = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/**
 * The server's own reason for a refused send (422 validation, 429 rate limit, 503 busy: nothing stored), shown under
 * the spec's failure text.
 */
function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.hasServerMessage && [422, 429, 503].includes(error.status))
    return error.message;
  return undefined;
}

/**
 * The aspiration form. pesan is required (an empty one shows an alert and sends nothing); ticking 'anonim' clears and
 * locks nama and nim. While sending the button reads 'Mengirim...'. Success resets the form (kategori Kritik); a
 * failure keeps what was typed and always shows the spec's failure text (with the server's reason under it, if any).
 */
export function AspirationForm() {
  const [form, setForm] = useState<FormState>(DEFAULTS);
  const { token, retentionMonths, renew } = useAspirationForm();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [emptyPesan, setEmptyPesan] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setFieldErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };

  const toggleAnonim = (isAnonim: boolean) => {
    setForm((current) => (isAnonim ? { ...current, isAnonim, nama: '', nim: '' } : { ...current, isAnonim }));
    if (isAnonim) setFieldErrors(({ nama: _nama, nim: _nim, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setResult(null);
    if (form.pesan.trim() === '') {
      setEmptyPesan(true);
      return;
    }
    setEmptyPesan(false);
    setSending(true);
    try {
      await createAspirasi({
        nama: form.nama,
        nim: form.nim,
        kategori: form.kategori,
        pesan: form.pesan,
        isAnonim: form.isAnonim,
        token,
        tautan: form.tautan,
      });
      setForm(DEFAULTS);
      setFieldErrors({});
      setResult({ tone: 'success', text: ASPIRATION_TEXTS.success });
    } catch (error) {
      console.error('Gagal mengirim aspirasi', error);
      if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(
          Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? ''])),
        );
      }
      setResult({ tone: 'error', text: ASPIRATION_TEXTS.failure, detail: failureDetail(error) });
    } finally {
      setSending(false);
      // a token serves one send
      renew();
    }
  };

  /** A field of this form: id `aspirasi-{name}`, the server's message for it under the control. */
  const field = (name: keyof FormState, label: FormFieldProps['label'], control: FormFieldProps['children']) => (
    <FormField
      id={`aspirasi-${name}`}
      label={label}
      error={fieldErrors[name]}
      className={styles.field}
      errorClassName={styles.fieldError}
    >
      {control}
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby="aspirasi-intro aspirasi-retensi">
      <NeedsJavaScript />
      <p id="aspirasi-intro" className={styles.intro}>
        Sampaikan kritik, saran, apresiasi, atau hal lain untuk HMRPL. Nama dan NIM boleh dikosongkan, atau kirim
        sebagai anonim.
      </p>
      <p id="aspirasi-retensi" className={styles.notice}>
        {retentionNotice(retentionMonths)}
      </p>

      <HoneypotField id="aspirasi-tautan" value={form.tautan} onChange={(next) => update('tautan', next)} />

      <div className={styles.row}>
        {field('nama', 'Nama', (control) => (
          <input
            {...control}
            name="nama"
            type="text"
            autoComplete="name"
            maxLength={ASPIRATION_LIMITS.namaMax}
            value={form.nama}
            disabled={form.isAnonim}
            onChange={(event) => update('nama', event.target.value)}
          />
        ))}
        {field('nim', 'NIM', (control) => (
          <input
            {...control}
            name="nim"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ASPIRATION_LIMITS.nimMax}
            value={form.nim}
            disabled={form.isAnonim}
            onChange={(event) => update('nim', event.target.value)}
          />
        ))}
      </div>

      <div className={styles.checkbox}>
        <input
          id="aspirasi-anonim"
          name="isAnonim"
          type="checkbox"
          checked={form.isAnonim}
          onChange={(event) => toggleAnonim(event.target.checked)}
          aria-describedby="aspirasi-anonim-hint"
        />
        <label htmlFor="aspirasi-anonim">Kirim sebagai anonim</label>
        <span id="aspirasi-anonim-hint" className={styles.hint}>
          (identitas Anda tidak ikut terkirim)
        </span>
      </div>

      {field('kategori', 'Kategori', (control) => (
        <select
          {...control}
          name="kategori"
          value={form.kategori}
          onChange={(event) => update('kategori', event.target.value as AspirationCategory)}
        >
          {ASPIRATION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      ))}

      <FormField
        id="aspirasi-pesan"
        label={<RequiredLabel text="Pesan" />}
        error={fieldErrors.pesan}
        describedBy={['aspirasi-pesan-count']}
        className={styles.field}
        errorClassName={styles.fieldError}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              name="pesan"
              rows={6}
              maxLength={ASPIRATION_LIMITS.pesanMax}
              value={form.pesan}
              required
              onChange={(event) => {
                update('pesan', event.target.value);
                if (event.target.value.trim() !== '') setEmptyPesan(false);
              }}
              // the empty-pesan alert marks it too (its text is the notice below the form)
              aria-invalid={emptyPesan || control['aria-invalid']}
            />
            <p id="aspirasi-pesan-count" className={styles.counter}>
              {form.pesan.length}/{ASPIRATION_LIMITS.pesanMax} karakter
            </p>
          </>
        )}
      </FormField>

      {emptyPesan && <Notice tone="error">{ASPIRATION_TEXTS.emptyPesan}</Notice>}
      {result && (
        <Notice tone={result.tone}>
          {result.text}
          {result.detail && <span className={styles.noticeDetail}>{result.detail}</span>}
        </Notice>
      )}

      <button type="submit" className={`btn ${styles.submit}`} disabled={sending}>
        {sending ? 'Mengirim...' : 'Kirim Aspirasi'}
      </button>
    </form>
  );
}
