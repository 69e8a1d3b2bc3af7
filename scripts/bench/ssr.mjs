// The public pages drawn on the server (ADR 113), part of `npm run bench`; alone: `node scripts/bench/ssr.mjs`
// (a CMS of its own on the demo seed). For each page: the HTML's size (gzip -9), whether the root holds the page,
// the first request's time (a miss: the database reads and the drawing), a hit's, and the drawing alone, timed in this
// process with the built server entry (web/dist/.ssr/entry-server.cjs) on the very data the page embeds (median of
// BENCH_SSR_RENDERS, 50). Goal: a page miss drawn in under 30 ms.
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startCms, webDist } from '../cms-process.mjs';

const MISS_GOAL_MS = 30;

/**
 * @param {string} url
 * @returns {Promise<{ ms: number, body: string }>}
 */
function timedGet(url) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Accept: 'text/html' } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The `{ swrKey: answer }` object a page embeds. @param {string} html */
function pageData(html) {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : {};
}

/**
 * @param {string} baseURL a running CMS on the demo seed, not asked for these pages yet (so the first ask is a miss)
 * @returns {Promise<Array<{ page: string, drawn: boolean, htmlGzipKb: number, missMs: number, hitMs: number, renderMs: number }>>}
 */
export async function benchServerRendering(baseURL) {
  const require = createRequire(import.meta.url);
  const { render } = require(path.join(webDist, '.ssr', 'entry-server.cjs'));
  const [newest] = JSON.parse((await timedGet(`${baseURL}/api/berita/terbaru`)).body);
  const [soonest] = JSON.parse((await timedGet(`${baseURL}/api/kegiatan?waktu=mendatang`)).body).data;
  const pages = [
    '/',
    '/berita',
    ...(newest ? [`/berita/${newest.slug}`] : []),
    '/tentang',
    '/kegiatan',
    ...(soonest ? [`/kegiatan/${soonest.slug}`] : []),
    '/rekrutmen',
    '/aspirasi',
  ];
  const renders = Number(process.env.BENCH_SSR_RENDERS ?? 50);
  const rows = [];
  console.log('\nPublic pages drawn on the server (ADR 113): first request (miss), a hit, the drawing alone (median):');
  for (const page of pages) {
    const miss = await timedGet(baseURL + page);
    const hits = [];
    for (let i = 0; i < 20; i += 1) hits.push((await timedGet(baseURL + page)).ms);
    const data = pageData(miss.body);
    await render(page, data, baseURL); // its route's chunk resolved once, as in the CMS after its first visitor
    const times = [];
    for (let i = 0; i < renders; i += 1) {
      const started = performance.now();
      await render(page, data, baseURL);
      times.push(performance.now() - started);
    }
    const row = {
      page,
      drawn: /<div id="root"><!--\$-->/.test(miss.body) || /<div id="root"><[a-z]/.test(miss.body),
      htmlGzipKb: gzipSync(Buffer.from(miss.body), { level: 9 }).length / 1024,
      missMs: miss.ms,
      hitMs: median(hits),
      renderMs: median(times),
    };
    rows.push(row);
    console.log(
      `  ${page.padEnd(44)} ${row.drawn ? 'drawn' : 'SHELL'}  HTML ${row.htmlGzipKb.toFixed(1).padStart(5)} KB gz  ` +
        `miss ${row.missMs.toFixed(1).padStart(6)} ms  hit ${row.hitMs.toFixed(2).padStart(5)} ms  ` +
        `drawing ${row.renderMs.toFixed(1).padStart(5)} ms${row.renderMs < MISS_GOAL_MS ? '' : `  (over ${MISS_GOAL_MS} ms)`}`,
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureCmsEnv } = await import('../lib/cms-env.mjs');
  ensureCmsEnv();
  const cms = await startCms();
  try {
    await benchServerRendering(cms.baseURL);
  } finally {
    await cms.stop();
  }
}
