/**
 * The sign-in's second step for an account with the second factor: the 6-digit code from the authenticator app, or
 * ("Gunakan kode pemulihan") one of the recovery codes. A wrong code is said under the field and the typed text stays;
 * when the step is over on the server (5 minutes passed, 5 wrong codes) the form goes back to the password with the
 * server's reason. The step itself lives in an httpOnly cookie the SPA never sees.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { TwoFactorMessages, User } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import { FormField } from '@/components/ui/form-field';
import { SESSION_KEY, loginWithCode } from '../api/session';
import { loginErrorMessage } from './login-error';
import styles from './login-form.module.css';

const CODE_REQUIRED: TwoFactorMessages['codeRequired'] = 'Kode verifikasi wajib diisi.';

type Mode = 'app' | 'recovery';

const TEXTS: Record<Mode, { label: string; help: string; other: string }> = {
  app: {
    label: 'Kode verifikasi',
    help: 'Buka aplikasi autentikator di ponsel Anda, lalu masukkan kode 6 angka untuk HMRPL.',
    other: 'Gunakan kode pemulihan',
  },
  recovery: {
    label: 'Kode pemulihan',
    help: 'Masukkan salah satu kode pemulihan yang Anda simpan saat mengaktifkan verifikasi dua langkah. Setiap kode hanya berlaku sekali.',
    other: 'Gunakan kode dari aplikasi',
  },
};

interface TwoFactorStepProps {
  onSuccess: (user: User) => void;
  /** Back to the password: `message` says why (the step ended on the server), none when the admin chose to. */
  onRestart: (message?: string) => void;
}

export function TwoFactorStep({ onSuccess, onRestart }: TwoFactorStepProps) {
  const { mutate } = useSWRConfig();
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const text = TEXTS[mode];

  // the step opens (or changes its kind of code) with the focus in its field
  useEffect(() => input.current?.focus(), [mode]);

  function switchMode() {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'));
    setCode('');
    setFieldError('');
    setError('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setError('');
    if (!code.trim()) {
      setFieldError(CODE_REQUIRED);
      input.current?.focus();
      return;
    }
    setFieldError('');
    setLoading(true);
    try {
      const user = await loginWithCode(code);
      await mutate(SESSION_KEY, user, { revalidate: false });
      onSuccess(user);
    } catch (caught) {
      setLoading(false);
      if (caught instanceof ApiError && (caught.status === 401 || caught.status === 429)) {
        onRestart(loginErrorMessage(caught));
        return;
      }
      if (caught instanceof ApiError && caught.status === 422) {
        setFieldError(caught.message);
        input.current?.focus();
        return;
      }
      setError(loginErrorMessage(caught));
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <h2 id={`${id}-title`} className={styles.stepTitle}>
        Verifikasi Dua Langkah
      </h2>
      <p className={styles.stepHelp}>{text.help}</p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <FormField
        id={`${id}-code`}
        label={text.label}
        error={fieldError}
        announce
        className={styles.field}
        errorClassName={styles.fieldError}
      >
        {(control) =>
          mode === 'app' ? (
            <input
              {...control}
              ref={input}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          ) : (
            <input
              {...control}
              ref={input}
              name="recovery-code"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )
        }
      </FormField>
      <button type="submit" className={`btn ${styles.submit}`} disabled={loading}>
        {loading ? 'LOADING...' : 'VERIFIKASI'}
      </button>
      <div className={styles.stepLinks}>
        <button type="button" className={styles.linkButton} onClick={switchMode} disabled={loading}>
          {text.other}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => onRestart()} disabled={loading}>
          Kembali
        </button>
      </div>
    </form>
  );
}
