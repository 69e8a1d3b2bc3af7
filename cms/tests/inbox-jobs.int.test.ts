/**
 * The inbox's background work, on the real database with a clock the test moves (src/lib/process/clock.ts):
 * - the job mechanism (src/lib/process/jobs.ts): one run however many claim at once, a dead claimant's job taken over
 *   after its lease, a failed run tried again;
 * - retention: nama and nim erased after 12 months, daily;
 * - the digest e-mail through a real SMTP server in this process (tests/helpers/mailbox.ts): one mail for 30 sends in a
 *   window, counts by category and a link, no nama, nim or pesan, the next one only after the window.
 * The two-process proofs (one retention run, one digest with two CMS processes on one PostgreSQL) are in
 * tests/reliability/inbox-jobs.postgres.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AspirationCategory } from '@hmrpl/contract';
import { backdate } from '../src/lib/strapi/backdate';
import { startTestApp, type TestApp } from './helpers';

let app: TestApp;
let clock: typeof import('../src/lib/process/clock');
let jobs: typeof import('../src/lib/process/jobs');
let inbox: typeof import('../src/bootstrap/aspiration-inbox');
const stamp = `jobs${Date.now().toString(36)}`;
const UID = 'api::aspirasi.aspirasi';
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  app = await startTestApp();
  clock = app.requireApp('src/lib/process/clock.js');
  jobs = app.requireApp('src/lib/process/jobs.js');
  inbox = app.requireApp('src/bootstrap/aspiration-inbox.js');
});

afterAll(() => clock.resetClock());

/** Sends one aspiration through the public form (its own address). */
async function send(body: Record<string, unknown>) {
  const agent = app.agent();
  await agent.csrf();
  const res = await agent.post('/api/aspirasi', { kategori: 'Saran', isAnonim: false, ...body });
  expect(res.status, res.text).toBe(201);
}

const row = (id: number) => app.strapi.db.query(UID).findOne({ where: { id } }) as Promise<Record<string, unknown>>;
const jobRow = async (name: string) =>
  (await app.strapi.db.connection('hmrpl_jobs').where({ name }).first()) as {
    runs: number;
    next_at: string | number;
    lease_until: string | number;
    state: string | null;
  };

describe('jobs: one run at a time on the shared database', () => {
  it('of ten processes claiming a due job at once, exactly one runs it', async () => {
    const name = `uji-${stamp}-serentak`;
    let runs = 0;
    // ten definitions of the same job, as ten processes would each have one
    const claimants = Array.from({ length: 10 }, () =>
      jobs.defineJob(app.strapi, {
        name,
        leaseMs: 60_000,
        async run({ now }) {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { nextAt: new Date(now.getTime() + DAY) };
        },
      }),
    );
    const results = await Promise.all(claimants.map((job) => job.tick()));
    expect(results.filter((r) => r === 'ran')).toHaveLength(1);
    expect(runs).toBe(1);
    expect(Number((await jobRow(name)).runs)).toBe(1);
    // not due again until its time; then one run again
    expect(await Promise.all(claimants.map((job) => job.tick()))).not.toContain('ran');
    clock.moveClock(DAY);
    try {
      const again = await Promise.all(claimants.map((job) => job.tick()));
      expect(again.filter((r) => r === 'ran')).toHaveLength(1);
      expect(runs).toBe(2);
    } finally {
      clock.resetClock();
    }
  });

  it('a claimant that died holds the job until its lease ends; a run that throws is tried again later', async () => {
    const name = `uji-${stamp}-mati`;
    let attempt = 0;
    const job = jobs.defineJob<{ n: number }>(app.strapi, {
      name,
      leaseMs: 10 * MINUTE,
      retryMs: MINUTE,
      async run({ now, state }) {
        attempt += 1;
        if (attempt === 1) throw new Error('SMTP tidak menjawab');
        return { nextAt: new Date(now.getTime() + DAY), state: { n: (state?.n ?? 0) + 1 } };
      },
    });
    expect(await job.tick()).toBe('failed');
    expect(await job.tick()).toBe('not-due');
    clock.moveClock(MINUTE);
    expect(await job.tick()).toBe('ran');
    expect(JSON.parse((await jobRow(name)).state!)).toEqual({ n: 1 });

    // another process claimed it and died mid-run: its lease holds the job, then runs out
    clock.moveClock(DAY);
    const now = clock.clockMs();
    await app.strapi.db
      .connection('hmrpl_jobs')
      .where({ name })
      .update({ lease_until: now + 10 * MINUTE, owner: 'proses-yang-mati' });
    expect(await job.tick()).toBe('busy');
    clock.moveClock(10 * MINUTE);
    expect(await job.tick()).toBe('ran');
    expect(JSON.parse((await jobRow(name)).state!)).toEqual({ n: 2 });
    clock.resetClock();
  });
});

