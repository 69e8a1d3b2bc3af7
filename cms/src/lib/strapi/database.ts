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
