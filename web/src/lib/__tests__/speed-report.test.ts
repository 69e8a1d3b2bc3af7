import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import type { SpeedReport } from '@hmrpl/contract';
import { SPEED_META_NAME, startSpeedReport } from '../speed-report-start';
import { markStaffBrowser, unmarkStaffBrowser } from '../staff-browser';

type Callback = (metric: Metric) => void;
const watched = vi.hoisted(() => ({ callbacks: {} as Record<string, (metric: unknown) => void> }));
vi.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => (watched.callbacks.LCP = callback as (metric: unknown) => void),
  onINP: (callback: Callback) => (watched.callbacks.INP = callback as (metric: unknown) => void),
  onCLS: (callback: Callback) => (watched.callbacks.CLS = callback as (metric: unknown) => void),
}));

/** What web-vitals hands over, as far as the reporter reads it. */
const measured = (name: Metric['name'], value: number) => watched.callbacks[name]({ name, value });

function setMeta(page: string | null) {
  document.head.querySelector(`meta[name="${SPEED_META_NAME}"]`)?.remove();
  if (page === null) return;
  const meta = document.createElement('meta');
  meta.name = SPEED_META_NAME;
  meta.content = page;
  document.head.append(meta);
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let sends: Array<[string, RequestInit]> = [];
beforeEach(() => {
  watched.callbacks = {};
  sends = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
    sends.push([String(url), init ?? {}]);
    return new Response(null, { status: 204 });
  });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  unmarkStaffBrowser();
  setMeta(null);
  window.history.replaceState(null, '', '/');
});

const now = (task: () => void) => task();

describe('the visitors’ speed reporter (ADR 122)', () => {
  it('sends the page’s pattern, never its address, once, as the page is hidden', async () => {
    window.history.replaceState(null, '', '/berita/judul-rahasia?utm_source=ig#komentar');
    setMeta('/berita/:slug');
    await startSpeedReport(now);
    measured('LCP', 1234.56);
    measured('CLS', 0.012345);
    measured('INP', 88.2);
    measured('LCP', 1300.4);
    expect(sends).toEqual([]);
    hide();
    expect(sends).toHaveLength(1);
    const [url, init] = sends[0];
    expect(url).toBe('/api/kecepatan');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init.body))).toEqual({
      page: '/berita/:slug',
      metrics: [
        { name: 'LCP', value: 1300 },
        { name: 'INP', value: 88 },
        { name: 'CLS', value: 0.0123 },
      ],
    } satisfies SpeedReport);
    expect(String(init.body)).not.toMatch(/judul-rahasia|utm|komentar/);
    // back and away again: the page view was reported
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sends).toHaveLength(1);
  });

  it('leaves out a value the CMS would refuse (a tab left in the background), keeping the others', async () => {
    setMeta('/');
    await startSpeedReport(now);
    measured('LCP', 75_000);
    measured('CLS', 0);
    hide();
    expect(JSON.parse(String(sends[0][1].body))).toEqual({ page: '/', metrics: [{ name: 'CLS', value: 0 }] });
  });

  it('sends nothing once the visitor has gone on to the admin area or the sign-in page', async () => {
    setMeta('/tentang');
    await startSpeedReport(now);
    measured('LCP', 900);
    window.history.pushState(null, '', '/admin/berita');
    hide();
    expect(sends).toEqual([]);
  });

  it('loads nothing when the page names no pattern (turned off, the admin area, dev:mock) or the visitor asks not to be tracked', async () => {
    setMeta(null);
    await startSpeedReport(now);
    expect(watched.callbacks).toEqual({});
    setMeta('/');
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    try {
      await startSpeedReport(now);
    } finally {
      Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    }
    expect(watched.callbacks).toEqual({});
    hide();
    expect(sends).toEqual([]);
  });

  it('sends nothing from a staff member’s browser, also when they signed in (another tab) after the page opened', async () => {
    markStaffBrowser();
    setMeta('/');
    await startSpeedReport(now);
    measured('LCP', 900);
    hide();
    expect(sends).toEqual([]);
  });
});
