import { describe, expect, it } from 'vitest';
import {
  bucketCount,
  bucketOf,
  bucketValue,
  checkSpeedReport,
  parseSpeedSetting,
  p75Of,
  ratingOf,
  speedValue,
  SPEED_MESSAGES,
} from '../speed-rules';
import type { SpeedMetric } from '@hmrpl/contract';

function histogram(metric: SpeedMetric, values: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return counts;
}

describe('the histogram', () => {
  it('puts every value in a bucket whose value is within 5% of it', () => {
    for (const value of [1, 2, 7, 75, 199, 200, 201, 2500, 4000, 12345, 60000]) {
      const back = bucketValue('LCP', bucketOf('LCP', value));
      expect(Math.abs(back - value) / value).toBeLessThanOrEqual(0.05 + 0.5 / value);
    }
    for (const value of [0.001, 0.05, 0.1, 0.25, 1.5, 10]) {
      const back = bucketValue('CLS', bucketOf('CLS', value));
      expect(Math.abs(back - value) / value).toBeLessThanOrEqual(0.06);
    }
  });

  it('counts what is under one unit (0 ms, no layout shift) as 0', () => {
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('INP', 0.4)).toBe(0);
    expect(bucketValue('CLS', 0)).toBe(0);
  });

  it('has a fixed, small number of buckets per metric (bounded rows)', () => {
    expect(bucketCount('LCP')).toBeLessThanOrEqual(120);
    expect(bucketCount('CLS')).toBeLessThanOrEqual(100);
  });
});

describe('the 75th percentile', () => {
  it('of 1..100 ms is 75 ms within the buckets’ 5%', () => {
    const p75 = p75Of(
      'LCP',
      histogram(
        'LCP',
        Array.from({ length: 100 }, (_, i) => i + 1),
      ),
    )!;
    expect(Math.abs(p75 - 75) / 75).toBeLessThanOrEqual(0.05);
  });

  it('follows the rank, not the mean: 74 fast and 26 slow views are slow at p75', () => {
    const values = [...Array<number>(74).fill(1000), ...Array<number>(26).fill(5000)];
    expect(p75Of('LCP', histogram('LCP', values))).toBeGreaterThan(4500);
    const fast = [...Array<number>(75).fill(1000), ...Array<number>(25).fill(5000)];
    expect(p75Of('LCP', histogram('LCP', fast))).toBeLessThan(1100);
  });

  it('is null without samples; CLS of mostly zero is 0', () => {
    expect(p75Of('INP', new Map())).toBeNull();
    expect(speedValue('INP', new Map())).toEqual({ p75: null, samples: 0, rating: null });
    expect(speedValue('CLS', histogram('CLS', [0, 0, 0, 0.3]))).toEqual({ p75: 0, samples: 4, rating: 'baik' });
  });
});

describe('the rating (Google’s thresholds)', () => {
  it('is good up to the first threshold, poor above the second', () => {
    expect(ratingOf('LCP', 2500)).toBe('baik');
    expect(ratingOf('LCP', 2501)).toBe('perlu-perbaikan');
    expect(ratingOf('LCP', 4001)).toBe('buruk');
    expect(ratingOf('INP', 200)).toBe('baik');
    expect(ratingOf('INP', 500)).toBe('perlu-perbaikan');
    expect(ratingOf('INP', 501)).toBe('buruk');
    expect(ratingOf('CLS', 0.1)).toBe('baik');
    expect(ratingOf('CLS', 0.25)).toBe('perlu-perbaikan');
    expect(ratingOf('CLS', 0.26)).toBe('buruk');
  });
});

describe('checkSpeedReport', () => {
  const pages = ['/', '/berita/:slug'];
  const ok = { page: '/berita/:slug', metrics: [{ name: 'LCP', value: 1200 }] };

  it('takes a known page and 1 to 3 metrics', () => {
    expect(checkSpeedReport(ok, pages)).toEqual({ ok: true, report: ok });
    const three = {
      page: '/',
      metrics: [
        { name: 'LCP', value: 900 },
        { name: 'INP', value: 0 },
        { name: 'CLS', value: 0.02 },
      ],
    };
    expect(checkSpeedReport(three, pages)).toEqual({ ok: true, report: three });
  });

  it('refuses an address instead of a pattern, an unknown metric, a repeat, a value out of range', () => {
    const refused = (body: unknown) => {
      const check = checkSpeedReport(body, pages);
      return check.ok ? null : check.errors;
    };
    expect(refused({ ...ok, page: '/berita/judul-berita' })).toEqual({ page: [SPEED_MESSAGES.invalidPage] });
    expect(refused({ ...ok, page: '/?utm=1' })).toEqual({ page: [SPEED_MESSAGES.invalidPage] });
    expect(refused({ ...ok, metrics: [{ name: 'FID', value: 3 }] })).toEqual({
      metrics: [SPEED_MESSAGES.invalidMetrics],
    });
    expect(refused({ ...ok, metrics: [] })).toEqual({ metrics: [SPEED_MESSAGES.invalidMetrics] });
    expect(refused({ ...ok, metrics: [ok.metrics[0], ok.metrics[0]] })).toEqual({
      metrics: [SPEED_MESSAGES.invalidMetrics],
    });
    // nothing else rides along with a sample (an id, the address)
    expect(refused({ ...ok, metrics: [{ name: 'LCP', value: 1, id: 'v4-1' }] })).toEqual({
      metrics: [SPEED_MESSAGES.invalidMetrics],
    });
    for (const value of [-1, 60001, Number.NaN, Infinity, '1200', null])
      expect(refused({ ...ok, metrics: [{ name: 'LCP', value }] })).toEqual({
        metrics: [SPEED_MESSAGES.invalidValue],
      });
    expect(refused({ ...ok, metrics: [{ name: 'CLS', value: 11 }] })).toEqual({
      metrics: [SPEED_MESSAGES.invalidValue],
    });
    expect(refused(null)).toEqual({ page: [SPEED_MESSAGES.invalidPage], metrics: [SPEED_MESSAGES.invalidMetrics] });
  });
});

describe('parseSpeedSetting (WEB_VITALS)', () => {
  it('is on unless `off`, and a typo stops the start', () => {
    expect(parseSpeedSetting('')).toBe(true);
    expect(parseSpeedSetting('on')).toBe(true);
    expect(parseSpeedSetting(' OFF ')).toBe(false);
    expect(() => parseSpeedSetting('of')).toThrow(/WEB_VITALS must be on or off/);
  });
});
