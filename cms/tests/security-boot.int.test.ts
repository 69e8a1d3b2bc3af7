/**
 * The production start (docs/decisions/010-no-default-credentials.md, 034-the-port-behind-the-proxy.md): no published
 * or placeholder credential survives it, it needs PUBLIC_URL, it refuses a TRUST_PROXY hop count on a port other
 * machines can reach and a CORS wildcard; and Strapi's dashboard is never open for "create the first super-admin".
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CMS_DIR, createUser, startTestApp, type TestApp } from './helpers';
import { isLoopbackHost, productionProblems, trustProxyProblem } from '../src/lib/process/production-guard';
import { parseCorsOrigins } from '../src/lib/http/cors-origins';
import { DEFAULT_ADMIN_PASSWORD, ensureAdminAccess } from '../src/bootstrap/admin-access';
import { ensureSuperAdmin } from '../src/bootstrap/super-admin';
import { generatedPasswordsFile } from '../src/lib/process/secrets-at-rest';
import { FIRST_PASSWORDS, REQUIRED_SIGNING_SECRETS, SECRETS, SECRET_NAMES } from '../src/lib/process/secrets';
import { ensureCmsEnv } from '../../scripts/lib/cms-env.mjs';
import { localPublicUrl } from '../../scripts/local-env.mjs';
import { devCommands } from '../../scripts/dev.mjs';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const parseEnvFile = (file: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

const exampleEnv = parseEnvFile(path.join(CMS_DIR, '.env.example'));
const dockerExampleEnv = parseEnvFile(path.join(CMS_DIR, '..', 'docker.env.example'));
const strong = (n = 40) => 'k9'.repeat(n / 2);
const goodEnv = {
  NODE_ENV: 'production',
  ...Object.fromEntries(REQUIRED_SIGNING_SECRETS.map((name) => [name, strong()])),
  APP_KEYS: `${strong()}a,${strong()}b`,
  CSRF_SECRET: '',
  ADMIN_PASSWORD: 'Sandi-yang-panjang-2025',
  CMS_ADMIN_PASSWORD: 'Sandi-dasbor-panjang-2025',
  PUBLIC_URL: 'https://hmrpl.uji',
};

describe('the production check', () => {
  it('refuses every placeholder of cms/.env.example and docker.env.example, naming each setting', () => {
    const local = productionProblems({ ...exampleEnv, NODE_ENV: 'production' });
    for (const name of [
      ...REQUIRED_SIGNING_SECRETS.map((n) => (n === 'APP_KEYS' ? 'APP_KEYS[0]' : n)),
      ...FIRST_PASSWORDS,
    ]) {
      expect(local.some((p) => p.startsWith(name))).toBe(true);
    }
    const docker = productionProblems({ ...dockerExampleEnv, NODE_ENV: 'production' });
    for (const name of ['CSRF_SECRET', 'ADMIN_PASSWORD', 'CMS_ADMIN_PASSWORD', 'DATABASE_PASSWORD'])
      expect(docker.some((p) => p.startsWith(name))).toBe(true);
  });

  it('refuses the published demo password, a short password, a short or missing secret; accepts real values', () => {
    expect(productionProblems(goodEnv)).toEqual([]);
    expect(productionProblems({ ...goodEnv, ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toEqual([
      'ADMIN_PASSWORD is a placeholder or the published demo password',
    ]);
    expect(productionProblems({ ...goodEnv, CMS_ADMIN_PASSWORD: 'Pendek-1' })).toEqual([
      'CMS_ADMIN_PASSWORD is shorter than 12 characters',
    ]);
    expect(productionProblems({ ...goodEnv, JWT_SECRET: 'abc' })).toEqual(['JWT_SECRET is shorter than 16 characters']);
    expect(productionProblems({ ...goodEnv, ENCRYPTION_KEY: '' })).toEqual(['ENCRYPTION_KEY is not set']);
    // unset admin passwords are generated at the first start, so they are not a problem
    expect(productionProblems({ ...goodEnv, ADMIN_PASSWORD: '', CMS_ADMIN_PASSWORD: '' })).toEqual([]);
  });

  it('requires PUBLIC_URL as an http(s) address (else pages would name whatever Host a request carried)', () => {
    expect(productionProblems({ ...goodEnv, PUBLIC_URL: '' })).toEqual([
      'PUBLIC_URL is not set (the address visitors use, e.g. https://hmrpl-telubdg.com)',
    ]);
    expect(productionProblems({ ...goodEnv, PUBLIC_URL: 'hmrpl-telubdg.com' })).toEqual([
      'PUBLIC_URL is not an http(s) address (e.g. https://hmrpl-telubdg.com)',
    ]);
    expect(productionProblems({ ...goodEnv, PUBLIC_URL: 'http://localhost:1337' })).toEqual([]);
  });

  it('refuses a TRUST_PROXY hop count unless only this machine can reach the port; the address form is fine anywhere', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '']) {
      for (const trust of ['1', 'true', '2']) {
        const problem = trustProxyProblem({ HOST: host, TRUST_PROXY: trust });
        expect(problem, `${host} ${trust}`).toMatch(/^TRUST_PROXY=\S+ counts proxy hops while the CMS listens on /);
        expect(productionProblems({ ...goodEnv, HOST: host, TRUST_PROXY: trust })).toEqual([problem]);
      }
    }
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(isLoopbackHost(host), host).toBe(true);
      expect(trustProxyProblem({ HOST: host, TRUST_PROXY: '1' }), host).toBeNull();
    }
    for (const trust of ['false', '', '172.16.0.0/12', '127.0.0.1, 10.0.0.0/8'])
      expect(trustProxyProblem({ HOST: '0.0.0.0', TRUST_PROXY: trust }), trust).toBeNull();
    expect(trustProxyProblem({ HOST: '0.0.0.0', TRUST_PROXY: 'satu' })).toMatch(/TRUST_PROXY/);
  });

  it('the shipped Docker set-up publishes the CMS to this machine only and trusts its proxy by address', () => {
    const compose = readFileSync(path.join(CMS_DIR, '..', 'docker-compose.yml'), 'utf8');
    const published = [...compose.matchAll(/^\s*-\s*'?([^'\n]*:1337)'?\s*$/gm)].map((m) => m[1]);
    expect(published).toEqual(['127.0.0.1:${PORT:-1337}:1337']);
    // the image listens on 0.0.0.0 (Dockerfile): the example's TRUST_PROXY must be safe there
    expect(trustProxyProblem({ HOST: '0.0.0.0', TRUST_PROXY: dockerExampleEnv.TRUST_PROXY })).toBeNull();
    expect(dockerExampleEnv.TRUST_PROXY).toMatch(/^[\d.:a-f]+\/\d+/i);
    expect(productionProblems({ ...goodEnv, HOST: '0.0.0.0', PUBLIC_URL: dockerExampleEnv.PUBLIC_URL })).toEqual([]);
  });

  it('refuses a CORS wildcard or anything that is not one exact origin', () => {
    expect(parseCorsOrigins(['https://mitra.hmrpl.uji', 'http://localhost:5173'])).toEqual([
      'https://mitra.hmrpl.uji',
      'http://localhost:5173',
    ]);
    expect(parseCorsOrigins([])).toEqual([]);
    for (const bad of [
      '*',
      'https://*.hmrpl.uji',
      'null',
      'mitra.hmrpl.uji',
      'https://mitra.hmrpl.uji/jalur',
      'ftp://x.uji',
    ])
      expect(() => parseCorsOrigins([bad]), bad).toThrow(/CORS_ORIGINS/);
  });

  /** Loads the compiled CMS in a child process (as `strapi start` does) and returns its exit code and output. */
  function bootChild(env: Record<string, string>) {
    const distDir = process.env.TEST_DIST_DIR || path.join(CMS_DIR, 'dist');
    const dir = mkdtempSync(path.join(tmpdir(), 'hmrpl-boot-'));
    try {
      const script = `const { createStrapi } = require('@strapi/strapi');
        createStrapi({ appDir: ${JSON.stringify(CMS_DIR)}, distDir: ${JSON.stringify(distDir)} }).load()
          .then(() => { console.log('BOOTED'); process.exit(0); })
          .catch((e) => { console.error(e && e.message); process.exit(3); });`;
      const res = spawnSync(process.execPath, ['-e', script], {
        cwd: CMS_DIR,
        encoding: 'utf8',
        timeout: 120_000,
        env: {
          ...process.env,
          DATABASE_CLIENT: 'sqlite',
          DATABASE_FILENAME: path.join(dir, 'data.db'),
          PUBLIC_DIR: path.join(dir, 'public'),
          ...env,
        },
      });
      return { code: res.status, output: `${res.stdout}\n${res.stderr}` };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('stops a real production boot configured from cms/.env.example, with a message naming the settings', () => {
    const { code, output } = bootChild({ ...exampleEnv, NODE_ENV: 'production', DATABASE_CLIENT: 'sqlite' });
    expect(code).toBe(3);
    expect(output).toContain('Refusing to start in production with unsafe settings');
    expect(output).toContain('ADMIN_JWT_SECRET is a placeholder value');
    expect(output).toContain('ADMIN_PASSWORD is a placeholder or the published demo password');
    expect(output).not.toContain('BOOTED');
  }, 120_000);

  it('stops a real production boot with a hop-count TRUST_PROXY on 0.0.0.0, and boots with the address form', () => {
    const refused = bootChild({ ...goodEnv, HOST: '0.0.0.0', TRUST_PROXY: '1' });
    expect(refused.code).toBe(3);
    expect(refused.output).toContain('TRUST_PROXY=1 counts proxy hops while the CMS listens on 0.0.0.0');
    expect(refused.output).not.toContain('BOOTED');
    const booted = bootChild({ ...goodEnv, HOST: '0.0.0.0', TRUST_PROXY: '172.16.0.0/12' });
    expect(booted.output).toContain('BOOTED');
    expect(booted.code).toBe(0);
  }, 240_000);

  it('stops any boot with CORS_ORIGINS=*', () => {
    const { code, output } = bootChild({ NODE_ENV: 'development', CORS_ORIGINS: '*' });
    expect(code).not.toBe(0);
    expect(output).not.toContain('BOOTED');
    expect(output).toContain('CORS_ORIGINS: "*" is not an origin');
  }, 120_000);

  it('stops a production boot while an admin still has the published demo password', async () => {
    const demo = await createUser(app.strapi, { admin: true, password: DEFAULT_ADMIN_PASSWORD });
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(ensureAdminAccess(app.strapi)).rejects.toThrow(/published demo password/);
    } finally {
      process.env.NODE_ENV = before;
      await app.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: demo.id } });
    }
  });
});

