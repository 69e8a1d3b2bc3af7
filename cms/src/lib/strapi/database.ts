import type { Core } from '@strapi/strapi';

/** True on PostgreSQL (one or more processes share the database); SQLite serves one process. */
export const usesPostgres = (strapi: Core.Strapi) => strapi.config.get('database.connection.client') === 'postgres';

/**
 * A value another entry already has (a slug): Strapi's entity validator, or the database's unique index when another
 * process took it between the check and the insert (PostgreSQL 23505, SQLite).
 */
export function isUniquenessError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  return error.name === 'ValidationError' && /unique/i.test(error.message);
}
