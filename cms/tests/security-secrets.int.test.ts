/**
 * Secrets at rest (docs/decisions/032-secrets-at-rest.md): every boot warns about env files other users can read
 * and about first-account passwords left set once their account exists, naming settings and files, never values; the
 * start-up line points to the private file of generated passwords while it exists. The first admin with a generated
 * password chooses its own at its first sign-in, and the file goes once both generated passwords changed (ADR 069).
 * The SQLite database is readable by the CMS's user only: 0600 in a 0700 folder from the first start, and made so at
 * a start that finds it open (ADR 063).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChildCms, startTestApp, type TestApp, TEST_ADMIN } from './helpers';
import { startupLine } from '../src/bootstrap/operations';
import { ensureAdminAccess } from '../src/bootstrap/admin-access';
import {
  GENERATED_FOR,
  generatedPasswordsFile,
  protectSqliteFile,
  readableFileWarnings,
  recordGeneratedPassword,
  warnAboutSecretsAtRest,
} from '../src/lib/process/secrets-at-rest';

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
      'HMRPL siap (pid 1, sqlite): situs http://localhost:1337/ | admin (staf) http://localhost:1337/admin | ' +
        'dashboard Strapi (super-admin) http://localhost:1337/cms | health http://localhost:1337/api/health | ' +
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

describe('the generated first passwords', () => {
  /** Polls until `check` holds (the file check runs just after a password write), up to 3 s. */
  async function eventually(check: () => boolean) {
    for (let i = 0; i < 60 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    return check();
  }

  it('the first admin of an empty site, with a generated password, must choose its own; the file goes once both were changed', async () => {
    const users = app.strapi.db.query('plugin::users-permissions.user');
    const roles = app.strapi.db.query('plugin::users-permissions.role');
    const adminRole = (await roles.findOne({ where: { type: 'admin' } })) as { id: number };
    const plainRole = (await roles.findOne({ where: { type: 'authenticated' } })) as { id: number };
    const admins = (await users.findMany({ where: { role: { id: adminRole.id } }, select: ['id'] })) as Array<{
      id: number;
    }>;
    const saved = {
      ADMIN_USERNAME: process.env.ADMIN_USERNAME,
      ADMIN_EMAIL: process.env.ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
    };
    const file = generatedPasswordsFile(app.strapi);
    const superRole = (await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } })) as {
      id: number;
    };
    const superPassword = 'Dasbor-Dibuat-Awal-2025x';
    const dashboardUser = (await app.strapi.db.query('admin::user').create({
      data: {
        email: 'dasbor-awal@hmrpl.test',
        firstname: 'Dasbor',
        lastname: 'Awal',
        password: await app.strapi.service('admin::auth').hashPassword(superPassword),
        isActive: true,
        blocked: false,
        roles: [superRole.id],
      },
    })) as { id: number };
    let firstId: number | undefined;
    try {
      // an empty site: no admin yet (the test's own admins step aside for a moment)
      for (const a of admins) await users.update({ where: { id: a.id }, data: { role: plainRole.id } });
      rmSync(file, { force: true });
      process.env.ADMIN_USERNAME = 'pertama';
      process.env.ADMIN_EMAIL = 'pertama@hmrpl.test';
      delete process.env.ADMIN_PASSWORD;
      await ensureAdminAccess(app.strapi);
      // the dashboard's first super-admin, generated at the same boot
      recordGeneratedPassword(app.strapi, {
        what: GENERATED_FOR.superAdmin,
        login: 'dasbor-awal@hmrpl.test',
        password: superPassword,
        envName: 'CMS_ADMIN_PASSWORD',
      });
      const generated = /^Site admin \(\/login\), pertama: (\S+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
      expect(generated).toBeTruthy();
      firstId = ((await users.findOne({ where: { username: 'pertama' }, select: ['id'] })) as { id: number }).id;

      // the generated password signs in, and nothing works until the admin has chosen their own
      const first = app.agent();
      const signIn = await first.loginOk('pertama', generated!);
      expect(signIn.body.user.must_change_password).toBe(true);
      const blocked = await first.get('/api/admin/kabinet');
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe('Ganti password Anda terlebih dahulu sebelum melanjutkan.');
      const changed = await first.post('/api/me/password', {
        current_password: generated,
        password: 'Pilihan-Sendiri-2025!',
      });
      expect(changed.status, changed.text).toBe(200);
      expect((await first.get('/api/admin/kabinet')).status).toBe(200);
      // one of the two generated passwords still opens an account: the file stays, and the start-up line names it
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(existsSync(file)).toBe(true);

      // the super-admin changes theirs in the dashboard: nothing in the file opens anything now, so it goes
      const dashboard = app.agent();
      const token = (
        await dashboard.post(
          '/admin/login',
          { email: 'dasbor-awal@hmrpl.test', password: superPassword },
          { xsrf: false },
        )
      ).body.data.token as string;
      const own = await dashboard.request(
        'PUT',
        '/admin/users/me',
        { currentPassword: superPassword, password: 'Dasbor-Pilihan-Sendiri-2025x' },
        { xsrf: false, headers: { Authorization: `Bearer ${token}` } },
      );
      expect(own.status, own.text).toBe(200);
      expect(await eventually(() => !existsSync(file))).toBe(true);
    } finally {
      if (firstId) await users.delete({ where: { id: firstId } });
      for (const a of admins) await users.update({ where: { id: a.id }, data: { role: adminRole.id } });
      await app.strapi.db.query('admin::user').delete({ where: { id: dashboardUser.id } });
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(file, { force: true });
    }
    // the test's own admin is an admin again
    await app.agent().loginOk(TEST_ADMIN.username, TEST_ADMIN.password);
  });
});