describe('retention: nama and nim erased after 12 months by a daily job', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const now = Date.now();
    const cases = {
      old: now - 400 * DAY,
      justOld: now - 366 * DAY - 2 * DAY,
      recent: now - 30 * DAY,
      fresh: now,
    };
    for (const [key, at] of Object.entries(cases)) {
      await send({ nama: `Mahasiswa ${key}`, nim: '1302221111', pesan: `Retensi ${stamp} ${key}` });
      const [found] = (await app.strapi.db.query(UID).findMany({ where: { pesan: `Retensi ${stamp} ${key}` } })) as {
        id: number;
      }[];
      ids[key] = found.id;
      await backdate(app.strapi, UID, found.id, new Date(at));
    }
    await app.strapi.db.query(UID).update({ where: { id: ids.old }, data: { status: 'selesai', catatan: 'Ditutup.' } });
  });

  it('erases nama and nim of what is older than 12 months, keeps the message, category, date and triage', async () => {
    const { retention } = inbox.aspirationJobs(app.strapi);
    const before = await row(ids.old);
    // it may have run before in this process (another file): make it due now
    await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-retensi' }).update({ next_at: 0 });
    expect(await retention.tick()).toBe('ran');
    for (const key of ['old', 'justOld'])
      expect(await row(ids[key]), key).toMatchObject({ nama: null, nim: null, pesan: `Retensi ${stamp} ${key}` });
    expect(await row(ids.old)).toMatchObject({
      status: 'selesai',
      catatan: 'Ditutup.',
      kategori: 'Saran',
      createdAt: before.createdAt,
    });
    for (const key of ['recent', 'fresh'])
      expect(await row(ids[key]), key).toMatchObject({ nama: `Mahasiswa ${key}`, nim: '1302221111' });
  });

  it('runs once a day: not again before 24 hours, and the cut-off moves with the clock', async () => {
    const { retention } = inbox.aspirationJobs(app.strapi);
    const runs = Number((await jobRow('aspirasi-retensi')).runs);
    expect(await retention.tick()).toBe('not-due');
    clock.moveClock(23 * 60 * MINUTE);
    expect(await retention.tick()).toBe('not-due');
    // eleven months later the message of 30 days ago is 12 months old
    clock.moveClock(336 * DAY);
    try {
      expect(await retention.tick()).toBe('ran');
      expect(Number((await jobRow('aspirasi-retensi')).runs)).toBe(runs + 1);
      expect(await row(ids.recent)).toMatchObject({ nama: null, nim: null });
      expect(await row(ids.fresh)).toMatchObject({ nama: 'Mahasiswa fresh', nim: '1302221111' });
    } finally {
      clock.resetClock();
      // leave it due for whoever ticks it next
      await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-retensi' }).update({ next_at: 0 });
    }
  });
});

