/** The visitors' speed for the dashboard (GET /api/admin/kecepatan, ADR 122): p75 per page, 7 days and today. */
import useSWR from 'swr';
import type { SpeedMetric, SpeedRating, SpeedSummary, SpeedValue } from '@hmrpl/contract';

const SPEED_SUMMARY_KEY = '/api/admin/kecepatan';

export function useSpeedSummary() {
  return useSWR<SpeedSummary>(SPEED_SUMMARY_KEY);
}

export const RATING_LABELS: Record<SpeedRating, string> = {
  baik: 'Baik',
  'perlu-perbaikan': 'Perlu perbaikan',
  buruk: 'Buruk',
};

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const seconds = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat('id-ID');

/** `2,1 detik`, `180 ms`, CLS `0,05`; `-` without samples. */
export function formatSpeed(metric: SpeedMetric, value: SpeedValue): string {
  if (value.p75 === null) return '-';
  if (metric === 'CLS') return decimal.format(value.p75);
  return value.p75 >= 1000 ? `${seconds.format(value.p75 / 1000)} detik` : `${whole.format(value.p75)} ms`;
}

export const formatCount = (count: number) => whole.format(count);
