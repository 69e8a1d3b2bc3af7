/** A field for a code of the second factor: the app's 6 digits (numeric keyboard, the phone's code autofill) or a recovery code. */
import { useId, type Ref } from 'react';
import { AdminField, requiredLabel } from '@/components/admin/text-field';
import admin from '@/components/admin/admin.module.css';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Only the app's 6 digits (the set-up); otherwise a recovery code is taken too. */
  digitsOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function CodeField({ label, value, onChange, error, hint, digitsOnly, inputRef }: CodeFieldProps) {
  const id = useId();
  return (
    <AdminField id={id} label={requiredLabel(label)} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="text"
          className={admin.input}
          inputMode={digitsOnly ? 'numeric' : 'text'}
          autoComplete={digitsOnly ? 'one-time-code' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={digitsOnly ? 9 : 32}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </AdminField>
  );
}
