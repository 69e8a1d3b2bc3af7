// `npm run bench` (report part): the cabinet report (GET /api/admin/laporan, XLSX and PDF) of the active cabinet with
// 200 programs of work and 2,000 aspirations in its term. The aspirations are inserted straight into the CMS's SQLite
// file while it is stopped; the programs are added over HTTP as an admin would. Prints the median of 5 requests per
// format and the size of the file; the goal is under 5 s each (ADR 092).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../cms-process.mjs';
import { requireCms } from '../lib/repo.mjs';
import { login } from '../bench-aspirasi.mjs';

/** @type {any} better-sqlite3, the CMS's copy (its types are not installed) */
const Database = requireCms('better-sqlite3');

const PROGRAMS = Number(process.env.BENCH_REPORT_PROGRAMS ?? 200);
const ASPIRATIONS = Number(process.env.BENCH_REPORT_ASPIRATIONS ?? 2000);
const ROUNDS = 5;
const GOAL_MS = 5000;
const KATEGORI = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
const STATUS = ['baru', 'dibaca', 'diproses', 'selesai'];
const PROKER_STATUS = ['rencana', 'berjalan', 'selesai', 'batal'];

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {string} file
 * @param {{ from: number, until: number }} term
 */
function insertAspirations(file, term) {
  const db = new Database(file);
  db.transaction(() => {
    for (let i = 0; i < ASPIRATIONS; i += 400) {
      const n = Math.min(400, ASPIRATIONS - i);
      const values = [];
      /** @type {(string | number | null)[]} */
      const params = [];
      for (let j = 0; j < n; j += 1) {
        const k = i + j;
        const at = new Date(term.from + Math.floor(((term.until - term.from) * k) / ASPIRATIONS)).toISOString();
        values.push('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
        params.push(
          `bench-report-${k}`,
          `Responden ${k}`,
          String(1302200000 + k),
          KATEGORI[k % 4],
          STATUS[(k >> 2) % 4],
        );
        params.push(`Pesan ${k}`, 0, at, at, at);
      }
      db.prepare(
        `INSERT INTO aspirasis (document_id, nama, nim, kategori, status, pesan, is_anonim, created_at, updated_at, published_at) VALUES ${values.join(',')}`,
      ).run(...params);
    }
  })();
  db.close();
}

export async function benchReport() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-bench-laporan-'));
  const file = path.join(dir, 'data.db');
  const password = 'bench-admin-password-2025';
  const env = {
    DATABASE_FILENAME: file,
    PUBLIC_DIR: path.join(dir, 'public'),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: password,
  };
  console.log(`\nCabinet report, ${PROGRAMS} programs and ${ASPIRATIONS} aspirations, median of ${ROUNDS} requests:`);
  try {
    // the first start makes the schema and the founding cabinet (its period decides the term)
    let cms = await startCms({ env });
    const active = /** @type {{ period: string }} */ (await (await fetch(`${cms.baseURL}/api/kabinet/aktif`)).json());
    await cms.stop().catch(() => undefined);
    const first = Number(active.period.slice(0, 4));
    insertAspirations(file, {
      from: Date.parse(`${first}-07-01T00:00:00+07:00`),
      until: Date.parse(`${first + 1}-07-01T00:00:00+07:00`),
    });
    cms = await startCms({ env });
    try {
      const cookie = await login(cms.baseURL, password);
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
      const cabinet = /** @type {{ departments: Array<{ id: number }> }} */ (
        await (await fetch(`${cms.baseURL}/api/kabinet/aktif`)).json()
      );
      const added = performance.now();
      for (let i = 0; i < PROGRAMS; i += 1) {
        const res = await fetch(`${cms.baseURL}/api/admin/proker`, {
          method: 'POST',
          headers: {
            Cookie: cookie,
            'X-XSRF-TOKEN': xsrf,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            title: `Program kerja ${i + 1}`,
            department_id: cabinet.departments[i % cabinet.departments.length].id,
            status: PROKER_STATUS[i % 4],
            progress: (i * 7) % 101,
            starts_on: `${first}-09-01`,
            pic: `Divisi ${i % 9}`,
            summary: `Ringkasan program kerja ${i + 1} untuk laporan.`,
          }),
        });
        if (res.status !== 201) throw new Error(`adding a program answered ${res.status}: ${await res.text()}`);
      }
      console.log(`  ${PROGRAMS} programs added over HTTP in ${((performance.now() - added) / 1000).toFixed(1)} s`);
      for (const format of ['xlsx', 'pdf']) {
        /** @type {number[]} */
        const times = [];
        let bytes = 0;
        for (let round = 0; round < ROUNDS; round += 1) {
          const started = performance.now();
          const res = await fetch(`${cms.baseURL}/api/admin/laporan?format=${format}`, { headers: { Cookie: cookie } });
          if (res.status !== 200) throw new Error(`the ${format} report answered ${res.status}`);
          bytes = (await res.arrayBuffer()).byteLength;
          times.push(performance.now() - started);
        }
        const ms = median(times);
        console.log(
          `  ${format.toUpperCase().padEnd(4)} ${ms.toFixed(0).padStart(6)} ms  ${(bytes / 1024).toFixed(0)} KB  ` +
            `(goal under ${GOAL_MS} ms: ${ms < GOAL_MS ? 'met' : 'MISSED'})`,
        );
      }
    } finally {
      await cms.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReport();
