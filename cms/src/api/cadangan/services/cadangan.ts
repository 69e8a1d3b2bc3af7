/**
 * The scheduled backup's state for /admin (ADR 070): whether backups run (the keys, the schedule), the latest run and
 * the latest good one, the newest copy checked in the bucket, the next time. Read from the job's row in hmrpl_jobs
 * (any process may have run it) and from this process's settings.
 */
import type { Core } from '@strapi/strapi';
import type { BackupStatus } from '@hmrpl/contract';
import { clockMs } from '../../../lib/process/clock';
import { BACKUP_JOB_NAME, backupSettings } from '../jobs/scheduled-backup';
import { backupGate, offsiteTarget, type BackupJobState } from '../rules/backup-rules';

interface JobRow {
  next_at: string | number;
  state: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The job's row; none before the first process looked (its table is made on first use). */
  async function jobRow(): Promise<JobRow | null> {
    const knex = strapi.db.connection;
    if (!(await knex.schema.hasTable('hmrpl_jobs'))) return null;
    return ((await knex('hmrpl_jobs').where({ name: BACKUP_JOB_NAME }).first('next_at', 'state')) as JobRow) ?? null;
  }

  return {
    async status(): Promise<BackupStatus> {
      const settings = backupSettings(strapi);
      const gate = backupGate(settings);
      const row = await jobRow();
      let state: BackupJobState | null = null;
      try {
        state = row?.state ? (JSON.parse(row.state) as BackupJobState) : null;
      } catch {
        state = null;
      }
      const last = state?.last ?? null;
      const scheduled = row && Number(row.next_at) > 0 ? Number(row.next_at) : null;
      let nextAt: string | null = null;
      if (gate.on) {
        const next = scheduled ?? gate.next(new Date(clockMs()))?.getTime();
        nextAt = next ? iso(next) : null;
      }
      return {
        last: last ? { at: last.at, size_bytes: last.size_bytes, ok: last.ok, offsite: last.offsite } : null,
        next_at: nextAt,
        offsite_target: offsiteTarget(settings),
        off_reason: gate.on ? null : gate.reason,
        problems: gate.on ? (last?.problems ?? []) : [gate.problem],
        last_good_at: state?.lastGoodAt ?? null,
        offsite_at: state?.offsiteAt ?? null,
      };
    },
  };
};

export type CadanganService = ReturnType<typeof import('./cadangan').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::cadangan.cadangan': CadanganService;
  }
}
