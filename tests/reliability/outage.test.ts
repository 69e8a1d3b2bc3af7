/**
 * When the database goes away (ADR 043), on real CMS processes (the built CMS, production mode):
 * - PostgreSQL (a server of the test's own, tests/reliability/pg-cluster.ts) stopped for 10 s under read load:
 *   every public read cached before answers 200 all along (marked stale), a read it does not hold answers 503 with
 *   Retry-After, nothing answers 500, and after the restart the next write is seen by the next read;
 * - SQLite: the database file unreadable for 10 s under read load, the same; then readable again, the next write is
 *   seen by the next read (and the CDN purge hook, a local HTTP server here, is called);
 * - a write in flight when PostgreSQL restarts is either stored whole or refused with nothing stored, never
 *   acknowledged and lost.
 * Prints what a visitor got during the outage.
 */
import { spawn } from 'node:child_process';
import { openSync, readFileSync, readdirSync, closeSync, writeSync, fsyncSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import {
  Agent,
  adminAgent,
  galleryForm,
  newsForm,
  percentile,
  pngBytes,
  query,
  removeDir,
  requireCms,
  startOn,
  tempDir,
} from './helpers';
import { clusterUnavailable, makeCluster, type PgCluster } from './pg-cluster';

const OUTAGE_MS = 10_000;
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const noCluster = clusterUnavailable();
if (noCluster) console.warn(`[outage] PostgreSQL cases SKIPPED: ${noCluster}`);
const skipPg = Boolean(noCluster) && process.env.TEST_POSTGRES !== '1';

interface Seen {
  path: string;
  kind: 'cached' | 'miss';
  status: number;
  at: number;
  ms: number;
  cache: string | null;
  retryAfter: string | null;
  type: string | null;
}

/** The public reads a visitor makes, cached before the outage: API, page HTML (as a browser asks) and feeds. */
async function warmReads(baseURL: string): Promise<Array<{ path: string; headers: Record<string, string> }>> {
  const list = (await (await fetch(`${baseURL}/api/berita?page=1`)).json()) as { data: { slug: string }[] };
  const slugs = list.data.slice(0, 3).map((n) => n.slug);
  const api = [
    '/api/berita?page=1',
    '/api/berita/terbaru',
    '/api/galeri?page=1&limit=6',
    '/api/awarding',
    '/api/rekrutmen',
    ...slugs.map((s) => `/api/berita/${s}`),
  ].map((p) => ({ path: p, headers: { 'Accept-Encoding': 'gzip, br' } }));
  const pages = ['/', '/berita', '/tentang', '/kegiatan', ...slugs.map((s) => `/berita/${s}`)].map((p) => ({
    path: p,
    headers: { ...HTML, 'Accept-Encoding': 'gzip, br' },
  }));
  const feeds = ['/rss.xml', '/sitemap.xml', '/robots.txt'].map((p) => ({ path: p, headers: {} }));
  const reads = [...api, ...pages, ...feeds];
  for (const read of reads) {
    await fetch(baseURL + read.path, { headers: read.headers });
    const again = await fetch(baseURL + read.path, { headers: read.headers });
    expect(again.headers.get('x-cache'), read.path).toBe('HIT');
  }
  return reads;
}

/** Visitors until `stop()`: each loop reads the cached reads in turn and, every third time, something never read. */
function visitors(baseURL: string, reads: Array<{ path: string; headers: Record<string, string> }>, loops = 6) {
  const seen: Seen[] = [];
  let running = true;
  let n = 0;
  const one = async (path: string, headers: Record<string, string>, kind: Seen['kind']) => {
    const started = performance.now();
    try {
      const res = await fetch(baseURL + path, { headers, redirect: 'manual' });
      await res.arrayBuffer();
      seen.push({
        path,
        kind,
        status: res.status,
        at: Date.now(),
        ms: performance.now() - started,
        cache: res.headers.get('x-cache'),
        retryAfter: res.headers.get('retry-after'),
        type: res.headers.get('content-type'),
      });
    } catch {
      seen.push({ path, kind, status: 0, at: Date.now(), ms: 0, cache: null, retryAfter: null, type: null });
    }
  };
  const done = Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let i = loop; running; i += 1) {
        const read = reads[i % reads.length];
        await one(read.path, read.headers, 'cached');
        if (i % 3 === 0) {
          n += 1;
          const miss = n % 2 ? `/api/berita/belum-pernah-dibaca-${n}` : `/berita/belum-pernah-dibaca-${n}`;
          await one(miss, miss.startsWith('/api') ? {} : HTML, 'miss');
        }
        await sleep(5);
      }
    }),
  );
  return {
    seen,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Background read load from a separate process (scripts/bench/load.mjs) over the cached reads. */
function backgroundLoad(baseURL: string, reads: Array<{ path: string; headers: Record<string, string> }>, ms: number) {
  return new Promise<{ requests: number; statuses: Record<string, number>; p99: number }>((resolve, reject) => {
    const port = Number(new URL(baseURL).port);
    const child = spawn(process.execPath, [
      path.join(__dirname, '..', '..', 'scripts', 'bench', 'load.mjs'),
      JSON.stringify({ port, connections: 16, durationMs: ms, requests: reads }),
    ]);
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
  });
}

function summary(label: string, seen: Seen[], from: number, to: number): string {
  const during = seen.filter((s) => s.at >= from && s.at <= to);
  const count = (kind: Seen['kind']) => {
    const byStatus: Record<string, number> = {};
    for (const s of during.filter((x) => x.kind === kind))
      byStatus[`${s.status}${s.cache ? ` ${s.cache}` : ''}`] =
        (byStatus[`${s.status}${s.cache ? ` ${s.cache}` : ''}`] ?? 0) + 1;
    return JSON.stringify(byStatus);
  };
  const cachedMs = during
    .filter((s) => s.kind === 'cached')
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return (
    `[outage] ${label}, ${((to - from) / 1000).toFixed(1)} s without a database: cached reads ${count('cached')} ` +
    `(p99 ${percentile(cachedMs, 99).toFixed(1)} ms), reads never made before ${count('miss')}`
  );
}

/** What must hold while the database is away, and the moments around it. */
function expectOutageBehaviour(seen: Seen[], down: number, up: number) {
  // nothing ever answers 500 (or fails to answer)
  expect(seen.filter((s) => s.status >= 500 && s.status !== 503).map((s) => `${s.path} ${s.status}`)).toEqual([]);
  expect(seen.filter((s) => s.status === 0)).toEqual([]);
  // every read cached before keeps answering 200, all along
  expect(seen.filter((s) => s.kind === 'cached' && s.status !== 200).map((s) => `${s.path} ${s.status}`)).toEqual([]);
  // a read the cache does not hold: 503 with Retry-After while the database is away (a moment's grace at the edges)
  const inside = seen.filter((s) => s.kind === 'miss' && s.at > down + 500 && s.at < up);
  expect(inside.length).toBeGreaterThan(10);
  for (const s of inside) {
    expect(s.status, s.path).toBe(503);
    expect(s.retryAfter, s.path).toBe('10');
  }
  // pages that failed are still the app (HTML), the API answers JSON
  for (const s of inside) expect(s.type, s.path).toContain(s.path.startsWith('/api') ? 'json' : 'text/html');
  // before and after: a read never made is computed (404: no such news)
  const outside = seen.filter((s) => s.kind === 'miss' && (s.at < down - 200 || s.at > up + 3000));
  for (const s of outside) expect(s.status, s.path).toBe(404);
}

describe.skipIf(skipPg)('PostgreSQL stopped for 10 s under read load', () => {
  let cluster: PgCluster;
  let cms: RunningCms;
  let dir: string;

  beforeAll(async () => {
    cluster = await makeCluster();
    dir = tempDir('outage-pg');
    cms = await startOn(dir, cluster.env, {
      SEED_DEMO: 'true',
      REQUEST_LOG: 'true',
      RATE_LIMIT_ASPIRASI_PER_MINUTE: '100000',
      // a query whose connection a restart lost without a word fails after 5 s (60 s in production), so no write
      // stays in flight past the test
      DATABASE_QUERY_TIMEOUT_MS: '5000',
    });
  }, 400_000);
  afterAll(async () => {
    await cms?.stop();
    cluster?.destroy();
    if (dir) removeDir(dir);
  });

  it('cached reads answer 200 (stale), others 503 with Retry-After, never 500; the next write is seen', async () => {
    const reads = await warmReads(cms.baseURL);
    const admin = await adminAgent(cms.baseURL);
    const load = backgroundLoad(cms.baseURL, reads, OUTAGE_MS + 6000);
    const watch = visitors(cms.baseURL, reads);
    await sleep(2000);
    cluster.stop();
    // (after the stop returns: the test's own loop waited for it, and answers read meanwhile are stamped late)
    const down = Date.now();
    await sleep(3000);
    const health = await fetch(`${cms.baseURL}/api/health`);
    expect(health.status).toBe(503);
    await sleep(Math.max(0, down + OUTAGE_MS - Date.now()));
    cluster.start();
    const up = Date.now();
    // the first read after the restart revalidates: no stale answer once the version can be read again
    let recovered = 0;
    for (;;) {
      const res = await fetch(`${cms.baseURL}/api/berita?page=1`);
      if (res.headers.get('x-cache') !== 'STALE') {
        recovered = Date.now() - up;
        break;
      }
      expect(Date.now() - up).toBeLessThan(5000);
      await sleep(20);
    }
    await sleep(3500);
    await watch.stop();
    const background = await load;

    console.log(summary('PostgreSQL', watch.seen, down, up));
    console.log(
      `[outage] PostgreSQL: background load ${background.requests} requests ${JSON.stringify(background.statuses)}, ` +
        `p99 ${background.p99} ms; first fresh answer ${recovered} ms after the restart`,
    );
    expectOutageBehaviour(watch.seen, down, up);
    expect(Object.keys(background.statuses)).toEqual(['200']);
    const stale = watch.seen.filter((s) => s.at > down + 500 && s.at < up && s.kind === 'cached');
    expect(stale.length).toBeGreaterThan(10);
    for (const s of stale) expect(s.cache, s.path).toBe('STALE');

    // after the restart, the next write is seen by the next read
    const title = `Setelah basis data kembali ${Date.now()}`;
    const created = await admin.post('/api/admin/berita', newsForm(title, '<p>Isi</p>', await pngBytes(7)));
    expect(created.status).toBe(201);
    const latest = await fetch(`${cms.baseURL}/api/berita/terbaru`);
    expect(await latest.text()).toContain(title);

    // the stale answers are counted in the log
    process.kill(cms.pid, 'SIGUSR2');
    await sleep(300);
    // (the log's tail: the lines of the load were many)
    const counters = cms
      .log()
      .split('\n')
      .filter((l) => l.includes('"msg":"edge"'))
      .map((l) => JSON.parse(l))
      .at(-1);
    expect(counters.stale).toBeGreaterThan(0);
    console.log(`[outage] PostgreSQL: the edge's counters ${JSON.stringify(counters)}`);
  }, 120_000);

  it('a write in flight when PostgreSQL restarts is stored whole or refused with nothing stored', async () => {
    const admin = await adminAgent(cms.baseURL);
    const pub = await adminAgent(cms.baseURL);
    const stamp = Date.now().toString(36);
    const results: Array<{
      kind: 'aspirasi' | 'galeri' | 'berita';
      marker: string;
      status: number;
      image?: string;
      /** the answer's body, when it was neither 201 nor 503 */
      body?: string;
    }> = [];
    let running = true;
    let n = 0;
    const writer = async (kind: 'aspirasi' | 'galeri' | 'berita') => {
      while (running) {
        n += 1;
        const marker = `terbang-${stamp}-${kind}-${n}`;
        let status = 0;
        let image: string | undefined;
        let body: string | undefined;
        try {
          const res =
            kind === 'aspirasi'
              ? await pub.post('/api/aspirasi', { kategori: 'Saran', pesan: marker, isAnonim: true })
              : kind === 'galeri'
                ? await admin.post('/api/admin/galeri', galleryForm([await pngBytes(n)], [marker]))
                : await admin.post('/api/admin/berita', newsForm(marker, '<p>Isi</p>', await pngBytes(n)));
          status = res.status;
          image = kind === 'galeri' ? res.body?.data?.[0]?.image_path : res.body?.data?.image_path;
          if (status !== 201 && status !== 503) body = res.text;
        } catch {
          status = 0;
        }
        results.push({ kind, marker, status, image, body });
      }
    };
    const writers = [writer('aspirasi'), writer('aspirasi'), writer('galeri'), writer('berita')];
    await sleep(1500);
    cluster.restart();
    await sleep(2500);
    running = false;
    // a write still in flight 20 s later (seen once: a news post hung past the test's timeout): what the CMS said
    const hung = setTimeout(() => {
      const lines = cms
        .log()
        .split('\n')
        .filter((l) => /berita|galeri|warn|error/i.test(l))
        .slice(-60);
      console.log(
        `[outage] a write is still in flight 20 s after the writers stopped; the CMS said:\n${lines.join('\n')}`,
      );
    }, 20_000);
    await Promise.all(writers);
    clearTimeout(hung);

    const statuses: Record<string, number> = {};
    for (const r of results) statuses[`${r.kind} ${r.status}`] = (statuses[`${r.kind} ${r.status}`] ?? 0) + 1;
    console.log(`[outage] writes across a PostgreSQL restart: ${JSON.stringify(statuses)}`);
    expect(results.filter((r) => ![200, 201, 503].includes(r.status))).toEqual([]);
    expect(results.some((r) => r.status === 201)).toBe(true);

    const rows = async (sql: string) => (await query<{ v: string }>(dir, cluster.env, sql)).map((r) => r.v);
    const aspirations = await rows(`SELECT pesan AS v FROM aspirasis WHERE pesan LIKE 'terbang-${stamp}-%'`);
    const captions = await rows(`SELECT caption AS v FROM galeris WHERE caption LIKE 'terbang-${stamp}-%'`);
    const titles = await rows(`SELECT title AS v FROM beritas WHERE title LIKE 'terbang-${stamp}-%'`);
    const stored = new Set([...aspirations, ...captions, ...titles]);
    const counts = [...aspirations, ...captions, ...titles].reduce<Record<string, number>>(
      (m, v) => ({ ...m, [v]: (m[v] ?? 0) + 1 }),
      {},
    );
    for (const r of results) {
      // acknowledged: there, once; refused: not there at all
      if (r.status === 201) expect(counts[r.marker], r.marker).toBe(1);
      else expect(stored.has(r.marker), r.marker).toBe(false);
    }
    // an acknowledged upload has its image; a refused one's leftovers (a `files` row or file the clean-up could not
    // remove while the database was away) are those the start-up sweep removes, like after a crash
    const onDisk = new Set(readdirSync(path.join(dir, 'public', 'uploads')));
    for (const r of results.filter((x) => x.status === 201 && x.kind !== 'aspirasi')) {
      expect(r.image, r.marker).toBeTruthy();
      expect(onDisk.has(r.image!), r.marker).toBe(true);
    }
    const linked = new Set(
      (await rows(`SELECT f.name AS v FROM files f JOIN files_related_mph l ON l.file_id = f.id`)).map((v) => v),
    );
    const unlinked = (await rows(`SELECT name AS v FROM files`)).filter((name) => !linked.has(name));
    for (const name of unlinked) expect(name).toMatch(/^(galeri|berita)-[0-9a-f]{24}\.png$/);
    console.log(`[outage] refused uploads' leftovers for the start-up sweep: ${unlinked.length} unlinked file rows`);
  }, 120_000);
});

describe('SQLite: the database file unreadable for 10 s under read load', () => {
  let cms: RunningCms;
  let dir: string;
  let purgeServer: Server;
  const purges: Array<{ authorization?: string; body: string }> = [];

  beforeAll(async () => {
    purgeServer = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        purges.push({ authorization: req.headers.authorization, body });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => purgeServer.listen(0, '127.0.0.1', resolve));
    const purgeUrl = `http://127.0.0.1:${(purgeServer.address() as AddressInfo).port}/purge`;
    dir = tempDir('outage-sqlite');
    cms = await startOn(dir, null, {
      SEED_DEMO: 'true',
      REQUEST_LOG: 'true',
      CDN_PURGE_URL: purgeUrl,
      CDN_PURGE_TOKEN: 'token-cdn-uji',
    });
  }, 400_000);
  afterAll(async () => {
    await cms?.stop();
    purgeServer?.close();
    if (dir) removeDir(dir);
  });

  it('cached reads answer 200, others 503 with Retry-After, never 500; readable again, the next write is seen', async () => {
    const reads = await warmReads(cms.baseURL);
    const admin = await adminAgent(cms.baseURL);
    const visitor = new Agent(cms.baseURL);
    await visitor.csrf();
    const file = path.join(dir, 'data.db');
    const load = backgroundLoad(cms.baseURL, reads, OUTAGE_MS + 6000);
    const watch = visitors(cms.baseURL, reads);
    await sleep(2000);

    // everything into the main file (WAL emptied), then its bytes replaced: SQLite finds no database there
    const Database = requireCms('better-sqlite3');
    for (let tries = 0; ; tries += 1) {
      const db = new Database(file);
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
      db.close();
      if (result.busy === 0) break;
      expect(tries).toBeLessThan(100);
      await sleep(20);
    }
    const saved = readFileSync(file);
    const fd = openSync(file, 'r+');
    const down = Date.now();
    writeSync(fd, Buffer.alloc(saved.length, 0x5a), 0, saved.length, 0);
    fsyncSync(fd);
    const pesan = `Aspirasi saat berkas basis data rusak ${Date.now()}`;
    await sleep(2000);
    const refused = await visitor.post('/api/aspirasi', { kategori: 'Saran', pesan, isAnonim: true });
    await sleep(Math.max(0, down + OUTAGE_MS - Date.now()));
    writeSync(fd, saved, 0, saved.length, 0);
    fsyncSync(fd);
    closeSync(fd);
    const up = Date.now();
    await sleep(4000);
    await watch.stop();
    const background = await load;

    console.log(summary('SQLite', watch.seen, down, up));
    console.log(
      `[outage] SQLite: background load ${background.requests} requests ${JSON.stringify(background.statuses)}, p99 ${background.p99} ms`,
    );
    expectOutageBehaviour(watch.seen, down, up);
    expect(Object.keys(background.statuses)).toEqual(['200']);

    // the write during the outage was refused, and nothing of it stored
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      message: 'Server sedang sibuk, tidak ada yang tersimpan. Coba lagi dalam 10 detik.',
    });
    expect(await query(dir, null, `SELECT id FROM aspirasis WHERE pesan = '${pesan}'`)).toEqual([]);

    // readable again: the next write is seen by the next read, and the CDN is told
    const before = purges.length;
    const title = `Berkas basis data kembali ${Date.now()}`;
    const created = await admin.post('/api/admin/berita', newsForm(title, '<p>Isi</p>', await pngBytes(3)));
    expect(created.status).toBe(201);
    expect(await (await fetch(`${cms.baseURL}/api/berita/terbaru`)).text()).toContain(title);
    for (let i = 0; i < 50 && purges.length === before; i += 1) await sleep(50);
    expect(purges.length).toBeGreaterThan(before);
    for (const call of purges.slice(before))
      expect(call).toEqual({ authorization: 'Bearer token-cdn-uji', body: '{"purge_everything":true}' });
  }, 120_000);
});
