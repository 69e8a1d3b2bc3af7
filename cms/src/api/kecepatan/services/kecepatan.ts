/**
 * Visitors' speed (ADR 122): per Asia/Jakarta day, page pattern and metric, a fixed log-scale histogram in our own
 * table `hmrpl_speed` (one row per occupied bucket: day, page, metric, bucket, samples). A report adds one to a bucket
 * with one INSERT ... ON CONFLICT DO UPDATE, atomic however many processes write; no sample, address, User-Agent or
 * time finer than the day is kept. The p75 is read back from the buckets (lib/content/speed-rules). Days older than
 * SPEED_LIMITS.retentionDays go by a daily job (../jobs/retention.ts).
 */
import type { Core } from '@strapi/strapi';
import type { SpeedMetric, SpeedPageSummary, SpeedPeriod, SpeedReport, SpeedSummary } from '@hmrpl/contract';
import { createTableOnce } from '../../../lib/strapi/database';
import { clockMs } from '../../../lib/process/clock';
import { DAY_MS } from '../../../lib/content/jakarta-day';
import { jakartaToday } from '../../../lib/content/jakarta-time';
import { SPEED_LIMITS, SPEED_METRICS, bucketOf, speedValue } from '../../../lib/content/speed-rules';

export const SPEED_TABLE = 'hmrpl_speed';

interface SpeedRow {
  day: string;
  page: string;
  metric: SpeedMetric;
  bucket: number;
  samples: number | string;
}

/** The Asia/Jakarta day `daysAgo` days before `now`, `YYYY-MM-DD`. */
export const jakartaDayBefore = (now: number, daysAgo: number) => jakartaToday(new Date(now - daysAgo * DAY_MS));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const ready = () =>
    createTableOnce(
      knex(),
      SPEED_TABLE,
      `CREATE TABLE IF NOT EXISTS ${SPEED_TABLE} (day varchar(10) NOT NULL, page varchar(100) NOT NULL, ` +
        `metric varchar(3) NOT NULL, bucket integer NOT NULL, samples integer NOT NULL, ` +
        `PRIMARY KEY (day, page, metric, bucket))`,
    );
  /** The public pages' patterns, from the page table (handed over at start-up: src/bootstrap/speed.ts). */
  let pages: readonly string[] = [];

  return {
    /** WEB_VITALS=off turns the report off: the pages load no reporter and a report stores nothing. */
    enabled(): boolean {
      return strapi.config.get<boolean>('server.hmrpl.kecepatan.enabled', true) !== false;
    },

    usePages(patterns: readonly string[]) {
      pages = [...patterns];
    },

    pages(): readonly string[] {
      return pages;
    },

    /** Adds one page view's samples to today's histograms. */
    async record(report: SpeedReport): Promise<void> {
      await ready();
      const day = jakartaDayBefore(clockMs(), 0);
      const rows = report.metrics.map((sample) => ({
        day,
        page: report.page,
        metric: sample.name,
        bucket: bucketOf(sample.name, sample.value),
        samples: 1,
      }));
      await knex()(SPEED_TABLE)
        .insert(rows)
        .onConflict(['day', 'page', 'metric', 'bucket'])
        .merge({ samples: knex().raw(`${SPEED_TABLE}.samples + excluded.samples`) });
    },

    /** Per page with samples in the last 7 days: p75, samples and rating of each metric, for 7 days and today. */
    async summary(): Promise<SpeedSummary> {
      await ready();
      const now = clockMs();
      const today = jakartaDayBefore(now, 0);
      const first = jakartaDayBefore(now, SPEED_LIMITS.windowDays - 1);
      const rows = (await knex()(SPEED_TABLE)
        .where('day', '>=', first)
        .andWhere('day', '<=', today)
        .select('day', 'page', 'metric', 'bucket', 'samples')) as SpeedRow[];
      type Histograms = Record<SpeedMetric, Map<number, number>>;
      const empty = (): Histograms => ({ LCP: new Map(), INP: new Map(), CLS: new Map() });
      const byPage = new Map<string, { week: Histograms; day: Histograms }>();
      for (const row of rows) {
        if (!SPEED_METRICS.includes(row.metric)) continue;
        let entry = byPage.get(row.page);
        if (!entry) byPage.set(row.page, (entry = { week: empty(), day: empty() }));
        const add = (histograms: Histograms) => {
          const counts = histograms[row.metric];
          counts.set(Number(row.bucket), (counts.get(Number(row.bucket)) ?? 0) + Number(row.samples));
        };
        add(entry.week);
        if (row.day === today) add(entry.day);
      }
      const period = (histograms: Histograms): SpeedPeriod => ({
        LCP: speedValue('LCP', histograms.LCP),
        INP: speedValue('INP', histograms.INP),
        CLS: speedValue('CLS', histograms.CLS),
      });
      // the page table's order; a pattern no longer in it (a page removed) after the others
      const order = [...pages, ...[...byPage.keys()].filter((page) => !pages.includes(page)).sort()];
      const summaries: SpeedPageSummary[] = order.flatMap((page) => {
        const entry = byPage.get(page);
        return entry ? [{ page, week: period(entry.week), day: period(entry.day) }] : [];
      });
      return { enabled: this.enabled(), today, pages: summaries };
    },

    /** Removes the days before the kept ones; answers how many rows went. */
    async removeOldDays(now: number): Promise<number> {
      await ready();
      const cutoff = jakartaDayBefore(now, SPEED_LIMITS.retentionDays - 1);
      const removed: unknown = await knex()(SPEED_TABLE).where('day', '<', cutoff).delete();
      return Number(removed) || 0;
    },
  };
};

export type KecepatanService = ReturnType<typeof import('./kecepatan').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::kecepatan.kecepatan': KecepatanService;
  }
}
