/**
 * Roles on an upgraded site (ADR 083), in real boots of a separate CMS process: a database made before roles existed
 * (no `roles` column, no marker) starts with every admin as `pengelola`, so nothing changes for anyone; the marker
 * then keeps a later start from touching the roles the `pengelola` assigned.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount } from '@hmrpl/contract';
import { Agent, TEST_ADMIN, startTestApp, type TestApp } from './helpers';
import { onPostgres, postgres, schemaOf, separateCms } from './helpers/separate-cms';

let app: TestApp;
const cms = separateCms();
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(cms.stopAll);
afterAll(cms.dropSchemas);

/** Runs SQL on the separate CMS's database (stopped). */
async function sql(dir: string, statements: string[]) {
  if (!onPostgres()) {
    // better-sqlite3 ships no types: what this test calls of it
    interface SqliteDatabase {
      exec(sql: string): void;
      close(): void;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3') as new (file: string) => SqliteDatabase;
    const db = new Database(path.join(dir, 'data.db'));
    try {
      for (const statement of statements) db.exec(statement);
    } finally {
      db.close();
    }
    return;
  }
  await postgres(async (client) => {
    await client.query(`SET search_path TO ${schemaOf(dir)}`);
    for (const statement of statements) await client.query(statement);
  });
}

const accounts = async (admin: Agent) => (await admin.get('/api/admin/pengguna')).body.data as AdminAccount[];

describe('roles on an upgraded database', () => {
  it(
    'every admin of before becomes pengelola once; roles assigned later stay as they are',
    { timeout: 300_000 },
    async () => {
      const dir = path.join(app.tmpDir, `roles-upgrade-${Date.now().toString(36)}`);
      const fresh = await cms.boot(dir, {});
      const first = new Agent(fresh.url);
      expect((await first.loginOk()).body.user.roles).toEqual(['pengelola']);
      const made = await first.post('/api/admin/pengguna', {
        username: 'redaksilama',
        email: 'redaksilama@hmrpl.uji',
        password: 'Sementara-123456',
        roles: ['redaksi'],
      });
      expect(made.status).toBe(201);
      await cms.stopAll();

      // the same database as the version before roles left it: no roles column, no marker
      await sql(dir, [
        'ALTER TABLE up_users DROP COLUMN roles',
        "DELETE FROM strapi_core_store_settings WHERE key = 'core_hmrpl_admin-roles-v1'",
        // the schema Strapi remembers is the one it made: forget it, as the older version never knew the column
        'DELETE FROM strapi_database_schema',
      ]);
      const upgraded = await cms.boot(dir, {});
      const admin = new Agent(upgraded.url);
      expect((await admin.loginOk(TEST_ADMIN.username, TEST_ADMIN.password)).body.user.roles).toEqual(['pengelola']);
      const after = await accounts(admin);
      expect(after).toHaveLength(2);
      expect(after.every((a) => a.roles.length === 1 && a.roles[0] === 'pengelola')).toBe(true);

      // the pengelola assigns roles; a restart leaves them as they are
      const id = after.find((a) => a.username === 'redaksilama')!.id;
      expect((await admin.post(`/api/admin/pengguna/${id}`, { roles: ['aspirasi'] })).status).toBe(200);
      await cms.stopAll();
      const again = await cms.boot(dir, {});
      const later = new Agent(again.url);
      await later.loginOk(TEST_ADMIN.username, TEST_ADMIN.password);
      expect((await accounts(later)).find((a) => a.id === id)?.roles).toEqual(['aspirasi']);
    },
  );
});
