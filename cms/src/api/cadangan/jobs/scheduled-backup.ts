/**
 * The scheduled backup (ADR 070): a job (src/lib/process/jobs.ts) that one process runs at each time of
 * BACKUP_SCHEDULE, however many processes share the database. The work itself runs in a process of its own
 * (`node scripts/backup.mjs --scheduled --at <the job's time>`, at a lower CPU priority), so this process only waits
 * for it: requests are never held by a backup. Its result (sent back over IPC) becomes the job's state, which
 * GET /api/admin/cadangan reads; a run with problems is logged line by line and e-mailed to the operator
 * (ASPIRATION_NOTIFY_TO) when SMTP is set. A failed run is not retried sooner than the schedule's next time.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { JobSpec } from '../../../lib/process/jobs';
import { clockMs } from '../../../lib/process/clock';
import { mailLinkBase } from '../../../lib/process/outbound';
import { digestConfigured } from '../../aspirasi/jobs/digest';
import {
  EMPTY_BACKUP_STATE,
  backupEnv,
  backupGate,
  composeFailureMail,
  failedRun,
  stateAfter,
  type BackupJobState,
  type BackupSettings,
  type ScheduledResult,
} from '../rules/backup-rules';

export const BACKUP_JOB_NAME = 'cadangan-terjadwal';
/** A run taking longer than this is stopped (and reported); the claim holds an hour longer. */
const RUN_TIMEOUT_MS = 3 * 60 * 60 * 1000;
const LEASE_MS = RUN_TIMEOUT_MS + 60 * 60 * 1000;
/** The backup's process runs below the site's priority (nice 10; its pg_dump inherits it). */
const BACKUP_NICENESS = 10;

export const backupSettings = (strapi: Core.Strapi): BackupSettings =>
  strapi.config.get('server.hmrpl.backup') as BackupSettings;

/** scripts/backup.mjs beside the CMS (the repository, or /app in the Docker image). */
const backupScript = (strapi: Core.Strapi) => path.resolve(strapi.dirs.app.root, '..', 'scripts', 'backup.mjs');

/** Runs the backup's process and resolves with its result; a process that reports none is a failed run. */
function runBackupProcess(strapi: Core.Strapi, settings: BackupSettings, at: Date): Promise<ScheduledResult> {
  const script = backupScript(strapi);
  if (!existsSync(script))
    return Promise.resolve(failedRun(at, `Program cadangan tidak ditemukan (${script}): pasang ulang situs.`));
  return new Promise((resolve) => {
    let result: ScheduledResult | null = null;
    let settled = false;
    const child = spawn(process.execPath, [script, '--scheduled', '--at', at.toISOString()], {
      cwd: path.dirname(path.dirname(script)),
      env: { ...process.env, ...backupEnv(settings), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    try {
      if (child.pid) os.setPriority(child.pid, BACKUP_NICENESS);
    } catch {
      // not allowed here: the process runs at the site's priority
    }
    const lines = (level: 'info' | 'warn') => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) strapi.log[level](`cadangan (pid ${child.pid}): ${line.replace(/^\[backup\] /, '')}`);
    };
    child.stdout?.on('data', lines('info'));
    child.stderr?.on('data', lines('warn'));
    child.on('message', (message: { result?: ScheduledResult }) => {
      if (message?.result) result = message.result;
    });
    // this process ending (a deploy, a crash) ends the backup too: the next run starts it again
    const stop = () => child.kill('SIGTERM');
    process.once('exit', stop);
    const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS);
    timer.unref();
    const finish = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      process.removeListener('exit', stop);
      resolve(result ?? failedRun(at, why));
    };
    child.on('error', (error) => finish(`Program cadangan tidak bisa dijalankan: ${error.message}`));
    child.on('exit', (code, signal) =>
      finish(
        signal
          ? `Proses cadangan dihentikan (${signal}) sebelum selesai; arsip setengah jadi tidak dipakai.`
          : `Proses cadangan berhenti tanpa hasil (kode ${code}).`,
      ),
    );
  });
}

/** The /admin address in the e-mail: PUBLIC_URL, else this process on localhost. */
function adminUrl(strapi: Core.Strapi): string {
  return `${mailLinkBase(strapi)}/admin`;
}

/** E-mails the operator about a run with problems (when SMTP and ASPIRATION_NOTIFY_TO are set); never throws. */
async function tellOperator(strapi: Core.Strapi, result: ScheduledResult, nextAt: Date | null): Promise<void> {
  const to = String(strapi.config.get('server.hmrpl.aspirasi.notifyTo', '') ?? '').trim();
  if (!to || !digestConfigured(strapi)) {
    strapi.log.warn('cadangan: surel ke pengelola tidak dikirim (SMTP_HOST atau ASPIRATION_NOTIFY_TO tidak diatur)');
    return;
  }
  try {
    const mail = composeFailureMail(result, { nextAt, adminUrl: adminUrl(strapi) });
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
    strapi.log.info(`cadangan: surel ke pengelola terkirim (${mail.subject})`);
  } catch (error) {
    strapi.log.error(`cadangan: surel ke pengelola gagal dikirim (${(error as Error).message})`);
  }
}

export function scheduledBackupJob(strapi: Core.Strapi): JobSpec<BackupJobState> {
  return {
    name: BACKUP_JOB_NAME,
    leaseMs: LEASE_MS,
    async run({ now, state }) {
      const settings = backupSettings(strapi);
      const gate = backupGate(settings);
      // off (the keys removed since the start): look again in an hour, nothing recorded
      if (!gate.on) return { nextAt: new Date(now.getTime() + 60 * 60 * 1000) };
      // the schedule's next time after this run, and after its end (a run longer than the interval is not repeated)
      const nextAfter = () =>
        gate.next(new Date(Math.max(now.getTime(), clockMs()))) ?? new Date(now.getTime() + 864e5);
      // the first look after backups were switched on sets the schedule; it backs nothing up by itself
      if (!state) return { nextAt: nextAfter(), state: EMPTY_BACKUP_STATE };
      strapi.log.info(`cadangan (pid ${process.pid}): mulai, jadwal ${settings.schedule}`);
      const result = await runBackupProcess(strapi, settings, now);
      const nextAt = nextAfter();
      for (const problem of result.problems) strapi.log.error(`cadangan: ${problem}`);
      if (result.problems.length > 0) await tellOperator(strapi, result, nextAt);
      else strapi.log.info(`cadangan: selesai, ${result.file}${result.offsite ? ' (tersalin ke bucket)' : ''}`);
      return { nextAt, state: stateAfter(state, result) };
    },
  };
}
