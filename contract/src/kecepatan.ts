/**
 * Visitors' speed (ADR 122): what the public pages measure in the visitor's browser (Core Web Vitals) and the admin
 * dashboard's daily p75 per page. Not in the pinned contract: designed here.
 *
 * - `POST /api/kecepatan` (public, no cookie, no CSRF token) JSON `SpeedReport` -> 204 with no body, also when the
 *   report is not counted (a bot, an admin's browser, the report turned off). 400 `{ message, errors }` for a report
 *   that breaks the rules below, 413 for a body over `bodyMaxBytes`, 429 over the per-address limit.
 * - `GET /api/admin/kecepatan` (`pengelola`) -> `SpeedSummary`.
 */

/** The three Core Web Vitals: Largest Contentful Paint, Interaction to Next Paint (ms), Cumulative Layout Shift. */
export type SpeedMetric = 'LCP' | 'INP' | 'CLS';

export interface SpeedSample {
  name: SpeedMetric;
  /** LCP and INP in milliseconds, CLS unitless. */
  value: number;
}

/** One page view's report: the page's pattern (`/berita/:slug`, never the address) and each metric at most once. */
export interface SpeedReport {
  page: string;
  metrics: SpeedSample[];
}

export interface SpeedLimits {
  bodyMaxBytes: 2048;
  /** LCP and INP above this many ms are no measurement (a tab left in the background): refused. */
  msMax: 60000;
  clsMax: 10;
  /** Days kept; older days are removed by a daily job. */
  retentionDays: 30;
  /** The dashboard's window. */
  windowDays: 7;
}

/** Google's thresholds: `baik` up to the first, `perlu-perbaikan` up to the second, `buruk` above. */
export type SpeedRating = 'baik' | 'perlu-perbaikan' | 'buruk';

export interface SpeedValue {
  /** The 75th percentile (ms; CLS unitless); null without samples. */
  p75: number | null;
  samples: number;
  rating: SpeedRating | null;
}

export interface SpeedPeriod {
  LCP: SpeedValue;
  INP: SpeedValue;
  CLS: SpeedValue;
}

export interface SpeedPageSummary {
  /** The page's pattern (`/`, `/berita/:slug`). */
  page: string;
  /** The last 7 days (Asia/Jakarta), today included. */
  week: SpeedPeriod;
  /** Today (Asia/Jakarta). */
  day: SpeedPeriod;
}

export interface SpeedSummary {
  /** False when the report is turned off (WEB_VITALS=off): pages send nothing and nothing is stored. */
  enabled: boolean;
  /** Today in Asia/Jakarta (`YYYY-MM-DD`). */
  today: string;
  /** The pages with samples in the last 7 days, in the page table's order. */
  pages: SpeedPageSummary[];
}

export interface SpeedMessages {
  invalidPage: 'Halaman tidak dikenal.';
  invalidMetrics: 'Daftar metrik tidak valid: 1 sampai 3 metrik (LCP, INP, CLS), masing-masing sekali.';
  invalidValue: 'Nilai metrik harus angka yang masuk akal.';
  tooLarge: 'Laporan kecepatan maksimal 2 KB.';
}
