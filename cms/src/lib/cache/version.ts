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
import { AsyncLocalStorage } from 'node:async_hooks';
import { usesPostgres } from '../strapi/database';
import { publicCache } from './public-cache';

const CACHE_VERSION_TABLE = 'hmrpl_cache_version';

interface VersionSource {
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
function createVersionSource(strapi: Core.Strapi): Promise<VersionSource> {
  return usesPostgres(strapi) ? postgresVersion(strapi) : Promise.resolve(memoryVersion());
}

const WRITE_ACTIONS = new Set([
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
]);
/** The content the cached routes read. */
const CACHED_SOURCES = new Set([
  'api::berita.berita',
  'api::galeri.galeri',
  'api::awarding.awarding',
  'api::rekrutmen.rekrutmen',
  'api::kegiatan.kegiatan',
  'plugin::upload.file',
  'api::kabinet.kabinet',
  'api::departemen.departemen',
  'api::divisi.divisi',
  'api::anggota.anggota',
  'api::pengaturan.pengaturan',
]);

/** Version bumps a request started; the answer waits for them. */
interface RequestWrites {
  pending: Promise<unknown>[];
}
const requestWrites = new AsyncLocalStorage<RequestWrites>();

/** Per Strapi instance (a test process may boot several). */
const sources = new WeakMap<object, Promise<VersionSource>>();

function versionSource(strapi: Core.Strapi): Promise<VersionSource> {
  let source = sources.get(strapi);
  if (!source) {
    source = createVersionSource(strapi);
    source.catch(() => sources.delete(strapi));
    sources.set(strapi, source);
  }
  return source;
}

/** Moves the shared version on (and this process's cache with it). */
async function bumpCacheVersion(strapi: Core.Strapi): Promise<void> {
  publicCache.observe(await (await versionSource(strapi)).bump());
}

let lastWarning = 0;
/**
 * Reads the shared version (one cheap query on PostgreSQL, batched) and lets this process's caches follow it:
 * every cached answer, API or page (src/lib/pages/cache.ts), is checked against it before it is used.
 * `undefined` when it cannot be read: answer without the cache then.
 */
export async function observeSharedVersion(strapi: Core.Strapi): Promise<number | undefined> {
  try {
    const source = await versionSource(strapi);
    const version = await source.current();
    publicCache.observe(version);
    return version;
  } catch (error) {
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      strapi.log.warn(`public cache: version unknown, answering without the cache (${(error as Error).message})`);
    }
    return undefined;
  }
}

/** Runs the rest of a request; resolves once every version bump its writes started can be seen by every process. */
export async function withRequestWrites(next: () => Promise<unknown>): Promise<void> {
  const writes: RequestWrites = { pending: [] };
  try {
    await requestWrites.run(writes, next);
  } finally {
    if (writes.pending.length > 0) await Promise.all(writes.pending);
  }
}

/**
 * Subscribes (once per Strapi instance) to the database writes of the content the cached routes show: each moves the
 * shared version, after its transaction has committed.
 */
export function followWrites(strapi: Core.Strapi): void {
  if (!sources.has(strapi)) {
    // first call also subscribes (once per instance)
    strapi.db.lifecycles.subscribe(async (event: { action: string; model?: { uid?: string } }) => {
      if (!WRITE_ACTIONS.has(event.action) || !CACHED_SOURCES.has(event.model?.uid ?? '')) return;
      const writes = requestWrites.getStore();
      const bump = () => {
        const done = bumpCacheVersion(strapi).catch((error) =>
          strapi.log.error(`public cache: version bump failed: ${(error as Error).message}`),
        );
        writes?.pending.push(done);
        return done;
      };
      if (!strapi.db.inTransaction()) {
        await bump();
        return;
      }
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        if (!writes) {
          // Outside a request nobody waits for an answer: bump inside the transaction (visible with the data).
          const version = await (await versionSource(strapi)).bump(trx);
          onCommit(() => publicCache.observe(version));
          return;
        }
        // A nested transaction call shares the outer one's commit callbacks: bump once it has committed, and the
        // request's answer waits for that (src/lib/cache/version.ts).
        onCommit(() => void bump());
      });
    });
    void versionSource(strapi);
  }
}
