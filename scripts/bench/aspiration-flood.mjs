// `npm run bench`, the aspiration form under a flood (ADR 047): 2,000 sends from 500 addresses at 50 connections
// against the built CMS (production mode, its default limits: 5 a minute per address, ceiling 60 an hour), while 25
// students send one aspiration each the way people do (the form open for a few seconds first). Two kinds of flood:
// - a plain bot: each address fetches the form's token and sends its 4 messages at once;
// - a patient bot: a fresh token per message, every token aged past the 3-second mark before it is used.
// Reports, per flood: the answers, the rows kept, how many students got through, the p50/p99 of the sends, and the
// time of the one bulk delete that clears the flood's rows. SQLite, then PostgreSQL when one can be made.
// Addresses are sent as X-Forwarded-For (TRUST_PROXY=true), as a reverse proxy would (./visitors.mjs). The rows and the students are the
// figures that matter; the times depend on what else the machine's two cores are doing.
import { startCms } from '../cms-process.mjs';
import { createScratchDatabase } from '../pg-scratch.mjs';
import { percentile } from '../lib/stats.mjs';
import { pool, visitors } from './visitors.mjs';

const ADDRESSES = 500;
const SENDS_PER_ADDRESS = 4;
const CONNECTIONS = 50;
const STUDENTS = 25;
const PASSWORD = 'bench-flood-admin-2025';

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {import('./visitors.mjs').Answer} Answer
 * @typedef {ReturnType<typeof visitors>} Net
 */

const words = ['promo', 'gratis', 'klik', 'hadiah', 'diskon', 'bonus', 'slot', 'pulsa', 'kuota', 'undian'];
/**
 * @param {string} marker
 * @param {number} n
 */
const botMessage = (marker, n) =>
  `${marker} ${Array.from({ length: 6 }, (_, i) => words[(n * 7 + i * 3) % words.length]).join(' ')} ${n}`;

/**
 * @param {{ http: Net, kind: string, marker: string, octet: number }} options
 */
