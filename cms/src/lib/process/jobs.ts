/**
 * Named periodic jobs that run on ONE process at a time, however many share the database: one row per job in
 * `hmrpl_jobs`, claimed with a lease by one conditional UPDATE and released only by its claimant's token. Keep the
 * claim's `next_at <= now AND lease_until <= now` condition: it alone makes exactly one process win. Times come from
 * the job clock (src/lib/process/clock.ts), which only tests move. See ADR 046.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { clockMs } from './clock';
import { createTableOnce } from '../strapi/database';

const JOBS_TABLE = 'hmrpl_jobs';

export interface JobInput<S> {
  now: Date;
  /** What the previous run returned (null before the first run). */
  state: S | null;
}

export interface JobOutcome<S> {
  /** When the job is next due (any process may run it then). */
  nextAt: Date;
  /** The state for the next run; left out, the state stays as it was. */
  state?: S | null;
}

export interface JobSpec<S> {
  /** Unique; the row's key. */
  name: string;
  /** How long a claim holds: longer than a run can take, short enough for another process to take over a dead one. */
  leaseMs: number;
  /** After a run that threw: how long until it is due again (default 60 s). */
  retryMs?: number;
  run(input: JobInput<S>): Promise<JobOutcome<S>>;
}

/** `ran`: this process ran it; `not-due` or `busy` (another process holds it): nothing ran here. */
export type TickResult = 'ran' | 'not-due' | 'busy' | 'failed' | 'lost';

export interface Job {
  readonly name: string;
  tick(): Promise<TickResult>;
}

interface JobRow {
  next_at: string | number;
  lease_until: string | number;
  state: string | null;
}

/** Our table of job rows (created by whichever process needs it first). */
const ensureJobsTable = (knex: Core.Strapi['db']['connection']) =>
  createTableOnce(
    knex,
    JOBS_TABLE,
    `CREATE TABLE IF NOT EXISTS ${JOBS_TABLE} (name varchar(100) PRIMARY KEY, next_at bigint NOT NULL DEFAULT 0, ` +
      `lease_until bigint NOT NULL DEFAULT 0, owner varchar(64) NOT NULL DEFAULT '', state text, ` +
      `runs integer NOT NULL DEFAULT 0, last_run_at bigint)`,
  );

const parseState = <S>(text: string | null): S | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as S;
  } catch {
    return null;
  }
};

/**
 * A job bound to this Strapi's database; nothing runs until `tick()` (or `scheduleJobs`).
 *
 *   const job = defineJob(strapi, {
 *     name: 'aspirasi-retensi',
 *     leaseMs: 10 * 60_000,
 *     async run({ now, state }) { ...; return { nextAt: new Date(now.getTime() + DAY), state } },
 *   });
 *   scheduleJobs(strapi, [job], pollMs);   // every process looks every pollMs; one of them runs a due job
 *   await job.tick();                     // one look now (tests, and the timer)
 */
export function defineJob<S>(strapi: Core.Strapi, spec: JobSpec<S>): Job {
  const knex = strapi.db.connection;
  const retryMs = spec.retryMs ?? 60_000;
  let rowReady: Promise<void> | undefined;
  let running = false;

  const ensureRow = () =>
    (rowReady ??= ensureJobsTable(knex)
      .then(() => knex(JOBS_TABLE).insert({ name: spec.name }).onConflict('name').ignore())
      .then(
        () => undefined,
        (error: Error) => {
          rowReady = undefined;
          throw error;
        },
      ));

  async function tick(): Promise<TickResult> {
    // one run at a time within this process too (a slow run and the next timer tick)
    if (running) return 'busy';
    running = true;
    try {
      await ensureRow();
      const now = clockMs();
      const owner = randomBytes(16).toString('hex');
      const claimed = await knex(JOBS_TABLE)
        .where({ name: spec.name })
        .andWhere('next_at', '<=', now)
        .andWhere('lease_until', '<=', now)
        .update({ lease_until: now + spec.leaseMs, owner });
      if (claimed !== 1) {
        const row = (await knex(JOBS_TABLE).where({ name: spec.name }).first('next_at', 'lease_until')) as
          JobRow | undefined;
        return row && Number(row.lease_until) > now ? 'busy' : 'not-due';
      }
      const row = (await knex(JOBS_TABLE).where({ name: spec.name, owner }).first('state')) as JobRow | undefined;
      const mine = knex(JOBS_TABLE).where({ name: spec.name, owner });
      let outcome: JobOutcome<S>;
      try {
        outcome = await spec.run({ now: new Date(now), state: parseState<S>(row?.state ?? null) });
      } catch (error) {
        strapi.log.error(`job ${spec.name}: ${(error as Error).message}; tried again in ${retryMs / 1000} s`);
        await mine.clone().update({ lease_until: 0, owner: '', next_at: clockMs() + retryMs });
        return 'failed';
      }
      const released = await mine.clone().update({
        next_at: outcome.nextAt.getTime(),
        lease_until: 0,
        owner: '',
        runs: knex.raw('runs + 1'),
        last_run_at: now,
        ...(outcome.state === undefined
          ? {}
          : { state: outcome.state === null ? null : JSON.stringify(outcome.state) }),
      });
      if (released !== 1) {
        strapi.log.warn(`job ${spec.name}: its lease ran out during the run (another process may have run it too)`);
        return 'lost';
      }
      return 'ran';
    } finally {
      running = false;
    }
  }

  return { name: spec.name, tick };
}

/**
 * `make`'s job, one per Strapi: the scheduler and the integration tests that tick a job by hand get the same job, so
 * its one-run-at-a-time guard in this process is shared.
 */
export function jobPerStrapi<S>(make: (strapi: Core.Strapi) => JobSpec<S>): (strapi: Core.Strapi) => Job {
  const jobs = new WeakMap<object, Job>();
  return (strapi) => {
    let job = jobs.get(strapi);
    if (!job) {
      job = defineJob(strapi, make(strapi));
      jobs.set(strapi, job);
    }
    return job;
  };
}

const timers = new WeakMap<object, NodeJS.Timeout[]>();

/** JOBS_POLL_SECONDS in ms; an empty or unreadable value is the default (60 s), never "off" (only 0 is). */
export function jobsPollMs(strapi: Core.Strapi): number {
  const configured = Number(strapi.config.get('server.hmrpl.jobsPollSeconds', 60));
  return (Number.isFinite(configured) && configured >= 0 ? configured : 60) * 1000;
}

/**
 * Looks at each job every `pollMs` (the first look at a random moment within the first period, so processes started
 * together do not all ask at once). `pollMs` 0 schedules nothing (JOBS_POLL_SECONDS=0: a process that only serves
 * requests). Errors are logged, never thrown: the next look tries again.
 */
export function scheduleJobs(strapi: Core.Strapi, jobs: Job[], pollMs: number): void {
  if (!(pollMs > 0)) return;
  const list = timers.get(strapi) ?? [];
  for (const job of jobs) {
    const look = () =>
      job.tick().catch((error: Error) => strapi.log.warn(`job ${job.name}: could not look (${error.message})`));
    const first = setTimeout(
      () => {
        void look();
        const every = setInterval(() => void look(), pollMs);
        every.unref();
        list.push(every);
      },
      Math.floor(Math.random() * pollMs),
    );
    first.unref();
    list.push(first);
  }
  timers.set(strapi, list);
}

/** Stops the timers of `scheduleJobs` (at shutdown); a run in flight finishes on its own. */
export function stopJobs(strapi: Core.Strapi): void {
  for (const timer of timers.get(strapi) ?? []) clearTimeout(timer);
  timers.delete(strapi);
}
