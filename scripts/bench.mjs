// `npm run bench`: performance goals as ratios measured in one run (never timed tests).
// - the public API with the response cache (hits) against the same calls that miss it (unique URLs);
// - a conditional GET (304) against a full answer;
// - the gzip size of what `/` loads first (entry JS + CSS + modulepreloads);
// - the CMS's start-up time and memory, first start and restart;
// - a public page's HTML (head and first data written by the CMS) with and without the page cache;
// - Lighthouse (mobile preset) on /, /berita, one /berita/{slug}, /tentang, /kegiatan and one /kegiatan/{slug}
//   (scripts/bench/lighthouse.mjs);
// - the admin's aspiration list at 100 and 100,000 rows; the sign-in doors under load (scripts/bench-login.mjs).
// Starts its own CMS (built, production mode, throwaway SQLite with the demo seed) on a free loopback port.
// Every load loop is bounded in time and count.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from './lib/build.mjs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { startCms } from './cms-process.mjs';
import { benchPostgres } from './bench-postgres.mjs';
import { HEADER, TARGET, missesTarget, runLighthouse } from './bench/lighthouse.mjs';
import { benchAspirasi } from './bench-aspirasi.mjs';
import { benchAspirationFlood } from './bench/aspiration-flood.mjs';
import { benchLogin } from './bench-login.mjs';
import { benchSearch } from './bench-search.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MAX_REQUESTS = 200_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }} Answer */

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Answer>}
 */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

/**
 * Requests per second over DURATION_MS with CONNECTIONS loops; `urlFor(i)` gives each request's URL.
 * @param {string} name
 * @param {(i: number) => string} urlFor
 * @param {Record<string, string>} [headers]
 */
async function load(name, urlFor, headers = {}) {
  let sent = 0;
  let ok = 0;
  let other = 0;
  const statuses = new Map();
  const end = Date.now() + DURATION_MS;
  const loop = async () => {
    while (Date.now() < end && sent < MAX_REQUESTS) {
      const i = sent++;
      const res = await get(urlFor(i), headers).catch(() => ({ status: 0 }));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200 || res.status === 304) ok += 1;
      else other += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const rps = ok / ((Date.now() - started) / 1000);
  console.log(
    `  ${name.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s  (statuses ${[...statuses].map(([s, n]) => `${s}:${n}`).join(' ')})`,
  );
  if (other > 0) console.log(`  !! ${other} answers were neither 200 nor 304`);
  return rps;
}

/** @param {string} baseURL */
async function firstLoadSize(baseURL) {
  const html = (await get(`${baseURL}/`, { Accept: 'text/html' })).body.toString();
  /** @type {Set<string>} */
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)) urls.add(match[1]);
  let js = 0;
  let css = 0;
  for (const url of urls) {
    const body = (await get(baseURL + url)).body;
    const size = gzipSync(body, { level: 9 }).length;
    if (url.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, html: gzipSync(Buffer.from(html), { level: 9 }).length, files: [...urls] };
}

ensureCmsEnv();
await buildIfNeeded();

// Start-up: the first start on an empty database (it renders the seed's images), then a restart on that database.
const startDir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-bench-start-'));
const startEnv = { DATABASE_FILENAME: path.join(startDir, 'data.db'), PUBLIC_DIR: path.join(startDir, 'public') };
for (const label of ['first start, empty database (seed included)', 'restart, seeded database']) {
  const once = await startCms({ env: startEnv });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(
    `${label.padEnd(46)} first 200 after ${(once.startupMs / 1000).toFixed(1)} s, RSS ${(once.rssKb() / 1024).toFixed(0)} MB`,
  );
  await once.stop();
}
rmSync(startDir, { recursive: true, force: true });
console.log();

