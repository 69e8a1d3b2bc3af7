// `npm run bench`: performance goals as ratios measured in one run (never timed tests).
// - the CMS's start-up time and memory, first start and restart;
// - a public page's HTML (head, first data and the page drawn on the server) through the edge; each page's miss, hit
//   and drawing time (scripts/bench/ssr.mjs);
// - the gzip size of what `/` loads to paint (its HTML, the small entry, the one stylesheet) and of the app that takes
//   it over after the paint (scripts/lib/first-load.mjs);
// - the edge (scripts/bench/edge.mjs): API and page-HTML hits against a bare Node server in its own process, an
//   attacker's random spellings (forced misses and their cost), a conditional GET (304) against a full answer;
// - the same on PostgreSQL (the shared cache version read by every hit), when reachable;
// - Lighthouse (mobile preset, median of 3 runs) on issue 32's six pages (/, /berita, one /berita/{slug}, /kegiatan,
//   one /kegiatan/{slug}, /tentang: goal 100, LCP <= 1.2 s, CLS < 0.01), then /proker, one /proker/{slug}, /dokumen
//   and /awarding (target 95) (scripts/bench/lighthouse.mjs);
// - the cache's memory after 100,000 distinct misses, and a soak of 500,000 mixed public reads (RSS at rest, peak,
//   after);
// - the whole stack's memory, the CMS and PostgreSQL together, under a soak and 20 phone photos at once;
// - the admin's aspiration list with 100 and 100,000 rows; the aspiration form under a flood; 500 registrations for
//   300 places (scripts/bench/registration.mjs); the sign-in doors under load (scripts/bench-login.mjs); the news
//   search on 10,000 items (scripts/bench-search.mjs); the cabinet report with 200 programs and 2,000 aspirations
//   (scripts/bench/laporan.mjs).
// Starts its own CMS processes (built, production mode, throwaway SQLite with the demo seed) on free loopback ports.
// Every load comes from scripts/bench/load.mjs in its own process, and every loop is bounded in time and count.
// BENCH_DURATION_MS (5000), BENCH_LIGHTHOUSE=0, BENCH_DISTINCT_MISSES (100000), BENCH_SOAK_REQUESTS (500000).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from './lib/build.mjs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { startCms, webDist } from './cms-process.mjs';
import { gzipSizes, takeOverScripts, toPaintFiles } from './lib/first-load.mjs';
import { benchPostgres } from './bench-postgres.mjs';
import { GOAL, HEADER, TARGET, goalPages, missesGoal, missesTarget, runLighthouse } from './bench/lighthouse.mjs';
import { benchAspirasi } from './bench-aspirasi.mjs';
import { benchAspirationFlood } from './bench/aspiration-flood.mjs';
import { benchRegistration } from './bench/registration.mjs';
import { benchLogin } from './bench-login.mjs';
import { benchSearch } from './bench-search.mjs';
import { benchReport } from './bench/laporan.mjs';
import { benchDistinctMisses, benchHits, benchSoak, runLoad } from './bench/edge.mjs';
import { benchStackMemory } from './bench/stack-memory.mjs';
import { benchServerRendering } from './bench/ssr.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

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
 * What `/` loads (ADR 125): to paint (what its HTML names: the small entry and the one stylesheet), then, after the
 * paint, the scripts that take it over (the entry, the app, the route's chunks).
 * @param {string} baseURL
 */
async function firstLoadSize(baseURL) {
  const html = (await get(`${baseURL}/`, { Accept: 'text/html' })).body.toString();
  const toPaint = toPaintFiles(html);
  const takeOver = takeOverScripts(webDist, html);
  return {
    toPaint: await gzipSizes(baseURL, toPaint),
    takeOver: (await gzipSizes(baseURL, takeOver)).js,
    html: gzipSync(Buffer.from(html), { level: 9 }).length,
    files: [...toPaint],
    takeOverFiles: takeOver.size,
  };
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
  const port = Number(new URL(baseURL).port);
  // before anything asks for the pages: their first request is a miss (scripts/bench/ssr.mjs)
  await benchServerRendering(cms);
  const size = await firstLoadSize(baseURL);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('What `/` loads (gzip -9):');
  console.log(
    `  to paint: HTML ${kb(size.html)} + JS ${kb(size.toPaint.js)} + CSS ${kb(size.toPaint.css)} (${size.files.join(', ')})`,
  );
  console.log(`  after the paint, the app that takes it over: JS ${kb(size.takeOver)} (${size.takeOverFiles} files)`);
  // the seed's images are still being made after the first answer: let the writes settle before measuring hits
  await new Promise((resolve) => setTimeout(resolve, 5000));

  const { api } = await benchHits(cms);

  const etag = (await get(`${baseURL}/api/berita?page=1`)).headers.etag;
  const revalidate = await runLoad(port, [
    { path: '/api/berita?page=1', headers: { 'If-None-Match': etag, 'Accept-Encoding': 'gzip, br' } },
  ]);
  console.log(
    `\n  conditional GET, If-None-Match (304): ${revalidate.rps} req/s, p99 ${revalidate.p99} ms ` +
      `(${(revalidate.rps / api.rps).toFixed(2)}x the full API hit) ${JSON.stringify(revalidate.statuses)}`,
  );
  console.log(`\nRSS after load: ${(cms.rssKb() / 1024).toFixed(0)} MB`);
  await benchPostgres({ sqliteHit: api.rps });

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    // issue 32's six pages (scripts/bench/lighthouse.mjs), then the programs of work and the first one (the demo
    // links it to an activity and a news item), the documents and the awarding
    const [program] = JSON.parse((await get(`${baseURL}/api/proker`)).body.toString()).data;
    const sixPages = await goalPages(baseURL);
    const pages = [...sixPages, '/proker', ...(program ? [`/proker/${program.slug}`] : []), '/dokumen', '/awarding'];
    console.log(
      `\nLighthouse (mobile preset, median of 3 runs, Chromium ${process.env.CHROME_PATH || '/usr/bin/chromium'}); target >= ${TARGET.score} in every category, CLS < ${TARGET.cls}:`,
    );
    console.log(HEADER);
    const rows = await runLighthouse(baseURL, pages);
    const misses = missesTarget(rows);
    console.log(
      misses.length ? `  below target: ${misses.map((row) => row.page).join(', ')}` : '  every page at target',
    );
    const short = missesGoal(rows.filter((row) => sixPages.includes(row.page)));
    console.log(
      short.length
        ? `  short of issue 32's goal (100 everywhere, LCP <= ${GOAL.lcpMs} ms, CLS < ${GOAL.cls}): ${short.map((row) => row.page).join(', ')}`
        : `  issue 32's goal met on its six pages (100 everywhere, LCP <= ${GOAL.lcpMs} ms, CLS < ${GOAL.cls})`,
    );
  }
} finally {
  agent.destroy();
  await cms.stop();
}

// bounded memory: the cache after 100,000 distinct misses, then a soak of mixed public reads (scripts/bench/edge.mjs)
await benchDistinctMisses();
await benchSoak();
// the whole stack's memory (the CMS and PostgreSQL) under a soak and 20 phone photos at once (scripts/bench/stack-memory.mjs)
await benchStackMemory();

// the admin's aspiration list with 100 and 100,000 rows (scripts/bench-aspirasi.mjs)
await benchAspirasi();

// the aspiration form under a flood of 2,000 sends from 500 addresses (scripts/bench/aspiration-flood.mjs, ADR 047)
await benchAspirationFlood();
await benchRegistration();
// the sign-in doors: the dashboard login's memory, the login under a flood (scripts/bench-login.mjs)
await benchLogin();
// the news search on 10,000 items, SQLite and PostgreSQL (scripts/bench-search.mjs)
await benchSearch();
await benchReport();
