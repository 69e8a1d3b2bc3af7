/**
 * The second factor while it is on: since when, how many recovery codes are left, new recovery codes (with a code),
 * and switching it off (the password and a code, from the app or a recovery code). An account that must have it is
 * told that it will be asked to set it up again at once (how to move to a new phone).
 */
import { useState, type FormEvent } from 'react';
import type { TwoFactorStatus } from '@hmrpl/contract';
import { fieldErrorsOf } from '@/lib/http-client';
import { formatLongDate } from '@/lib/format-date';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { TextField } from '@/components/admin/text-field';
import { failureBanner } from '@/components/admin/uploads/failure';
import { disableTwoFactor, renewRecoveryCodes } from '../api/two-factor';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import styles from './two-factor.module.css';
import admin from '@/components/admin/admin.module.css';

const CODE_HINT = 'Kode 6 angka dari aplikasi, atau salah satu kode pemulihan.';
/** Recovery codes left under which the screen suggests new ones. */
const FEW_CODES = 3;

interface TwoFactorManageProps {
  status: TwoFactorStatus;
  username: string;
  /** It was switched off, or new codes were kept: the status and the session are read again. */
  onChanged: () => Promise<void>;
}

export function TwoFactorManage({ status, username, onChanged }: TwoFactorManageProps) {
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [renewCode, setRenewCode] = useState('');
  const [renewError, setRenewError] = useState('');
  const [off, setOff] = useState({ password: '', code: '' });
  const [offErrors, setOffErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'renew' | 'off' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function renew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!renewCode.trim()) {
      setRenewError('Kode verifikasi wajib diisi.');
      return;
    }
    setRenewError('');
    setBusy('renew');
    try {
      const answer = await renewRecoveryCodes(renewCode);
      setRenewCode('');
      setCodes(answer.recovery_codes);
    } catch (failure) {
      console.error('Gagal membuat kode pemulihan baru:', failure);
      const fields = fieldErrorsOf(failure);
      if (fields.code) setRenewError(fields.code);
      else setNotice(failureBanner('Gagal membuat kode pemulihan baru.', failure));
    } finally {
      setBusy(null);
    }
  }

  async function switchOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const found: Record<string, string> = {};
    if (!off.password) found.password = 'Password wajib diisi.';
    if (!off.code.trim()) found.code = 'Kode verifikasi wajib diisi.';
    setOffErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('off');
    try {
      await disableTwoFactor(off);
      setOff({ password: '', code: '' });
      await onChanged();
    } catch (failure) {
      console.error('Gagal mematikan verifikasi dua langkah:', failure);
      const fields = fieldErrorsOf(failure);
      setOffErrors(fields);
      if (Object.keys(fields).length === 0)
        setNotice(failureBanner('Gagal mematikan verifikasi dua langkah.', failure));
    } finally {
      setBusy(null);
    }
  }

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        username={username}
        onDone={() => {
          setCodes(null);
          setNotice({ text: 'Kode pemulihan baru tersimpan. Kode lama tidak berlaku lagi.', tone: 'success' });
          void onChanged();
        }}
      />
    );

  const left = status.recovery_codes_left;
  return (
    <div>
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      <p className={styles.status}>
        <span className={`${admin.badge} ${admin.badgeActive}`}>Aktif</span>{' '}
        {status.enabled_at ? `sejak ${formatLongDate(status.enabled_at)}. ` : ''}
        Sisa kode pemulihan: {left} dari 10.
        {left <= FEW_CODES && <span className={styles.warn}> Kode pemulihan hampir habis: buat kode baru.</span>}
      </p>

      <form
        className={styles.section}
        onSubmit={renew}
        noValidate
        aria-busy={busy === 'renew'}
        aria-labelledby="renew-codes"
      >
        <h3 id="renew-codes" className={styles.sectionTitle}>
          Buat Kode Pemulihan Baru
        </h3>
        <p className={admin.hint}>10 kode baru menggantikan semua kode lama, termasuk yang belum dipakai.</p>
        <CodeField
          label="Kode verifikasi"
          value={renewCode}
          onChange={setRenewCode}
          error={renewError}
          hint={CODE_HINT}
        />
        <div className={`${admin.formActions} ${styles.actions}`}>
          <button type="submit" className="btn btn-outline" disabled={busy !== null}>
            {busy === 'renew' ? 'Memproses...' : 'Buat Kode Baru'}
          </button>
        </div>
      </form>

      <form
        className={styles.section}
        onSubmit={switchOff}
        noValidate
        aria-busy={busy === 'off'}
        aria-labelledby="two-factor-off"
      >
        <h3 id="two-factor-off" className={styles.sectionTitle}>
          Matikan Verifikasi Dua Langkah
        </h3>
        <p className={admin.hint}>
          {status.required
            ? 'Akun Anda wajib memakai verifikasi dua langkah: setelah dimatikan, Anda langsung diminta mengaktifkannya lagi (misalnya untuk pindah ke ponsel baru).'
            : 'Setelah dimatikan, masuk hanya membutuhkan password. Sesi Anda di perangkat lain berakhir.'}
        </p>
        <TextField
          label="Password"
          type="password"
          value={off.password}
          onChange={(password) => setOff((current) => ({ ...current, password }))}
          error={offErrors.password}
          required
          autoComplete="current-password"
        />
        <CodeField
          label="Kode verifikasi"
          value={off.code}
          onChange={(code) => setOff((current) => ({ ...current, code }))}
          error={offErrors.code}
          hint={CODE_HINT}
        />
        <div className={`${admin.formActions} ${styles.actions}`}>
          <button type="submit" className="btn btn-danger" disabled={busy !== null}>
            {busy === 'off' ? 'Memproses...' : 'Matikan'}
          </button>
        </div>
      </form>
    </div>
  );
}
