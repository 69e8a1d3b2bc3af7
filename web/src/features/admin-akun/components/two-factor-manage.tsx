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

/** What a change of the second factor is confirmed with (the password only when switching it off). */
interface CheckValues {
  password: string;
  code: string;
}
const EMPTY: CheckValues = { password: '', code: '' };
/** A message per field. */
type FieldTexts = Partial<Record<keyof CheckValues, string>>;

interface TwoFactorManageProps {
  status: TwoFactorStatus;
  username: string;
  /** It was switched off, or new codes were kept: the status and the session are read again. */
  onChanged: () => Promise<void>;
}

export function TwoFactorManage({ status, username, onChanged }: TwoFactorManageProps) {
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [renew, setRenew] = useState(EMPTY);
  const [renewErrors, setRenewErrors] = useState<FieldTexts>({});
  const [off, setOff] = useState(EMPTY);
  const [offErrors, setOffErrors] = useState<FieldTexts>({});
  const [busy, setBusy] = useState<'renew' | 'off' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function renewCodes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!renew.code.trim()) {
      setRenewErrors({ code: 'Kode verifikasi wajib diisi.' });
      return;
    }
    setRenewErrors({});
    setBusy('renew');
    try {
      const answer = await renewRecoveryCodes(renew.code);
      setRenew(EMPTY);
      setCodes(answer.recovery_codes);
    } catch (failure) {
      console.error('Gagal membuat kode pemulihan baru:', failure);
      const fields = fieldErrorsOf(failure);
      if (fields.code) setRenewErrors({ code: fields.code });
      else setNotice(failureBanner('Gagal membuat kode pemulihan baru.', failure));
    } finally {
      setBusy(null);
    }
  }

  async function switchOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const found: FieldTexts = {};
    if (!off.password) found.password = 'Password wajib diisi.';
    if (!off.code.trim()) found.code = 'Kode verifikasi wajib diisi.';
    setOffErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('off');
    try {
      await disableTwoFactor(off);
      setOff(EMPTY);
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

      <CheckedForm
        id="renew-codes"
        title="Buat Kode Pemulihan Baru"
        intro="10 kode baru menggantikan semua kode lama, termasuk yang belum dipakai."
        values={renew}
        errors={renewErrors}
        onChange={setRenew}
        onSubmit={renewCodes}
        busy={busy === 'renew'}
        disabled={busy !== null}
        submit="Buat Kode Baru"
        submitClassName="btn btn-outline"
      />

      <CheckedForm
        id="two-factor-off"
        title="Matikan Verifikasi Dua Langkah"
        intro={
          status.required
            ? 'Akun Anda wajib memakai verifikasi dua langkah: setelah dimatikan, Anda langsung diminta mengaktifkannya lagi (misalnya untuk pindah ke ponsel baru).'
            : 'Setelah dimatikan, masuk hanya membutuhkan password. Sesi Anda di perangkat lain berakhir.'
        }
        withPassword
        values={off}
        errors={offErrors}
        onChange={setOff}
        onSubmit={switchOff}
        busy={busy === 'off'}
        disabled={busy !== null}
        submit="Matikan"
        submitClassName="btn btn-danger"
      />
    </div>
  );
}

interface CheckedFormProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  intro: string;
  /** The password is asked before the code (switching off). */
  withPassword?: boolean;
  values: CheckValues;
  errors: FieldTexts;
  onChange: (change: (current: CheckValues) => CheckValues) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** This form is being sent. */
  busy: boolean;
  /** A form of the screen is being sent. */
  disabled: boolean;
  submit: string;
  submitClassName: string;
}

/** A change confirmed with a code (and the password when asked): its heading, what it does, the fields, its button. */
function CheckedForm({
  id,
  title,
  intro,
  withPassword,
  values,
  errors,
  onChange,
  onSubmit,
  busy,
  disabled,
  submit,
  submitClassName,
}: CheckedFormProps) {
  return (
    <form className={styles.section} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      <p className={admin.hint}>{intro}</p>
      {withPassword && (
        <TextField
          label="Password"
          type="password"
          value={values.password}
          onChange={(password) => onChange((current) => ({ ...current, password }))}
          error={errors.password}
          required
          autoComplete="current-password"
        />
      )}
      <CodeField
        label="Kode verifikasi"
        value={values.code}
        onChange={(code) => onChange((current) => ({ ...current, code }))}
        error={errors.code}
        hint={CODE_HINT}
      />
      <div className={`${admin.formActions} ${styles.actions}`}>
        <button type="submit" className={submitClassName} disabled={disabled}>
          {busy ? 'Memproses...' : submit}
        </button>
      </div>
    </form>
  );
}
