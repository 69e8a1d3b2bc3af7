// `npm run bench` (last part): the admin's aspiration list (GET /api/aspirasi, paged) with 100 and with 100,000 rows.
// The rows are inserted straight into the CMS's SQLite file (one multi-row INSERT per 400 rows), not over HTTP.
// Prints the median time of page 1, a middle page and the last page at each size, and the ratio 100k / 100: a bounded
// list stays within a small factor, where the old unpaged list grew with the table (its answer held every row).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from './cms-process.mjs';
import { requireCms } from './lib/repo.mjs';

/** @type {any} better-sqlite3, the CMS's copy (its types are not installed) */
const Database = requireCms('better-sqlite3');

const ROUNDS = 15;
/** @typedef {{ ms: number, bytes: number }} PageTime */

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {Response} res
 * @param {Map<string, string>} jar
 */
function cookiesOf(res, jar) {
  for (const raw of res.headers.getSetCookie()) {
    const [pair] = raw.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}
const cookieHeader = (/** @type {Map<string, string>} */ jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * @param {string} baseURL
 * @param {string} password
 */
export async function login(baseURL, password) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  cookiesOf(await fetch(`${baseURL}/sanctum/csrf-cookie`), jar);
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '',
      Cookie: cookieHeader(jar),
    },
    body: JSON.stringify({ email: 'admin', password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  cookiesOf(res, jar);
  return cookieHeader(jar);
}

/**
 * @param {string} baseURL
 * @param {string} cookie
 */
async function timePages(baseURL, cookie) {
  const res = await fetch(`${baseURL}/api/aspirasi`, { headers: { Cookie: cookie, Accept: 'application/json' } });
  const first = /** @type {{ meta: { last_page: number, total: number } }} */ (await res.json());
  const last = first.meta.last_page;
  /** @type {Record<string, PageTime>} */
  const result = {};
  for (const [label, page] of /** @type {[string, number][]} */ ([
    ['page 1', 1],
    ['middle page', Math.ceil(last / 2)],
    ['last page', last],
  ])) {
    /** @type {number[]} */
    const times = [];
    let bytes = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const started = performance.now();
      const res = await fetch(`${baseURL}/api/aspirasi?page=${page}`, {
        headers: { Cookie: cookie, Accept: 'application/json' },
      });
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    result[label] = { ms: median(times), bytes };
  }
  return { total: first.meta.total, result };
}

/**
 * @param {string} file
 * @param {number} count
 */
function insertRows(file, count) {
  const db = new Database(file);
  const now = Date.now();
  const insert = db.transaction(() => {
    for (let i = 0; i < count; i += 400) {
      const n = Math.min(400, count - i);
      const values = [];
      /** @type {(string | number | null)[]} */
      const params = [];
      for (let j = 0; j < n; j += 1) {
        const k = i + j;
        const at = new Date(now - (count - k) * 1000).toISOString();
        values.push('(?, ?, ?, ?, ?, ?, ?, ?, ?)');
        params.push(
          `bench-${k}`,
          k % 3 ? `Responden ${k}` : null,
          k % 3 ? String(1302200000 + k) : null,
          'Saran',
          `Pesan bench ${k}`,
          k % 3 ? 0 : 1,
          at,
          at,
          at,
        );
      }
      db.prepare(
        `INSERT INTO aspirasis (document_id, nama, nim, kategori, pesan, is_anonim, created_at, updated_at, published_at) VALUES ${values.join(',')}`,
      ).run(...params);
    }
  });
  insert();
  db.close();
}

export async function benchAspirasi() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-bench-aspirasi-'));
  const file = path.join(dir, 'data.db');
  const password = 'bench-admin-password-2025';
  const env = {
    DATABASE_FILENAME: file,
    PUBLIC_DIR: path.join(dir, 'public'),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: password,
  };
  console.log('\nAdmin list GET /api/aspirasi (paged, 20 a page), median of', ROUNDS, 'requests:');
  /** @type {Record<string, Record<string, PageTime>>} */
  const sizes = {};
  try {
    for (const [label, rows] of /** @type {[string, number][]} */ ([
      ['100 rows', 100],
      ['100,000 rows', 100_000],
    ])) {
      // fill the schema first (a start), then insert while stopped, then measure on a fresh start
      let cms = await startCms({ env });
      await cms.stop().catch(() => undefined);
      insertRows(file, rows - (sizes['100 rows'] ? 100 : 0));
      cms = await startCms({ env });
      try {
        const cookie = await login(cms.baseURL, password);
        const { total, result } = await timePages(cms.baseURL, cookie);
        sizes[label] = result;
        for (const [page, { ms, bytes }] of Object.entries(result)) {
          console.log(
            `  ${label.padEnd(13)} (${total} in table) ${page.padEnd(12)} ${ms.toFixed(1).padStart(7)} ms  ${(bytes / 1024).toFixed(1)} KB`,
          );
        }
      } finally {
        await cms.stop();
      }
    }
    const ratio = (/** @type {string} */ page) => sizes['100,000 rows'][page].ms / sizes['100 rows'][page].ms;
    console.log(
      `  ratio 100,000 / 100 rows: page 1 ${ratio('page 1').toFixed(1)}x, middle ${ratio('middle page').toFixed(1)}x, last ${ratio('last page').toFixed(1)}x (answer size unchanged: ${(sizes['100,000 rows']['page 1'].bytes / 1024).toFixed(1)} KB)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAspirasi();
