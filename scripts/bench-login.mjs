// `npm run bench` (part): the sign-in doors under load, on a built CMS (production mode, SQLite, 127.0.0.1, one
// trusted proxy hop so each request may claim its own address). `node scripts/bench-login.mjs` runs it alone.
// - Strapi's dashboard login: the heap (after a full collection) before and after 2,000 requests with distinct
//   e-mails from one client, first of 200 kB each, then short ones; and the time a request takes at the start and at
//   the end. (Strapi's own limiter kept every e-mail it was sent as a key for minutes, bodies up to 256 kB, and
//   scanned them on every call: memory and time grew with each distinct e-mail.)
// - One password comparison after another, two at a time, in this process: the native bcrypt the CMS uses beside the
//   JavaScript bcrypt users-permissions and Strapi's dashboard ship with: comparisons a second, the event loop's delay.
// - POST /api/login flooded with wrong passwords from a new address and name each time: comparisons a second, how
//   many were shed by the password cap, the event loop's delay during the flood (measured inside the CMS by
//   scripts/bench/probe.cjs) and a cached public read's latency meanwhile, beside the same flood with empty passwords
//   (no comparison at all) and the idle figures.
import http from 'node:http';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCms } from './cms-process.mjs';
import { percentile } from './lib/stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DISTINCT = 2000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {number} ms */
const fmt = (ms) => `${ms.toFixed(1)} ms`;
/** @param {Map<number, number>} statuses */
const statusLine = (statuses) => [...statuses].map(([s, n]) => `${s}:${n}`).join(' ');

/**
 * @typedef {{ status: number, ms: number, cookies: string[] }} Answer
 * @typedef {{ p50: number, p99: number, max: number, heapMb: number }} Probe
 */

/** @param {string} baseURL */
function client(baseURL) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 4 });
  /**
   * @param {string} method
   * @param {string} urlPath
   * @param {{ headers?: Record<string, string>, body?: string }} [options]
   * @returns {Promise<Answer>}
   */
  const send = (method, urlPath, { headers = {}, body } = {}) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        `${baseURL}${urlPath}`,
        { method, agent, headers: { Accept: 'application/json', ...headers } },
        (res) => {
          const cookies = res.headers['set-cookie'] ?? [];
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, cookies }));
        },
      );
      req.on('error', () => resolve({ status: 0, ms: performance.now() - started, cookies: [] }));
      if (body !== undefined) req.end(body);
      else req.end();
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Runs `count` calls of `one(i)` with `width` in flight; answers the statuses and each call's time, in order.
 * @param {number} count
 * @param {number} width
 * @param {(i: number) => Promise<Answer>} one
 */
async function batch(count, width, one) {
  /** @type {Map<number, number>} */
  const statuses = new Map();
  /** @type {number[]} */
  const times = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        const res = await one(i);
        times[i] = res.ms;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, times };
}

/**
 * Comparisons for `ms`, two at a time, in this process: how many, and the event loop's delay meanwhile.
 * @param {() => Promise<unknown>} compare
 * @param {number} ms
 */
async function comparisons(compare, ms) {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const end = Date.now() + ms;
  let n = 0;
  while (Date.now() < end) {
    await Promise.all([compare(), compare()]);
    n += 2;
  }
  loop.disable();
  return { perSecond: (n * 1000) / ms, p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 };
}

async function benchHashing() {
  const cmsRequire = createRequire(path.join(here, '..', 'cms', 'package.json'));
  const native = cmsRequire('@node-rs/bcrypt');
  const javascript = cmsRequire('bcryptjs');
  const stored = await native.hash('rahasia', { cost: 10, version: '2a' });
  console.log('\nOne bcrypt comparison after another (cost 10, two at a time), in this process:');
  /** @type {[string, () => Promise<unknown>][]} */
  const candidates = [
    ['native, off the event loop (the CMS)', () => native.verify('salah', stored)],
    ['bcryptjs (users-permissions, the dashboard)', () => javascript.compare('salah', stored)],
  ];
  for (const [label, compare] of candidates) {
    const r = await comparisons(compare, 3000);
    console.log(
      `  ${label.padEnd(44)} ${r.perSecond.toFixed(1).padStart(5)}/s; event loop delay p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}`,
    );
  }
}

