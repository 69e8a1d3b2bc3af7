// `npm run bench`, activity registration under a rush (ADR 100): 500 students register for one activity with a quota of
// 300 and a waitlist, 50 connections at once, each from its own address (X-Forwarded-For, TRUST_PROXY=true) with its
// own CSRF cookie and form token (./visitors.mjs), against the built CMS (production mode) with a real SMTP server in this process
// taking the tickets. Prints the answers, the rows by status (exactly 300 registered and 200 on the waitlist is the
// goal, with 0 errors), the p50/p99 of a registration, the time, and the e-mails received. SQLite, then PostgreSQL
// when one can be made. Run alone: `node scripts/bench/registration.mjs` (after both builds).
import { SMTPServer } from 'smtp-server';
import { startCms } from '../cms-process.mjs';
import { createScratchDatabase } from '../pg-scratch.mjs';
import { percentile } from '../lib/stats.mjs';
import { pool, visitors } from './visitors.mjs';

const STUDENTS = 500;
const QUOTA = 300;
const CONNECTIONS = 50;
const PASSWORD = 'bench-registration-admin-2025';

/** @typedef {import('./visitors.mjs').Answer} Answer */

/** A local SMTP server that counts what arrives. */
async function mailSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    port: address.port,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function runOn(label, env) {
  const smtp = await mailSink();
  const cms = await startCms({
    env: {
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      REQUEST_LOG: 'false',
      ADMIN_PASSWORD: PASSWORD,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      ...env,
    },
    timeoutMs: 300_000,
  });
  const net = visitors(cms.baseURL, CONNECTIONS);
  try {
    const admin = net.visitor('127.0.0.1');
    await admin.prepare();
    const login = await admin.post('/api/login', { email: 'admin', password: PASSWORD });
    if (login.status !== 200) throw new Error(`bench admin login: ${login.status}`);
    const day = 24 * 3600_000;
    const created = await admin.post('/api/admin/kegiatan', {
      title: `Seminar Rebutan ${Date.now().toString(36)}`,
      starts_at: new Date(Date.now() + 7 * day).toISOString(),
      summary: 'Bench pendaftaran.',
      content: '<p>Bench.</p>',
      registration_opens_at: new Date(Date.now() - 3600_000).toISOString(),
      registration_quota: String(QUOTA),
      registration_waitlist: 'true',
    });
    if (created.status !== 201) throw new Error(`bench activity: ${created.status} ${JSON.stringify(created.body)}`);
    const { id, slug } = created.body.data;

    // every student opens the page first (CSRF cookie, form token), then all register at once
    const students = Array.from({ length: STUDENTS }, (_, i) => ({
      i,
      visitor: net.visitor(`10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      token: /** @type {string | undefined} */ (undefined),
    }));
    await pool(
      students.map((s) => async () => {
        await s.visitor.prepare();
        s.token = await s.visitor.token();
      }),
      CONNECTIONS,
    );
    /** @type {Answer[]} */
    const answers = [];
    const started = performance.now();
    await pool(
      students.map((s) => async () => {
        answers.push(
          await s.visitor.post(`/api/kegiatan/${slug}/daftar`, {
            nama: `Mahasiswa ${s.i}`,
            nim: String(1302250000 + s.i),
            email: `mhs${s.i}@student.test`,
            token: s.token,
          }),
        );
      }),
      CONNECTIONS,
    );
    const seconds = (performance.now() - started) / 1000;
    /** @type {Map<string, number>} */
    const byAnswer = new Map();
    for (const a of answers) {
      const key = a.status === 201 ? a.body.status : String(a.status);
      byAnswer.set(key, (byAnswer.get(key) ?? 0) + 1);
    }
    const errors = answers.filter((a) => a.status !== 201).length;
    // what is stored, as the admin's participant list counts it
    const rows = [];
    for (const status of ['terdaftar', 'cadangan']) {
      const res = await admin.get(`/api/admin/kegiatan/${id}/peserta?status=${status}`);
      rows.push(`${status} ${res.status === 200 ? res.body.meta.total : `? (${res.status})`}`);
    }
    const taken = (await admin.get(`/api/kegiatan/${slug}`)).body.registration.taken;
    // the tickets go out after each answer: wait for the mail server to have them all (at most 60 s)
    const mailWait = performance.now();
    while (smtp.received() < STUDENTS && performance.now() - mailWait < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(
      `  ${label}: ${STUDENTS} registrations, quota ${QUOTA} with a waitlist, ${CONNECTIONS} connections: ` +
        `answers ${[...byAnswer].map(([k, n]) => `${k}:${n}`).join(' ')}; errors ${errors}; ` +
        `places taken ${taken}; stored ${rows.join(', ')}; ` +
        `${seconds.toFixed(1)} s (${(STUDENTS / seconds).toFixed(0)}/s), p50 ${percentile(
          answers.map((a) => a.ms),
          50,
        ).toFixed(0)} ms, p99 ${percentile(
          answers.map((a) => a.ms),
          99,
        ).toFixed(0)} ms; e-mails received ${smtp.received()}/${STUDENTS}` +
        (byAnswer.get('terdaftar') === QUOTA && byAnswer.get('cadangan') === STUDENTS - QUOTA && errors === 0
          ? ' — OK'
          : ' — NOT AS EXPECTED'),
    );
  } finally {
    net.close();
    await cms.stop();
    await smtp.close();
  }
}

export async function benchRegistration() {
  console.log(`\nActivity registration under a rush (ADR 100; ${STUDENTS} students, quota ${QUOTA}, waitlist on):`);
  await runOn('SQLite', {});
  const db = await createScratchDatabase('hmrpl_daftar');
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

if (import.meta.url === `file://${process.argv[1]}`) await benchRegistration();
