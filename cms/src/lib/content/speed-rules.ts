/**
 * Visitors' speed (ADR 122), pure: the report's checks, the fixed log-scale histogram a day's samples are counted in
 * (no sample is kept), its 75th percentile and Google's rating. The CMS (src/api/kecepatan), the public pages'
 * reporter and the MSW fixtures import it (`@cms-content/speed-rules`).
 */
import type {
  SpeedLimits,
  SpeedMessages,
  SpeedMetric,
  SpeedRating,
  SpeedReport,
  SpeedSample,
  SpeedValue,
} from '@hmrpl/contract';

export const SPEED_LIMITS: SpeedLimits = {
  bodyMaxBytes: 2048,
  msMax: 60000,
  clsMax: 10,
  retentionDays: 30,
  windowDays: 7,
};

export const SPEED_MESSAGES: SpeedMessages = {
  invalidPage: 'Halaman tidak dikenal.',
  invalidMetrics: 'Daftar metrik tidak valid: 1 sampai 3 metrik (LCP, INP, CLS), masing-masing sekali.',
  invalidValue: 'Nilai metrik harus angka yang masuk akal.',
  tooLarge: 'Laporan kecepatan maksimal 2 KB.',
};

export const SPEED_METRICS: readonly SpeedMetric[] = ['LCP', 'INP', 'CLS'];

/** Google's thresholds (web.dev): good up to the first, needs improvement up to the second, poor above. */
const SPEED_THRESHOLDS: Record<SpeedMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/** Each bucket is 10% wider than the one before: the p75 read back is within 5% of the true one. */
const GROWTH = 1.1;
/** CLS is counted in thousandths, so that its buckets have the same resolution as the milliseconds'. */
const unitsOf = (metric: SpeedMetric, value: number) => (metric === 'CLS' ? value * 1000 : value);
const maxOf = (metric: SpeedMetric) => (metric === 'CLS' ? SPEED_LIMITS.clsMax : SPEED_LIMITS.msMax);

/** The histogram bucket of a value: 0 for under one unit (1 ms, CLS 0.001), then `[1.1^(i-1), 1.1^i)`. */
export function bucketOf(metric: SpeedMetric, value: number): number {
  const units = unitsOf(metric, value);
  if (units < 1) return 0;
  return 1 + Math.floor(Math.log(units) / Math.log(GROWTH) + 1e-9);
}

/** The value a bucket stands for: 0 for bucket 0, else the geometric middle of its range. */
export function bucketValue(metric: SpeedMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const units = GROWTH ** (bucket - 0.5);
  return metric === 'CLS' ? Math.round(units) / 1000 : Math.round(units);
}

/** The number of buckets a metric can use (its largest value's bucket, plus one). */
export const bucketCount = (metric: SpeedMetric) => bucketOf(metric, maxOf(metric)) + 1;

/** The 75th percentile of a histogram (bucket -> count), or null when it is empty. */
export function p75Of(metric: SpeedMetric, counts: ReadonlyMap<number, number>): number | null {
  const buckets = [...counts.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return null;
}

export function ratingOf(metric: SpeedMetric, p75: number | null): SpeedRating | null {
  if (p75 === null) return null;
  const [good, poor] = SPEED_THRESHOLDS[metric];
  return p75 <= good ? 'baik' : p75 <= poor ? 'perlu-perbaikan' : 'buruk';
}

/** A histogram's p75, its sample count and rating. */
export function speedValue(metric: SpeedMetric, counts: ReadonlyMap<number, number>): SpeedValue {
  const p75 = p75Of(metric, counts);
  let samples = 0;
  for (const count of counts.values()) samples += count;
  return { p75, samples, rating: ratingOf(metric, p75) };
}

type SpeedReportCheck = { ok: true; report: SpeedReport } | { ok: false; errors: Record<string, string[]> };

const isMetric = (value: unknown): value is SpeedMetric => SPEED_METRICS.includes(value as SpeedMetric);

/** A report as the pages send it: a known page pattern, 1 to 3 metrics each once, finite values in range. */
export function checkSpeedReport(body: unknown, pages: readonly string[]): SpeedReportCheck {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const page = input.page;
  if (typeof page !== 'string' || !pages.includes(page)) errors.page = [SPEED_MESSAGES.invalidPage];
  const list = input.metrics;
  const metrics: SpeedSample[] = [];
  if (!Array.isArray(list) || list.length < 1 || list.length > SPEED_METRICS.length) {
    errors.metrics = [SPEED_MESSAGES.invalidMetrics];
  } else {
    for (const item of list as unknown[]) {
      const entry = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
      const { name, value } = entry;
      if (!isMetric(name) || metrics.some((seen) => seen.name === name) || Object.keys(entry).length !== 2) {
        errors.metrics = [SPEED_MESSAGES.invalidMetrics];
        break;
      }
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > maxOf(name)) {
        errors.metrics = [SPEED_MESSAGES.invalidValue];
        break;
      }
      metrics.push({ name, value });
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, report: { page: page as string, metrics } };
}

/** WEB_VITALS as written: '' or `on` keeps the report on, `off` turns it off; anything else is a typo and throws. */
export function parseSpeedSetting(value: string): boolean {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`WEB_VITALS must be on or off, not ${JSON.stringify(value)}`);
}
