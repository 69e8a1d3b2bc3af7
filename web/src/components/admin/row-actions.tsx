/** The "Edit" link and "Hapus" button of a row in an admin list, named after the row for screen readers. */
import { Link } from 'react-router-dom';
import styles from './admin.module.css';

interface RowActionsProps {
  /** What the row is (its title), in each action's accessible name: "Edit {label}", "Hapus {label}". */
  label: string;
  editTo: string;
  onDelete: () => void;
  /** This row is being deleted ("Menghapus..."). */
  deleting: boolean;
  /** Any delete of the list is running: every row's button waits. */
  disabled: boolean;
}

export function RowActions({ label, editTo, onDelete, deleting, disabled }: RowActionsProps) {
  return (
    <div className={styles.rowActions}>
      <Link className={`btn btn-outline ${styles.small}`} to={editTo} aria-label={`Edit ${label}`}>
        Edit
      </Link>
      <button
        type="button"
        className={`btn btn-danger ${styles.small}`}
        onClick={onDelete}
        disabled={disabled}
        aria-label={`Hapus ${label}`}
      >
        {deleting ? 'Menghapus...' : 'Hapus'}
      </button>
    </div>
  );
}
