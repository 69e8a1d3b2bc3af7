/**
 * The public cache's version number, shared by every CMS process (ADR 015).
 *
 * - SQLite (one process): a counter in memory.
 * - PostgreSQL (one or more processes): one row, `hmrpl_cache_version(id = 1, version)`. A write bumps it
 *   AFTER its transaction has committed and BEFORE its HTTP answer leaves (src/middlewares/public-cache.ts
 *   waits for the bump), and every cached read first reads the row. So a read that starts after a write was
 *   answered, in any process, sees the new version and misses: "the very next read" holds without relying on
 *   a notification arriving in time.
 * - A write outside any HTTP request (a script, the seed) has no answer to hold back: its bump runs inside its
 *   own transaction instead, so it becomes visible exactly when the data does.
 * - The read is cheap and shared: while one `SELECT` is in flight, the requests that arrive wait for the NEXT
 *   one (never join one that started before they arrived, which could miss a write acknowledged in between),
 *   so under load one query serves a whole batch of requests.
 */
import type { Core } from '@strapi/strapi';
import { usesPostgres } from './rate-limit';

const CACHE_VERSION_TABLE = 'hmrpl_cache_version';

export interface VersionSource {
  readonly shared: boolean;
  /** The current version (a number at once in memory; a promise on PostgreSQL). */
  current(): number | Promise<number>;
  /**
   * Moves the version on; resolves with the new one once every process can see it. Given a transaction, the
   * bump is part of it (seen exactly when the write commits).
   */
  bump(trx?: { raw(sql: string): Promise<unknown> }): Promise<number>;
}

function memoryVersion(): VersionSource {
  let version = 0;
  return {
    shared: false,
    current: () => version,
    bump: async () => {
      version += 1;
      return version;
    },
  };
}

/** Coalesces reads: each caller gets the result of a query that STARTED after it called. */
export function batchedReader(query: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  const start = () => {
    const p = query().finally(() => {
      if (running === p) running = null;
    });
    running = p;
    return p;
  };
  return () => {
    if (!running) return start();
    if (!queued) {
      queued = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = null;
          return start();
        });
    }
    return queued;
  };
}

async function postgresVersion(strapi: Core.Strapi): Promise<VersionSource> {
  const knex = strapi.db.connection;
  try {
    await knex.raw(
      `CREATE TABLE IF NOT EXISTS ${CACHE_VERSION_TABLE} (id integer PRIMARY KEY, version bigint NOT NULL)`,
    );
  } catch (error) {
    // another process created it at the same moment
    if (!['23505', '42P07'].includes((error as { code?: string }).code ?? '')) throw error;
  }
  await knex.raw(`INSERT INTO ${CACHE_VERSION_TABLE} (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING`);
  const toNumber = (result: { rows: { version: string | number }[] }) => Number(result.rows[0]?.version ?? 0);
  return {
    shared: true,
    current: batchedReader(async () =>
      toNumber(await knex.raw(`SELECT version FROM ${CACHE_VERSION_TABLE} WHERE id = 1`)),
    ),
    bump: async (trx) => {
      const sql = `UPDATE ${CACHE_VERSION_TABLE} SET version = version + 1 WHERE id = 1 RETURNING version`;
      return toNumber((await (trx ?? knex).raw(sql)) as { rows: { version: string }[] });
    },
  };
}

/** The right source for this database. */
export function createVersionSource(strapi: Core.Strapi): Promise<VersionSource> {
  return usesPostgres(strapi) ? postgresVersion(strapi) : Promise.resolve(memoryVersion());
}
