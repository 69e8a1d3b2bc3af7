import type { AspirationStatus } from '@hmrpl/contract';
import { STATUS_LABELS } from '../api/admin-aspirasi';
import styles from './inbox.module.css';

/** An aspiration's triage status, as a badge (its text says it: colour is never the only sign). */
export function StatusBadge({ status }: { status: AspirationStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{STATUS_LABELS[status]}</span>;
}
