/**
 * The dashboard's "Kecepatan situs" (ADR 122): per public page, the 75th percentile of what real visitors measured
 * (LCP, INP, CLS) over the last 7 days and today, with the number of page views and Google's rating in words.
 * For the pengelola, like the backups' card.
 */
import type { SpeedMetric, SpeedPageSummary, SpeedSummary } from '@hmrpl/contract';
import { LoadFailed } from '@/components/admin/load-failed';
import styles from '@/components/admin/admin.module.css';
import { RATING_LABELS, formatCount, formatSpeed, useSpeedSummary } from '../api/admin-kecepatan';
import card from './speed-card.module.css';

const COLUMNS: Array<{ metric: SpeedMetric; label: string }> = [
  { metric: 'LCP', label: 'Tampil (LCP)' },
  { metric: 'INP', label: 'Respons (INP)' },
  { metric: 'CLS', label: 'Pergeseran (CLS)' },
];

function Cell({ entry, metric }: { entry: SpeedPageSummary; metric: SpeedMetric }) {
  const week = entry.week[metric];
  const day = entry.day[metric];
  if (week.samples === 0) return <span>Belum ada data</span>;
  return (
    <>
      <span className={card.value}>
        <strong>{formatSpeed(metric, week)}</strong>
        {week.rating && <span className={`${card.badge} ${card[week.rating]}`}>{RATING_LABELS[week.rating]}</span>}
      </span>
      <span className={card.note}>
        {formatCount(week.samples)} kunjungan; hari ini{' '}
        {day.samples > 0 ? `${formatSpeed(metric, day)} (${formatCount(day.samples)})` : 'belum ada'}
      </span>
    </>
  );
}

function Details({ summary }: { summary: SpeedSummary }) {
  return (
    <>
      {!summary.enabled && (
        <p>Laporan kecepatan dimatikan (WEB_VITALS=off): halaman tidak mengukur dan tidak mengirim apa pun.</p>
      )}
      {summary.pages.length === 0 ? (
        <p>Belum ada data kecepatan dari pengunjung dalam 7 hari terakhir.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">
              Kecepatan tiap halaman: persentil ke-75 selama 7 hari terakhir, dengan jumlah kunjungan dan nilai hari ini
            </caption>
            <thead>
              <tr>
                <th scope="col">Halaman</th>
                {COLUMNS.map((column) => (
                  <th scope="col" key={column.metric}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.pages.map((entry) => (
                <tr key={entry.page}>
                  <th scope="row" data-label="Halaman">
                    <code>{entry.page}</code>
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column.metric} data-label={column.label}>
                      <Cell entry={entry} metric={column.metric} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        Diukur di peramban pengunjung sungguhan (bukan bot, bukan admin), tanpa cookie dan tanpa identitas. Baik: LCP
        sampai 2,5 detik, INP sampai 200 ms, CLS sampai 0,1.
      </p>
    </>
  );
}

export function SpeedCard() {
  const { data, error, mutate } = useSpeedSummary();
  return (
    <section
      className={`${styles.featureCard} ${card.card}`}
      aria-labelledby="speed-card-title"
      aria-busy={!data && !error}
    >
      <h2 id="speed-card-title">Kecepatan situs</h2>
      {data ? (
        <Details summary={data} />
      ) : error ? (
        <LoadFailed text="Gagal memuat kecepatan situs." onRetry={() => void mutate()} />
      ) : (
        <p className="status-text">Memuat kecepatan situs...</p>
      )}
    </section>
  );
}
