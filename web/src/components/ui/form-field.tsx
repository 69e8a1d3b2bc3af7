/**
 * A form field, public or admin: the label, the control (rendered by the caller with the props given to it), a hint
 * and an error, with `aria-invalid` and `aria-describedby` wired to them. No styles of its own: each form passes its
 * classes (the admin's preset is AdminField in components/admin/text-field).
 */
import type { ReactNode } from 'react';

/** What the control must carry: its id, and its state and descriptions. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  /** The control's id; the hint and the error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Ids of descriptions the control renders beside itself (a counter, a warning): read after the hint. */
  describedBy?: Array<string | false | undefined>;
  /** Announce the error as it appears (role="alert"). */
  announce?: boolean;
  className?: string;
  hintClassName?: string;
  errorClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({
  id,
  label,
  error,
  hint,
  describedBy = [],
  announce,
  className,
  hintClassName,
  errorClassName,
  children,
}: FormFieldProps) {
  const ids = [hint ? `${id}-hint` : '', ...describedBy, error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.join(' ') || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClassName} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A required field's label: the star is seen, "(wajib)" is heard. */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text} <span aria-hidden="true">*</span>
      <span className="visually-hidden"> (wajib)</span>
    </>
  );
}
