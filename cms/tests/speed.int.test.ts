/**
 * The visitors' speed report (ADR 122) over HTTP, on SQLite and PostgreSQL:
 * - a public page names its pattern for the reporter (a private page does not); turned off, it does not;
 * - POST /api/kecepatan: anonymous, no CSRF token, no cookie in the answer; 100 page views give the p75 the admin
 *   reads back (GET /api/admin/kecepatan, pengelola alone, no-store);
 * - refused and not stored: an address instead of a pattern, an unknown metric, a value out of range, a body over
 *   2 KB, a foreign Origin; not counted: a bot, a browser with an admin session, any report while turned off;
 * - the per-address rate limit; the retention job removes the days past 30.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeedSummary } from '@hmrpl/contract';
import { createUser, distModule, startTestApp, type Agent, type TestApp } from './helpers';

let app: TestApp;
let admin: Agent;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const SPEED_TABLE = 'hmrpl_speed';

const report = (agent: Agent, body: unknown, headers: Record<string, string> = {}) =>
  agent.post('/api/kecepatan', body, { headers: { 'User-Agent': BROWSER, Origin: app.baseUrl, ...headers } });

async function summary(): Promise<SpeedSummary> {
  const res = await admin.get('/api/admin/kecepatan');
  expect(res.status).toBe(200);
  return res.body as SpeedSummary;
}

/** Samples stored for a page (every metric, the 7 days). */
async function samplesOf(page: string): Promise<number> {
  const found = (await summary()).pages.find((entry) => entry.page === page);
  return found ? found.week.LCP.samples + found.week.INP.samples + found.week.CLS.samples : 0;
}

function speedMeta(html: string): string | null {
  const match = /<meta name="hmrpl-kecepatan" content="([^"]*)">/.exec(html);
  return match ? match[1] : null;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

afterAll(async () => {
  app.strapi.config.set('server.hmrpl.kecepatan.enabled', true);
  if (await app.strapi.db.connection.schema.hasTable(SPEED_TABLE)) await app.strapi.db.connection(SPEED_TABLE).delete();
});

