// A throwaway PostgreSQL database, made the way cms/tests/run.mjs makes them: TEST_DATABASE_CLIENT=postgres with
// DATABASE_* (a role that may create databases), or, as root with a local cluster on 5432, a new role and database
// through `runuser -u postgres`. Used by the reliability suite and `npm run bench`. Null when neither is possible.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'cms', 'package.json'));

const psql = (sql) =>
  spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], {
    encoding: 'utf8',
  });

/** @returns {Promise<null | { env: Record<string,string>, query: (sql: string, params?: unknown[]) => Promise<any[]>, drop: () => Promise<void> }>} */
export async function createScratchDatabase(prefix = 'hmrpl_scratch') {
  if (process.env.TEST_POSTGRES === '0') return null;
  const pg = require('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let env;
  let dropAll;

  if (process.env.TEST_DATABASE_CLIENT === 'postgres') {
    const base = {
      host: process.env.DATABASE_HOST ?? 'localhost',
      port: Number(process.env.DATABASE_PORT ?? 5432),
      user: process.env.DATABASE_USERNAME ?? 'strapi',
      password: process.env.DATABASE_PASSWORD ?? 'strapi',
    };
    const maintenance = process.env.DATABASE_NAME ?? 'postgres';
    const admin = new pg.Client({ ...base, database: maintenance });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    env = {
      DATABASE_HOST: base.host,
      DATABASE_PORT: String(base.port),
      DATABASE_USERNAME: base.user,
      DATABASE_PASSWORD: base.password,
      DATABASE_NAME: name,
    };
    dropAll = async () => {
      const c = new pg.Client({ ...base, database: maintenance });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || psql('SELECT 1').status !== 0) return null;
    const password = randomBytes(12).toString('hex');
    if (psql(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`).status !== 0) return null;
    if (psql(`CREATE DATABASE ${name} OWNER ${name}`).status !== 0) {
      psql(`DROP ROLE IF EXISTS ${name}`);
      return null;
    }
    env = {
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: '5432',
      DATABASE_USERNAME: name,
      DATABASE_PASSWORD: password,
      DATABASE_NAME: name,
    };
    dropAll = async () => {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      psql(`DROP ROLE IF EXISTS ${name}`);
    };
  }

  const pool = new pg.Pool({
    host: env.DATABASE_HOST,
    port: Number(env.DATABASE_PORT),
    user: env.DATABASE_USERNAME,
    password: env.DATABASE_PASSWORD,
    database: env.DATABASE_NAME,
    max: 2,
  });
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: '', DATABASE_SSL: 'false', ...env },
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    drop: async () => {
      await pool.end();
      await dropAll();
    },
  };
}
