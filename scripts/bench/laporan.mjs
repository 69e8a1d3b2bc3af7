// `npm run bench` (report part): the cabinet report (GET /api/admin/laporan, XLSX and PDF) of the active cabinet with
// 200 programs of work and 2,000 aspirations in its term, and every other part filled too: 40 activities held with 150
// registrations each (6,000), 100 approved achievements, 12 awarding months. Everything but the programs is inserted
// straight into the CMS's SQLite file while it is stopped (the timestamps in the form Strapi stores them); the
// programs are added over HTTP as an admin would. Prints the median of 5 requests per format and the size of the
// file, after checking that the XLSX holds what was inserted; the goal is under 5 s each (ADR 092).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../cms-process.mjs';
import { requireCms } from '../lib/repo.mjs';
import { login } from '../bench-aspirasi.mjs';

/** @type {any} better-sqlite3, the CMS's copy (its types are not installed) */
const Database = requireCms('better-sqlite3');
/** @type {any} SheetJS, the CMS's copy, to read the XLSX back */
const XLSX = requireCms('xlsx');

const PROGRAMS = Number(process.env.BENCH_REPORT_PROGRAMS ?? 200);
const ASPIRATIONS = Number(process.env.BENCH_REPORT_ASPIRATIONS ?? 2000);
const ACTIVITIES = 40;
const REGISTRATIONS_EACH = 150;
const ACHIEVEMENTS = 100;
const ROUNDS = 5;
const GOAL_MS = 5000;
const KATEGORI = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
const STATUS = ['baru', 'dibaca', 'diproses', 'selesai'];
const PROKER_STATUS = ['rencana', 'berjalan', 'selesai', 'batal'];
const REGISTRATION_STATUS = ['terdaftar', 'hadir', 'hadir', 'cadangan', 'batal'];

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Many rows into one table, 400 a statement.
 * @param {any} db
 * @param {string} table
 * @param {string[]} columns
 * @param {Array<Array<string | number | null>>} rows
 */
