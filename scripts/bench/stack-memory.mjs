// `npm run bench`, the cost of one machine (ADR 072): the resident memory of the whole stack, the CMS (production
// heap, as the Docker image runs it) and PostgreSQL together, under a mixed soak of public reads and while 20 phone
// photos (12 MP JPEGs) are uploaded at once. PostgreSQL's share is the proportional set size (PSS: shared memory
// counted once across its processes) of the server and of the backends serving this database, so the figure is what
// one VPS running only this site would hold. Skipped without a reachable PostgreSQL. Run alone:
// `node scripts/bench/stack-memory.mjs` (after both builds). BENCH_STACK_REQUESTS (200000).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCms } from '../cms-process.mjs';
import { createScratchDatabase } from '../pg-scratch.mjs';
import { requireCms } from '../lib/repo.mjs';
import { login } from '../bench-aspirasi.mjs';
import { runLoad, settled } from './edge.mjs';

const GOAL_MB = 800;
const PHOTOS = 20;
const API = { Accept: 'application/json', 'Accept-Encoding': 'gzip, br' };
const HTML = { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' };

/** @param {number} pid */
function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}
/** @param {number} pid */
function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return 0;
  }
}
/** PSS in KiB (RSS when smaps_rollup cannot be read). @param {number} pid */
function pssKb(pid) {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  }
}

/**
 * The PostgreSQL processes one site's server would have: the postmaster, its helpers (checkpointer, writers,
 * launchers) and the backends of `database`; other databases' backends on this shared machine are left out.
 * @param {string} database
 */
function postgresPids(database) {
  const pids = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
  const postmasters = pids.filter((pid) => /\/postgres(\s|$)/.test(cmdline(pid).split(' -')[0] ?? ''));
  return pids.filter((pid) => {
    if (postmasters.includes(pid)) return true;
    if (!postmasters.includes(parentOf(pid))) return false;
    const line = cmdline(pid);
    // a backend: `postgres: 15/main: <role> <database> <address> <state>`
    const backend = /^postgres: [^:]+: (\S+) (\S+) /.exec(line);
    return !backend || ['checkpointer', 'background', 'walwriter', 'autovacuum', 'logical'].includes(backend[1])
      ? true
      : backend[2] === database;
  });
}

const mb = (/** @type {number} */ kb) => Math.round(kb / 1024);

/**
 * Samples the stack every 250 ms while `work` runs: the peak of the CMS, of PostgreSQL, and of their sum.
 * @template T
 * @param {import('../cms-process.mjs').RunningCms} cms
 * @param {string} database
 * @param {() => Promise<T>} work
 */