/** @param {number} i */
const address = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function benchLogin() {
  await benchHashing();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-bench-login-'));
  const probeFile = path.join(dir, 'probe.json');
  const cms = await startCms({
    env: {
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      REQUEST_LOG: 'false',
      BENCH_PROBE_FILE: probeFile,
      NODE_OPTIONS: `--require ${path.join(here, 'bench', 'probe.cjs')} --expose-gc`,
    },
  });
  const http1 = client(cms.baseURL);
  /** @returns {Promise<Probe>} */
  const probe = async () => {
    if (existsSync(probeFile)) unlinkSync(probeFile);
    process.kill(cms.pid, 'SIGUSR2');
    for (let i = 0; i < 100 && !existsSync(probeFile); i += 1) await sleep(50);
    await sleep(20);
    return JSON.parse(readFileSync(probeFile, 'utf8'));
  };
  try {
    console.log(
      "\nStrapi's dashboard login (POST /admin/login), 2,000 requests with distinct e-mails from one client:",
    );
    const json = { 'Content-Type': 'application/json' };
    /**
     * @param {string} label
     * @param {number} width
     * @param {(i: number) => string} bodyOf
     * @param {(i: number) => string} from
     */
    const dashboard = async (label, width, bodyOf, from) => {
      const before = await probe();
      const started = performance.now();
      const { statuses, times } = await batch(DISTINCT, width, (i) => {
        const body = bodyOf(i);
        return http1.send('POST', '/admin/login', {
          headers: { ...json, 'Content-Length': String(Buffer.byteLength(body)), 'X-Forwarded-For': from(i) },
          body,
        });
      });
      const seconds = (performance.now() - started) / 1000;
      const after = await probe();
      const head = percentile(times.slice(0, 200), 50);
      const tail = percentile(times.slice(-200), 50);
      console.log(
        `  ${label.padEnd(40)} heap ${before.heapMb} -> ${after.heapMb} MB (after a full collection), ` +
          `a request ${fmt(head)} at the start, ${fmt(tail)} at the end; ${seconds.toFixed(1)} s; statuses ${statusLine(statuses)}`,
      );
    };
    const big = 'x'.repeat(200 * 1024);
    const bigEmail = (/** @type {number} */ i) =>
      JSON.stringify({ email: `${big}${i}@hmrpl.bench`, password: 'salah' });
    const shortEmail = (/** @type {number} */ i) =>
      JSON.stringify({ email: `orang-${i}@hmrpl.bench`, password: 'salah' });
    // warm the paths up (code loaded on first use is not what is measured), from other addresses
    for (let i = 0; i < 20; i += 1) {
      for (const body of [bigEmail(i), shortEmail(i)]) {
        await http1.send('POST', '/admin/login', {
          headers: { ...json, 'Content-Length': String(Buffer.byteLength(body)), 'X-Forwarded-For': address(900 + i) },
          body,
        });
      }
    }
    await dashboard(
      '200 kB e-mails',
      8,
      (i) => bigEmail(1000 + i),
      () => '10.250.0.1',
    );
    await dashboard(
      'short e-mails',
      8,
      (i) => shortEmail(1000 + i),
      () => '10.250.0.2',
    );

    // the site's login, flooded
    const csrf = await http1.send('GET', '/sanctum/csrf-cookie');
    const jar = csrf.cookies.map((c) => c.split(';')[0]);
    const token = decodeURIComponent(jar.find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
    const loginHeaders = { ...json, Cookie: jar.join('; '), 'X-XSRF-TOKEN': token };
    const readLatencies = async (/** @type {number} */ until) => {
      /** @type {number[]} */
      const times = [];
      while (Date.now() < until) times.push((await http1.send('GET', '/api/berita/terbaru')).ms);
      return times;
    };
    await probe();
    const idleReads = await readLatencies(Date.now() + 2000);
    const idle = await probe();

    /** Floods POST /api/login for DURATION_MS while a visitor reads a cached page; answers what was measured. */
    /** @param {(i: number) => string} bodyOf */
    const flood = async (bodyOf) => {
      let sent = 0;
      /** @type {Map<number, number>} */
      const statuses = new Map();
      const end = Date.now() + DURATION_MS;
      const loop = async () => {
        while (Date.now() < end) {
          const i = sent++;
          const body = bodyOf(i);
          const res = await http1.send('POST', '/api/login', {
            headers: {
              ...loginHeaders,
              'Content-Length': String(Buffer.byteLength(body)),
              'X-Forwarded-For': address(500_000 + Math.floor(Math.random() * 4_000_000)),
            },
            body,
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      };
      await probe();
      const started = performance.now();
      const [reads] = await Promise.all([readLatencies(end), ...Array.from({ length: CONNECTIONS }, loop)]);
      return { seconds: (performance.now() - started) / 1000, sent, statuses, reads, loop: await probe() };
    };
    /**
     * @param {string} label
     * @param {Awaited<ReturnType<typeof flood>>} run
     */
    const row = (label, run) =>
      `  ${label.padEnd(34)} ${(run.sent / run.seconds).toFixed(0).padStart(4)} answers/s (${statusLine(run.statuses)}); ` +
      `event loop delay p50 ${fmt(run.loop.p50)}, p99 ${fmt(run.loop.p99)}, max ${fmt(run.loop.max)}; ` +
      `cached read p50 ${fmt(percentile(run.reads, 50))}, p99 ${fmt(percentile(run.reads, 99))}`;
    // the same flood with an empty password: the same work for the event loop except the password comparison
    const control = await flood(() => JSON.stringify({ email: 'kosong', password: '' }));
    const guesses = await flood((/** @type {number} */ i) =>
      JSON.stringify({ email: `tebak-${i}-${Math.random().toString(36).slice(2)}`, password: 'salah' }),
    );
    console.log(
      `\nPOST /api/login flooded (${CONNECTIONS} connections, ${(DURATION_MS / 1000).toFixed(0)} s each, a new address each time) while a visitor reads GET /api/berita/terbaru:`,
    );
    console.log(
      `  ${'idle'.padEnd(34)} ${''.padStart(4)} event loop delay p50 ${fmt(idle.p50)}, p99 ${fmt(idle.p99)}, max ${fmt(idle.max)}; cached read p50 ${fmt(percentile(idleReads, 50))}, p99 ${fmt(percentile(idleReads, 99))}`,
    );
    console.log(row('empty passwords (422, no hashing)', control));
    console.log(row('wrong passwords (401, or 429 shed)', guesses));
    const compared = (guesses.statuses.get(401) ?? 0) / guesses.seconds;
    console.log(
      `  passwords compared ${compared.toFixed(1)}/s; event loop p99 with hashing / without: ${(guesses.loop.p99 / Math.max(1, control.loop.p99)).toFixed(2)}x`,
    );
  } finally {
    http1.close();
    await cms.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await benchLogin();
