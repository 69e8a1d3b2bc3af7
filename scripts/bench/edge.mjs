// `npm run bench`, the edge in front of Strapi (cms/src/front/edge, ADR 041-043). Every load comes from
// scripts/bench/load.mjs in its own process; each figure is measured in this one run, next to a bare Node server in
// its own process, on the same two cores:
// - API hits and page-HTML hits, asked as a browser asks (compressed), as a share of the bare server, with p99;
// - an attacker's random spellings: how many misses they force a second, what that costs the visitors' hits;
// - the cache's memory after 100,000 distinct misses (the budget opened so that every one of them is computed);
// - a soak of mixed public reads, junk parameters included: RSS at rest, at peak and after.
// The memory figures run with the Docker image's heap limit (--max-old-space-size=512).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCms } from '../cms-process.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const GOAL = { share: 0.25, p99Ms: 20 };

/** @typedef {import('../cms-process.mjs').RunningCms} RunningCms */
/** @typedef {{ path: string, headers?: Record<string, string | undefined>, method?: string }} LoadRequest */
/**
 * What one run of load.mjs measured (latencies in ms).
 * @typedef {{ requests: number, rps: number, statuses: Record<string, number>, p50: number, p90: number, p99: number,
 *   max: number, bytes: number }} LoadResult
 */

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
/**
 * One run of load.mjs in its own process.
 * @param {number} port
 * @param {LoadRequest[]} requests
 * @param {{ durationMs?: number, connections?: number, maxRequests?: number }} [options]
 * @returns {Promise<LoadResult>}
 */