describe('npm start on a fresh clone', () => {
  it('generates the secrets into a cms/.env only its owner can read, prints no value, and keeps them on later starts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hmrpl-env-'));
    const generated = SECRET_NAMES.filter((name) => SECRETS[name].localEnv);
    const saved = Object.fromEntries(SECRET_NAMES.map((k) => [k, process.env[k]]));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      for (const k of SECRET_NAMES) delete process.env[k];
      const made = ensureCmsEnv(dir);
      expect(Object.keys(made).sort()).toEqual([...generated].sort());
      const file = parseEnvFile(path.join(dir, '.env'));
      for (const name of generated) expect(file[name]).toBe(made[name]);
      // `npm start` gives PUBLIC_URL (http://localhost:<PORT> unless set) to the production start it runs
      // the first accounts' passwords are not kept in cms/.env: the CMS generates them into a private file
      for (const name of FIRST_PASSWORDS) expect(file[name]).toBeUndefined();
      expect(statSync(path.join(dir, '.env')).mode & 0o777).toBe(0o600);
      expect(productionProblems({ ...file, NODE_ENV: 'production', PUBLIC_URL: localPublicUrl(dir) })).toEqual([]);
      const printed = log.mock.calls.map(([m]) => String(m)).join('\n');
      for (const name of generated) expect(printed).not.toContain(made[name]);
      log.mockClear();
      // a cms/.env others can read (copied by hand, say) is made private again
      chmodSync(path.join(dir, '.env'), 0o644);
      expect(ensureCmsEnv(dir)).toEqual({});
      expect(statSync(path.join(dir, '.env')).mode & 0o777).toBe(0o600);
      expect(parseEnvFile(path.join(dir, '.env')).BACKUP_SIGNING_KEY).toBe(made.BACKUP_SIGNING_KEY);
    } finally {
      log.mockRestore();
      for (const [k, v] of Object.entries(saved)) if (v !== undefined) process.env[k] = v;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run dev', () => {
  it('listens on this machine only (Strapi and Vite), whatever HOST says', () => {
    const [[strapiCommand, strapiArgs, strapiOptions], [viteCommand, viteArgs]] = devCommands({ HOST: '0.0.0.0' });
    expect([strapiCommand, ...strapiArgs]).toEqual([
      'npx',
      'strapi',
      'develop',
      '--no-watch-admin',
      '--no-install-deps',
    ]);
    expect(strapiOptions.env?.HOST).toBe('127.0.0.1');
    expect([viteCommand, ...viteArgs]).toEqual(['npx', 'vite', '--host', '127.0.0.1']);
  });
});