function insertRows(db, table, columns, rows) {
  for (let i = 0; i < rows.length; i += 400) {
    const chunk = rows.slice(i, i + 400);
    db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(',')}`,
    ).run(...chunk.flat());
  }
}

/**
 * The report's data of the term, straight into the stopped CMS's database. Datetimes are written as Strapi writes
 * them on SQLite (read from a row it made: epoch milliseconds), or its filters would not find them.
 * @param {string} file
 * @param {{ from: number, until: number, first: number }} term
 */
function insertTermData(file, term) {
  const db = new Database(file);
  const made = db.prepare('SELECT typeof(created_at) AS kind FROM kabinets LIMIT 1').get();
  const at = (/** @type {number} */ ms) => (made?.kind === 'integer' ? ms : new Date(ms).toISOString());
  const within = (/** @type {number} */ k, /** @type {number} */ n) =>
    term.from + Math.floor(((term.until - term.from) * k) / n);
  db.transaction(() => {
    insertRows(
      db,
      'aspirasis',
      ['document_id', 'nama', 'nim', 'kategori', 'status', 'pesan', 'is_anonim', 'created_at', 'updated_at'],
      Array.from({ length: ASPIRATIONS }, (_, k) => {
        const when = at(within(k, ASPIRATIONS));
        const kategori = KATEGORI[k % 4];
        const status = STATUS[(k >> 2) % 4];
        return [
          `bench-report-${k}`,
          `Responden ${k}`,
          String(1302200000 + k),
          kategori,
          status,
          `Pesan ${k}`,
          0,
          when,
          when,
        ];
      }),
    );
    // activities held in the term (over long ago), each with a registration on the site and its registrants
    const firstActivity = Number(db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM kegiatans').get().next);
    insertRows(
      db,
      'kegiatans',
      [
        'id',
        'document_id',
        'title',
        'slug',
        'starts_at',
        'over_at',
        'summary',
        'registration_opens_at',
        'registration_quota',
        'registration_waitlist',
        'created_at',
        'updated_at',
      ],
      Array.from({ length: ACTIVITIES }, (_, k) => {
        const starts = within(k, ACTIVITIES + 1) + 86_400_000;
        return [
          firstActivity + k,
          `bench-report-kegiatan-${k}`,
          `Kegiatan laporan ${k + 1}`,
          `kegiatan-laporan-${k}`,
          at(starts),
          at(starts + 3 * 3_600_000),
          'Ringkasan',
          at(starts - 14 * 86_400_000),
          120,
          1,
          at(starts),
          at(starts),
        ];
      }),
    );
    const firstRegistration = Number(
      db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM pendaftarans').get().next,
    );
    const registrations = Array.from({ length: ACTIVITIES * REGISTRATIONS_EACH }, (_, k) => k);
    insertRows(
      db,
      'pendaftarans',
      ['id', 'document_id', 'nama', 'nim', 'email', 'status', 'created_at', 'updated_at'],
      registrations.map((k) => {
        const when = at(term.from);
        const status = REGISTRATION_STATUS[k % 5];
        const nim = String(1303300000 + k);
        return [
          firstRegistration + k,
          `bench-report-peserta-${k}`,
          `Peserta ${k}`,
          nim,
          `peserta${k}@student.test`,
          status,
          when,
          when,
        ];
      }),
    );
    insertRows(
      db,
      'pendaftarans_kegiatan_lnk',
      ['pendaftaran_id', 'kegiatan_id'],
      registrations.map((k) => [firstRegistration + k, firstActivity + Math.floor(k / REGISTRATIONS_EACH)]),
    );
    insertRows(
      db,
      'prestasis',
      [
        'document_id',
        'title',
        'slug',
        'rank',
        'level',
        'organizer',
        'date',
        'students',
        'status',
        'nim',
        'email',
        'created_at',
        'updated_at',
      ],
      Array.from({ length: ACHIEVEMENTS }, (_, k) => {
        const day = new Date(within(k, ACHIEVEMENTS) + 7 * 3_600_000).toISOString().slice(0, 10);
        const students = JSON.stringify([
          { nama: `Mahasiswa ${k} A`, angkatan: String(term.first - 2) },
          { nama: `Mahasiswa ${k} B`, angkatan: String(term.first - 1) },
        ]);
        return [
          `bench-report-prestasi-${k}`,
          `Kompetisi ${k + 1}`,
          `kompetisi-${k + 1}`,
          'Juara 1',
          'nasional',
          'Penyelenggara',
          day,
          students,
          'disetujui',
          String(1304400000 + k),
          `p${k}@student.test`,
          at(term.from),
          at(term.from),
        ];
      }),
    );
    insertRows(
      db,
      'awarding_arsips',
      ['document_id', 'periode', 'created_at', 'updated_at'],
      Array.from({ length: 12 }, (_, k) => {
        const year = k < 6 ? term.first : term.first + 1;
        const month = ((k + 6) % 12) + 1;
        return [
          `bench-report-awarding-${k}`,
          `${year}-${String(month).padStart(2, '0')}`,
          at(term.from),
          at(term.from),
        ];
      }),
    );
  })();
  db.close();
}

/**
 * The XLSX's note of each part (the line under its title), to check the report holds what was inserted.
 * @param {ArrayBuffer} bytes
 */
function notesOf(bytes) {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  return Object.fromEntries(
    book.SheetNames.slice(1).map((/** @type {string} */ name) => [
      name,
      String(XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1 })[1]?.[0] ?? ''),
    ]),
  );
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
  console.log(
    `\nCabinet report, ${PROGRAMS} programs, ${ASPIRATIONS} aspirations, ${ACTIVITIES} activities with ` +
      `${ACTIVITIES * REGISTRATIONS_EACH} registrations, ${ACHIEVEMENTS} achievements, 12 awarding months; ` +
      `median of ${ROUNDS} requests:`,
  );
  try {
    // the first start makes the schema and the founding cabinet (its period decides the term)
    let cms = await startCms({ env });
    const active = /** @type {{ period: string }} */ (await (await fetch(`${cms.baseURL}/api/kabinet/aktif`)).json());
    await cms.stop().catch(() => undefined);
    const first = Number(active.period.slice(0, 4));
    insertTermData(file, {
      first,
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
          const body = await res.arrayBuffer();
          times.push(performance.now() - started);
          bytes = body.byteLength;
          if (format === 'xlsx' && round === 0) {
            const notes = notesOf(body);
            const expected = {
              'Program Kerja': `${PROGRAMS} program kerja`,
              Kegiatan: `${ACTIVITIES} kegiatan terlaksana`,
              Pendaftaran: `${ACTIVITIES} kegiatan dengan pendaftaran di situs`,
              Aspirasi: `${ASPIRATIONS} aspirasi diterima`,
              Prestasi: `${ACHIEVEMENTS} prestasi disetujui`,
              'Awarding per Bulan': '12 bulan awarding',
            };
            for (const [sheet, start] of Object.entries(expected))
              if (!notes[sheet]?.startsWith(start))
                throw new Error(`the report's ${sheet} says "${notes[sheet]}", not "${start}..."`);
          }
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
