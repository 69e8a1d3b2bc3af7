/**
 * The scheduled backup (ADR 070) on the real database, with the job clock moved (src/lib/process/clock.ts) and an
 * S3-compatible bucket inside the test (tests/helpers/bucket.ts: s3rver behind a proxy that can play a full bucket
 * and a clock set wrong):
 * - off without a key, and GET /api/admin/cadangan says so (admins only);
 * - the first look sets the schedule (02:00 Asia/Jakarta); at that time one run makes an archive, copies it to the
 *   bucket, and the object read back has the archive's sha256;
 * - 21 simulated days later the rotation (7 daily, 4 weekly, 12 monthly) has left the same 9 archives here and there;
 * - a wrong bucket, a wrong access key, a full bucket, an unreachable endpoint, a clock set wrong and a wrong
 *   encryption key: each one clear line on the card and in the log, an e-mail to the operator, the local archive
 *   kept, and the next run (set right) copies what was missed.
 * The two-process proof is tests/reliability/backup-schedule.postgres.test.ts; the drill tests/reliability/backup-drill.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '@hmrpl/contract';
import { startTestApp, type TestApp } from './helpers';
import { startBucket, type TestBucket } from './helpers/bucket';
import { CMS_DIR } from './helpers/env';

let app: TestApp;
let clock: typeof import('../src/lib/process/clock');
let backups: typeof import('../src/bootstrap/backups');
let bucket: TestBucket;
let dir = '';
let recipient = '';
let original: unknown;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The settings the test sets, over `server.hmrpl.backup`. */
function configure(change: { [key: string]: unknown; s3?: Record<string, string> } = {}) {
  const base = {
    schedule: '0 2 * * *',
    ageRecipient: recipient,
    signingKey: Buffer.alloc(32, 7).toString('base64'),
    dir,
    keepDaily: '',
    keepWeekly: '',
    keepMonthly: '',
    s3: {
      bucket: bucket.name,
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      prefix: 'situs',
      forcePathStyle: 'true',
      accessKeyId: bucket.accessKeyId,
      secretAccessKey: 'rahasia-bucket-uji',
      retryBaseMs: '20',
    },
  };
  app.strapi.config.set('server.hmrpl.backup', { ...base, ...change, s3: { ...base.s3, ...change.s3 } });
}

async function status(): Promise<BackupStatus> {
  const admin = app.agent();
  await admin.loginOk();
  const res = await admin.get('/api/admin/cadangan');
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body as BackupStatus;
}

const archives = () =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.tar'))
    .sort();
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** The Jakarta day of an archive's name (hmrpl-<client>-2027-02-28T19-00-01Z.tar is 1 March there). */
const jakartaDay = (name: string) => {
  const m = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z/.exec(name)!;
  return new Date(Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) + 7 * HOUR).toISOString().slice(0, 10);
};

/** One due run: the clock a day on, one tick that runs. */
async function runDay() {
  clock.moveClock(DAY);
  expect(await backups.backupJob(app.strapi).tick()).toBe('ran');
  return status();
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  app = await startTestApp();
  clock = app.requireApp('src/lib/process/clock.js');
  backups = app.requireApp('src/bootstrap/backups.js');
  original = app.strapi.config.get('server.hmrpl.backup');
  bucket = await startBucket('cadangan');
  dir = mkdtempSync(path.join(tmpdir(), 'hmrpl-cadangan-'));
  const requireCms = (await import('node:module')).createRequire(path.join(CMS_DIR, 'package.json'));
  const age: typeof import('age-encryption') = await import(pathToFileURL(requireCms.resolve('age-encryption')).href);
  recipient = await age.identityToRecipient(await age.generateX25519Identity());
});

afterAll(async () => {
  clock?.resetClock();
  app?.strapi.config.set('server.hmrpl.backup', original);
  await bucket?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/admin/cadangan without a key', () => {
  it('says scheduled backups are off, and why; only to admins', async () => {
    configure({ ageRecipient: '' });
    const body = await status();
    expect(body).toEqual({
      last: null,
      next_at: null,
      offsite_target: `${new URL(bucket.endpoint).host}/cadangan/situs`,
      off_reason: 'tanpa-kunci',
      problems: [
        'Cadangan terjadwal mati: kunci enkripsi BACKUP_AGE_RECIPIENT belum diatur di server (README, "Backup and restore").',
      ],
      last_good_at: null,
      offsite_at: null,
    });
    // a non-admin's 403 is proved for every /api/admin route by the route walk (tests/security-routes.int.test.ts)
    expect((await app.agent().get('/api/admin/cadangan')).status).toBe(401);
    // nothing ran: an off job records nothing
    configure({ schedule: 'setiap hari' });
    expect((await status()).off_reason).toBe('jadwal-salah');
  });
});

