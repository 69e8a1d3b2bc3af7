/**
 * The admin forms' fields: AdminField (FormField with the admin's styles; its error is announced) and TextField, a
 * labelled text input or textarea on it.
 */
import { useId, type InputHTMLAttributes } from 'react';
import { FormField, type FormFieldProps } from '@/components/ui/form-field';
import styles from './admin.module.css';

/** FormField in the admin's styles; the error is announced as it appears. */
export function AdminField(props: Omit<FormFieldProps, 'className' | 'hintClassName' | 'errorClassName' | 'announce'>) {
  return (
    <FormField
      {...props}
      className={styles.field}
      hintClassName={styles.hint}
      errorClassName={styles.fieldError}
      announce
    />
  );
}

/** A label with the required marker (hidden from screen readers, which read the control's `required`). */
export function requiredLabel(text: string) {
  return (
    <>
      {text}
      <span aria-hidden="true"> *</span>
    </>
  );
}

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
  onBlur?: () => void;
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
  onBlur,
}: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <AdminField id={id} label={required ? requiredLabel(label) : label} error={error} hint={hint}>
      {(control) => {
        const common = { ...control, value, required, disabled, maxLength, placeholder, onBlur };
        return rows ? (
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
        );
      }}
    </AdminField>
  );
}
