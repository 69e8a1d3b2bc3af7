/**
 * The inbox's background jobs with two real CMS processes (the built CMS, production mode) on ONE throwaway PostgreSQL
 * database, both looking for due jobs every second (JOBS_POLL_SECONDS=1), e-mail going to a real SMTP server inside
 * this test process (cms/tests/helpers/mailbox.ts), ADR 046:
 * - the daily retention sweep runs exactly once: aspirations older than 12 months lose nama and nim, newer ones keep
 *   them, one process logs the sweep and the job's row counts one run;
 * - 30 aspirations sent through both processes make exactly one digest e-mail in the window, with counts only.
 * Prints its figures at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../scripts/cms-process.mjs';
import { Agent } from '../../cms/tests/helpers/agent';
import { startMailbox, type Mailbox } from '../../cms/tests/helpers/mailbox';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/pg-scratch.mjs';

const ADMIN = { username: 'admin', email: 'admin@kotak.hmrpl.test', password: 'Uji-Kotak-Aspirasi-2025!' };
const stamp = Date.now().toString(36);
const requirePostgres = process.env.TEST_POSTGRES === '1';

let db: ScratchDatabase | null = null;
let mailbox: Mailbox | undefined;
let publicDir = '';
let a: RunningCms | undefined;
let b: RunningCms | undefined;
const figures: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function send(proc: RunningCms, ip: string, body: Record<string, unknown>) {
  const agent = new Agent(proc.baseURL);
  agent.ip = ip;
  await agent.csrf();
  const res = await agent.post('/api/aspirasi', { kategori: 'Saran', isAnonim: false, ...body });
  if (res.status !== 201) throw new Error(`send answered ${res.status}: ${res.text}`);
}

/** How many times a job ran (0 before the first process that looks for jobs has made their table). */
async function jobRuns(name: string): Promise<number> {
  try {
    return Number(
      (await db!.query<{ runs: number }>('SELECT runs FROM hmrpl_jobs WHERE name = $1', [name]))[0]?.runs ?? 0,
    );
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return 0;
    throw error;
  }
}
const countLines = (text: string) => (proc: RunningCms) =>
  proc
    .log()
    .split('\n')
    .filter((l) => l.includes(text)).length;

beforeAll(async () => {
  db = await createScratchDatabase('hmrpl_kotak');
  if (!db) {
    if (requirePostgres) throw new Error('TEST_POSTGRES=1 but no PostgreSQL database could be made');
    return;
  }
  mailbox = await startMailbox();
  publicDir = mkdtempSync(path.join(tmpdir(), 'hmrpl-kotak-'));
  const env = {
    ...db.env,
    PUBLIC_DIR: publicDir,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    REQUEST_LOG: 'false',
    APP_KEYS: 'kotak-app-key-aaaaaaaa,kotak-app-key-bbbbbbbb',
    API_TOKEN_SALT: 'kotak-api-token-salt-0123',
    ADMIN_JWT_SECRET: 'kotak-admin-jwt-secret-0123',
    TRANSFER_TOKEN_SALT: 'kotak-transfer-token-salt-0123',
    JWT_SECRET: 'kotak-users-jwt-secret-0123',
    ENCRYPTION_KEY: 'kotak-encryption-key-0123456789',
    CSRF_SECRET: 'kotak-csrf-secret-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CMS_ADMIN_EMAIL: 'super@kotak.hmrpl.test',
    CMS_ADMIN_PASSWORD: 'Uji-Kotak-Super-2025!',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
    ASPIRATION_NOTIFY_TO: 'pengurus@kotak.hmrpl.test',
    ASPIRATION_DIGEST_MINUTES: '15',
  };

  // 1. One process makes the schema and takes the aspirations; it runs no job (JOBS_POLL_SECONDS=0).
  const first = await startCms({ env: { ...env, JOBS_POLL_SECONDS: '0' }, timeoutMs: 300_000 });
  try {
    for (let i = 0; i < 4; i += 1) {
      await send(first, `10.61.0.${i + 1}`, { nama: `Lama ${i}`, nim: `13022000${i}`, pesan: `Lama ${stamp} ${i}` });
      await send(first, `10.61.1.${i + 1}`, { nama: `Baru ${i}`, nim: `13022400${i}`, pesan: `Baru ${stamp} ${i}` });
    }
  } finally {
    await first.stop();
  }
  await db.query(`UPDATE aspirasis SET created_at = now() - interval '13 months' WHERE pesan LIKE $1`, [
    `Lama ${stamp}%`,
  ]);

  // 2. Two processes start together, both looking for due jobs every second.
  [a, b] = await Promise.all([
    startCms({ env: { ...env, JOBS_POLL_SECONDS: '1' }, timeoutMs: 300_000 }),
    startCms({ env: { ...env, JOBS_POLL_SECONDS: '1' }, timeoutMs: 300_000 }),
  ]);
  figures.push(`start-up together: A ${a.startupMs} ms, B ${b.startupMs} ms`);
}, 700_000);