describe('the page names its pattern', () => {
  it('a public page carries its pattern (never its address); the sign-in page none', async () => {
    const page = await app.agent().get('/berita', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(speedMeta(page.text)).toBe('/berita');
    const login = await app.agent().get('/login', { headers: { Accept: 'text/html' } });
    expect(speedMeta(login.text)).toBeNull();
  });
});

describe('POST /api/kecepatan', () => {
  it('stores 100 page views without a token or cookie; the admin reads their p75 and rating', async () => {
    const before = await samplesOf('/berita');
    expect(before).toBe(0);
    // four visitors (addresses), 25 page views each: LCP 100..10000 ms, INP 5..500 ms, CLS 0.001..0.1
    const visitors = [app.agent(), app.agent(), app.agent(), app.agent()];
    for (let i = 1; i <= 100; i += 1) {
      const res = await report(visitors[i % 4], {
        page: '/berita',
        metrics: [
          { name: 'LCP', value: i * 100 },
          { name: 'INP', value: i * 5 },
          { name: 'CLS', value: i / 1000 },
        ],
      });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const data = await summary();
    expect(data.enabled).toBe(true);
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const berita = data.pages.find((entry) => entry.page === '/berita')!;
    const near = (value: number | null, expected: number) => Math.abs(value! - expected) / expected;
    expect(berita.week.LCP.samples).toBe(100);
    expect(near(berita.week.LCP.p75, 7500)).toBeLessThanOrEqual(0.05);
    expect(berita.week.LCP.rating).toBe('buruk');
    expect(near(berita.week.INP.p75, 375)).toBeLessThanOrEqual(0.05);
    expect(berita.week.INP.rating).toBe('perlu-perbaikan');
    expect(near(berita.week.CLS.p75, 0.075)).toBeLessThanOrEqual(0.05);
    expect(berita.week.CLS.rating).toBe('baik');
    expect(berita.day).toEqual(berita.week);
    // what is stored: counts per day, page, metric and bucket; nothing about the visitor
    const columns = Object.keys(await app.strapi.db.connection(SPEED_TABLE).columnInfo());
    expect(columns.sort()).toEqual(['bucket', 'day', 'metric', 'page', 'samples']);
  });

  it('refuses an address, an unknown metric, a value out of range and a body over 2 KB, storing nothing', async () => {
    const visitor = app.agent();
    const cases: Array<[unknown, number, string]> = [
      [{ page: '/berita/judul-berita', metrics: [{ name: 'LCP', value: 900 }] }, 422, 'Halaman tidak dikenal.'],
      [{ page: '/tentang?ref=ig', metrics: [{ name: 'LCP', value: 900 }] }, 422, 'Halaman tidak dikenal.'],
      [
        { page: '/tentang', metrics: [{ name: 'FID', value: 9 }] },
        422,
        'Daftar metrik tidak valid: 1 sampai 3 metrik (LCP, INP, CLS), masing-masing sekali.',
      ],
      [{ page: '/tentang', metrics: [{ name: 'LCP', value: 1e9 }] }, 422, 'Nilai metrik harus angka yang masuk akal.'],
      [
        { page: '/tentang', metrics: [{ name: 'LCP', value: 900 }], pad: 'x'.repeat(3000) },
        413,
        'Laporan kecepatan maksimal 2 KB.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await report(visitor, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await samplesOf('/tentang')).toBe(0);
  });

  it('only the token is waived, for this route alone: a foreign Origin is refused (419), other sends need their token', async () => {
    const aspiration = await app.agent().post('/api/aspirasi', { pesan: 'x', kategori: 'Saran', isAnonim: true });
    expect(aspiration.status).toBe(419);
    const trailing = await app
      .agent()
      .post('/api/kecepatan/', { page: '/tentang', metrics: [{ name: 'LCP', value: 900 }] });
    expect(trailing.status).toBe(419);
    const res = await report(
      app.agent(),
      { page: '/tentang', metrics: [{ name: 'LCP', value: 900 }] },
      { Origin: 'https://penyerang.example' },
    );
    expect(res.status).toBe(419);
    expect(await samplesOf('/tentang')).toBe(0);
  });

  it('does not count a bot or a browser with an admin session', async () => {
    const body = { page: '/tentang', metrics: [{ name: 'LCP', value: 900 }] };
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
    ]) {
      expect((await report(app.agent(), body, { 'User-Agent': agent })).status).toBe(204);
    }
    const signedIn = app.agent();
    await signedIn.loginOk();
    expect((await report(signedIn, body)).status).toBe(204);
    expect(await samplesOf('/tentang')).toBe(0);
    // the same report from a visitor counts
    expect((await report(app.agent(), body)).status).toBe(204);
    expect(await samplesOf('/tentang')).toBe(1);
  });

  it('limits reports per address (120 a minute)', async () => {
    const visitor = app.agent();
    const body = { page: '/kegiatan', metrics: [{ name: 'CLS', value: 0 }] };
    for (let i = 0; i < 120; i += 1) expect((await report(visitor, body)).status).toBe(204);
    const refused = await report(visitor, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report(app.agent(), body)).status).toBe(204);
  });
});

describe('GET /api/admin/kecepatan', () => {
  it('is for the pengelola: 401 without a session, 403 for redaksi; no-store', async () => {
    expect((await app.agent().get('/api/admin/kecepatan')).status).toBe(401);
    const editor = await createUser(app.strapi, { admin: true, roles: ['redaksi'] });
    const agent = app.agent();
    await agent.loginOk(editor.username, editor.password);
    expect((await agent.get('/api/admin/kecepatan')).status).toBe(403);
    const res = await admin.get('/api/admin/kecepatan');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('turned off (WEB_VITALS=off)', () => {
  it('stores nothing, says so to the admin, and the pages stop naming their pattern', async () => {
    const { moveCacheVersion } = distModule<typeof import('../src/lib/cache/version')>('src/lib/cache/version');
    app.strapi.config.set('server.hmrpl.kecepatan.enabled', false);
    try {
      await moveCacheVersion(app.strapi);
      const res = await report(app.agent(), { page: '/aspirasi', metrics: [{ name: 'LCP', value: 900 }] });
      expect(res.status).toBe(204);
      const data = await summary();
      expect(data.enabled).toBe(false);
      expect(data.pages.find((entry) => entry.page === '/aspirasi')).toBeUndefined();
      const page = await app.agent().get('/aspirasi', { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(speedMeta(page.text)).toBeNull();
    } finally {
      app.strapi.config.set('server.hmrpl.kecepatan.enabled', true);
      await moveCacheVersion(app.strapi);
    }
  });
});

describe('retention', () => {
  it('the daily job removes the days older than 30 and keeps the rest', async () => {
    const { speedRetention } = distModule<typeof import('../src/bootstrap/speed')>('src/bootstrap/speed');
    const { moveClock, resetClock } = distModule<typeof import('../src/lib/process/clock')>('src/lib/process/clock');
    const { jakartaDayBefore } = distModule<typeof import('../src/api/kecepatan/services/kecepatan')>(
      'src/api/kecepatan/services/kecepatan',
    );
    const knex = app.strapi.db.connection;
    const now = Date.now();
    const row = (daysAgo: number) => ({
      day: jakartaDayBefore(now, daysAgo),
      page: '/dokumen',
      metric: 'LCP',
      bucket: 50,
      samples: 3,
    });
    await knex(SPEED_TABLE).insert([row(30), row(29)]);
    // two days on: the daily job is due whether or not it ran when the CMS started; day 29 is then 31 days old
    moveClock(2 * 24 * 3600_000);
    try {
      expect(await speedRetention(app.strapi).tick()).toBe('ran');
    } finally {
      resetClock();
    }
    const days = (await knex(SPEED_TABLE).where({ page: '/dokumen' }).select('day')) as Array<{ day: string }>;
    expect(days).toEqual([]);
    await knex(SPEED_TABLE).insert([row(3)]);
    moveClock(4 * 24 * 3600_000);
    try {
      expect(await speedRetention(app.strapi).tick()).toBe('ran');
    } finally {
      resetClock();
    }
    expect(((await knex(SPEED_TABLE).where({ page: '/dokumen' }).select('day')) as unknown[]).length).toBe(1);
  });
});
