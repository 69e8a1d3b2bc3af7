import styles from './admin.module.css';

/** The upload's progress from the XHR progress events, as a bar and a percentage. */
export function UploadProgress({ percent, label = 'Progres unggahan' }: { percent: number; label?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div className={styles.progressBar} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.progressText} aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
