/**
 * The public cache's version, shared by every CMS process: a counter in memory on SQLite, one row
 * (`hmrpl_cache_version`) on PostgreSQL. A write moves it after its commit and before its answer leaves
 * (`global::edge`, src/middlewares/edge.ts, waits for it); a read never joins a query that started before it arrived.
 * Followers (the edge's store, the CDN purge hook) subscribe with `followCacheVersion`. See ADR 015 and ADR 043.
 */
import type { Core } from '@strapi/strapi';
import { AsyncLocalStorage } from 'node:async_hooks';
import { usesPostgres } from '../strapi/database';

const CACHE_VERSION_TABLE = 'hmrpl_cache_version';
/** A version read slower than this counts as a failure (the cache answers stale meanwhile). */
const VERSION_TIMEOUT_MS = 1000;
/** After a failed read, reads do not ask again for this long. */
const DOWN_FOR_MS = 200;

/** What follows the version: the edge's cache (`observe`) and, for this process's own moves, the purge hook. */
interface VersionFollower {
  observe(version: number): void;
  /** This process moved the version (a write here, or a scheduled change). */
  moved?(): void;
  /** A write committed but the version could not be moved: drop what is held, keep the version. */
  forget?(): void;
}
const followers = new WeakMap<object, VersionFollower[]>();

export function followCacheVersion(strapi: Core.Strapi, follower: VersionFollower): void {
  const list = followers.get(strapi) ?? [];
  list.push(follower);
  followers.set(strapi, list);
}

function observed(strapi: Core.Strapi, version: number, moved = false) {
  for (const follower of followers.get(strapi) ?? []) {
    follower.observe(version);
    if (moved) follower.moved?.();
  }
}

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
    // one timeout per query, shared by the batch waiting for it
    current: batchedReader(async () =>
      toNumber(await withTimeout(knex.raw(`SELECT version FROM ${CACHE_VERSION_TABLE} WHERE id = 1`))),
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

/**
 * Moves the shared version on (every process's cache misses from its next read on) and tells this process's
 * followers. For writes this happens by itself (`followWrites`); call it for a change that comes with time, such as
 * a scheduled item becoming public.
 */
export async function moveCacheVersion(strapi: Core.Strapi): Promise<void> {
  observed(strapi, await (await versionSource(strapi)).bump(), true);
}

/** Retries of a failed move, per Strapi instance (one loop at a time). */
const retrying = new WeakSet<object>();
const RETRY_EVERY_MS = 1000;
const RETRY_FOR_MS = 10 * 60_000;

/**
 * Moves the version after a committed write. When that fails (the database went away just after the commit), this
 * process drops what it holds at once, and the move is retried every second until it succeeds, so the other
 * processes see the write as soon as the database is back.
 */
async function bumpCacheVersion(strapi: Core.Strapi): Promise<void> {
  try {
    await moveCacheVersion(strapi);
  } catch (error) {
    strapi.log.error(`public cache: version bump failed, retrying: ${(error as Error).message}`);
    for (const follower of followers.get(strapi) ?? []) follower.forget?.();
    if (retrying.has(strapi)) return;
    retrying.add(strapi);
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    const retry = () =>
      moveCacheVersion(strapi).then(
        () => {
          retrying.delete(strapi);
          strapi.log.info('public cache: version moved after the database came back');
        },
        () => {
          if (Date.now() > giveUpAt) retrying.delete(strapi);
          else setTimeout(retry, RETRY_EVERY_MS).unref();
        },
      );
    setTimeout(retry, RETRY_EVERY_MS).unref();
  }
}

/** Per Strapi instance: the resolved source, the last failure, and the batch being read (one outcome for all). */
interface Reader {
  source?: VersionSource;
  downUntil: number;
  lastWarning: number;
  batch?: Promise<number>;
  outcome?: Promise<number | undefined>;
}
const readers = new WeakMap<object, Reader>();

function withTimeout<T>(read: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    read,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${VERSION_TIMEOUT_MS} ms`)), VERSION_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The current version, and this process's followers brought up to it: a number at once in memory (SQLite), a
 * promise on PostgreSQL (one batched query), `undefined` when it cannot be known (the database is unreachable).
 */
export function readCacheVersion(strapi: Core.Strapi): number | undefined | Promise<number | undefined> {
  let reader = readers.get(strapi);
  if (!reader) {
    reader = { downUntil: 0, lastWarning: 0 };
    readers.set(strapi, reader);
  }
  const source = reader.source;
  if (source && !source.shared) {
    const version = source.current() as number;
    observed(strapi, version);
    return version;
  }
  if (Date.now() < reader.downUntil) return undefined;
  const known = reader;
  const failed = (error: unknown) => {
    known.downUntil = Date.now() + DOWN_FOR_MS;
    if (Date.now() - known.lastWarning > 10_000) {
      known.lastWarning = Date.now();
      strapi.log.warn(`public cache: version unknown, answering what the cache holds (${(error as Error).message})`);
    }
    return undefined;
  };
  if (!source) {
    return versionSource(strapi).then((found) => {
      known.source = found;
      return readCacheVersion(strapi);
    }, failed);
  }
  // the callers of one batch share one query and one outcome (followers told once)
  const batch = source.current() as Promise<number>;
  if (batch !== known.batch) {
    known.batch = batch;
    known.outcome = batch.then((version) => {
      observed(strapi, version);
      return version;
    }, failed);
  }
  return known.outcome!;
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
 * Subscribes (once per Strapi instance) to the database writes of `cached`, the content the cached routes show (the
 * edge passes its site's `cacheSources`, derived from the content types' declarations: src/front/site.ts): each moves
 * the shared version, after its transaction has committed.
 */
export function followWrites(strapi: Core.Strapi, cached: ReadonlySet<string>): void {
  if (!sources.has(strapi)) {
    // first call also subscribes (once per instance)
    strapi.db.lifecycles.subscribe(async (event: { action: string; model?: { uid?: string } }) => {
      if (!WRITE_ACTIONS.has(event.action) || !cached.has(event.model?.uid ?? '')) return;
      const writes = requestWrites.getStore();
      const bump = () => {
        const done = bumpCacheVersion(strapi);
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
          onCommit(() => observed(strapi, version, true));
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
