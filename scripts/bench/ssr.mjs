// The public pages drawn on the server (ADR 113, ADR 124), part of `npm run bench`; alone: `node scripts/bench/ssr.mjs`
// (a CMS of its own on the demo seed). Issue 32's figures, measured once the seed has stopped writing:
// - each page's first request (a miss: the database reads and the drawing), a hit, and the drawing alone, timed in
//   this process with the built server entry (web/dist/.ssr/entry-server.cjs) on the very data the page embeds
//   (median of BENCH_SSR_RENDERS, 50);
// - the misses of every other news item and activity, each asked for the first time on a warm CMS (median and
//   slowest). Goal: a page miss in under 30 ms;
// - what the first answer weighs as the CMS sends it to a browser (brotli or gzip, headers included). Goal: it fits
//   the first round trip (14,600 bytes: TCP's first window of 10 segments); the e2e suite holds the same budget;
// - page-HTML hits against a bare Node server in the same run (best of 2 rounds). Goal: at least 30% of it.
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startCms, webDist } from '../cms-process.mjs';
import { HTML, bareServer, runLoad, settled } from './edge.mjs';

const GOAL = { missMs: 30, firstRoundTripBytes: 14_600, hitShare: 0.3 };

/**
 * One GET as a browser asks for a page: its time, its text, and the bytes on the wire (status line and headers
 * included, the body as sent: compressed when `encoding` is given).
 * @param {string} url
 * @param {string} [encoding] the Accept-Encoding header
 * @returns {Promise<{ ms: number, body: string, wireBytes: number, encoding: string }>}
 */
function timedGet(url, encoding) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Accept: 'text/html', ...(encoding ? { 'Accept-Encoding': encoding } : {}) } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          let headers = 0;
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headers += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
          resolve({
            ms: performance.now() - started,
            body: encoding ? '' : raw.toString('utf8'),
            wireBytes: head + headers + raw.length,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
          });
        });
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

/** @param {string} url */
const getJson = async (url) => /** @type {any} */ (await (await fetch(url)).json());

/**
 * @param {import('../cms-process.mjs').RunningCms} cms a CMS on the demo seed, not asked for these pages yet (so the
 *   first ask is a miss)
 */
export async function benchServerRendering(cms) {
  const { baseURL } = cms;
  const require = createRequire(import.meta.url);
  const { render } = require(path.join(webDist, '.ssr', 'entry-server.cjs'));
  // the seed makes its images after the first answer, and every write empties the cache: measure after it
  await settled(cms);
  const [newest] = await getJson(`${baseURL}/api/berita/terbaru`);
  const [soonest] = (await getJson(`${baseURL}/api/kegiatan?waktu=mendatang`)).data;
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
  console.log(
    '\nPublic pages drawn on the server (ADR 113): first request (miss), a hit, the drawing alone (median), and the ' +
      `first answer as sent (goal: at most ${GOAL.firstRoundTripBytes.toLocaleString('en')} bytes, headers included):`,
  );
  for (const page of pages) {
    const miss = await timedGet(baseURL + page);
    const hits = [];
    for (let i = 0; i < 20; i += 1) hits.push((await timedGet(baseURL + page)).ms);
    const br = await timedGet(baseURL + page, 'br, gzip');
    const gzip = await timedGet(baseURL + page, 'gzip');
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
      brBytes: br.wireBytes,
      gzipBytes: gzip.wireBytes,
      missMs: miss.ms,
      hitMs: median(hits),
      renderMs: median(times),
    };
    rows.push(row);
    const fits = Math.max(row.brBytes, row.gzipBytes) <= GOAL.firstRoundTripBytes;
    console.log(
      `  ${page.slice(0, 44).padEnd(44)} ${row.drawn ? 'drawn' : 'SHELL'}  sent ${String(row.brBytes).padStart(6)} B br ` +
        `${String(row.gzipBytes).padStart(6)} B gzip${fits ? '' : ' (OVER)'}  miss ${row.missMs.toFixed(1).padStart(5)} ms  ` +
        `hit ${row.hitMs.toFixed(2).padStart(5)} ms  drawing ${row.renderMs.toFixed(1).padStart(5)} ms`,
    );
  }

  // every other news item and activity: a first request each, on a CMS that has drawn pages already
  const others = [
    ...(await getJson(`${baseURL}/api/berita?page=1`)).data.map((/** @type {any} */ n) => `/berita/${n.slug}`),
    ...(await getJson(`${baseURL}/api/kegiatan?waktu=lampau&page=1`)).data.map(
      (/** @type {any} */ a) => `/kegiatan/${a.slug}`,
    ),
  ].filter((page) => !pages.includes(page));
  const misses = [];
  for (const page of others) misses.push((await timedGet(baseURL + page)).ms);
  const missMedian = median(misses);
  console.log(
    `  page misses on a warm CMS (${misses.length} news items and activities, each asked once): median ` +
      `${missMedian.toFixed(1)} ms, slowest ${Math.max(0, ...misses).toFixed(1)} ms; goal under ${GOAL.missMs} ms: ` +
      `${missMedian < GOAL.missMs ? 'met' : 'NOT MET'}`,
  );

  // page-HTML hits against a bare Node server, in this run
  const port = Number(new URL(baseURL).port);
  const bare = await bareServer();
  try {
    const rounds = [];
    for (let round = 0; round < 2; round += 1) {
      const base = await runLoad(bare.port, [{ path: '/' }]);
      const hit = await runLoad(
        port,
        pages.map((p) => ({ path: p, headers: HTML })),
      );
      rounds.push({ base, hit, share: hit.rps / base.rps });
    }
    const best = rounds.sort((a, b) => b.share - a.share)[0];
    console.log(
      `  page-HTML hits (${pages.length} pages, compressed as a browser asks): ${best.hit.rps} req/s, p99 ${best.hit.p99} ms, ` +
        `${(best.share * 100).toFixed(0)}% of a bare Node server's ${best.base.rps} req/s (best of 2); goal at least ` +
        `${GOAL.hitShare * 100}%: ${best.share >= GOAL.hitShare ? 'met' : 'NOT MET'}`,
    );
    return { rows, missMedian, hitShare: best.share };
  } finally {
    bare.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureCmsEnv } = await import('../lib/cms-env.mjs');
  ensureCmsEnv();
  const cms = await startCms();
  try {
    await benchServerRendering(cms);
  } finally {
    await cms.stop();
  }
}
