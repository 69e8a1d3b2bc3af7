// The one maker of throwaway PostgreSQL databases, for the CMS suite (cms/tests/run.mjs), the reliability suite and
// `npm run bench`. Two ways, first match:
//   - TEST_DATABASE_CLIENT=postgres with DATABASE_URL or DATABASE_HOST/PORT/USERNAME/PASSWORD: that server; the role
//     must be allowed to CREATE DATABASE (and should not be a superuser: the restore refuses to run as one);
//   - running as root with a local cluster: `runuser -u postgres -- psql` makes a new role (not a superuser) and a
//     database it owns, both dropped afterwards.
// TEST_POSTGRES=0 turns PostgreSQL off. Everything is synchronous (spawnSync), so a signal handler can drop too.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cmsDir, requireCms } from './lib/repo.mjs';

/**
 * @typedef {object} ScratchDatabase
 * @property {string} name the database's name (also its role's, made as root)
 * @property {Record<string, string>} env DATABASE_* for a CMS process or the backup scripts
 * @property {<T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>} query SQL in the
 *   database, as its owner
 * @property {() => Promise<void>} drop drops the database (and its role); safe to call twice
 * @property {() => void} dropSync the same, synchronously (for exit and signal handlers)
 */

/**
 * @param {string} sql
 * @returns {import('node:child_process').SpawnSyncReturns<string>}
 */
const psqlAsPostgres = (sql) =>
  spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], {
    encoding: 'utf8',
  });

/**
 * The server named by TEST_DATABASE_CLIENT=postgres and DATABASE_*: connection settings for `pg`.
 * @returns {{ connectionString: string } | { host: string, port: number, user: string, password: string, database: string }}
 */
function givenServer() {
  const env = process.env;
  if (env.DATABASE_URL) return { connectionString: env.DATABASE_URL };
  return {
    host: env.DATABASE_HOST ?? 'localhost',
    port: Number(env.DATABASE_PORT ?? 5432),
    user: env.DATABASE_USERNAME ?? 'strapi',
    password: env.DATABASE_PASSWORD ?? 'strapi',
    database: env.DATABASE_NAME ?? 'postgres',
  };
}

/**
 * One statement on the given server, through a short child process (keeps this module synchronous).
 * @param {string} sql
 */
function sqlOnGivenServer(sql) {
  const script = `const pg = require('pg'); const c = new pg.Client(${JSON.stringify(givenServer())});
    c.connect().then(() => c.query(${JSON.stringify(sql)})).then(() => c.end())
      .catch((e) => { console.error(e.message); process.exit(1); });`;
  return spawnSync(process.execPath, ['-e', script], { cwd: cmsDir, encoding: 'utf8' });
}

/** @type {boolean | undefined} */
let reachable;

/** True when throwaway databases can be made here (see the header). Probed once per process. */
export function postgresReachable() {
  if (reachable !== undefined) return reachable;
  if (process.env.TEST_POSTGRES === '0') reachable = false;
  else if (process.env.TEST_DATABASE_CLIENT === 'postgres') reachable = sqlOnGivenServer('SELECT 1').status === 0;
  else {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    reachable = isRoot && psqlAsPostgres('SELECT 1').status === 0;
  }
  return reachable;
}

/**
 * A new empty database, or null when PostgreSQL is not reachable here.
 * @param {string} [prefix] the start of its name
 * @param {{ superuser?: boolean }} [options] superuser: its role is a superuser (to prove the restore refuses one;
 *   only as root with a local cluster)
 * @returns {ScratchDatabase | null}
 */
export function createScratchDatabase(prefix = 'hmrpl_scratch', { superuser = false } = {}) {
  if (!postgresReachable()) return null;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  /** @type {Record<string, string>} */
  let env;
  /** @type {() => void} */
  let dropAll;

  if (process.env.TEST_DATABASE_CLIENT === 'postgres') {
    if (superuser) throw new Error('a superuser scratch role is made only as root with a local cluster');
    const made = sqlOnGivenServer(`CREATE DATABASE ${name}`);
    if (made.status !== 0) throw new Error(`could not create ${name}: ${made.stderr.trim()}`);
    const server = givenServer();
    if ('connectionString' in server) {
      const url = new URL(server.connectionString);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
    } else {
      env = {
        DATABASE_URL: '',
        DATABASE_HOST: server.host,
        DATABASE_PORT: String(server.port),
        DATABASE_USERNAME: server.user,
        DATABASE_PASSWORD: server.password,
        DATABASE_NAME: name,
      };
    }
    dropAll = () => {
      const dropped = sqlOnGivenServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (dropped.status !== 0) console.error(`[pg-scratch] could not drop ${name}: ${dropped.stderr.trim()}`);
    };
  } else {
    const password = randomBytes(12).toString('hex');
    const role = `CREATE ROLE ${name} LOGIN PASSWORD '${password}' ${superuser ? 'SUPERUSER' : 'NOSUPERUSER'}`;
    for (const sql of [role, `CREATE DATABASE ${name} OWNER ${name}`]) {
      const r = psqlAsPostgres(sql);
      if (r.status !== 0) {
        psqlAsPostgres(`DROP ROLE IF EXISTS ${name}`);
        throw new Error(`psql: ${r.stderr.trim()}`);
      }
    }
    env = {
      DATABASE_URL: '',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: '5432',
      DATABASE_USERNAME: name,
      DATABASE_PASSWORD: password,
      DATABASE_NAME: name,
    };
    dropAll = () => {
      psqlAsPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      psqlAsPostgres(`DROP ROLE IF EXISTS ${name}`);
    };
  }

  /** @type {any} a pg.Pool, made on the first query */
  let pool = null;
  let dropped = false;
  const connection = () =>
    env.DATABASE_URL
      ? { connectionString: env.DATABASE_URL }
      : {
          host: env.DATABASE_HOST,
          port: Number(env.DATABASE_PORT),
          user: env.DATABASE_USERNAME,
          password: env.DATABASE_PASSWORD,
          database: env.DATABASE_NAME,
        };
  const dropSync = () => {
    if (dropped) return;
    dropped = true;
    dropAll();
  };
  return {
    name,
    env: { DATABASE_CLIENT: 'postgres', DATABASE_SSL: 'false', ...env },
    query: async (sql, params) => {
      pool ??= new (requireCms('pg').Pool)({ ...connection(), max: 2 });
      return (await pool.query(sql, params)).rows;
    },
    drop: async () => {
      if (pool) await pool.end();
      pool = null;
      dropSync();
    },
    dropSync,
  };
}
