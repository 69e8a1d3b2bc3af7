/** Boot-time access setup (src/bootstrap/admin-access.ts) and CORS, against the live app and database. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ADMIN_PASSWORD, ensureAdminAccess } from '../src/bootstrap/admin-access';
import { TEST_ADMIN, createUser, startTestApp, type TestApp } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const roleOf = (type: string) =>
  app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } }) as Promise<{
    id: number;
    name: string;
  } | null>;

describe('ensureAdminAccess', () => {
  it('made the admin role and the first admin from ADMIN_* (who can sign in)', async () => {
    const role = await roleOf('admin');
    expect(role?.name).toBe('Admin');
    const admin = (await app.strapi.db.query('plugin::users-permissions.user').findOne({
      where: { username: TEST_ADMIN.username },
      populate: ['role'],
    })) as { email: string; role: { type: string } };
    expect(admin.email).toBe(TEST_ADMIN.email);
    expect(admin.role.type).toBe('admin');
  });

  it('removes API and JWT-auth grants from Public/Authenticated at every boot', async () => {
    const publicRole = (await roleOf('public'))!;
    const permissions = app.strapi.db.query('plugin::users-permissions.permission');
    await permissions.create({ data: { action: 'api::berita.berita.list', role: publicRole.id } });
    await permissions.create({ data: { action: 'plugin::users-permissions.auth.register', role: publicRole.id } });
    await ensureAdminAccess(app.strapi);
    const left = (await permissions.findMany({ where: { role: { id: publicRole.id } } })) as Array<{ action: string }>;
    expect(
      left.filter((p) => p.action.startsWith('api::') || p.action.startsWith('plugin::users-permissions.auth.')),
    ).toEqual([]);
  });

  it('keeps public registration off', async () => {
    await app.strapi
      .store({ type: 'plugin', name: 'users-permissions' })
      .set({ key: 'advanced', value: { allow_register: true, unique_email: true } });
    await ensureAdminAccess(app.strapi);
    const advanced = (await app.strapi
      .store({ type: 'plugin', name: 'users-permissions' })
      .get({ key: 'advanced' })) as Record<string, unknown>;
    expect(advanced.allow_register).toBe(false);
    expect(advanced.unique_email).toBe(true);
  });

  it('never overwrites an existing admin, and warns while one keeps the demo password', async () => {
    const before = process.env.ADMIN_PASSWORD;
    process.env.ADMIN_PASSWORD = 'sesuatu-yang-lain';
    const demo = await createUser(app.strapi, { admin: true, password: DEFAULT_ADMIN_PASSWORD });
    const warn = vi.spyOn(app.strapi.log, 'warn');
    try {
      await ensureAdminAccess(app.strapi);
    } finally {
      process.env.ADMIN_PASSWORD = before;
    }
    expect(warn.mock.calls.some(([m]) => String(m).includes('WARNING') && String(m).includes(demo.username))).toBe(
      true,
    );
    expect(warn.mock.calls.some(([m]) => String(m).includes(TEST_ADMIN.username + '"'))).toBe(false);

    // The first admin still signs in with the original password.
    expect((await app.agent().login()).status).toBe(200);
    await app.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: demo.id } });
  });
});

describe('CORS', () => {
  it('grants no other origin by default (same origin only)', async () => {
    const res = await fetch(new URL('/api/login', app.baseUrl), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://situs-lain.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-xsrf-token',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