async function peakDuring(cms, database, work) {
  const peak = { cms: 0, pg: 0, sum: 0 };
  const sample = () => {
    const c = cms.rssKb();
    const p = postgresPids(database).reduce((total, pid) => total + pssKb(pid), 0);
    peak.cms = Math.max(peak.cms, c);
    peak.pg = Math.max(peak.pg, p);
    peak.sum = Math.max(peak.sum, c + p);
  };
  sample();
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** A phone photo: 4032 x 3024 (12 MP), JPEG quality 88, with texture so it compresses as a real one does (3-5 MB). */
async function phonePhoto() {
  const sharp = requireCms('sharp');
  const noise = await sharp({
    create: { width: 4032, height: 3024, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
  return new Uint8Array(noise);
}

export async function benchStackMemory() {
  const db = await createScratchDatabase('hmrpl_stack');
  if (!db) {
    console.log('\nThe whole stack (CMS + PostgreSQL): PostgreSQL not reachable, skipped');
    return null;
  }
  const password = 'Bench-Tumpukan-2025!aA7';
  /** @type {import('../cms-process.mjs').RunningCms | undefined} */
  let cms;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-bench-stack-'));
  const env = {
    ...db.env,
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: password,
    REQUEST_LOG: 'false',
    NODE_OPTIONS: '--max-old-space-size=512',
  };
  try {
    // at rest = a restart on the seeded database, as a site runs (the first start renders the seed's images, and
    // the memory that took stays with that process)
    const first = await startCms({ env, dataDir, timeoutMs: 300_000 });
    await settled(first);
    await first.stop();
    cms = await startCms({ env, dataDir, timeoutMs: 300_000 });
    await settled(cms);
    const running = cms;
    const port = Number(new URL(cms.baseURL).port);
    const rest = await peakDuring(cms, db.name, async () => undefined);
    const [newest] = /** @type {{ slug: string }[]} */ (
      await (await fetch(`${cms.baseURL}/api/berita/terbaru`)).json()
    );
    const reads = [
      { path: '/api/berita?page=1', headers: API },
      { path: '/api/berita/terbaru', headers: API },
      { path: `/api/berita/${newest?.slug ?? 'x'}?ref={rand}`, headers: API },
      { path: '/api/galeri?page=1&limit=6&x={rand}', headers: API },
      { path: '/api/awarding', headers: API },
      { path: '/api/kegiatan?waktu=mendatang', headers: API },
      { path: '/', headers: HTML },
      { path: '/berita?page=1', headers: HTML },
      { path: `/berita/${newest?.slug ?? 'x'}`, headers: HTML },
      { path: '/tentang', headers: HTML },
      { path: '/rss.xml?r={rand}', headers: {} },
      { path: '/api/berita/tidak-ada-{rand}', headers: API },
    ];
    const total = Number(process.env.BENCH_STACK_REQUESTS ?? 200_000);
    const soak = await peakDuring(cms, db.name, () =>
      runLoad(port, reads, { connections: 32, durationMs: 300_000, maxRequests: total }),
    );

    const photo = await phonePhoto();
    const cookie = await login(cms.baseURL, password);
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
    const startedUploads = Date.now();
    const uploads = await peakDuring(cms, db.name, () =>
      Promise.all(
        Array.from({ length: PHOTOS }, async (_, i) => {
          const form = new FormData();
          form.append('images[]', new Blob([photo], { type: 'image/jpeg' }), `IMG_20250825_${1000 + i}.jpg`);
          form.append('captions[]', `Foto ponsel ${i + 1}`);
          const res = await fetch(`${running.baseURL}/api/admin/galeri`, {
            method: 'POST',
            headers: { Cookie: cookie, 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
            body: form,
          });
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    const uploadSeconds = (Date.now() - startedUploads) / 1000;
    /** @type {Record<number, number>} */
    const statuses = {};
    for (const status of uploads.result) statuses[status] = (statuses[status] ?? 0) + 1;

    console.log(
      '\nThe whole stack on one machine: the CMS (RSS, 512 MB heap) + PostgreSQL (PSS of its server and this database):',
    );
    const row = (/** @type {string} */ label, /** @type {{ cms: number, pg: number, sum: number }} */ p) =>
      console.log(
        `  ${label.padEnd(58)} CMS ${String(mb(p.cms)).padStart(4)} MB + PostgreSQL ${String(mb(p.pg)).padStart(4)} MB = ${String(mb(p.sum)).padStart(4)} MB  (goal ${GOAL_MB} MB: ${mb(p.sum) <= GOAL_MB ? 'met' : 'MISSED'})`,
      );
    row('at rest (a restart on the demo seed)', rest.peak);
    row(`soak: ${soak.result.requests.toLocaleString('en')} mixed public reads, 32 connections, peak`, soak.peak);
    row(
      `${PHOTOS} phone photos (${(photo.length / 1024 / 1024).toFixed(1)} MB, 12 MP) uploaded at once, peak`,
      uploads.peak,
    );
    console.log(
      `  soak ${soak.result.rps} req/s, p99 ${soak.result.p99} ms ${JSON.stringify(soak.result.statuses)}; ` +
        `photos: all answered in ${uploadSeconds.toFixed(1)} s ${JSON.stringify(statuses)}`,
    );
    return { rest: rest.peak, soak: soak.peak, uploads: uploads.peak, rps: soak.result.rps, uploadSeconds };
  } finally {
    await cms?.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStackMemory();