const cms = await startCms();
try {
  const { baseURL } = cms;
  console.log(
    `load: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s a case, loopback, both cores shared with this process\n`,
  );

  const size = await firstLoadSize(baseURL);
  console.log('What `/` loads first (gzip -9):');
  console.log(
    `  JS ${(size.js / 1024).toFixed(1)} KB + CSS ${(size.css / 1024).toFixed(1)} KB + HTML ${(size.html / 1024).toFixed(1)} KB = ${((size.js + size.css + size.html) / 1024).toFixed(1)} KB  (${size.files.join(', ')})\n`,
  );

  // warm up both paths once
  await get(`${baseURL}/api/berita?page=1`);
  const first = await get(`${baseURL}/api/berita?page=1`);
  const etag = first.headers.etag ?? '';

  // A miss: the same URL from a cross-origin caller, which the cache always passes on (its CORS headers differ).
  // Unknown query parameters no longer make misses: they are dropped from the cache key (ADR 015).
  const missHeaders = { Origin: 'http://bench.invalid' };
  console.log('Public API, GET /api/berita?page=1:');
  const hit = await load('cached (same URL: cache hit)', () => `${baseURL}/api/berita?page=1`);
  const miss = await load('uncached (cache passed by: miss)', () => `${baseURL}/api/berita?page=1`, missHeaders);
  const revalidate = etag
    ? await load('conditional GET, If-None-Match (304)', () => `${baseURL}/api/berita?page=1`, {
        'If-None-Match': etag,
      })
    : 0;
  console.log('\nPublic API, GET /api/galeri?page=1&limit=6:');
  const galleryHit = await load('cached', () => `${baseURL}/api/galeri?page=1&limit=6`);
  const galleryMiss = await load('uncached', () => `${baseURL}/api/galeri?page=1&limit=6`, missHeaders);

  const HTML = { Accept: 'text/html' };
  const pageEtag = (await get(`${baseURL}/berita`, HTML)).headers.etag ?? '';
  console.log('\nPublic page HTML, GET /berita (Accept: text/html), beside the API hit measured again just before:');
  const apiHitAgain = await load('API cached, GET /api/berita?page=1 (again)', () => `${baseURL}/api/berita?page=1`);
  const pageHit = await load('cached (same URL: page cache hit)', () => `${baseURL}/berita`, HTML);
  const pageMiss = await load(
    'uncached (unique URL each time: rendered)',
    (i) => `${baseURL}/berita?nocache=${i}`,
    HTML,
  );
  const pageRevalidate = pageEtag
    ? await load('conditional GET, If-None-Match (304)', () => `${baseURL}/berita`, {
        ...HTML,
        'If-None-Match': pageEtag,
      })
    : 0;

  console.log('\nRatios (higher is better):');
  console.log(`  berita cache hit / miss      ${(hit / miss).toFixed(1)}x`);
  console.log(`  galeri cache hit / miss      ${(galleryHit / galleryMiss).toFixed(1)}x`);
  if (etag) console.log(`  304 revalidation / miss      ${(revalidate / miss).toFixed(1)}x`);
  console.log(`  page HTML hit / miss         ${(pageHit / pageMiss).toFixed(1)}x`);
  console.log(
    `  page HTML hit / API hit      ${(pageHit / apiHitAgain).toFixed(2)}x  (measured one after the other; the same throughput is 1.0)`,
  );
  if (pageEtag) console.log(`  page HTML 304 / miss         ${(pageRevalidate / pageMiss).toFixed(1)}x`);
  console.log(`\nRSS after load: ${(cms.rssKb() / 1024).toFixed(0)} MB`);
  await benchPostgres({ load, get, sqliteHit: hit, sqliteMiss: miss, missHeaders });

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const [newest] = JSON.parse((await get(`${baseURL}/api/berita/terbaru`)).body.toString());
    // the activities page and one activity (the soonest upcoming, which the demo gives a poster)
    const [soonest] = JSON.parse((await get(`${baseURL}/api/kegiatan?waktu=mendatang`)).body.toString()).data;
    const pages = [
      '/',
      '/berita',
      ...(newest ? [`/berita/${newest.slug}`] : []),
      '/tentang',
      '/kegiatan',
      ...(soonest ? [`/kegiatan/${soonest.slug}`] : []),
    ];
    console.log(
      `\nLighthouse (mobile preset, Chromium ${process.env.CHROME_PATH || '/usr/bin/chromium'}); target >= ${TARGET.score} in every category, CLS < ${TARGET.cls}:`,
    );
    console.log(HEADER);
    const rows = await runLighthouse(baseURL, pages);
    const misses = missesTarget(rows);
    console.log(
      misses.length ? `  below target: ${misses.map((row) => row.page).join(', ')}` : '  every page at target',
    );
  }
} finally {
  agent.destroy();
  await cms.stop();
}

// the admin's aspiration list with 100 and 100,000 rows (scripts/bench-aspirasi.mjs)
await benchAspirasi();

// the aspiration form under a flood of 2,000 sends from 500 addresses (scripts/bench/aspiration-flood.mjs, ADR 047)
await benchAspirationFlood();
// the sign-in doors: the dashboard login's memory, the login under a flood (scripts/bench-login.mjs)
await benchLogin();
// the news search on 10,000 items, SQLite and PostgreSQL (scripts/bench-search.mjs)
await benchSearch();
