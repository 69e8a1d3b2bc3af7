import { describe, expect, it } from 'vitest';
import {
  OFF_MESSAGES,
  backupEnv,
  backupGate,
  composeFailureMail,
  offsiteTarget,
  stateAfter,
  type BackupSettings,
  type ScheduledResult,
} from '../backup-rules';

const settings: BackupSettings = {
  schedule: '0 2 * * *',
  ageRecipient: 'age1contoh',
  signingKey: 'kunci',
  dir: '',
  keepDaily: '',
  keepWeekly: '',
  keepMonthly: '',
  s3: {
    bucket: 'hmrpl-cadangan',
    endpoint: 'https://s3.example-cloud.id',
    region: '',
    prefix: 'situs',
    forcePathStyle: '',
    accessKeyId: 'AKID',
    secretAccessKey: 'rahasia',
    retryBaseMs: '',
  },
};
const result = (over: Partial<ScheduledResult> = {}): ScheduledResult => ({
  at: '2027-03-01T19:00:00.000Z',
  ok: true,
  file: 'hmrpl-sqlite-2027-03-01T19-00-00Z.tar',
  size_bytes: 1000,
  offsite: true,
  offsite_target: 's3.example-cloud.id/hmrpl-cadangan/situs',
  copied: [{ name: 'hmrpl-sqlite-2027-03-01T19-00-00Z.tar', at: '2027-03-01T19:00:00.000Z' }],
  problems: [],
  notes: [],
  deleted: { local: [], bucket: [] },
  ...over,
});

describe('the scheduled backup: settings, schedule, state, e-mail', () => {
  it('runs daily at 02:00 Asia/Jakarta by default', () => {
    const gate = backupGate(settings);
    if (!gate.on) throw new Error('off');
    expect(gate.next(new Date('2027-03-01T12:00:00Z'))?.toISOString()).toBe('2027-03-01T19:00:00.000Z');
    expect(gate.next(new Date('2027-03-01T19:00:00Z'))?.toISOString()).toBe('2027-03-02T19:00:00.000Z');
  });

  it('is off without a key, and with a schedule that is not cron', () => {
    expect(backupGate({ ...settings, ageRecipient: ' ' })).toEqual({
      on: false,
      reason: 'tanpa-kunci',
      problem: OFF_MESSAGES.noRecipient,
    });
    expect(backupGate({ ...settings, signingKey: '' })).toMatchObject({ on: false, reason: 'tanpa-kunci' });
    expect(backupGate({ ...settings, schedule: 'setiap hari' })).toMatchObject({
      on: false,
      reason: 'jadwal-salah',
      problem: expect.stringMatching(/^Cadangan terjadwal mati: BACKUP_SCHEDULE "setiap hari" bukan jadwal cron/),
    });
  });

  it('hands the backup process the BACKUP_* it reads, and names the target without secrets', () => {
    const env = backupEnv(settings);
    expect(env).toMatchObject({ BACKUP_S3_BUCKET: 'hmrpl-cadangan', BACKUP_S3_SECRET_ACCESS_KEY: 'rahasia' });
    expect(env).not.toHaveProperty('BACKUP_DIR');
    expect(offsiteTarget(settings)).toBe('s3.example-cloud.id/hmrpl-cadangan/situs');
    expect(offsiteTarget({ ...settings, s3: { ...settings.s3, bucket: '' } })).toBeNull();
  });

  it('keeps the last good backup and the newest checked copy across failed runs', () => {
    const good = stateAfter(null, result());
    expect(good).toEqual({
      last: { at: '2027-03-01T19:00:00.000Z', size_bytes: 1000, ok: true, offsite: true, problems: [] },
      lastGoodAt: '2027-03-01T19:00:00.000Z',
      offsiteAt: '2027-03-01T19:00:00.000Z',
    });
    const failed = stateAfter(
      good,
      result({ at: '2027-03-02T19:00:00.000Z', ok: false, file: null, offsite: false, copied: [], problems: ['x'] }),
    );
    expect(failed.lastGoodAt).toBe('2027-03-01T19:00:00.000Z');
    expect(failed.offsiteAt).toBe('2027-03-01T19:00:00.000Z');
    expect(failed.last).toMatchObject({ ok: false, problems: ['x'] });
  });

  it('the operator’s e-mail says what happened, what was kept, and when the next try is', () => {
    const mail = composeFailureMail(result({ offsite: false, problems: ['Bucket penuh.'] }), {
      nextAt: new Date('2027-03-02T19:00:00Z'),
      adminUrl: 'https://hmrpl.example/admin',
    });
    expect(mail.subject).toBe('[HMRPL] Cadangan dibuat, tetapi ada masalah');
    expect(mail.text).toContain('- Bucket penuh.');
    expect(mail.text).toContain('belum tersalin ke luar server');
    expect(mail.text).toMatch(/jadwal berikutnya: 3 Maret 2027 (pukul )?02[.:]00 WIB/);
    expect(mail.text).toContain('https://hmrpl.example/admin');
    expect(mail.text).not.toContain('rahasia');
  });
});
