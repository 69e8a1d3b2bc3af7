/**
 * The scheduled backup's pure rules in scripts/lib/backup (ADR 070; pure and fast, beside the suites that run them for real): which archives the rotation keeps (7 daily,
 * 4 weekly, 12 monthly in Asia/Jakarta, counted over periods that have archives, the newest always kept), and the
 * one line each error of a bucket becomes.
 */
import { describe, expect, it } from 'vitest';
import { archiveTime, keptArchives, periodsOf, retentionOf } from '../../scripts/lib/backup/rotation.mjs';
import { describeS3Error } from '../../scripts/lib/backup/offsite.mjs';
import { describeArchiveError } from '../../scripts/lib/backup/scheduled.mjs';
import { restoredDifferences } from '../../scripts/lib/backup/drill.mjs';

const DAY = 24 * 60 * 60 * 1000;
const nameAt = (ms: number) =>
  `hmrpl-sqlite-${new Date(ms).toISOString().replace(/:/g, '-').replace(/\..*$/, 'Z')}.tar`;
/** One archive a day at 02:00 WIB from `first` (a Jakarta date), `days` of them. */
const daily = (first: string, days: number) =>
  Array.from({ length: days }, (_, i) => {
    const ms = Date.parse(`${first}T02:00:00+07:00`) + i * DAY;
    return { name: nameAt(ms), at: new Date(ms) };
  });
const daysOf = (kept: Set<string>) => [...kept].map((n) => periodsOf(archiveTime(n)!).day).sort();
const DEFAULT = { daily: 7, weekly: 4, monthly: 12 };

