/**
 * A second, separate CMS process on its own database and uploads folder (tests/fixtures/seed-boot.cjs), for tests
 * of what happens at start-up (the demo seed, an upgrade). On SQLite each folder has its own file; on the PostgreSQL
 * pass its own schema in the pass's throwaway database (the same schema again for a second boot on the same folder).
 *
 *   const cms = separateCms();
 *   afterEach(cms.stopAll); afterAll(cms.dropSchemas);
 *   const { url } = await cms.boot(dir, { SEED_DEMO: 'true' });
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

interface Boot {
  url: string;
  /** Milliseconds from creating the app to listening (the start-up work runs in between). */
  bootMs: number;
}

export const onPostgres = () => process.env.DATABASE_CLIENT === 'postgres';

/** The pass's PostgreSQL connection (the runner's throwaway database). */
export async function postgres<T>(
  work: (client: { query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }> }) => Promise<T>,
): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg') as typeof import('pg');
  const client = new Client({
    host: process.env.DATABASE_HOST,
    port: Number(process.env.DATABASE_PORT ?? 5432),
    database: process.env.DATABASE_NAME,
    user: process.env.DATABASE_USERNAME,
    password: process.env.DATABASE_PASSWORD,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/** The schema of `dir` on the PostgreSQL pass. */
export const schemaOf = (dir: string) =>
  `seed_${path
    .basename(dir)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`;

export function separateCms() {
  const running: ChildProcess[] = [];
  const schemas: string[] = [];

  async function databaseEnv(dir: string): Promise<Record<string, string>> {
    if (!onPostgres()) return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') };
    const schema = schemaOf(dir);
    if (!schemas.includes(schema)) {
      await postgres((client) => client.query(`CREATE SCHEMA ${schema}`));
      schemas.push(schema);
    }
    return { DATABASE_CLIENT: 'postgres', DATABASE_SCHEMA: schema };
  }

  return {
    /** Boots a separate CMS on `dir` (database + uploads) and resolves once it listens. */
    async boot(dir: string, env: Record<string, string>): Promise<Boot> {
      mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
      const database = await databaseEnv(dir);
      const child = spawn(process.execPath, [path.join(__dirname, '..', 'fixtures', 'seed-boot.cjs')], {
        env: { ...process.env, ...database, PUBLIC_DIR: path.join(dir, 'public'), PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.push(child);
      let output = '';
      return new Promise((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /LISTENING (http:\/\/\S+) (\d+)/.exec(output);
          if (match) resolve({ url: match[1]!, bootMs: Number(match[2]) });
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => reject(new Error(`boot exited with ${code}:\n${output.slice(-3000)}`)));
      });
    },
    /** Stops every process booted so far. */
    stopAll: () => Promise.all(running.splice(0).map(stop)).then(() => undefined),
    /** Drops the PostgreSQL schemas made (none on SQLite). */
    async dropSchemas() {
      if (schemas.length)
        await postgres((client) =>
          client.query(schemas.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join('\n')),
        );
    },
  };
}
