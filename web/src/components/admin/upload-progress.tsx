import type { UploadStage } from '@/components/admin/uploads/shrink-image';
import styles from './admin.module.css';

const STAGE_TEXT: Record<UploadStage, string> = {
  shrinking: 'Mengecilkan foto sebelum dikirim',
  uploading: 'Mengunggah',
};

/**
 * The upload's progress as a bar and a percentage: first the shrinking of large photos in the browser (when there
 * is any), then the XHR upload progress. The stage is said in words too.
 */
export function UploadProgress({
  percent,
  label = 'Progres unggahan',
  stage,
}: {
  percent: number;
  label?: string;
  stage?: UploadStage;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const stageText = stage ? STAGE_TEXT[stage] : null;
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={stageText ? `${stageText}, ${value}%` : `${value}%`}
      >
        <div className={styles.progressBar} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.progressText} aria-hidden="true">
        {stageText ? `${stageText}... ${value}%` : `${value}%`}
      </span>
    </div>
  );
}
