/**
 * The dashboard's backup card (ADR 070): the latest good backup, whether its copy reached the bucket, the next run,
 * and every problem of the latest run in the server's own words. The pengelola's alone (ADR 083), as is its route.
 */
import type { BackupStatus } from '@hmrpl/contract';
import { LoadFailed } from '@/components/admin/load-failed';
import { formatLongDateTime } from '@/lib/format-date';
import styles from '@/components/admin/admin.module.css';
import { backupCardState, useBackupStatus, type BackupCardState } from '../api/admin-cadangan';
import card from './backup-card.module.css';

const STATE_LABELS: Record<BackupCardState, string> = {
  aman: 'Aman',
  lokal: 'Hanya di server ini',
  'salinan-gagal': 'Salinan gagal',
  gagal: 'Gagal',
  belum: 'Belum ada cadangan',
  mati: 'Mati',
};

const megabytes = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const sizeOf = (bytes: number) => `${megabytes.format(bytes / (1024 * 1024))} MB`;
const when = (iso: string) => `${formatLongDateTime(iso)} WIB`;

function Details({ status }: { status: BackupStatus }) {
  const state = backupCardState(status);
  const { last } = status;
  return (
    <>
      <p>
        <span className={`${card.badge} ${card[state]}`}>{STATE_LABELS[state]}</span>
      </p>
      {last?.ok && (
        <p>
          Cadangan terakhir: {when(last.at)} ({sizeOf(last.size_bytes)})
        </p>
      )}
      {last && !last.ok && (
        <p>
          Cadangan terakhir gagal: {when(last.at)}. Cadangan baik terakhir:{' '}
          {status.last_good_at ? when(status.last_good_at) : 'belum ada'}.
        </p>
      )}
      {last &&
        (status.offsite_target ? (
          <p>
            {last.offsite ? 'Tersalin ke luar server' : 'Belum tersalin ke luar server'}: {status.offsite_target}
            {!last.offsite && status.offsite_at && ` (salinan terakhir ${when(status.offsite_at)})`}
          </p>
        ) : (
          <p>Salinan ke luar server belum diatur (BACKUP_S3_BUCKET): cadangan hanya ada di server ini.</p>
        ))}
      {status.problems.length > 0 && (
        <ul className={card.problems} aria-label="Masalah cadangan">
          {status.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {status.next_at ? (
        <p>Cadangan berikutnya: {when(status.next_at)}</p>
      ) : (
        <p>Cadangan terjadwal tidak berjalan sampai pengelola server memperbaikinya.</p>
      )}
    </>
  );
}

export function BackupCard() {
  const { data, error, mutate } = useBackupStatus();
  return (
    <article className={styles.featureCard} aria-labelledby="backup-card-title" aria-busy={!data && !error}>
      <h3 id="backup-card-title">Cadangan Data</h3>
      {data ? (
        <Details status={data} />
      ) : error ? (
        <LoadFailed text="Gagal memuat status cadangan." onRetry={() => void mutate()} />
      ) : (
        <p className="status-text">Memuat status cadangan...</p>
      )}
    </article>
  );
}
