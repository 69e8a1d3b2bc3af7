/**
 * Two real CMS processes (the built CMS, production mode) on ONE throwaway PostgreSQL database and ONE uploads
 * folder, as the README's deployment section runs them behind a reverse proxy (ADR 015, ADR 017):
 * - a write through either process is seen by the very next read through the other (public cache);
 * - sessions, logout and rate limits hold across both;
 * - two news items with the same title created at the same moment on the two processes get distinct slugs;
 * - an image uploaded through one is served by the other; both answer /api/health; neither logs personal data.
 * Prints its figures (rows, files, times) at the end.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../scripts/cms-process.mjs';
import { Agent } from '../../cms/tests/helpers/agent';
import { blob, smallImage } from '../../cms/tests/fixtures/images';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/pg-scratch.mjs';
import { OPTIONAL_SIGNING_SECRETS, REQUIRED_SIGNING_SECRETS, freshSecrets } from '../../cms/src/lib/process/secrets.js';

const ADMIN = { username: 'admin', email: 'admin@reliabel.hmrpl.test', password: 'Uji-Reliabel-2025!' };
const stamp = Date.now().toString(36);

let db: ScratchDatabase | null = null;
let publicDir = '';
let a: RunningCms | undefined;
let b: RunningCms | undefined;
/** The environment both processes start with (a restart uses it again). */
let processEnv: Record<string, string> = {};
const figures: string[] = [];
const started = Date.now();

const requirePostgres = process.env.TEST_POSTGRES === '1';

beforeAll(async () => {
  db = createScratchDatabase('hmrpl_rel');
  if (!db) {
    if (requirePostgres) throw new Error('TEST_POSTGRES=1 but no PostgreSQL database could be made');
    return;
  }
  publicDir = mkdtempSync(path.join(tmpdir(), 'hmrpl-multi-'));
  const env: Record<string, string> = {
    ...db.env,
    PUBLIC_DIR: publicDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    REQUEST_LOG: 'true',
    ...freshSecrets([...REQUIRED_SIGNING_SECRETS, ...OPTIONAL_SIGNING_SECRETS]),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // both processes share every secret (sessions and CSRF tokens made by one are checked by the other)
    CMS_ADMIN_EMAIL: 'super@reliabel.hmrpl.test',
    CMS_ADMIN_PASSWORD: 'Uji-Reliabel-Super-2025!',
    STRAPI_DISABLE_CRON: 'true',
  };
  processEnv = env;
  // The first process creates the schema; the second starts on the existing one (README: start one, then the rest).
  a = await startCms({ env, timeoutMs: 300_000 });
  b = await startCms({ env, timeoutMs: 300_000 }); // afterAll stops A should B fail to start
  figures.push(`start-up: process A ${a.startupMs} ms (empty database), process B ${b.startupMs} ms`);
}, 700_000);