describe('rotation', () => {
  it('reads the time back from an archive name, and nothing from other names', () => {
    expect(archiveTime('hmrpl-postgres-2027-02-28T19-00-05Z.tar')?.toISOString()).toBe('2027-02-28T19:00:05.000Z');
    expect(archiveTime('hmrpl-sqlite-2027-02-28T19-00-05Z.tar.partial')).toBeNull();
    expect(archiveTime('catatan.tar')).toBeNull();
  });

  it('days, ISO weeks and months are Asia/Jakarta’s (19:00 UTC is already the next day there)', () => {
    expect(periodsOf(new Date('2027-02-28T19:00:00Z'))).toEqual({
      day: '2027-03-01',
      week: '2027-W09',
      month: '2027-03',
    });
    // 1 January 2027 is a Friday: ISO week 53 of 2026
    expect(periodsOf(new Date('2027-01-01T05:00:00Z')).week).toBe('2026-W53');
    expect(periodsOf(new Date('2026-12-28T05:00:00Z')).week).toBe('2026-W53');
  });

  it('21 daily archives from Monday 1 March 2027 keep 15-21 March, and the Sundays 7 and 14 as weeklies', () => {
    expect(daysOf(keptArchives(daily('2027-03-01', 21), DEFAULT))).toEqual([
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
  });

  it('a year and a half of daily archives keeps the last 7 days, 4 weeks and 12 months (each by its newest)', () => {
    const kept = keptArchives(daily('2026-01-01', 540), DEFAULT);
    const days = daysOf(kept);
    // 7 days (18-24 June); the weeks end 24, 20, 13 and 6 June; the months end 24 June, 31 May ... 31 July 2026
    expect(kept.size).toBe(7 + 2 + 11);
    expect(days).toEqual(expect.arrayContaining(['2027-06-13', '2027-06-06']));
    expect(days.at(-1)).toBe('2027-06-24');
    expect(days).toContain('2027-05-31');
    expect(days).toContain('2026-07-31');
    expect(days).not.toContain('2026-06-30');
  });

  it('a machine off for a month, or a clock that jumped a year ahead, does not make the older archives expire', () => {
    const before = daily('2027-03-01', 7);
    const later = daily('2028-03-01', 1);
    const kept = keptArchives([...before, ...later], DEFAULT);
    // the far-off archive takes one daily place; the six newest before it stay (counted by days that have one)
    expect(daysOf(kept)).toEqual([
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
      '2028-03-01',
    ]);
  });

  it('never deletes the only archive, nor the newest, whatever the settings', () => {
    const one = daily('2027-03-01', 1);
    expect([...keptArchives(one, { daily: 0, weekly: 0, monthly: 0 })]).toEqual([one[0].name]);
    const many = daily('2027-03-01', 5);
    expect([...keptArchives(many, { daily: 0, weekly: 0, monthly: 0 })]).toEqual([many[4].name]);
    expect(keptArchives([], DEFAULT).size).toBe(0);
  });

  it('BACKUP_KEEP_*: whole numbers from 0, anything else the default', () => {
    expect(retentionOf({})).toEqual(DEFAULT);
    expect(retentionOf({ BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '0', BACKUP_KEEP_MONTHLY: 'x' })).toEqual({
      daily: 3,
      weekly: 0,
      monthly: 12,
    });
    expect(retentionOf({ BACKUP_KEEP_DAILY: '-1' }).daily).toBe(7);
  });
});

describe('one line for each error of a bucket', () => {
  const where = { bucket: 'cadangan', label: 's3.example-cloud.id/cadangan/situs', host: 's3.example-cloud.id' };
  const s3 = (name: string, status: number, message = 'x') =>
    Object.assign(new Error(message), { name, $metadata: { httpStatusCode: status } });

  it('names the setting to check, and whether trying again soon can help', () => {
    expect(describeS3Error(s3('NoSuchBucket', 404), where)).toMatchObject({ kind: 'bucket', transient: false });
    for (const code of ['InvalidAccessKeyId', 'SignatureDoesNotMatch'])
      expect(describeS3Error(s3(code, 403), where)).toMatchObject({
        kind: 'key',
        line: `Kunci akses bucket ditolak oleh s3.example-cloud.id (${code}): periksa BACKUP_S3_ACCESS_KEY_ID dan BACKUP_S3_SECRET_ACCESS_KEY.`,
      });
    for (const error of [
      s3('QuotaExceeded', 403),
      s3('XMinioStorageFull', 507),
      s3('AccessDenied', 403, 'Cannot upload files, storage cap exceeded.'),
    ])
      expect(describeS3Error(error, where)).toMatchObject({ kind: 'full', transient: false });
    expect(describeS3Error(s3('AccessDenied', 403), where)).toMatchObject({ kind: 'denied' });
    expect(describeS3Error(s3('RequestTimeTooSkewed', 403), where)).toMatchObject({ kind: 'clock' });
    expect(describeS3Error(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), where)).toMatchObject({
      kind: 'unreachable',
      transient: true,
    });
    expect(describeS3Error(s3('InternalError', 500), where)).toMatchObject({ kind: 'server', transient: true });
  });

  it('an archive that could not be made: a full disk, a wrong age key, anything else with its reason', () => {
    expect(
      describeArchiveError(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })),
    ).toMatch(/^Disk server penuh/);
    expect(describeArchiveError(new Error('BACKUP_AGE_RECIPIENT holds "age1xx"…, not an age recipient'))).toMatch(
      /^BACKUP_AGE_RECIPIENT bukan kunci publik age/,
    );
    expect(describeArchiveError(new Error('pg_dump exited with 1: boom'))).toBe(
      'Cadangan gagal dibuat: pg_dump exited with 1: boom',
    );
  });
});

describe("the drill's comparison of a restored copy with its manifest", () => {
  const manifest = { up_users: 2, hmrpl_device_epochs: 0, beritas: 11 };

  it('accepts the device epochs the restore gives each admin without one, and nothing more', () => {
    expect(restoredDifferences(manifest, { ...manifest, hmrpl_device_epochs: 2 })).toEqual([]);
    expect(restoredDifferences(manifest, { ...manifest, hmrpl_device_epochs: 3 })).toEqual([
      'hmrpl_device_epochs: expected 0 to 2 (one more per admin without one), found 3',
    ]);
    expect(restoredDifferences({ ...manifest, hmrpl_device_epochs: 1 }, manifest)).toEqual([
      'hmrpl_device_epochs: expected 1 to 3 (one more per admin without one), found 0',
    ]);
  });

  it('holds every other table to the manifest exactly, and a missing table is a difference', () => {
    expect(restoredDifferences(manifest, { ...manifest, beritas: 10 })).toEqual(['beritas: expected 11, found 10']);
    const { hmrpl_device_epochs: _, ...withoutEpochs } = manifest;
    expect(restoredDifferences(manifest, withoutEpochs)).toEqual(['hmrpl_device_epochs: expected 0, found no table']);
  });
});
