/**
 * The sign-in form: username (sent as `email`) and password, both required; 'LOADING...' while sending. For an account
 * with the second factor the server asks for its code next: the form then shows that step (./two-factor-step.tsx),
 * and comes back here, with the username kept, when that step ends.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '@hmrpl/contract';
import { FormField } from '@/components/ui/form-field';
import { SESSION_KEY, login } from '../api/session';
import { loginErrorMessage } from './login-error';
import { TwoFactorStep } from './two-factor-step';
import styles from './login-form.module.css';

interface FieldErrors {
  username?: string;
  password?: string;
}

/** Username (sent as `email`) and password, both required; 'LOADING...' while sending. */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { mutate } = useSWRConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  /** Set when the second step sends the admin back: the password field gets the focus. */
  const [backFromStep, setBackFromStep] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (backFromStep) passwordInput.current?.focus();
  }, [backFromStep]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = 'Username wajib diisi.';
    if (!password) errors.password = 'Password wajib diisi.';
    setFieldErrors(errors);
    setError('');
    if (errors.username || errors.password) {
      document.getElementById(errors.username ? `${id}-username` : `${id}-password`)?.focus();
      return;
    }
    setLoading(true);
    setBackFromStep(false);
    try {
      const answer = await login({ email: username.trim(), password });
      if ('twoFactor' in answer) {
        setLoading(false);
        setSecondStep(true);
        return;
      }
      await mutate(SESSION_KEY, answer.user, { revalidate: false });
      onSuccess(answer.user);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setLoading(false);
    }
  }

  if (secondStep)
    return (
      <TwoFactorStep
        onSuccess={onSuccess}
        onRestart={(message) => {
          setSecondStep(false);
          setPassword('');
          setError(message ?? '');
          setBackFromStep(true);
        }}
      />
    );

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <FormField
        id={`${id}-username`}
        label="Username"
        error={fieldErrors.username}
        className={styles.field}
        errorClassName={styles.fieldError}
      >
        {(control) => (
          <input
            {...control}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-password`}
        label="Password"
        error={fieldErrors.password}
        className={styles.field}
        errorClassName={styles.fieldError}
      >
        {(control) => (
          <input
            {...control}
            ref={passwordInput}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className={`btn ${styles.submit}`} disabled={loading}>
        {loading ? 'LOADING...' : 'LOGIN'}
      </button>
    </form>
  );
}
