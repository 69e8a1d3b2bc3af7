/**
 * The public forms' honeypot (the aspiration form's defence, ADR 047; the registration and achievement forms reuse it):
 * a text field named `tautan`, off-screen, out of the keyboard order and hidden from screen readers, so only programs
 * fill it; the CMS answers a send that fills it as if it were stored, and stores nothing. The form's token is the other
 * half: `useFormToken` (src/lib/form-token.ts).
 */
import styles from './public-form.module.css';

interface HoneypotFieldProps {
  /** The input's id (unique on the page): `aspirasi-tautan`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export function HoneypotField({ id, value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>Tautan (kosongkan)</label>
      <input
        id={id}
        name="tautan"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
