/**
 * A labelled text input (or textarea) of the admin forms: its hint, its error (from the browser's check or the
 * server's 422, announced), and `aria-invalid` / `aria-describedby` wired to them.
 */
import { useId, type InputHTMLAttributes } from 'react';
import styles from './admin.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  type?: 'text' | 'url' | 'email' | 'password';
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  placeholder?: string;
  /** The id of the control (default: generated), e.g. to move focus to it. */
  id?: string;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  maxLength,
  rows,
  type = 'text',
  autoComplete,
  placeholder,
  id: givenId,
}: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    required,
    disabled,
    maxLength,
    placeholder,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          className={`${styles.textarea} ${styles.textareaShort}`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          className={styles.input}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
