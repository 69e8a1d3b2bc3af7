import { useId } from 'react';
import type { CabinetSummary } from '@hmrpl/contract';
import { cabinetTitle } from '@/lib/site-content';
import styles from '@/components/admin/admin.module.css';

/** Which cabinet a screen works on (the active one is marked). */
export function CabinetPicker({
  cabinets,
  value,
  onChange,
}: {
  cabinets: CabinetSummary[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Kabinet</label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {cabinets.map((cabinet) => (
          <option key={cabinet.id} value={cabinet.id}>
            {cabinetTitle(cabinet)}
            {cabinet.active ? ' (aktif)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
