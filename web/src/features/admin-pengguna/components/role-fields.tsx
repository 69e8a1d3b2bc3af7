/**
 * The roles of an admin as checkboxes in a fieldset (legend 'Peran'), each with what it covers: the Admin screen's
 * add form and its "Ubah Peran" form. Keyboard: Tab between the boxes, Space to tick one. At least one is needed;
 * the error is read with the group.
 */
import { useId } from 'react';
import type { AdminRole } from '@hmrpl/contract';
import { ADMIN_ROLES, ADMIN_ROLE_HINTS, ADMIN_ROLE_LABELS } from '@cms-content/admin-roles';
import styles from '@/components/admin/admin.module.css';
import own from './role-fields.module.css';

export const ROLES_REQUIRED = 'Pilih setidaknya satu peran.';

export function RoleFields({
  value,
  onChange,
  error,
  disabled,
}: {
  value: readonly AdminRole[];
  onChange: (roles: AdminRole[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const toggle = (role: AdminRole, checked: boolean) =>
    onChange(ADMIN_ROLES.filter((r) => (r === role ? checked : value.includes(r))));
  return (
    <fieldset
      className={own.group}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={own.legend}>Peran</legend>
      {ADMIN_ROLES.map((role) => (
        <div key={role} className={own.option}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              name="roles"
              value={role}
              checked={value.includes(role)}
              disabled={disabled}
              aria-describedby={`${id}-${role}-hint`}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            {ADMIN_ROLE_LABELS[role]}
          </label>
          <p id={`${id}-${role}-hint`} className={styles.hint}>
            {ADMIN_ROLE_HINTS[role]}
          </p>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The roles as the list shows them: 'Pengelola, Redaksi'. */
export const roleNames = (roles: readonly AdminRole[]) =>
  roles.length > 0 ? roles.map((role) => ADMIN_ROLE_LABELS[role]).join(', ') : 'Tanpa peran';