export function runLoad(port, requests, { durationMs = DURATION_MS, connections = CONNECTIONS, maxRequests } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      path.join(here, 'load.mjs'),
      JSON.stringify({ port, connections, durationMs, maxRequests, requests }),
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load.mjs: ${err}`))));
  });
}

/** A bare Node `http` server in its own process (the ceiling of this machine), stopped by the returned function. */
export async function bareServer() {
  const child = spawn(process.execPath, [
    '-e',
    "const s=require('http').createServer((q,r)=>r.end('hello'));s.listen(0,'127.0.0.1',()=>console.log(s.address().port))",
  ]);
  const port = await new Promise((/** @type {(port: number) => void} */ resolve) =>
    child.stdout.once('data', (d) => resolve(Number(String(d)))),
  );
  return { port, stop: () => child.kill() };
}

const portOf = (/** @type {RunningCms} */ cms) => Number(new URL(cms.baseURL).port);
/** The heap limit the Docker image runs with (Dockerfile NODE_OPTIONS): the memory figures are the production ones. */
const PRODUCTION_HEAP = { NODE_OPTIONS: '--max-old-space-size=512' };
const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const API = { Accept: 'application/json', ...BROWSER_ENCODING };
export const HTML = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  ...BROWSER_ENCODING,
};

/**
 * The edge's counters: SIGUSR2 makes the CMS log them (cms/src/front/edge/edge.ts).
 * @param {RunningCms} cms
 * @returns {Promise<Record<string, any>>}
 */
async function edgeCounters(cms) {
  const before = cms.log().length;
  process.kill(cms.pid, 'SIGUSR2');
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = cms
      .log()
      .slice(Math.max(0, before - 10))
      .split('\n')
      .filter((line) => line.includes('"msg":"edge"'));
    if (lines.length) return JSON.parse(lines[lines.length - 1]);
  }
  throw new Error('the CMS did not log its edge counters');
}

/**
 * Waits until the CMS has stopped writing (the demo seed makes its images for a while after the first answer, and
 * each write empties the cache): the cache version unchanged for 3 s, at most 90 s.
 * @param {RunningCms} cms
 */
export async function settled(cms) {
  let last = -1;
  let sameSince = Date.now();
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const { version } = await edgeCounters(cms);
    if (version !== last) {
      last = version;
      sameSince = Date.now();
    } else if (Date.now() - sameSince >= 3000) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const line = (/** @type {string} */ label, /** @type {LoadResult} */ r, extra = '') =>
  console.log(
    `  ${label.padEnd(46)} ${String(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${String(r.p99).padStart(5)} ms  ${JSON.stringify(r.statuses)}${extra}`,
  );
const mb = (/** @type {number} */ kb) => `${(kb / 1024).toFixed(0)} MB`;

/**
 * Hits against a bare server, the attacker's forced misses, and what they cost. Runs on a started CMS.
 * @param {RunningCms} cms
 */
export async function benchHits(cms) {
  const port = portOf(cms);
  await settled(cms);
  const [newest] = /** @type {Array<{ slug: string }>} */ (
    await (await fetch(`${cms.baseURL}/api/berita/terbaru`)).json()
  );
  const apiReads = ['/api/berita?page=1', '/api/berita/terbaru', '/api/galeri?page=1&limit=6', '/api/awarding'];
  const pageReads = ['/', '/berita', ...(newest ? [`/berita/${newest.slug}`] : []), '/tentang'];
  for (const p of apiReads) await fetch(cms.baseURL + p, { headers: API });
  for (const p of pageReads) await fetch(cms.baseURL + p, { headers: HTML });

  const bare = await bareServer();
  try {
    console.log(
      `\nThe edge (${CONNECTIONS} connections, loopback, load generator in its own process; load average ` +
        `${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores):`,
    );
    /** @type {Array<Record<'base' | 'api' | 'page', LoadResult>>} */
    const rounds = [];
    for (let round = 0; round < 2; round += 1) {
      const base = await runLoad(bare.port, [{ path: '/' }]);
      const api = await runLoad(
        port,
        apiReads.map((p) => ({ path: p, headers: API })),
      );
      const page = await runLoad(
        port,
        pageReads.map((p) => ({ path: p, headers: HTML })),
      );
      rounds.push({ base, api, page });
    }
    // the better of two rounds for each (the machine is shared; one round can meet someone else's build)
    const best = (/** @type {'base' | 'api' | 'page'} */ key) =>
      rounds.map((r) => r[key]).sort((a, b) => b.rps - a.rps)[0];
    const base = best('base');
    const api = best('api');
    const page = best('page');
    line('bare Node http server (own process)', base);
    const verdict = (/** @type {LoadResult} */ r) =>
      r.rps / base.rps >= GOAL.share && r.p99 < GOAL.p99Ms ? 'goal met' : 'BELOW GOAL';
    line(
      'API hits (4 reads, br/gzip as a browser asks)',
      api,
      `  ${((api.rps / base.rps) * 100).toFixed(0)}% of bare: ${verdict(api)}`,
    );
    line(
      'page HTML hits (4 pages, as a browser asks)',
      page,
      `  ${((page.rps / base.rps) * 100).toFixed(0)}% of bare: ${verdict(page)}`,
    );
    console.log(
      `  goal: at least ${GOAL.share * 100}% of the bare server each, p99 under ${GOAL.p99Ms} ms (best of 2 rounds)`,
    );

    // An attacker's random spellings, at the same time as visitors' hits.
    const spellings = [
      { path: '/api/berita?page=1&r={rand}', headers: API },
      { path: '/API/Berita/?page=0{n}&utm_source={rand}', headers: { ...API, Origin: 'https://penyerang.example' } },
      { path: '/api/berita?page={n}', headers: API },
      { path: '/api/berita/{rand}', headers: API },
      { path: '/?r={rand}', headers: HTML },
      { path: '/berita/{rand}', headers: HTML },
      { path: '/sitemap.xml?r={rand}', headers: {} },
      { path: '/{rand}/{rand}', headers: HTML },
    ];
    const visitors = [
      ...apiReads.map((p) => ({ path: p, headers: API })),
      ...pageReads.map((p) => ({ path: p, headers: HTML })),
    ];
    const calm = await runLoad(port, visitors, { connections: 25 });
    const before = await edgeCounters(cms);
    const [underAttack, attack] = await Promise.all([
      runLoad(port, visitors, { connections: 25 }),
      runLoad(port, spellings, { connections: 25 }),
    ]);
    const after = await edgeCounters(cms);
    const seconds = DURATION_MS / 1000;
    const forced = (after.misses - before.misses) / seconds;
    const shed = (after.shed - before.shed) / seconds;
    console.log('\nAn attacker spelling the public reads at random (8 kinds), beside 25 visitor connections:');
    line('visitors alone (hits)', calm);
    line('visitors meanwhile', underAttack, `  ${((underAttack.rps / calm.rps) * 100).toFixed(0)}% of alone`);
    line('attacker', attack);
    console.log(
      `  misses the attacker forced: ${forced.toFixed(0)}/s (computed by Strapi), shed: ${shed.toFixed(0)}/s (503), ` +
        `the rest hits or redirects; ${((forced / Math.max(1, attack.rps)) * 100).toFixed(1)}% of its requests`,
    );
    return { base, api, page, calm, underAttack, attack, forced };
  } finally {
    bare.stop();
  }
}

/** The cache's memory after 100,000 distinct misses, each computed (the miss budget opened for this run). */
export async function benchDistinctMisses({ misses = Number(process.env.BENCH_DISTINCT_MISSES ?? 100_000) } = {}) {
  const cms = await startCms({
    env: { CACHE_MISS_SHARE: '1', CACHE_MISS_CONCURRENCY: '8', REQUEST_LOG: 'false', ...PRODUCTION_HEAP },
  });
  try {
    const port = portOf(cms);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const p of ['/api/berita?page=1', '/api/awarding'])
      for (let i = 0; i < 20; i += 1) await fetch(cms.baseURL + p);
    const rest = cms.rssKb();
    const started = Date.now();
    const result = await runLoad(
      port,
      [
        { path: '/api/berita/acak-{n}-{rand}', headers: API },
        { path: '/api/berita/acak-{n}-{rand}', headers: API },
        { path: '/api/berita/acak-{n}-{rand}', headers: API },
        { path: '/berita/acak-{n}-{rand}', headers: HTML },
      ],
      { connections: 16, durationMs: 600_000, maxRequests: misses },
    );
    const counters = await edgeCounters(cms);
    const hot = await fetch(`${cms.baseURL}/api/berita?page=1`);
    console.log(
      `\nThe cache after ${result.requests.toLocaleString('en')} distinct misses (${((Date.now() - started) / 1000).toFixed(0)} s, budget opened, statuses ${JSON.stringify(result.statuses)}):`,
    );
    console.log(
      `  cache ${(counters.bytes / 1024 / 1024).toFixed(1)} MB of its ${(counters.maxBytes / 1024 / 1024).toFixed(0)} MB limit ` +
        `(+ ${(counters.sketchBytes / 1024).toFixed(0)} kB frequency sketch), ${counters.entries} entries, ${counters.bodies} distinct bodies, ` +
        `${counters.refused} refused by admission, ${counters.evicted} evicted`,
    );
    console.log(
      `  the hot read after the flood: ${hot.headers.get('x-cache')}; RSS ${mb(rest)} before, ${mb(cms.rssKb())} after`,
    );
    return counters;
  } finally {
    await cms.stop();
  }
}

/** 500,000 mixed public reads (junk parameters included): RSS at rest, at peak and after. */
export async function benchSoak({ total = Number(process.env.BENCH_SOAK_REQUESTS ?? 500_000) } = {}) {
  // at rest = a restart on a seeded database (the first start also makes the seed's images, which RSS keeps)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-bench-soak-'));
  const first = await startCms({ dataDir });
  await settled(first);
  await first.stop();
  const cms = await startCms({ dataDir, env: PRODUCTION_HEAP });
  try {
    const port = portOf(cms);
    await settled(cms);
    const [newest] = /** @type {Array<{ slug: string }>} */ (
      await (await fetch(`${cms.baseURL}/api/berita/terbaru`)).json()
    );
    const rest = cms.rssKb();
    let peak = rest;
    const sampler = setInterval(() => (peak = Math.max(peak, cms.rssKb())), 250);
    const reads = [
      { path: '/api/berita?page=1', headers: API },
      { path: '/api/berita?page=2&utm_source={rand}', headers: API },
      { path: '/api/berita/terbaru', headers: API },
      { path: `/api/berita/${newest?.slug ?? 'x'}?ref={rand}`, headers: API },
      { path: '/api/galeri?page=1&limit=6&x={rand}', headers: API },
      { path: '/api/awarding', headers: API },
      { path: '/api/rekrutmen?{rand}', headers: API },
      { path: '/', headers: HTML },
      { path: '/?fbclid={rand}', headers: HTML },
      { path: '/berita?page=1', headers: HTML },
      { path: `/berita/${newest?.slug ?? 'x'}`, headers: HTML },
      { path: '/tentang', headers: HTML },
      { path: '/rss.xml?r={rand}', headers: {} },
      { path: '/sitemap.xml', headers: {} },
      { path: '/BERITA/', headers: HTML },
    ];
    // and now and then a slug nobody has asked for (a 404 computed: a real miss), one request in 40
    const mix = [...reads, ...reads, { path: '/api/berita/tidak-ada-{rand}', headers: API }, ...reads].slice(0, 40);
    const started = Date.now();
    const result = await runLoad(port, mix, { connections: 32, durationMs: 900_000, maxRequests: total });
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = cms.rssKb();
    console.log(
      `\nSoak: ${result.requests.toLocaleString('en')} mixed public reads (16 kinds, junk parameters and unknown slugs included) in ${((Date.now() - started) / 1000).toFixed(0)} s, ${result.rps} req/s, p99 ${result.p99} ms, ${JSON.stringify(result.statuses)}`,
    );
    const { memory } = await edgeCounters(cms);
    console.log(
      `  RSS at rest ${mb(rest)}, peak ${mb(peak)}, after ${mb(after)}; V8 heap ${mb(memory.heapUsed / 1024)} used of ${mb(memory.heapTotal / 1024)}, buffers ${mb(memory.arrayBuffers / 1024)}`,
    );
    return { rest, peak, after };
  } finally {
    await cms.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