afterAll(async () => {
  try {
    if (db && a) {
      const rows = async (table: string) =>
        Number((await db!.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`).catch(() => [{ n: 'NaN' }]))[0].n);
      figures.push(
        `rows: beritas ${await rows('beritas')}, files ${await rows('files')}, sessions ${await rows('hmrpl_sessions')}, ` +
          `aspirasis ${await rows('aspirasis')}, hmrpl_rate_limits ${await rows('hmrpl_rate_limits')}`,
        `files in the shared uploads folder: ${readdirSync(path.join(publicDir, 'uploads')).length}`,
        `whole file: ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      console.log(`[multi-process] ${figures.join('\n[multi-process] ')}`);
    }
  } finally {
    // always: stop both processes and drop the database, whatever failed above
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    if (publicDir) rmSync(publicDir, { recursive: true, force: true });
  }
}, 120_000);

async function admin(proc: RunningCms): Promise<Agent> {
  const agent = new Agent(proc.baseURL);
  await agent.loginOk(ADMIN.username, ADMIN.password);
  return agent;
}

async function createNews(agent: Agent, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('content', `<p>${title}</p>`);
  form.append('image', blob(await smallImage('png'), 'image/png'), 'foto.png');
  return agent.post('/api/admin/berita', form);
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

describe('two CMS processes, one PostgreSQL, one uploads folder', () => {
  it('both answer /api/health and say where they are', async (ctx) => {
    if (!a || !b) return ctx.skip(); // no PostgreSQL here (TEST_POSTGRES=1 makes that a failure in beforeAll)
    for (const proc of [a, b]) {
      const res = await fetch(`${proc.baseURL}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', disk: { status: 'ok' } });
      expect(proc.log()).toContain(`HMRPL siap (pid ${proc.pid}, postgres): situs ${proc.baseURL}/`);
    }
  });

  it('a write through either process is seen by the very next read through the other', async (ctx) => {
    if (!a || !b) return ctx.skip();
    const writers = [await admin(a), await admin(b)];
    const readers = [new Agent(b.baseURL), new Agent(a.baseURL)]; // reader i reads from the OTHER process
    const writeMs: number[] = [];
    const readMs: number[] = [];
    let stale = 0;
    const created: { id: number; via: number }[] = [];
    const rounds = 8;
    for (let i = 0; i < rounds; i += 1) {
      const via = i % 2;
      const reader = readers[via];
      await reader.get('/api/berita/terbaru');
      expect((await reader.get('/api/berita/terbaru')).headers.get('x-cache')).toBe('HIT'); // warm: answered from memory
      const title = `Kabar lintas proses ${stamp} ${i}`;
      let t = performance.now();
      const res = await createNews(writers[via], title);
      writeMs.push(performance.now() - t);
      expect(res.status).toBe(201);
      created.push({ id: res.body.data.id, via });
      t = performance.now();
      const next = await reader.get('/api/berita/terbaru');
      readMs.push(performance.now() - t);
      if (!next.text.includes(title)) stale += 1;
      expect(next.headers.get('x-cache')).toBe('MISS');
    }
    // deletes too
    for (const { id, via } of created.slice(0, 4)) {
      const reader = readers[via];
      await reader.get(`/api/berita/terbaru`);
      expect((await writers[via].delete(`/api/admin/berita/${id}`)).status).toBe(200);
      const next = await reader.get('/api/berita/terbaru');
      if (next.body.some((item: { id: number }) => item.id === id)) stale += 1;
    }
    expect(stale).toBe(0);

    // the public pages' HTML (head and embedded first data) is cached too, and follows the same shared version
    const html = (proc: RunningCms, p: string) => fetch(`${proc.baseURL}${p}`, { headers: { Accept: 'text/html' } });
    await html(b, '/berita');
    const warm = await html(b, '/berita');
    expect(warm.headers.get('x-cache')).toBe('HIT');
    await warm.text();
    const pageTitle = `Halaman lintas proses ${stamp}`;
    expect((await createNews(writers[0], pageTitle)).status).toBe(201); // through A
    const page = await html(b, '/berita'); // the very next page read through B
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache')).not.toBe('HIT');
    expect(await page.text()).toContain(pageTitle);

    figures.push(
      `cache across processes: ${rounds} creates + 4 deletes, ${stale} stale reads; create ${median(writeMs).toFixed(0)} ms, ` +
        `next read on the other process ${median(readMs).toFixed(1)} ms (medians)`,
    );
  });

  it('a session made on one process works on the other, and a logout on either ends it on both', async (ctx) => {
    if (!a || !b) return ctx.skip();
    const onA = await admin(a);
    expect((await onA.get('/api/me')).status).toBe(200); // A has looked the session up once
    const onB = new Agent(b.baseURL);
    for (const [name, value] of onA.jar) onB.setCookie(name, value);
    expect((await onB.get('/api/me')).status).toBe(200);
    const stolen = onA.cookie('hmrpl_session')!;
    expect((await onB.post('/api/logout')).status).toBe(200);
    const replay = new Agent(a.baseURL);
    replay.setCookie('hmrpl_session', stolen);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('rate limits count across both processes (login failures and aspiration sends)', async (ctx) => {
    if (!a || !b) return ctx.skip();
    const ip = '10.250.0.1';
    const onA = new Agent(a.baseURL);
    const onB = new Agent(b.baseURL);
    onA.ip = ip;
    onB.ip = ip;
    await onA.csrf();
    await onB.csrf();
    const fail = (agent: Agent, i: number) =>
      agent.post('/api/login', { email: `tidak-ada-${stamp}-${i}`, password: 'salah' });
    for (let i = 0; i < 5; i += 1) expect((await fail(i % 2 ? onB : onA, i)).status).toBe(401);
    expect((await fail(onA, 10)).status).toBe(429);
    expect((await fail(onB, 11)).status).toBe(429);

    const send = (agent: Agent, i: number) =>
      agent.post('/api/aspirasi', { kategori: 'Saran', pesan: `lintas ${stamp} ${i}`, isAnonim: true });
    onA.ip = onB.ip = '10.250.0.2';
    for (let i = 0; i < 5; i += 1) expect((await send(i % 2 ? onB : onA, i)).status).toBe(201);
    const limited = await send(onB, 99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the account lock-out holds across both processes', async (ctx) => {
    if (!a || !b) return ctx.skip();
    for (let i = 0; i < 5; i += 1) {
      const agent = new Agent((i % 2 ? b : a)!.baseURL); // a new address each time
      await agent.csrf();
      expect((await agent.post('/api/login', { email: 'kunci-lintas', password: 'salah' })).status).toBe(401);
    }
    const next = new Agent(b.baseURL);
    await next.csrf();
    expect((await next.post('/api/login', { email: 'kunci-lintas', password: 'salah' })).status).toBe(429);
  });

  it('same title at the same moment on both processes: distinct slugs, both stored', async (ctx) => {
    if (!a || !b) return ctx.skip();
    const [onA, onB] = [await admin(a), await admin(b)];
    for (let k = 0; k < 4; k += 1) {
      const title = `Rapat Paralel ${stamp} ${k}`;
      const [x, y] = await Promise.all([createNews(onA, title), createNews(onB, title)]);
      expect([x.status, y.status]).toEqual([201, 201]);
      expect(x.body.data.slug).not.toBe(y.body.data.slug);
      const slugs = [x.body.data.slug, y.body.data.slug].sort();
      const base = `rapat-paralel-${stamp}-${k}`;
      expect(slugs).toEqual([base, `${base}-2`]);
    }
    const duplicates = await db!.query(`SELECT slug FROM beritas GROUP BY slug HAVING count(*) > 1`);
    expect(duplicates).toEqual([]);
  });

  it('an image uploaded through one process is served by the other', async (ctx) => {
    if (!a || !b) return ctx.skip();
    const res = await createNews(await admin(a), `Foto bersama ${stamp}`);
    expect(res.status).toBe(201);
    const image = await fetch(`${b.baseURL}/storage/${res.body.data.image_path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('neither process logs a name, NIM or message text', async (ctx) => {
    if (!a || !b) return ctx.skip();
    const secret = { nama: `Budi Santoso ${stamp}`, nim: `1302${Date.now() % 1e8}`, pesan: `Keluhan rahasia ${stamp}` };
    for (const proc of [a, b]) {
      const agent = new Agent(proc.baseURL);
      await agent.csrf();
      const res = await agent.post(`/api/aspirasi?nim=${secret.nim}`, {
        ...secret,
        kategori: 'Kritik',
        isAnonim: false,
      });
      expect(res.status).toBe(201);
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // let the pipes drain
    for (const proc of [a, b]) {
      const output = proc.log();
      expect(output).toMatch(/"msg":"request".*"route":"\/api\/aspirasi","status":201/);
      for (const value of Object.values(secret)) expect(output).not.toContain(value);
    }
  });

  it('a scheduled item goes public on both processes within 60 s, through every cache, exactly once, across a restart', async (ctx) => {
    if (!a || !b) return ctx.skip();
    const onA = await admin(a);
    const schedule = async (title: string, at: number) => {
      const form = new FormData();
      form.append('title', title);
      form.append('content', `<p>${title}</p>`);
      form.append('status', 'scheduled');
      form.append('publish_at', new Date(at).toISOString());
      form.append('image', blob(await smallImage('png'), 'image/png'), 'foto.png');
      const res = await onA.post('/api/admin/berita', form);
      expect(res.status).toBe(201);
      expect(res.body.data.status).toBe('scheduled');
      return res.body.data as { id: number; slug: string; title: string };
    };
    const html = (proc: RunningCms, p: string) =>
      fetch(`${proc.baseURL}${p}`, { headers: { Accept: 'text/html' } }).then(async (res) => ({
        status: res.status,
        cache: res.headers.get('x-cache'),
        text: await res.text(),
      }));
    /** Seen by visitors of `proc`: the API, the page HTML of /berita and the sitemap. */
    const servedBy = async (proc: RunningCms, item: { slug: string; title: string }) => {
      const [api, list, sitemap] = await Promise.all([
        fetch(`${proc.baseURL}/api/berita/${item.slug}`),
        html(proc, '/berita'),
        html(proc, '/sitemap.xml'),
      ]);
      return api.status === 200 && list.text.includes(item.title) && sitemap.text.includes(`/berita/${item.slug}<`);
    };
    /** Milliseconds after `at` when every process served the item (or null after 60 s). */
    const whenServed = async (item: { slug: string; title: string }, at: number) => {
      const seen = new Map<string, number>();
      while (Date.now() < at + 60_000 && seen.size < 2) {
        for (const proc of [a!, b!]) {
          if (!seen.has(proc.baseURL) && (await servedBy(proc, item))) seen.set(proc.baseURL, Date.now() - at);
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return seen.size === 2 ? Math.max(...seen.values()) : null;
    };

    const t1 = Date.now() + 30_000;
    const t2 = Date.now() + 45_000;
    const first = await schedule(`Terjadwal lintas proses ${stamp}`, t1);
    const second = await schedule(`Terjadwal setelah restart ${stamp}`, t2);

    // before its time: hidden everywhere, and every cache warm on both processes
    for (const proc of [a, b]) {
      expect((await fetch(`${proc.baseURL}/api/berita/${first.slug}`)).status).toBe(404);
      for (const p of ['/berita', '/sitemap.xml']) {
        await html(proc, p);
        const warm = await html(proc, p);
        expect(warm.cache, p).toBe('HIT');
        expect(warm.text).not.toContain(first.slug);
      }
      await fetch(`${proc.baseURL}/api/berita/terbaru`);
      expect((await fetch(`${proc.baseURL}/api/berita/terbaru`)).headers.get('x-cache')).toBe('HIT');
    }
    const firstAfter = await whenServed(first, t1);
    expect(firstAfter, 'the first item was not served by both processes within 60 s').not.toBeNull();
    expect(firstAfter!).toBeGreaterThan(-1000);

    // both processes restart a few seconds before the second item's time
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, t2 - 8_000 - Date.now())));
    expect((await fetch(`${a.baseURL}/api/berita/${second.slug}`)).status).toBe(404);
    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await Promise.all([
      startCms({ env: processEnv, timeoutMs: 120_000 }),
      startCms({ env: processEnv, timeoutMs: 120_000 }),
    ]);
    const secondAfter = await whenServed(second, t2);
    expect(secondAfter, 'the second item was not served by both processes within 60 s of a restart').not.toBeNull();

    for (const item of [first, second]) {
      const records = await db!.query<{ via: string }>('SELECT via FROM berita_publications WHERE berita_id = $1', [
        item.id,
      ]);
      expect(records).toEqual([{ via: 'jadwal' }]);
    }
    figures.push(
      `scheduled news: served by both processes ${(firstAfter! / 1000).toFixed(1)} s after its time (caches warm), ` +
        `${(secondAfter! / 1000).toFixed(1)} s after its time across a restart of both; one publication record each`,
    );
  }, 200_000);
});