describe('the digest e-mail (a real SMTP server in this process)', () => {
  const PERSONAL = { nama: 'Larasati Wibowo', nim: '1302239999' };

  it('sends one e-mail for 30 sends within a window: counts by category and a link, nothing personal', async () => {
    const { digest } = inbox.aspirationJobs(app.strapi);
    expect(digest).not.toBeNull();
    await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-ringkasan' }).update({ next_at: 0 });
    // the first look (or any earlier one) sets where counting starts
    await digest!.tick();
    await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-ringkasan' }).update({ next_at: 0 });
    app.mailbox.clear();

    const kinds: AspirationCategory[] = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
    const expected: Record<string, number> = { Kritik: 0, Saran: 0, Apresiasi: 0, Lainnya: 0 };
    const pesans: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const kategori = kinds[i % 3 === 0 ? 0 : i % 4];
      expected[kategori] += 1;
      const pesan = `Rahasia ${stamp} nomor ${i} tentang dosen wali`;
      pesans.push(pesan);
      await send({ ...PERSONAL, nim: `${PERSONAL.nim}${i}`, kategori, pesan });
    }

    expect(await digest!.tick()).toBe('ran');
    const [mail] = await app.mailbox.waitFor(1);
    expect(app.mailbox.mails).toHaveLength(1);
    expect(mail.to).toEqual(['pengurus@hmrpl.test']);
    expect(mail.subject).toBe('[HMRPL] 30 aspirasi baru');
    for (const kategori of kinds) expect(mail.text).toContain(`- ${kategori}: ${expected[kategori]}`);
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/admin\/aspirasi\?status=baru/);
    expect(mail.html).toContain('/admin/aspirasi?status=baru');
    for (const secret of [PERSONAL.nama, 'Larasati', PERSONAL.nim, stamp, 'Rahasia', 'dosen wali', ...pesans])
      expect(mail.raw, secret).not.toContain(secret);

    // within the window: no second e-mail, whatever arrives
    expect(await digest!.tick()).toBe('not-due');
    for (let i = 0; i < 5; i += 1) await send({ kategori: 'Kritik', pesan: `Susulan ${stamp} ${i}` });
    clock.moveClock(14 * MINUTE);
    expect(await digest!.tick()).toBe('not-due');
    expect(app.mailbox.mails).toHaveLength(1);

    // the window over: one e-mail with what came since
    clock.moveClock(MINUTE);
    try {
      expect(await digest!.tick()).toBe('ran');
      const mails = await app.mailbox.waitFor(2);
      expect(mails[1].subject).toBe('[HMRPL] 5 aspirasi baru');
      expect(mails[1].text).toContain('- Kritik: 5');
      // another window with nothing new: no e-mail
      clock.moveClock(16 * MINUTE);
      expect(await digest!.tick()).toBe('ran');
      expect(app.mailbox.mails).toHaveLength(2);
    } finally {
      clock.resetClock();
      await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-ringkasan' }).update({ next_at: 0 });
    }
  });

  it("goes to the operator's ASPIRATION_NOTIFY_TO, not the contact e-mail any admin sets; to that only without it", async () => {
    const { digest } = inbox.aspirationJobs(app.strapi);
    const settings = app.strapi.service('api::pengaturan.pengaturan') as {
      update: (body: unknown) => Promise<unknown>;
    };
    await digest!.tick(); // whatever is pending goes out first
    app.mailbox.clear();
    await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-ringkasan' }).update({ next_at: 0 });
    // an admin (any admin) sets the public contact e-mail: the digest still goes to the operator's address
    await settings.update({ contact_email: 'Penyerang@HMRPL.test' });
    const notifyTo = app.strapi.config.get('server.hmrpl.aspirasi.notifyTo');
    try {
      await send({ kategori: 'Saran', pesan: `Ke pengurus ${stamp}` });
      expect(await digest!.tick()).toBe('ran');
      const [mail] = await app.mailbox.waitFor(1);
      expect(mail.to).toEqual(['pengurus@hmrpl.test']);
      // without ASPIRATION_NOTIFY_TO: the contact e-mail is all there is
      app.mailbox.clear();
      app.strapi.config.set('server.hmrpl.aspirasi.notifyTo', '');
      await send({ kategori: 'Saran', pesan: `Ke kontak ${stamp}` });
      clock.moveClock(16 * MINUTE);
      expect(await digest!.tick()).toBe('ran');
      const [second] = await app.mailbox.waitFor(1);
      expect(second.to).toEqual(['penyerang@hmrpl.test']);
    } finally {
      app.strapi.config.set('server.hmrpl.aspirasi.notifyTo', notifyTo);
      clock.resetClock();
      await settings.update({ contact_email: null });
      await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-ringkasan' }).update({ next_at: 0 });
    }
  });

  it('keeps the watermark when the SMTP server fails, and sends on a later look', async () => {
    const { digest } = inbox.aspirationJobs(app.strapi);
    await digest!.tick(); // whatever is pending goes out first
    app.mailbox.clear();
    await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-ringkasan' }).update({ next_at: 0 });
    await send({ kategori: 'Apresiasi', pesan: `Gagal kirim ${stamp}` });
    const email = app.strapi.plugin('email').service('email') as { send: (options: unknown) => Promise<unknown> };
    const original = email.send;
    email.send = () => Promise.reject(new Error('421 service not available'));
    try {
      expect(await digest!.tick()).toBe('failed');
    } finally {
      email.send = original;
    }
    expect(app.mailbox.mails).toHaveLength(0);
    clock.moveClock(MINUTE);
    try {
      expect(await digest!.tick()).toBe('ran');
      const [mail] = await app.mailbox.waitFor(1);
      expect(mail.subject).toBe('[HMRPL] 1 aspirasi baru');
      expect(mail.text).toContain('- Apresiasi: 1');
    } finally {
      clock.resetClock();
      await app.strapi.db.connection('hmrpl_jobs').where({ name: 'aspirasi-ringkasan' }).update({ next_at: 0 });
    }
  });
});
