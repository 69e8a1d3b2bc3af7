// `npm run bench` (search part): GET /api/berita?q=... on 10,000 published news items, on SQLite and on PostgreSQL
// (skipped without one). The items are inserted straight into the database while the CMS is stopped, with only the
// columns an old install had: the next start fills the newsroom's columns (status, publication time, search text)
// with the CMS's own code, which this measures too. The CMS runs with an edge that stores nothing (CACHE_MEMORY_MB=0),
// so every search request is a real query. Prints the median and p95 per query and overall;
// the goal is a p95 under 100 ms (ADR 045).
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from './cms-process.mjs';
import { createScratchDatabase } from './pg-scratch.mjs';
import { root } from './lib/repo.mjs';
import { percentile } from './lib/stats.mjs';

const require = createRequire(path.join(root, 'cms', 'package.json'));
const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const GOAL_P95_MS = 100;
const MISS = { Accept: 'application/json' };

/**
 * A small deterministic generator, so both databases hold the same text.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const COMMON = ['mahasiswa', 'kegiatan', 'himpunan', 'kampus', 'angkatan', 'pengurus', 'acara', 'peserta'];
const SYLLABLES = ['ka', 'ri', 'ma', 'lo', 'pe', 'ngan', 'su', 'ta', 'bu', 'de', 'ni', 'ra', 'ko', 'wi', 'ja', 'sel'];

/**
 * An article of about 250 words (1.7 kB of text), like the association's news.
 * @param {() => number} next
 * @param {number} i
 */
function article(next, i) {
  const word = () => {
    if (next() < 0.15) return COMMON[Math.floor(next() * COMMON.length)];
    const n = 2 + Math.floor(next() * 3);
    return Array.from({ length: n }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
  };
  /** @type {string[]} */
  const sentences = [];
  for (let s = 0; s < 20; s += 1) sentences.push(`${Array.from({ length: 12 }, word).join(' ')}.`);
  // a few words the queries look for, at known rates
  if (i % 100 === 0) sentences.push('Tim kami juara hackathon nasional.');
  if (i % 20 === 0) sentences.push('Diskusi santai di Kafé Kampus, diskon 50% untuk peserta.');
  if (i % 10 === 0) sentences.push('Hasil rapat kerja pengurus diumumkan.');
  const title = `Kabar ${Array.from({ length: 4 }, word).join(' ')} ${i}`;
  const paragraphs = [];
  for (let p = 0; p < sentences.length; p += 5) paragraphs.push(`<p>${sentences.slice(p, p + 5).join(' ')}</p>`);
  return { title, content: paragraphs.join('') };
}

/**
 * The rows to insert (columns an install from before the newsroom had).
 * @param {number} existing
 */
function rowsFrom(existing) {
  const next = random(20251123);
  const now = Date.now();
  const rows = [];
  for (let i = 0; i < ITEMS - existing; i += 1) {
    const { title, content } = article(next, i);
    const at = now - (ITEMS - i) * 60_000;
    rows.push({
      document_id: randomBytes(12).toString('hex'),
      title,
      slug: `bench-${i}`,
      content,
      excerpt: content
        .replace(/<[^>]+>/g, ' ')
        .trim()
        .slice(0, 140),
      at,
    });
  }
  return rows;
}

const QUERIES = [
  ['a common word (most items)', 'mahasiswa'],
  ['a rare word (1%)', 'hackathon'],
  ['two words', 'rapat kerja'],
  ['an accent, any case', 'KAFE'],
  ['a literal %', '50%'],
  ['no match (reads everything)', 'tidakadadimanapun'],
];

/**
 * CPU time (user + system) the CMS process has used so far, in ms (Linux; 0 elsewhere).
 * @param {number} pid
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * @typedef {import('./cms-process.mjs').RunningCms} RunningCms
 * @typedef {{ first: { meta: { total: number } }, times: number[], cpu: number }} Timed
 */

/**
 * Times ROUNDS requests of `url` (after one warm-up): wall-clock times, and the CMS's CPU per request.
 * @param {RunningCms} cms
 * @param {string} url
 * @returns {Promise<Timed>}
 */
async function timeRequests(cms, url) {
  const first = /** @type {Timed['first']} */ (await (await fetch(url, { headers: MISS })).json());
  /** @type {number[]} */
  const times = [];
  const cpuBefore = cpuMs(cms.pid);
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: MISS });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { first, times, cpu: (cpuMs(cms.pid) - cpuBefore) / ROUNDS };
}

/**
 * @param {string} name
 * @param {number} total
 * @param {Timed} timed
 */
const line = (name, total, { times, cpu }) =>
  `  ${name.padEnd(32)} ${String(total).padStart(6)} found   median ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   CMS CPU ${cpu.toFixed(1).padStart(5)} ms/request`;