async function flood({ http: net, kind, marker, octet }) {
  /** @type {number[]} */
  const sends = [];
  /** @type {Map<number, number>} */
  const statuses = new Map();
  const record = (/** @type {Answer} */ res) => {
    sends.push(res.ms);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  };
  const bots = Array.from({ length: ADDRESSES }, (_, i) => ({
    visitor: net.visitor(`10.${octet}.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    /** @type {(string | undefined)[]} */
    tokens: [],
    /** The plain bot's start: its CSRF cookie and one token, shared by its four sends. @type {Promise<void> | null} */
    ready: /** @type {Promise<void> | null} */ (null),
  }));

  // the students: the form open ~4 s (a token aged past the mark), one message each, during the flood
  const students = Array.from({ length: STUDENTS }, (_, i) => net.visitor(`172.${octet}.9.${i + 1}`));
  /** @type {Answer[]} */
  const studentResults = [];
  const studentsDone = (async () => {
    await sleep(500);
    await Promise.all(
      students.map(async (student, i) => {
        await sleep(i * 120);
        await student.prepare();
        const token = await student.token();
        await sleep(4_000);
        const res = await student.post('/api/aspirasi', {
          nama: `Mahasiswa ${i}`,
          nim: String(1302240000 + i),
          kategori: 'Saran',
          pesan: `mahasiswa-${marker} Usul nomor ${i}: perpanjang jam buka perpustakaan saat ujian.`,
          isAnonim: false,
          token,
        });
        studentResults.push(res);
      }),
    );
  })();

  const started = performance.now();
  if (kind === 'patient') {
    // fetch every token first, let them age past the 3-second mark, then send
    await pool(
      bots.map((bot) => async () => {
        await bot.visitor.prepare();
        for (let n = 0; n < SENDS_PER_ADDRESS; n += 1) bot.tokens.push(await bot.visitor.token());
      }),
      CONNECTIONS,
    );
    await sleep(3_500);
  }
  /** @type {(() => Promise<void>)[]} */
  const tasks = [];
  bots.forEach((bot, a) => {
    for (let n = 0; n < SENDS_PER_ADDRESS; n += 1) {
      tasks.push(async () => {
        if (kind === 'plain')
          await (bot.ready ??= (async () => {
            await bot.visitor.prepare();
            bot.tokens.push(await bot.visitor.token());
          })());
        const res = await bot.visitor.post('/api/aspirasi', {
          kategori: 'Lainnya',
          pesan: botMessage(marker, a * SENDS_PER_ADDRESS + n),
          isAnonim: true,
          token: kind === 'plain' ? bot.tokens[0] : bot.tokens[n],
        });
        record(res);
      });
    }
  });
  await pool(tasks, CONNECTIONS);
  const seconds = (performance.now() - started) / 1000;
  await studentsDone;
  return { sends, statuses, seconds, studentResults };
}

/** @param {Net} net */
async function adminOf(net) {
  const admin = net.visitor('127.0.0.1');
  await admin.prepare();
  const res = await admin.post('/api/login', { email: 'admin', password: PASSWORD });
  if (res.status !== 200) throw new Error(`bench admin login: ${res.status}`);
  return admin;
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function runOn(label, env) {
  const cms = await startCms({
    env: { SEED_DEMO: 'false', TRUST_PROXY: 'true', REQUEST_LOG: 'false', ADMIN_PASSWORD: PASSWORD, ...env },
    timeoutMs: 300_000,
  });
  const net = visitors(cms.baseURL, CONNECTIONS);
  try {
    const admin = await adminOf(net);
    console.log(
      `\n${label}: ${ADDRESSES * SENDS_PER_ADDRESS} sends from ${ADDRESSES} addresses, ${CONNECTIONS} connections, ${STUDENTS} students sending meanwhile`,
    );
    for (const [index, kind] of ['plain', 'patient'].entries()) {
      const marker = `banjir${Date.now().toString(36)}${index}`;
      const result = await flood({ http: net, kind, marker, octet: 40 + index });
      const kept = (await admin.get(`/api/aspirasi?q=${marker}&per_page=1`)).body;
      const studentsKept = (await admin.get(`/api/aspirasi?q=mahasiswa-${marker}&per_page=1`)).body.meta.total;
      const botRows = kept.meta.total - studentsKept;
      const answers = [...result.statuses].map(([s, n]) => `${s}:${n}`).join(' ');
      console.log(
        `  ${kind === 'plain' ? 'plain bot  ' : 'patient bot'} answers ${answers}; rows kept ${botRows} of ${ADDRESSES * SENDS_PER_ADDRESS}; ` +
          `students stored ${studentsKept}/${STUDENTS} (answers ${result.studentResults.map((r) => r.status).filter((s) => s !== 201).length ? result.studentResults.map((r) => r.status).join(',') : 'all 201'}); ` +
          `sends p50 ${percentile(result.sends, 50).toFixed(0)} ms, p99 ${percentile(result.sends, 99).toFixed(0)} ms ` +
          `(students p99 ${percentile(
            result.studentResults.map((r) => r.ms),
            99,
          ).toFixed(0)} ms), ${(result.sends.length / result.seconds).toFixed(0)} sends/s`,
      );
      // staff clear the flood: one bulk delete of what a search for it shows
      const started = performance.now();
      const cleared = await admin.post('/api/admin/aspirasi/hapus', {
        q: marker,
        kategori: 'Lainnya',
        max_id: kept.meta.max_id,
      });
      console.log(
        `  ${' '.repeat(11)} one bulk delete (kategori Lainnya + the flood's word) removed ${cleared.body?.deleted} rows in ${(performance.now() - started).toFixed(0)} ms; the students' rows stay`,
      );
    }
  } finally {
    net.close();
    await cms.stop();
  }
}

export async function benchAspirationFlood() {
  console.log('\nThe aspiration form under a flood (ADR 047; per address 5 a minute, ceiling 60 an hour):');
  await runOn('SQLite', {});
  const db = await createScratchDatabase('hmrpl_banjir');
  if (!db) {
    console.log('  PostgreSQL: not reachable, skipped');
    return;
  }
  try {
    await runOn('PostgreSQL', db.env);
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAspirationFlood();
