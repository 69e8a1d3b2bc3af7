import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminCabinetSummary } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { cabinetTitle } from '@/lib/site-content';
import styles from '@/components/admin/admin.module.css';
import type { useCabinetById } from '../api/admin-kabinet';

/** What a cabinet is to the site now: shown, being prepared for the handover, or an archive. */
function cabinetRole(cabinet: AdminCabinetSummary): string {
  if (cabinet.active) return 'aktif, tampil di situs';
  if (cabinet.preparing) return 'sedang disiapkan, belum tampil di situs';
  return 'arsip';
}

/**
 * Which cabinet a screen works on: a choice of every cabinet (the active one and the one being prepared marked), and
 * a line that says which one is shown (ADR 067).
 */
export function CabinetPicker({
  cabinets,
  value,
  onChange,
}: {
  cabinets: AdminCabinetSummary[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const id = useId();
  const shown = cabinets.find((cabinet) => cabinet.id === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Kabinet</label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={shown ? `${id}-shown` : undefined}
      >
        {cabinets.map((cabinet) => (
          <option key={cabinet.id} value={cabinet.id}>
            {cabinetTitle(cabinet)}
            {cabinet.active ? ' (aktif)' : cabinet.preparing ? ' (sedang disiapkan)' : ''}
          </option>
        ))}
      </select>
      {shown && (
        <p id={`${id}-shown`} className={styles.shownCabinet}>
          Menampilkan <strong>{cabinetTitle(shown)}</strong>: {cabinetRole(shown)}.
        </p>
      )}
    </div>
  );
}

type ChosenCabinet = ReturnType<typeof useCabinetById>;

/**
 * The body of a screen that works on the chosen cabinet: loading, no cabinet yet (a link to add one), a failed load
 * or an unknown id, else the screen's own content for that cabinet.
 */
export function ChosenCabinetBody({
  state: { cabinet, list, loading, missing, error },
  loadingText,
  failedText,
  children,
}: {
  state: ChosenCabinet;
  loadingText: string;
  failedText: string;
  children: (cabinet: NonNullable<ChosenCabinet['cabinet']>) => ReactNode;
}) {
  if (loading)
    return (
      <p className="status-text" role="status">
        {loadingText}
      </p>
    );
  if (list && list.length === 0)
    return (
      <p className="status-text">
        Belum ada kabinet. <Link to={paths.admin.cabinetAdd}>Tambah kabinet</Link> terlebih dahulu.
      </p>
    );
  if (missing || !cabinet)
    return (
      <p className="status-text" role="alert">
        {error ? failedText : 'Kabinet tidak ditemukan.'}
      </p>
    );
  return children(cabinet);
}
