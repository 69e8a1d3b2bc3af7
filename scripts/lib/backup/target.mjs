// Where the data of `npm start` lives, from the same variables as cms/config/{database,server}.ts (cms/.env under
// the process environment): the SQLite file or the PostgreSQL connection, and the uploads folder.
import path from 'node:path';
import { cmsEnv } from '../cms-env.mjs';
import { cmsDir } from '../repo.mjs';
import { Refused } from './cli.mjs';

/**
 * @typedef {{ connectionString: string, ssl: false | { rejectUnauthorized: boolean } }
 *   | { host: string, port: number, database: string, user: string, password: string,
 *       ssl: false | { rejectUnauthorized: boolean } }} PgConnection
 * @typedef {{ client: 'sqlite', filename: string, publicDir: string, uploadsDir: string }} SqliteTarget
 * @typedef {{ client: 'postgres', pg: PgConnection, schema: string, publicDir: string, uploadsDir: string }}
 *   PostgresTarget
 * @typedef {SqliteTarget | PostgresTarget} DataTarget
 */

/** @param {string | undefined} value */
const bool = (value) => ['1', 'true', 'yes', 'on'].includes(String(value ?? '').toLowerCase());

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {DataTarget}
 */
export function dataTarget(env = cmsEnv()) {
  const client = env.DATABASE_CLIENT || 'sqlite';
  const publicDir = path.resolve(cmsDir, env.PUBLIC_DIR || './public');
  const uploadsDir = path.join(publicDir, 'uploads');
  if (client === 'sqlite') {
    const filename = env.DATABASE_FILENAME || '.tmp/data.db';
    return { client, filename: path.resolve(cmsDir, filename), publicDir, uploadsDir };
  }
  if (client !== 'postgres') throw new Refused(`DATABASE_CLIENT must be sqlite or postgres (got ${client})`);
  const ssl = bool(env.DATABASE_SSL)
    ? { rejectUnauthorized: env.DATABASE_SSL_REJECT_UNAUTHORIZED ? bool(env.DATABASE_SSL_REJECT_UNAUTHORIZED) : true }
    : false;
  /** @type {PgConnection} */
  const pg = env.DATABASE_URL
    ? { connectionString: env.DATABASE_URL, ssl }
    : {
        host: env.DATABASE_HOST || 'localhost',
        port: Number(env.DATABASE_PORT || 5432),
        database: env.DATABASE_NAME || 'strapi',
        user: env.DATABASE_USERNAME || 'strapi',
        password: env.DATABASE_PASSWORD || 'strapi',
        ssl,
      };
  return { client, pg, schema: env.DATABASE_SCHEMA || 'public', publicDir, uploadsDir };
}