afterAll(async () => {
  try {
    if (figures.length) console.log(`[inbox-jobs] ${figures.join('\n[inbox-jobs] ')}`);
  } finally {
    await Promise.all([a?.stop(), b?.stop()]);
    await mailbox?.close();
    await db?.drop();
    if (publicDir) rmSync(publicDir, { recursive: true, force: true });
  }
}, 120_000);

describe('two CMS processes, one PostgreSQL: the inbox jobs run once', () => {
  it('the daily retention sweep runs exactly once and erases only what is older than 12 months', async (ctx) => {
    if (!a || !b) return ctx.skip();
    await until('the retention sweep', async () => ((await jobRuns('aspirasi-retensi')) >= 1 ? true : undefined));
    // both processes keep looking every second; the job is not due again for a day
    await sleep(5_000);
    expect(await jobRuns('aspirasi-retensi')).toBe(1);
    const logged = [a, b].map(countLines('retensi aspirasi'));
    expect(logged.sort()).toEqual([0, 1]);
    const rows = await db!.query<{ pesan: string; nama: string | null; nim: string | null }>(
      'SELECT pesan, nama, nim FROM aspirasis WHERE pesan LIKE $1 ORDER BY pesan',
      [`% ${stamp} %`],
    );
    for (const row of rows) {
      if (row.pesan.startsWith('Lama')) expect(row).toMatchObject({ nama: null, nim: null });
      else expect(row.nama).toMatch(/^Baru \d$/);
    }
    expect(rows).toHaveLength(8);
    figures.push(`retention: 1 run, logged by ${logged[0] ? 'A' : 'B'}; 4 identities erased, 4 kept`);
  });

  it('30 aspirations sent through both processes make one digest e-mail in the window, with counts only', async (ctx) => {
    if (!a || !b) return ctx.skip();
    // the digest's first look sets where it starts counting
    await until('the digest job', async () => ((await jobRuns('aspirasi-ringkasan')) >= 1 ? true : undefined));
    mailbox!.clear();
    const sent = Array.from({ length: 30 }, (_, i) => ({
      via: i % 2 === 0 ? a! : b!,
      ip: `10.62.${i}.1`,
      body: {
        nama: 'Kirana Anjani',
        nim: `130224777${String(i).padStart(2, '0')}`,
        kategori: (['Kritik', 'Saran', 'Apresiasi', 'Lainnya'] as const)[i % 4],
        pesan: `Pesan pribadi ${stamp} nomor ${i}`,
      },
    }));
    await Promise.all(sent.map(({ via, ip, body }) => send(via, ip, body)));
    const [mail] = await mailbox!.waitFor(1, 20_000);
    const runsAtMail = await jobRuns('aspirasi-ringkasan');
    // both processes go on looking every second for a while: nothing more is sent in the window
    await sleep(6_000);
    const runsAfter = await jobRuns('aspirasi-ringkasan');
    expect(mailbox!.mails).toHaveLength(1);
    expect([a, b].map(countLines('ringkasan aspirasi (pid')).reduce((x, y) => x + y, 0)).toBe(1);
    expect(mail.to).toEqual(['pengurus@kotak.hmrpl.test']);
    const counted = Number(/^\[HMRPL\] (\d+) aspirasi baru$/.exec(mail.subject)?.[1]);
    expect(counted).toBeGreaterThanOrEqual(1);
    expect(counted).toBeLessThanOrEqual(30);
    for (const secret of ['Kirana', '130224777', stamp, 'Pesan pribadi']) expect(mail.raw).not.toContain(secret);
    expect(mail.text).toContain('/admin/aspirasi?status=baru');
    figures.push(
      `digest: 1 e-mail for ${counted} of 30 sends (the rest wait for the next window); the job ran ${runsAtMail} times ` +
        `before it and ${runsAfter - runsAtMail} times in the 6 s after (both processes looking every second)`,
    );
  });
});
