import type { NewsStatus } from '@hmrpl/contract';
import { formatLongDate, formatLongDateTime } from '@/lib/format-date';
import styles from './newsroom.module.css';

export const STATUS_LABELS: Record<NewsStatus, string> = {
  draft: 'Draf',
  scheduled: 'Terjadwal',
  published: 'Terbit',
};

/**
 * What the "Tanggal Publikasi" cell shows: a published item's date, or a badge for the others ("Draf",
 * "Terjadwal 25 Agustus 2025 09.00", in Asia/Jakarta time).
 */
export function PublicationCell({
  status,
  date,
  publishAt,
}: {
  status: NewsStatus;
  date: string;
  publishAt: string | null;
}) {
  if (status === 'published') return <>{formatLongDate(date)}</>;
  const text =
    status === 'scheduled' ? `${STATUS_LABELS.scheduled} ${formatLongDateTime(publishAt)}` : STATUS_LABELS.draft;
  return <span className={`${styles.badge} ${styles[status]}`}>{text}</span>;
}

/** The edit screen's line about where the item stands. */
export function StatusLine({ status, publishAt }: { status: NewsStatus; publishAt: string | null }) {
  const when =
    status === 'published'
      ? `sejak ${formatLongDateTime(publishAt)} WIB`
      : status === 'scheduled'
        ? `terbit otomatis ${formatLongDateTime(publishAt)} WIB`
        : 'belum tampil di situs';
  return (
    <p className={styles.statusLine}>
      <span>Status:</span>
      <span className={`${styles.badge} ${styles[status]}`}>{STATUS_LABELS[status]}</span>
      <span>{when}</span>
    </p>
  );
}
