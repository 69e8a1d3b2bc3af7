/**
 * Secrets at rest (docs/decisions/032-secrets-at-rest.md): every boot warns about env files other users can read
 * and about first-account passwords left set once their account exists, naming settings and files, never values; the
 * start-up line points to the private file of generated passwords while it exists. The SQLite database is readable
 * by the CMS's user only: 0600 in a 0700 folder from the first start, and made so at a start that finds it open
 * (ADR 063).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChildCms, startTestApp, type TestApp } from './helpers';
import { startupLine } from '../src/bootstrap/operations';
import { protectSqliteFile, readableFileWarnings, warnAboutSecretsAtRest } from '../src/lib/process/secrets-at-rest';

let app: TestApp;
let dir: string;
beforeAll(async () => {
  app = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'hmrpl-secrets-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('env files', () => {
  it('are reported when a group or everyone may read them, by name and mode, never by content', () => {
    const files = ['open.env', 'group.env', 'private.env'].map((name) => path.join(dir, name));
    files.forEach((file) => writeFileSync(file, 'JWT_SECRET=sangat-rahasia-sekali\n'));
    chmodSync(files[0], 0o644);
    chmodSync(files[1], 0o640);
    chmodSync(files[2], 0o600);
    const warnings = readableFileWarnings([...files, path.join(dir, 'missing.env')]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain(
      `${files[0]} holds secrets and can be read by other users of this machine (mode 644)`,
    );
    expect(warnings[0]).toContain(`chmod 600 ${files[0]}`);
    expect(warnings[1]).toContain(
      `${files[1]} holds secrets and can be read by other users of this machine (mode 640)`,
    );
    expect(warnings.join('\n')).not.toContain('sangat-rahasia');
  });
});

describe('the boot', () => {
  it('warns while ADMIN_PASSWORD or CMS_ADMIN_PASSWORD is still set once its account exists, never showing it', async () => {
    const saved = { ADMIN_PASSWORD: process.env.ADMIN_PASSWORD, CMS_ADMIN_PASSWORD: process.env.CMS_ADMIN_PASSWORD };
    const warn = vi.spyOn(app.strapi.log, 'warn');
    try {
      // the test admin and the dashboard's super-admin exist (made at boot)
      expect(await app.strapi.db.query('admin::user').count({})).toBeGreaterThan(0);
      process.env.ADMIN_PASSWORD = 'Sandi-yang-sudah-terpakai-1';
      process.env.CMS_ADMIN_PASSWORD = 'Sandi-dasbor-yang-terpakai-2';
      await warnAboutSecretsAtRest(app.strapi);
      const logged = warn.mock.calls.map(([m]) => String(m)).join('\n');
      expect(logged).toContain('ADMIN_PASSWORD is still set although its account exists');
      expect(logged).toContain('CMS_ADMIN_PASSWORD is still set although its account exists');
      expect(logged).not.toContain('Sandi-yang-sudah-terpakai-1');
      expect(logged).not.toContain('Sandi-dasbor-yang-terpakai-2');
      warn.mockClear();
      delete process.env.ADMIN_PASSWORD;
      delete process.env.CMS_ADMIN_PASSWORD;
      await warnAboutSecretsAtRest(app.strapi);
      expect(warn.mock.calls.map(([m]) => String(m)).join('\n')).not.toContain('is still set');
    } finally {
      warn.mockRestore();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe('the start-up line', () => {
  it('says where the generated passwords wait, only while that file exists', () => {
    expect(startupLine('http://localhost:1337', 'pid 1, sqlite', '/srv/hmrpl/cms/.tmp/first-passwords.txt')).toBe(
      'HMRPL siap (pid 1, sqlite): situs http://localhost:1337/ | admin http://localhost:1337/admin | ' +
        'dashboard Strapi http://localhost:1337/cms | health http://localhost:1337/api/health | ' +
        'kata sandi awal: /srv/hmrpl/cms/.tmp/first-passwords.txt',
    );
    expect(startupLine('http://localhost:1337/', 'pid 1, sqlite', null)).not.toContain('kata sandi');
  });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

// A separate process: the database file is the one it opens at its own first start (SQLite only).
describe.skipIf(process.env.DATABASE_CLIENT === 'postgres')('the SQLite database file', () => {
  it('is 0600 in a 0700 folder after the first start, and a start that finds it open makes it so and says so', async () => {
    const fresh = path.join(dir, 'baru', 'data', 'data.db');
    const first = await startChildCms({ DATABASE_FILENAME: fresh });
    try {
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      expect(modeOf(fresh).toString(8)).toBe('600');
      expect(modeOf(path.dirname(fresh)).toString(8)).toBe('700');
      for (const companion of ['-wal', '-shm'])
        expect(modeOf(`${fresh}${companion}`).toString(8), companion).toBe('600');
      expect(first.log()).not.toContain('(the database) could be read');
    } finally {
      await first.stop();
    }
    // an install from before: the file 0644 in a folder of its own, 0755
    chmodSync(fresh, 0o644);
    chmodSync(path.dirname(fresh), 0o755);
    const again = await startChildCms({ DATABASE_FILENAME: fresh });
    try {
      expect(modeOf(fresh).toString(8)).toBe('600');
      expect(modeOf(path.dirname(fresh)).toString(8)).toBe('700');
      expect(again.log()).toContain(
        `${fresh} (the database) could be read by other users of this machine (mode 644): now 600`,
      );
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('never changes a folder that holds other things than the database: it says what to do', () => {
    const shared = path.join(dir, 'bersama');
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    writeFileSync(path.join(shared, 'lain.txt'), 'milik orang lain');
    const file = path.join(shared, 'data.db');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const lines = protectSqliteFile(file, path.join(dir, 'app'));
    expect(modeOf(file).toString(8)).toBe('600');
    expect(modeOf(shared).toString(8)).toBe('755');
    expect(lines).toEqual([
      `${file} (the database) could be read by other users of this machine (mode 644): now 600`,
      `${shared} holds the database and can be opened by other users (mode 755): chmod 700 ${shared}, or move DATABASE_FILENAME into a folder of its own`,
    ]);
  });
});
