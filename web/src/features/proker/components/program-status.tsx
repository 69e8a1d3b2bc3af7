/**
 * A program's status as a badge and its progress as a bar that assistive technology reads as a number
 * (`role="progressbar"` with `aria-valuenow`, `aria-valuetext` "40 persen"). Fixed sizes: nothing moves when it draws.
 */
import type { ProkerStatus } from '@hmrpl/contract';
import { PROKER_STATUS_LABELS } from '@cms-content/proker-rules';
import styles from './proker.module.css';

export function StatusBadge({ status }: { status: ProkerStatus }) {
  return <span className={`${styles.badge} ${styles[`badge-${status}`]}`}>{PROKER_STATUS_LABELS[status]}</span>;
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={`${clamped} persen`}
      >
        <div className={styles.fill} style={{ width: `${clamped}%` }} />
      </div>
      <span className={styles.percent} aria-hidden="true">
        {clamped}%
      </span>
    </div>
  );
}
