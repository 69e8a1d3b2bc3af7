/**
 * The restore drill (`npm run restore -- --check FILE --identity KEYFILE`, ADR 071) on an archive from SQLite and one
 * from PostgreSQL: content made through the API on top of the demo seed (images included) is backed up, the CMS keeps
 * running, and the drill restores the archive into a scratch copy, finds the manifest's row counts and every image's
 * sha256 there, and deletes the copy (no scratch folder, no scratch database left). The site's own data is not
 * touched. A damaged archive fails the drill and leaves nothing behind; on PostgreSQL a role that may not create
 * databases is refused with what to do.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import {
  adminAgent,
  backupIdentity,
  dataEnv,
  galleryForm,
  makePgDatabase,
  pngBytes,
  query,
  removeDir,
  runScript,
  skipPostgres,
  startOn,
  tempDir,
  type PgDatabase,
} from './helpers';

const drillFolders = () => readdirSync(tmpdir()).filter((n) => n.startsWith('hmrpl-drill-'));

function drill(label: 'SQLite' | 'PostgreSQL') {
  const usePg = label === 'PostgreSQL';
  describe.skipIf(usePg && skipPostgres)(`the restore drill on an archive from ${label}`, () => {
    let dir = '';
    let db: PgDatabase | null = null;
    let cms: RunningCms | undefined;
    let archive = '';
    let keys: { identityFile: string; recipient: string };
    let counts: { n: number }[] = [];
    const pg = () => (db ? db.env : null);
    const check = (file: string, env: Record<string, string> = {}) =>
      runScript('restore', ['--check', file, '--identity', keys.identityFile], { ...dataEnv(dir, pg()), ...env });
    /** The role's right to create databases (the drill's scratch database), as PostgreSQL's superuser. */
    const createdb = (grant: boolean) => {
      const sql = `ALTER ROLE ${db!.env.DATABASE_USERNAME} ${grant ? 'CREATEDB' : 'NOCREATEDB'}`;
      const r = spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-qAt', '-c', sql], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
    };
    const scratchDatabases = async () =>
      (
        await query<{ datname: string }>(
          dir,
          pg(),
          "SELECT datname FROM pg_database WHERE datname LIKE 'hmrpl_drill_%'",
        )
      ).length;

    beforeAll(async () => {
      dir = tempDir('drill');
      keys = await backupIdentity(dir);
      if (usePg) db = makePgDatabase();
      cms = await startOn(dir, pg(), { SEED_DEMO: 'true' });
      const admin = await adminAgent(cms.baseURL);
      const gallery = await admin.post(
        '/api/admin/galeri',
        galleryForm([await pngBytes(31, 900), await pngBytes(32, 700)], ['Latihan pemulihan', '']),
      );
      expect(gallery.status).toBe(201);
      archive = path.join(dir, 'archives', 'drill.tar');
      const made = await runScript('backup', ['--out', archive], {
        ...dataEnv(dir, pg()),
        BACKUP_AGE_RECIPIENT: keys.recipient,
      });
      expect(made.code, made.stderr).toBe(0);
      counts = await query<{ n: number }>(dir, pg(), 'SELECT count(*) AS n FROM files');
    }, 400_000);

    afterAll(async () => {
      await cms?.stop();
      await db?.drop();
      removeDir(dir);
    });

    it('restores into a scratch copy, finds every count and checksum, and deletes the copy; the site is untouched', async () => {
      if (usePg) createdb(true);
      const before = drillFolders();
      const started = Date.now();
      const result = await check(archive);
      expect(result.code, result.stderr + result.stdout).toBe(0);
      const passed = /drill passed: .* with the manifest's (\d+) rows in (\d+) tables and its (\d+) image files/.exec(
        result.stdout,
      );
      expect(passed, result.stdout).not.toBeNull();
      expect(Number(passed![3])).toBeGreaterThan(2);
      console.log(
        `[reliability] ${label} drill: ${passed![1]} rows, ${passed![2]} tables, ${passed![3]} images, ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s (archive ${(statSync(archive).size / 1024 / 1024).toFixed(1)} MB)`,
      );
      expect(drillFolders()).toEqual(before);
      if (usePg) expect(await scratchDatabases()).toBe(0);
      // the site kept its data and keeps answering
      expect(await query<{ n: number }>(dir, pg(), 'SELECT count(*) AS n FROM files')).toEqual(counts);
      expect((await fetch(`${cms!.baseURL}/api/galeri`)).status).toBe(200);
    }, 240_000);

    it('a damaged archive fails the drill, and nothing of the scratch copy is left', async () => {
      const damaged = path.join(dir, 'archives', 'damaged.tar');
      spawnSync('cp', [archive, damaged]);
      const fd = openSync(damaged, 'r+');
      writeSync(fd, Buffer.from('rusak'), 0, 5, 4096);
      closeSync(fd);
      const before = drillFolders();
      const result = await check(damaged);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/checksum differs from the manifest \(damaged archive\)/);
      expect(result.stdout).not.toMatch(/drill passed/);
      expect(drillFolders()).toEqual(before);
      if (usePg) expect(await scratchDatabases()).toBe(0);
    }, 240_000);

    it.skipIf(!usePg)(
      'on PostgreSQL, a role that may not create databases is told what to do',
      async () => {
        createdb(false);
        const result = await check(archive);
        expect(result.code).toBe(2);
        expect(result.stderr).toMatch(
          /may not create databases: the drill needs a scratch database\. Give it CREATEDB/,
        );
        expect(await scratchDatabases()).toBe(0);
      },
      120_000,
    );
  });
}

drill('SQLite');
drill('PostgreSQL');
