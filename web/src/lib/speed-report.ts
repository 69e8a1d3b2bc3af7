/**
 * The visitors' speed reporter (ADR 122), loaded lazily by ./speed-report-start.ts: the web-vitals package measures
 * LCP, INP and CLS, and when the page is first hidden (the visitor leaves, switches tab or closes it) one request
 * carries the latest value of each to `POST /api/kecepatan` with the page's pattern (`/berita/:slug`, from the CMS),
 * never its address, query or any identifier. Once per page view; nothing when the visitor is then in the admin area
 * or on the sign-in page (the SPA may have gone there), and nothing from a staff member's browser (./staff-browser.ts:
 * checked here, as the page is hidden, rather than in the first render's code, which stays as small as it was).
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { SpeedMetric, SpeedReport } from '@hmrpl/contract';
import { SPEED_LIMITS, SPEED_METRICS } from '@cms-content/speed-rules';
import { paths } from '@/config/paths';
import { sendOnLeave } from '@/lib/http-client';
import { isStaffBrowser } from '@/lib/staff-browser';

const SPEED_REPORT_URL = '/api/kecepatan';

const isPrivatePath = (pathname: string) =>
  pathname === paths.login ||
  pathname === paths.admin.dashboard ||
  pathname.startsWith(`${paths.admin.dashboard}/`) ||
  pathname.startsWith(`${paths.login}/`);

/** A value the CMS takes: rounded (ms whole, CLS to 4 places), and none past the limits (a tab left in the background). */
function reportable(name: SpeedMetric, value: number): number | null {
  const max = name === 'CLS' ? SPEED_LIMITS.clsMax : SPEED_LIMITS.msMax;
  if (!Number.isFinite(value) || value < 0 || value > max) return null;
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

export function watchSpeed(page: string): void {
  const latest = new Map<SpeedMetric, number>();
  let sent = false;
  const keep = (metric: Metric) => {
    const name = metric.name as SpeedMetric;
    if (!SPEED_METRICS.includes(name)) return;
    const value = reportable(name, metric.value);
    if (value !== null) latest.set(name, value);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  // registered after web-vitals' own listeners, which hand over the final values as the page is hidden; `pagehide`
  // (leaving the page) counts whatever the visibility says at that moment
  const send = (event: Event) => {
    if (sent || latest.size === 0) return;
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    sent = true;
    if (isPrivatePath(window.location.pathname) || isStaffBrowser()) return;
    const report: SpeedReport = {
      page,
      metrics: SPEED_METRICS.filter((name) => latest.has(name)).map((name) => ({ name, value: latest.get(name)! })),
    };
    sendOnLeave(SPEED_REPORT_URL, report);
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
