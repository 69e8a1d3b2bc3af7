import type { Core } from '@strapi/strapi';

/** True on PostgreSQL (one or more processes share the database); SQLite serves one process. */
export const usesPostgres = (strapi: Core.Strapi) => strapi.config.get('database.connection.client') === 'postgres';

type Knex = Core.Strapi['db']['connection'];
const tables = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Runs `sql` (a `CREATE TABLE IF NOT EXISTS` of one of our own tables) once per database connection. Several processes
 * may race to create it: PostgreSQL then answers 23505 or 42P07 to the loser, which is fine. A real failure is thrown
 * and tried again by the next caller.
 */
export function createTableOnce(knex: Knex, name: string, sql: string): Promise<void> {
  let byName = tables.get(knex);
  if (!byName) tables.set(knex, (byName = new Map()));
  let ready = byName.get(name);
  if (!ready) {
    ready = knex
      .raw(sql)
      .then(() => undefined)
      .catch((error: { code?: string }) => {
        if (error?.code !== '23505' && error?.code !== '42P07') {
          byName.delete(name);
          throw error;
        }
      });
    byName.set(name, ready);
  }
  return ready;
}

/**
 * A value another row already has: Strapi's entity validator, or the database's unique index when another process
 * took it between the check and the insert (PostgreSQL 23505, SQLite).
 */
export function isUniquenessError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  return error.name === 'ValidationError' && /unique/i.test(error.message);
}

let savepoints = 0;

/**
 * Runs `write` in a transaction of its own or, inside an enclosing one (the audit middleware runs an admin write in a
 * transaction, ADR 086), in a savepoint of it, and tries again (up to `tries` times in all) when it fails on a value
 * another row already has: a slug taken by another create between the free-slug read and the insert. The savepoint is
 * what makes the next try possible: on PostgreSQL the first error aborts the whole enclosing transaction, and without
 * rolling back to the savepoint every later read in it fails ("current transaction is aborted"), a 500.
 */
export async function retryOnUniqueness<T>(strapi: Core.Strapi, write: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await undoable(strapi, write);
    } catch (error) {
      if (attempt >= tries || !isUniquenessError(error)) throw error;
    }
  }
}

async function undoable<T>(strapi: Core.Strapi, write: () => Promise<T>): Promise<T> {
  if (!strapi.db.inTransaction()) return strapi.db.transaction(() => write());
  const trx = (await strapi.db.transaction()).get();
  const name = `hmrpl_try_${(savepoints += 1)}`;
  await trx.raw(`SAVEPOINT ${name}`);
  try {
    const value = await write();
    await trx.raw(`RELEASE SAVEPOINT ${name}`);
    return value;
  } catch (error) {
    await trx.raw(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/** PostgreSQL's connection-class errors (SQLSTATE 08xxx), shutdown and start-up (57P01-57P03), too many clients. */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** SQLite: the file cannot be opened, read or written, or is locked or not a database any more. */
const SQLITE_UNAVAILABLE = ['SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_NOTADB', 'SQLITE_CORRUPT', 'SQLITE_BUSY'];
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_TEXTS = [
  'connection terminated',
  'connection ended unexpectedly',
  'transaction query already complete',
  'query read timeout',
  'timeout acquiring a connection',
  'client has encountered a connection error',
  'connection is closed',
  'terminating connection',
  'the database system is',
];

/**
 * Strapi's entity validator checks that the rows a write relates to exist (a count per related type) and turns any
 * error of that lookup into a ValidationError "Invalid relations" (@strapi/core, services/entity-validator,
 * `relationsValidation`); rows that do not exist get its own "... do(es) not exist" instead. So these exact words say
 * the lookup could not run, not that the data is wrong: on a write in flight while PostgreSQL restarts they came back
 * as 422 "Data tidak valid." (tests/reliability/outage.test.ts), where the client must hear 503 and try again.
 */
const FAILED_RELATION_LOOKUP = 'Invalid relations';

function isFailedRelationLookup(e: { name?: unknown; details?: unknown }): boolean {
  if (e.name !== 'ValidationError') return false;
  const list = (e.details as { errors?: unknown } | undefined)?.errors;
  return (
    Array.isArray(list) &&
    list.length > 0 &&
    list.every((item) => (item as { message?: unknown } | null)?.message === FAILED_RELATION_LOOKUP)
  );
}

/**
 * True when an error means "the database is not there right now" (down, restarting, unreachable, its file gone or
 * unreadable), as opposed to a bug or a bad query: the request is then answered 503 with Retry-After (ADR 043).
 * Looks through `cause` and the errors of an AggregateError (pg's connection attempts to several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (POSTGRES_UNAVAILABLE.has(code) || NETWORK_CODES.has(code)) return true;
  if (SQLITE_UNAVAILABLE.some((prefix) => code.startsWith(prefix))) return true;
  if (e.name === 'KnexTimeoutError') return true;
  if (isFailedRelationLookup(e as { name?: unknown; details?: unknown })) return true;
  const message = typeof e.message === 'string' ? e.message.toLowerCase() : '';
  if (UNAVAILABLE_TEXTS.some((text) => message.includes(text))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** SQLite errors after which a connection stays broken even once the file is readable again. */
const SQLITE_BROKEN = ['SQLITE_NOTADB', 'SQLITE_CORRUPT', 'SQLITE_IOERR', 'SQLITE_CANTOPEN'];

interface PooledConnection {
  resource?: Record<string, unknown>;
}

/**
 * After an SQLite file error, every pooled connection is marked for replacement: knex drops a marked connection
 * the next time it is taken and opens the file again. Without this, the one connection SQLite runs on keeps
 * failing after the file is readable again (SQLite leaves it in its error state), and only a restart would help.
 */
export function afterDatabaseError(strapi: Core.Strapi, error: unknown): void {
  if (usesPostgres(strapi)) return;
  const code = String((error as { code?: unknown })?.code ?? '');
  if (!SQLITE_BROKEN.some((prefix) => code.startsWith(prefix))) return;
  // knex's tarn pool: `free` and `used` hold { resource } entries
  const client: unknown = Reflect.get(strapi.db.connection, 'client');
  const pool: unknown = client && typeof client === 'object' ? Reflect.get(client, 'pool') : undefined;
  const entries = (name: string): PooledConnection[] => {
    const list: unknown = pool && typeof pool === 'object' ? Reflect.get(pool, name) : undefined;
    return Array.isArray(list) ? list : [];
  };
  for (const entry of [...entries('free'), ...entries('used')]) {
    // knex's own mark for a connection to drop (knex/lib/client.js, the pool's `validate`)
    if (entry.resource) entry.resource.__knex__disposed = code;
  }
}