/**
 * @param {string} label
 * @param {RunningCms} cms
 */
async function measure(label, cms) {
  /** @type {number[]} */
  const all = [];
  console.log(
    `\nSearch on ${ITEMS.toLocaleString('en')} news items, ${label} (GET /api/berita?q=..., cache passed by):`,
  );
  const plain = await timeRequests(cms, `${cms.baseURL}/api/berita?page=1`);
  console.log(line('(the list without q, for scale)', plain.first.meta.total, plain));
  for (const [name, q] of QUERIES) {
    const measured = await timeRequests(cms, `${cms.baseURL}/api/berita?page=1&q=${encodeURIComponent(q)}`);
    all.push(...measured.times);
    console.log(line(name, measured.first.meta.total, measured));
  }
  const p95 = percentile(all, 95);
  console.log(
    `  all queries: median ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms  (goal: p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'met' : 'MISSED'})`,
  );
  console.log(`  (load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
  return p95;
}

/** Starts the CMS on the filled database (which fills the newsroom's columns), then measures the search. */
/**
 * @param {string} label
 * @param {Record<string, string>} env
 * @param {number} added
 */
async function startAndMeasure(label, env, added) {
  // an edge that keeps nothing: each request below runs the search
  const cms = await startCms({ env: { ...env, CACHE_MEMORY_MB: '0' }, timeoutMs: 600_000 });
  console.log(
    `\n${label}: the start after adding ${added} old-style items took ${(cms.startupMs / 1000).toFixed(1)} s (newsroom columns filled)`,
  );
  try {
    return await measure(label, cms);
  } finally {
    await cms.stop();
  }
}

async function benchSqlite() {
  // the CMS's copy, untyped here (its types are not installed)
  const Database = /** @type {(id: string) => any} */ (require)('better-sqlite3');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-bench-search-'));
  const file = path.join(dir, 'data.db');
  const env = { DATABASE_FILENAME: file, PUBLIC_DIR: path.join(dir, 'public'), SEED_DEMO: 'true' };
  try {
    await (await startCms({ env })).stop();
    const db = new Database(file);
    const { n } = /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM beritas').get());
    const { file_id: fileId } = /** @type {{ file_id: number }} */ (
      db.prepare(`SELECT file_id FROM files_related_mph WHERE related_type = 'api::berita.berita' LIMIT 1`).get()
    );
    const insert = db.prepare(
      'INSERT INTO beritas (document_id, title, slug, content, excerpt, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const link = db.prepare(
      `INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order") VALUES (?, ?, 'api::berita.berita', 'image', 1)`,
    );
    db.transaction(() => {
      for (const row of rowsFrom(n)) {
        const { lastInsertRowid } = insert.run(
          row.document_id,
          row.title,
          row.slug,
          row.content,
          row.excerpt,
          row.at,
          row.at,
          row.at,
        );
        link.run(fileId, lastInsertRowid);
      }
    })();
    db.close();
    return await startAndMeasure('SQLite', env, ITEMS - n);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const db = await createScratchDatabase('hmrpl_bench_search');
  if (!db) {
    console.log('\nSearch on PostgreSQL: not reachable, skipped');
    return null;
  }
  try {
    const env = { ...db.env, SEED_DEMO: 'true' };
    await (await startCms({ env, timeoutMs: 300_000 })).stop();
    const [{ n }] = /** @type {{ n: number }[]} */ (await db.query('SELECT count(*)::int AS n FROM beritas'));
    const [{ file_id: fileId }] = await db.query(
      `SELECT file_id FROM files_related_mph WHERE related_type = 'api::berita.berita' LIMIT 1`,
    );
    const rows = rowsFrom(n);
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      /** @type {unknown[]} */
      const params = [];
      const values = batch.map((row) => {
        const at = new Date(row.at);
        params.push(row.document_id, row.title, row.slug, row.content, row.excerpt, at, at, at);
        const k = params.length;
        return `($${k - 7}, $${k - 6}, $${k - 5}, $${k - 4}, $${k - 3}, $${k - 2}, $${k - 1}, $${k})`;
      });
      const ids = await db.query(
        `INSERT INTO beritas (document_id, title, slug, content, excerpt, created_at, updated_at, published_at) VALUES ${values.join(',')} RETURNING id`,
        params,
      );
      await db.query(
        `INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order") SELECT $1, unnest($2::int[]), 'api::berita.berita', 'image', 1`,
        [fileId, ids.map((row) => row.id)],
      );
    }
    return await startAndMeasure('PostgreSQL', env, ITEMS - n);
  } finally {
    await db.drop();
  }
}

export async function benchSearch() {
  await benchSqlite();
  await benchPostgres();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch();
