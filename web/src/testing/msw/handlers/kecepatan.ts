/**
 * The visitors' speed on fixtures (ADR 122): `POST /api/kecepatan` checked by the CMS's own rules
 * (`@cms-content/speed-rules`) and counted in today's histograms, `GET /api/admin/kecepatan` (pengelola: ../roles.ts)
 * read back from them. Seeded with a few page views so that `dev:mock` shows a table; tests set `speedFixture.current`.
 */
import { http, HttpResponse } from 'msw';
import type { ErrorBody, SpeedMetric, SpeedPeriod, SpeedSummary } from '@hmrpl/contract';
import { SPEED_LIMITS, SPEED_MESSAGES, bucketOf, checkSpeedReport, speedValue } from '@cms-content/speed-rules';
import { jakartaToday } from '@cms-content/jakarta-time';
import { fixtureState } from '../db';
import { adminFailure, errorResponse, latency, validationResponse } from '../utils';

/** The CMS's page table's patterns (cms/src/front/types/), in its order. */
const PAGE_PATTERNS = [
  '/',
  '/berita',
  '/berita/:slug',
  '/kegiatan',
  '/kegiatan/:slug',
  '/tentang',
  '/tentang/kabinet/:slug',
  '/proker',
  '/proker/:slug',
  '/aspirasi',
  '/rekrutmen',
  '/awarding',
  '/dokumen',
  '/prestasi',
  '/prestasi/kirim',
  '/prestasi/:slug',
  '/sertifikat/:kode',
];

interface SpeedSampleRow {
  page: string;
  metric: SpeedMetric;
  value: number;
  /** Days before today (0: today). */
  daysAgo: number;
}

const seed = (): SpeedSampleRow[] => [
  ...Array.from({ length: 40 }, (_, i) => ({
    page: '/',
    metric: 'LCP' as const,
    value: 1200 + i * 40,
    daysAgo: i % 7,
  })),
  ...Array.from({ length: 40 }, (_, i) => ({
    page: '/',
    metric: 'CLS' as const,
    value: (i % 5) / 100,
    daysAgo: i % 7,
  })),
  ...Array.from({ length: 12 }, (_, i) => ({ page: '/', metric: 'INP' as const, value: 120 + i * 30, daysAgo: i % 3 })),
  ...Array.from({ length: 9 }, (_, i) => ({
    page: '/berita/:slug',
    metric: 'LCP' as const,
    value: 2600 + i * 200,
    daysAgo: (i % 4) + 1,
  })),
];

export const speedFixture = fixtureState(() => ({ enabled: true, samples: seed() }));

function period(samples: SpeedSampleRow[]): SpeedPeriod {
  const of = (metric: SpeedMetric) => {
    const counts = new Map<number, number>();
    for (const sample of samples.filter((row) => row.metric === metric)) {
      const bucket = bucketOf(metric, sample.value);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    return speedValue(metric, counts);
  };
  return { LCP: of('LCP'), INP: of('INP'), CLS: of('CLS') };
}

export const kecepatanHandlers = [
  http.post<never, never, ErrorBody>('/api/kecepatan', async ({ request }) => {
    const text = await request.text();
    if (!speedFixture.current.enabled) return new HttpResponse(null, { status: 204 });
    if (new TextEncoder().encode(text).length > SPEED_LIMITS.bodyMaxBytes)
      return errorResponse(413, SPEED_MESSAGES.tooLarge);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const check = checkSpeedReport(body, PAGE_PATTERNS);
    if (!check.ok) return validationResponse(check.errors);
    for (const sample of check.report.metrics)
      speedFixture.current.samples.push({
        page: check.report.page,
        metric: sample.name,
        value: sample.value,
        daysAgo: 0,
      });
    return new HttpResponse(null, { status: 204 });
  }),

  http.get<never, never, SpeedSummary | ErrorBody>('/api/admin/kecepatan', async () => {
    await latency();
    const failure = adminFailure();
    if (failure) return failure;
    const { enabled, samples } = speedFixture.current;
    const week = samples.filter((row) => row.daysAgo < SPEED_LIMITS.windowDays);
    const pages = PAGE_PATTERNS.filter((page) => week.some((row) => row.page === page)).map((page) => {
      const mine = week.filter((row) => row.page === page);
      return { page, week: period(mine), day: period(mine.filter((row) => row.daysAgo === 0)) };
    });
    return HttpResponse.json<SpeedSummary>({ enabled, today: jakartaToday(new Date()), pages });
  }),
];