describe('a scheduled backup with the clock moved', () => {
  const firstRun = Date.parse('2027-03-01T02:00:00+07:00');

  it('runs at 02:00 Asia/Jakarta, and the bucket holds the archive with the same sha256', async () => {
    configure();
    clock.moveClock(Date.parse('2027-03-01T01:00:00+07:00') - clock.clockMs());
    // the first look sets the schedule and backs nothing up
    expect(await backups.backupJob(app.strapi).tick()).toBe('ran');
    expect(archives()).toEqual([]);
    const before = await status();
    expect(before).toMatchObject({ last: null, off_reason: null, problems: [] });
    expect(Date.parse(before.next_at!)).toBe(firstRun);
    expect(await backups.backupJob(app.strapi).tick()).toBe('not-due');

    clock.moveClock(HOUR);
    expect(await backups.backupJob(app.strapi).tick()).toBe('ran');
    const [name] = archives();
    expect(jakartaDay(name)).toBe('2027-03-01');
    const objects = await bucket.list();
    expect(objects.map((o) => o.key)).toEqual([`situs/${name}`]);
    expect(await bucket.sha256(`situs/${name}`)).toBe(sha256(path.join(dir, name)));
    const after = await status();
    expect(after.last).toMatchObject({ ok: true, offsite: true, size_bytes: objects[0].size });
    expect(Date.parse(after.last!.at)).toBeGreaterThanOrEqual(firstRun);
    expect(Date.parse(after.last!.at)).toBe(archiveTime(name));
    expect(after.offsite_at).toBe(after.last!.at);
    expect(after.last_good_at).toBe(after.last!.at);
    expect(after.problems).toEqual([]);
    expect(Date.parse(after.next_at!)).toBe(firstRun + DAY);
  }, 60_000);

  it('after 21 days the rotation keeps 9 archives (7 daily, the weeks of 7 and 14 March), here and in the bucket', async () => {
    for (let day = 2; day <= 21; day += 1) await runDay();
    const kept = archives().map(jakartaDay);
    expect(kept).toEqual([
      '2027-03-07',
      '2027-03-14',
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
      '2027-03-20',
      '2027-03-21',
    ]);
    expect((await bucket.list()).map((o) => o.key.replace('situs/', '')).sort()).toEqual(archives());
  }, 180_000);
});

describe('what bad input gets: a clear line, the local archive kept, the next run tries again', () => {
  const cases: Array<[string, () => void | Promise<void>, RegExp]> = [
    ['a wrong bucket', () => configure({ s3: { bucket: 'tidak-ada' } }), /^Bucket "tidak-ada" tidak ada di /],
    [
      'a wrong access key',
      () => configure({ s3: { accessKeyId: 'KUNCI-SALAH' } }),
      /^Kunci akses bucket ditolak oleh .* \(InvalidAccessKeyId\): periksa BACKUP_S3_ACCESS_KEY_ID/,
    ],
    [
      'a full bucket',
      () => {
        configure();
        bucket.mode = 'full';
      },
      /^Bucket .*\/cadangan\/situs penuh \(QuotaExceeded\): kuota penyimpanannya habis/,
    ],
    [
      'an unreachable endpoint',
      async () => configure({ s3: { endpoint: `http://127.0.0.1:${await closedPort()}` } }),
      /^Penyimpanan cadangan 127\.0\.0\.1:\d+ tidak terjangkau \(ECONNREFUSED\)/,
    ],
  ];

  for (const [label, arrange, line] of cases) {
    it(`${label}: copy failed on the card, archive kept, e-mail sent; set right, the next run copies both`, async () => {
      await arrange();
      app.mailbox.clear();
      const failed = await runDay();
      bucket.mode = 'ok';
      expect(failed.last).toMatchObject({ ok: true, offsite: false });
      expect(failed.problems).toHaveLength(1);
      expect(failed.problems[0]).toMatch(line);
      const missed = archives().find((n) => Date.parse(failed.last!.at) === archiveTime(n))!;
      expect(missed).toBeDefined();
      expect(existsSync(path.join(dir, missed))).toBe(true);
      const mail = (await app.mailbox.waitFor(1, 10_000)).find((m) => m.subject.includes('Cadangan'))!;
      expect(mail.subject).toBe('[HMRPL] Cadangan dibuat, tetapi ada masalah');
      expect(mail.to).toEqual(['pengurus@hmrpl.test']);
      expect(mail.text).toContain(failed.problems[0]);

      configure();
      const fixed = await runDay();
      expect(fixed.last).toMatchObject({ ok: true, offsite: true });
      expect(fixed.problems).toEqual([]);
      const inBucket = (await bucket.list()).map((o) => o.key.replace('situs/', ''));
      expect(inBucket).toContain(missed);
      expect(fixed.offsite_at).toBe(fixed.last!.at);
    }, 60_000);
  }

  it('a clock set wrong: the copy is made, nothing is deleted, and the card says to set the clock', async () => {
    configure();
    bucket.mode = 'skew';
    const before = archives();
    const run = await runDay();
    bucket.mode = 'ok';
    expect(run.last).toMatchObject({ ok: true, offsite: true });
    expect(run.problems).toEqual([
      expect.stringMatching(/^Jam server ini terlambat sekitar 180 menit dibanding jam .*: setel jam server/),
    ]);
    // the rotation would have deleted the oldest daily: nothing went
    expect(archives()).toEqual(expect.arrayContaining(before));
    expect(archives()).toHaveLength(before.length + 1);
  }, 60_000);

  it('a wrong encryption key: no archive, the last good one stays on the card', async () => {
    const good = await status();
    app.mailbox.clear();
    configure({ ageRecipient: 'age1bukankunci' });
    const before = archives();
    const run = await runDay();
    expect(run.last).toMatchObject({ ok: false, offsite: false, size_bytes: 0 });
    expect(run.problems).toEqual([
      'BACKUP_AGE_RECIPIENT bukan kunci publik age (age1...): cadangan tidak dibuat. Perbaiki kuncinya.',
    ]);
    expect(run.last_good_at).toBe(good.last!.at);
    expect(archives()).toEqual(before);
    expect(app.mailbox.mails.some((m) => m.subject === '[HMRPL] Cadangan data gagal dibuat')).toBe(true);
    configure();
    expect((await runDay()).last).toMatchObject({ ok: true, offsite: true });
  }, 60_000);
});

/** ms of an archive name's UTC time. */
function archiveTime(name: string): number {
  const m = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z/.exec(name)!;
  return Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
}
