/**
 * Switching the second factor on: what it is and which app to install, then (after "Mulai Pengaturan") the QR code and
 * the same secret as text to type, and the first code from the app. The 10 recovery codes it answers go to the screen
 * (`onEnabled`), which shows them (./recovery-codes.tsx) whatever the session says meanwhile. The QR code is the
 * server's SVG shown as an image (an SVG in an <img> runs no script; the CSP allows data: images).
 * Used by /admin/akun and by the set-up an account must do first (TWO_FACTOR_REQUIRED).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TwoFactorMessages, TwoFactorSetup as Setup } from '@hmrpl/contract';
import { fieldErrorsOf } from '@/lib/http-client';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { failureBanner } from '@/components/admin/uploads/failure';
import { enableTwoFactor, startTwoFactorSetup } from '../api/two-factor';
import { CodeField } from './code-field';
import styles from './two-factor.module.css';
import admin from '@/components/admin/admin.module.css';

/** The apps we name (free, on Android and iPhone; Aegis on Android only). */
const AUTHENTICATOR_APPS = ['Google Authenticator', 'Microsoft Authenticator', 'Aegis (Android)', '2FAS'];

/** The server's answer when the set-up started more than 30 minutes ago (or never): it starts again. */
const SETUP_MISSING: TwoFactorMessages['setupMissing'] = 'Mulai pengaturan verifikasi dua langkah terlebih dahulu.';

/** An SVG document as an image address; anything that is not one shows no image. */
const svgImage = (svg: string) =>
  svg.trimStart().startsWith('<svg') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;

/** `onEnabled`: it is on; the recovery codes, to show once. */
export function TwoFactorSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const scanHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (setup) scanHeading.current?.focus();
  }, [setup]);

  async function begin() {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      setSetup(await startTwoFactorSetup());
      setCode('');
      setError('');
    } catch (failure) {
      console.error('Gagal memulai verifikasi dua langkah:', failure);
      setNotice(failureBanner('Gagal memulai pengaturan verifikasi dua langkah.', failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError('Masukkan 6 angka dari aplikasi autentikator.');
      codeInput.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await enableTwoFactor(code);
      onEnabled(answer.recovery_codes);
    } catch (failure) {
      console.error('Gagal mengaktifkan verifikasi dua langkah:', failure);
      const fields = fieldErrorsOf(failure);
      if (fields.code === SETUP_MISSING) {
        // the set-up expired on the server: it starts again
        setSetup(null);
        setNotice({ text: SETUP_MISSING, tone: 'error' });
      } else if (fields.code) {
        setError(fields.code);
        codeInput.current?.focus();
      } else setNotice(failureBanner('Gagal mengaktifkan verifikasi dua langkah.', failure));
    } finally {
      setBusy(false);
    }
  }

  if (!setup)
    return (
      <div>
        <Banner message={notice} onDismiss={() => setNotice(null)} />
        <p>
          Dengan verifikasi dua langkah, masuk ke admin membutuhkan password <strong>dan</strong> kode 6 angka yang
          berganti setiap 30 detik di ponsel Anda. Orang yang mengetahui password Anda tetap tidak dapat masuk tanpa
          ponsel tersebut.
        </p>
        <p>Pasang salah satu aplikasi autentikator gratis ini di ponsel Anda terlebih dahulu:</p>
        <ul className={styles.apps}>
          {AUTHENTICATOR_APPS.map((app) => (
            <li key={app}>{app}</li>
          ))}
        </ul>
        <div className={`${admin.formActions} ${styles.actions}`}>
          <button type="button" className="btn" onClick={begin} disabled={busy} aria-busy={busy}>
            {busy ? 'Memproses...' : 'Mulai Pengaturan'}
          </button>
        </div>
      </div>
    );

  const qr = svgImage(setup.qr_svg);
  return (
    <form onSubmit={confirm} noValidate aria-busy={busy} aria-labelledby="two-factor-scan">
      <h3 id="two-factor-scan" className={styles.sectionTitle} tabIndex={-1} ref={scanHeading}>
        Hubungkan Aplikasi Autentikator
      </h3>
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      <ol className={styles.steps}>
        <li>
          Di aplikasi autentikator, pilih tambah akun, lalu pindai kode QR ini.
          {qr && (
            <img
              className={styles.qr}
              src={qr}
              width={200}
              height={200}
              alt="Kode QR verifikasi dua langkah HMRPL. Jika tidak dapat dipindai, ketik kunci di langkah berikutnya."
            />
          )}
        </li>
        <li>
          Tidak dapat memindai? Pilih masukkan kunci, lalu ketik kunci ini (jenis: berbasis waktu):
          <br />
          <code className={styles.secret}>{setup.secret}</code>
        </li>
        <li>
          Masukkan kode 6 angka yang muncul di aplikasi untuk HMRPL.
          <CodeField
            label="Kode dari aplikasi"
            value={code}
            onChange={setCode}
            error={error}
            digitsOnly
            inputRef={codeInput}
          />
        </li>
      </ol>
      <div className={`${admin.formActions} ${styles.actions}`}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Memproses...' : 'Aktifkan'}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setSetup(null)} disabled={busy}>
          Batal
        </button>
      </div>
    </form>
  );
}