describe("Strapi's dashboard is claimed at boot", () => {
  it('GET /admin/init answers hasAdmin: true and POST /admin/register-admin is refused', async () => {
    const init = await app.agent().get('/admin/init');
    expect(init.status).toBe(200);
    expect(init.body.data.hasAdmin).toBe(true);
    const register = await app.agent().post(
      '/admin/register-admin',
      {
        email: 'penyerang@contoh.test',
        firstname: 'X',
        password: 'Penyerang2025!',
        confirmPassword: 'Penyerang2025!',
      },
      { xsrf: false },
    );
    expect(register.status).toBeGreaterThanOrEqual(400);
    expect(register.status).toBeLessThan(500);
    const count = await app.strapi.db.query('admin::user').count({ where: { email: 'penyerang@contoh.test' } });
    expect(count).toBe(0);
  });

  it('creates the super-admin from CMS_ADMIN_* when none exists; an unset password is generated into a private file, never logged', async () => {
    const adminUsers = app.strapi.db.query('admin::user');
    const saved = (await adminUsers.findMany({ populate: ['roles'] })) as Array<Record<string, any>>;
    await adminUsers.deleteMany({ where: { id: { $in: saved.map((u) => u.id) } } });
    const before = { email: process.env.CMS_ADMIN_EMAIL, password: process.env.CMS_ADMIN_PASSWORD };
    const warn = vi.spyOn(app.strapi.log, 'warn');
    try {
      expect((await app.agent().get('/admin/init')).body.data.hasAdmin).toBe(false);
      process.env.CMS_ADMIN_EMAIL = 'dasbor@hmrpl.test';
      delete process.env.CMS_ADMIN_PASSWORD;
      const passwordsFile = generatedPasswordsFile(app.strapi);
      rmSync(passwordsFile, { force: true });
      await ensureSuperAdmin(app.strapi);
      const password = /dasbor@hmrpl\.test: (\S+)$/m.exec(readFileSync(passwordsFile, 'utf8'))?.[1];
      expect(password).toBeTruthy();
      expect(statSync(passwordsFile).mode & 0o777).toBe(0o600);
      // the log says where the password is, and never the password itself
      const logged = warn.mock.calls.map(([m]) => String(m)).join('\n');
      expect(logged).toContain(passwordsFile);
      expect(logged).not.toContain(password);
      // the printed password signs in to the dashboard's API
      const login = await app.agent().post('/admin/login', { email: 'dasbor@hmrpl.test', password }, { xsrf: false });
      expect(login.status).toBe(200);
      const made = (await adminUsers.findOne({ where: { email: 'dasbor@hmrpl.test' }, populate: ['roles'] })) as {
        roles: Array<{ code: string }>;
      };
      expect(made.roles.map((r) => r.code)).toContain('strapi-super-admin');
      warn.mockClear();
      await ensureSuperAdmin(app.strapi);
      expect(warn.mock.calls.map(([m]) => String(m)).join('\n')).not.toContain(passwordsFile);
      expect(await adminUsers.count({})).toBe(1);
      expect((await app.agent().get('/admin/init')).body.data.hasAdmin).toBe(true);
    } finally {
      warn.mockRestore();
      if (before.email === undefined) delete process.env.CMS_ADMIN_EMAIL;
      else process.env.CMS_ADMIN_EMAIL = before.email;
      if (before.password !== undefined) process.env.CMS_ADMIN_PASSWORD = before.password;
      rmSync(generatedPasswordsFile(app.strapi), { force: true });
      await adminUsers.deleteMany({});
      for (const user of saved) {
        const { id: _id, roles, ...rest } = user;
        await adminUsers.create({ data: { ...rest, roles: roles.map((r: { id: number }) => r.id) } });
      }
    }
  });
});

afterAll(() => undefined);
