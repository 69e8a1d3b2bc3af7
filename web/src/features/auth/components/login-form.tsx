import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import { FormField } from '@/components/ui/form-field';
import { SESSION_KEY, login } from '../api/session';
import styles from './login-form.module.css';

const NO_ANSWER = 'Tidak bisa terhubung ke server.';
const SERVER_ERROR = 'Terjadi kesalahan pada server';

/** The server's message, 'Terjadi kesalahan pada server' without one, 'Tidak bisa terhubung ke server.' without an answer. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return NO_ANSWER;
    return error.hasServerMessage ? error.message : SERVER_ERROR;
  }
  // fetch() itself failed (e.g. while getting the CSRF cookie): nothing answered
  return error instanceof TypeError ? NO_ANSWER : SERVER_ERROR;
}

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
  const id = useId();

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
    try {
      const user = await login({ email: username.trim(), password });
      await mutate(SESSION_KEY, user, { revalidate: false });
      onSuccess(user);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setLoading(false);
    }
  }

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
