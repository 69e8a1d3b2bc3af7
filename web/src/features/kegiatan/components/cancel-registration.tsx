/**
 * The e-mail's cancel link lands on the activity page with `?batal=<token>` (ADR 100): one button, so a link opened by
 * a mail scanner cancels nothing; the server's answer is shown as it is.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/http-client';
import { Notice } from '@/components/ui/notice';
import { cancelRegistration } from '../api/registration';
import styles from './registration.module.css';

const CANCEL_TEXTS = {
  heading: 'Batalkan Pendaftaran',
  intro: 'Tidak jadi hadir? Batalkan agar tempat Anda bisa dipakai peserta di daftar cadangan.',
  button: 'Batalkan pendaftaran saya',
  sending: 'Membatalkan...',
  failure: 'Pembatalan gagal. Coba lagi.',
} as const;

export function CancelRegistration({ slug, token }: { slug: string; token: string }) {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function cancel() {
    setState('sending');
    try {
      const answer = await cancelRegistration(slug, token);
      setResult({ tone: 'success', text: answer.message });
      setState('done');
      void mutate(`/api/kegiatan/${encodeURIComponent(slug)}`);
    } catch (error) {
      setResult({
        tone: 'error',
        text: error instanceof ApiError && error.hasServerMessage ? error.message : CANCEL_TEXTS.failure,
      });
      setState('idle');
    }
  }

  return (
    <section className={styles.box} aria-labelledby="batal-judul">
      <h2 id="batal-judul">{CANCEL_TEXTS.heading}</h2>
      <p>{CANCEL_TEXTS.intro}</p>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      {state !== 'done' && (
        <button type="button" className="btn" onClick={() => void cancel()} disabled={state === 'sending'}>
          {state === 'sending' ? CANCEL_TEXTS.sending : CANCEL_TEXTS.button}
        </button>
      )}
    </section>
  );
}
