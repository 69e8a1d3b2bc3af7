/**
 * A PostgreSQL server of the test's own (initdb in a temp folder, its own port on 127.0.0.1 and its own socket
 * folder, run as the postgres user), so a test may stop, start and restart it without touching the shared cluster
 * on 5432 that other suites use. It trusts local connections: it lives only as long as the test, on loopback.
 * Needs root and the PostgreSQL server binaries (Debian: /usr/lib/postgresql/<major>/bin).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/cms-process.mjs';

export interface PgCluster {
  /** What the CMS reads (DATABASE_*). */
  env: Record<string, string>;
  /** `pg_ctl stop -m fast`: connections are cut and new ones refused until `start`. */
  stop(): void;
  start(): void;
  /** `pg_ctl restart -m fast`: connections are cut, the server is back within about a second. */
  restart(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

/** The newest PostgreSQL server binaries, or null. */
function serverBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(base, majors[0], 'bin') : null;
}

/** Why a cluster of our own cannot be made here, or null when it can. */
export function clusterUnavailable(): string | null {
  if (process.env.TEST_POSTGRES === '0') return 'TEST_POSTGRES=0';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return 'not running as root';
  if (!serverBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'no postgres user';
  return null;
}

function asPostgres(command: string, args: string[]): string {
  const run = spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')}: ${run.stderr || run.stdout}`);
  return run.stdout;
}

export async function makeCluster(): Promise<PgCluster> {
  const bin = serverBin();
  if (!bin) throw new Error('no PostgreSQL server binaries');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-pg-'));
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, id('-u'), id('-g'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) =>
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      ...args,
    ]);
  ctl('start');
  const psql = (sql: string) =>
    asPostgres(path.join(bin, 'psql'), [
      '-h',
      dir,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qAt',
      '-c',
      sql,
    ]);
  psql(`CREATE ROLE hmrpl LOGIN PASSWORD 'hmrpl'`);
  psql('CREATE DATABASE hmrpl OWNER hmrpl');
  let running = true;
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: '',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: 'hmrpl',
      DATABASE_USERNAME: 'hmrpl',
      DATABASE_PASSWORD: 'hmrpl',
      DATABASE_SSL: 'false',
    },
    stop() {
      ctl('-m', 'fast', 'stop');
      running = false;
    },
    start() {
      ctl('start');
      running = true;
    },
    restart() {
      ctl('-m', 'fast', 'restart');
      running = true;
    },
    destroy() {
      try {
        if (running) ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
