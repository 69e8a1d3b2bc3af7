/**
 * The roles (contract part two, "Roles"; ADR 083), over HTTP:
 * - the route x role walk: every admin route of Strapi's live router (under /api/admin, or any /api route behind
 *   `global::is-admin`), called by one admin of each role (and one with none): 403 `Anda tidak memiliki akses ke
 *   fitur ini.` for a role the contract does not give the route, anything but 403 for one it does. A route missing
 *   from the contract's table (ADMIN_ROUTE_ROLES, src/lib/content/admin-roles.ts) fails the walk, so a new route is
 *   reviewed there before it ships;
 * - the accounts' rules: roles on create and edit (Indonesian 422s), `/api/me` and the sign-in carry them, a change
 *   applies to the admin's next request, several admins blocked in one step, and at least one unblocked `pengelola`
 *   always remains, also when two requests race for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount, AdminRole } from '@hmrpl/contract';
import { createUser, otherAdmin, startTestApp, type TestApp } from './helpers';
import { adminRouteRoles, mayUse } from '../src/lib/content/admin-roles';
import { serviceOf } from '../src/lib/strapi/documents';
import { routeRoles, type RouteDeclaration } from '../src/lib/auth/route-roles';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const FORBIDDEN_ROLE = { message: 'Anda tidak memiliki akses ke fitur ini.' };
const LAST_PENGELOLA = 'Harus ada setidaknya satu pengelola aktif.';

interface Route {
  method: string;
  pattern: string;
  path: string;
  declared: AdminRole[] | 'undeclared' | null;
}

const concrete = (pattern: string) =>
  pattern.replace(/:(\w+)(\([^)]*\))?\??/g, (_, name: string) => (name === 'slug' ? 'tidak-ada' : '999999'));

/** The admin routes of the live router, each with what its policy declares. */
function adminRoutes(): Route[] {
  const declarations = new Map<string, RouteDeclaration>();
  for (const api of Object.values(app.strapi.apis))
    for (const router of Object.values(((api as { routes?: unknown }).routes ?? {}) as Record<string, unknown>))
      for (const route of (router as { routes?: RouteDeclaration[] }).routes ?? [])
        declarations.set(`${route.method} /api${route.path}`, route);
  const layers = app.strapi.server.listRoutes() as Array<{ path: string | RegExp; methods: string[] }>;
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const layer of layers) {
    if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
    for (const method of layer.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
      const key = `${method} ${layer.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const declaration = declarations.get(key);
      const declared = declaration ? routeRoles(declaration) : null;
      if (declared === null && !layer.path.startsWith('/api/admin/')) continue;
      out.push({ method, pattern: layer.path, path: concrete(layer.path), declared });
    }
  }
  return out;
}

/** The contract's assignment (src/lib/content/admin-roles.ts: the fixtures follow it too). */
const tableRoles = (route: Route) => adminRouteRoles(route.method, route.pattern);

/** A signed-in admin with these roles. */
const adminWith = (roles: AdminRole[]) => otherAdmin(app, { roles });

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('the route x role walk', () => {
  it('every admin route is in the role table, declares its roles, and answers each role as the table says', async () => {
    const routes = adminRoutes();
    console.log(`[role walk] ${routes.length} admin routes`);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const missing = routes.filter((r) => tableRoles(r) === undefined).map((r) => `${r.method} ${r.pattern}`);
    expect(missing, 'admin routes not in the role table (add them with the roles the contract gives them)').toEqual([]);
    const undeclared = routes.filter((r) => r.declared === 'undeclared' || r.declared === null);
    expect(undeclared.map((r) => `${r.method} ${r.pattern}`)).toEqual([]);

    const callers: Array<[string, AdminRole[]]> = [
      ['pengelola', ['pengelola']],
      ['redaksi', ['redaksi']],
      ['aspirasi', ['aspirasi']],
      ['redaksi+aspirasi', ['redaksi', 'aspirasi']],
      // an admin made in the dashboard without a role: nothing but their own account
      ['no role', []],
    ];
    const agents = await Promise.all(callers.map(async ([, roles]) => (await adminWith(roles)).agent));
    const wrong: string[] = [];
    for (const route of routes) {
      const allowed = tableRoles(route)!;
      for (const [index, [label, roles]] of callers.entries()) {
        const res = await agents[index]!.request(route.method, route.path, UNSAFE.has(route.method) ? {} : undefined);
        const may = mayUse(roles, allowed);
        if (may && (res.status === 403 || res.status === 401 || res.status >= 500))
          wrong.push(`${label}: ${route.method} ${route.pattern} -> ${res.status}, want access`);
        if (!may && (res.status !== 403 || res.body?.message !== FORBIDDEN_ROLE.message))
          wrong.push(
            `${label}: ${route.method} ${route.pattern} -> ${res.status} ${JSON.stringify(res.body)}, want 403`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a role taken away applies to the next request; a multipart upload of an aspirasi admin is refused before it is stored', async () => {
    const { agent, id } = await adminWith(['redaksi']);
    expect((await agent.get('/api/admin/berita')).status).toBe(200);
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id }, data: { roles: ['aspirasi'] } });
    const refused = await agent.get('/api/admin/berita');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN_ROLE);
    expect((await agent.get('/api/aspirasi')).status).toBe(200);
    const form = new FormData();
    form.append('title', 'Bukan urusan aspirasi');
    form.append('image', new Blob([new Uint8Array(64)], { type: 'image/png' }), 'x.png');
    const upload = await agent.post('/api/admin/berita', form);
    expect(upload.status).toBe(403);
    expect(upload.body).toEqual(FORBIDDEN_ROLE);
  });
});

describe('roles on the accounts', () => {
  it('the first admin is pengelola; /api/me and the sign-in carry the roles', async () => {
    const first = app.agent();
    const login = await first.loginOk();
    expect(login.body.user.roles).toEqual(['pengelola']);
    expect((await first.get('/api/me')).body.roles).toEqual(['pengelola']);
    const { agent } = await adminWith(['aspirasi', 'redaksi']);
    expect((await agent.get('/api/me')).body.roles).toEqual(['redaksi', 'aspirasi']);
  });

  it('creating an admin takes roles: at least one, only the three names, an Indonesian 422 otherwise', async () => {
    const admin = app.agent();
    await admin.loginOk();
    const stamp = Date.now().toString(36);
    const base = (n: string) => ({
      username: `peran${n}${stamp}`,
      email: `peran${n}${stamp}@hmrpl.uji`,
      password: 'Sementara-123456',
    });
    const count = () => app.strapi.db.query('plugin::users-permissions.user').count({});
    const before = await count();
    for (const [roles, message] of [
      [undefined, 'Pilih setidaknya satu peran.'],
      [[], 'Pilih setidaknya satu peran.'],
      [['admin'], 'Peran harus pengelola, redaksi, atau aspirasi.'],
      [['redaksi', 'superadmin'], 'Peran harus pengelola, redaksi, atau aspirasi.'],
      ['redaksi', 'Peran harus pengelola, redaksi, atau aspirasi.'],
    ] as const) {
      const res = await admin.post('/api/admin/pengguna', { ...base('a'), ...(roles === undefined ? {} : { roles }) });
      expect(res.status, JSON.stringify(roles)).toBe(422);
      expect(res.body).toEqual({ message, errors: { roles: [message] } });
    }
    expect(await count()).toBe(before);
    const created = await admin.post('/api/admin/pengguna', { ...base('b'), roles: ['aspirasi', 'redaksi'] });
    expect(created.status).toBe(201);
    expect(created.body.data.roles).toEqual(['redaksi', 'aspirasi']);
    const listed = (await admin.get('/api/admin/pengguna')).body.data as AdminAccount[];
    expect(listed.find((a) => a.id === created.body.data.id)?.roles).toEqual(['redaksi', 'aspirasi']);
    expect(listed.every((a) => Array.isArray(a.roles))).toBe(true);
  });

  it('POST /api/admin/pengguna/{id} changes the name and the roles; the last pengelola cannot be demoted', async () => {
    const boss = await adminWith(['pengelola']);
    const other = await adminWith(['redaksi']);
    const edit = await boss.agent.post(`/api/admin/pengguna/${other.id}`, {
      name: 'Redaksi Baru',
      roles: ['aspirasi'],
    });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('Admin berhasil diperbarui!');
    expect(edit.body.data).toMatchObject({ id: other.id, name: 'Redaksi Baru', roles: ['aspirasi'] });
    expect((await other.agent.get('/api/me')).body.roles).toEqual(['aspirasi']);
    for (const [body, field, message] of [
      [{ roles: [] }, 'roles', 'Pilih setidaknya satu peran.'],
      [{ roles: ['root'] }, 'roles', 'Peran harus pengelola, redaksi, atau aspirasi.'],
      [{ name: 'x'.repeat(101) }, 'name', 'Nama maksimal 100 karakter.'],
      [{ name: 5 }, 'name', 'Nama harus berupa teks.'],
      [{}, 'roles', 'Tidak ada perubahan yang dikirim.'],
    ] as const) {
      const res = await boss.agent.post(`/api/admin/pengguna/${other.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await boss.agent.post('/api/admin/pengguna/999999', { roles: ['redaksi'] })).status).toBe(404);

    // every other pengelola demoted: then this one is the last, and cannot demote themselves
    const users = app.strapi.db.query('plugin::users-permissions.user');
    const others = (await users.findMany({
      where: { role: { type: 'admin' }, id: { $ne: boss.id } },
      select: ['id', 'roles', 'blocked'],
    })) as Array<{ id: number; roles: AdminRole[]; blocked: boolean }>;
    try {
      await users.updateMany({ where: { id: { $in: others.map((o) => o.id) } }, data: { roles: ['redaksi'] } });
      const demote = await boss.agent.post(`/api/admin/pengguna/${boss.id}`, { roles: ['redaksi', 'aspirasi'] });
      expect(demote.status).toBe(422);
      expect(demote.body).toEqual({ message: LAST_PENGELOLA, errors: { roles: [LAST_PENGELOLA] } });
      expect((await boss.agent.get('/api/me')).body.roles).toEqual(['pengelola']);
      // keeping pengelola and adding another role is fine
      expect(
        (await boss.agent.post(`/api/admin/pengguna/${boss.id}`, { roles: ['pengelola', 'redaksi'] })).status,
      ).toBe(200);
    } finally {
      for (const o of others) await users.update({ where: { id: o.id }, data: { roles: o.roles } });
    }
  });

  it('several admins blocked in one step: their sessions end; oneself, an empty list or an unknown id change nothing', async () => {
    const boss = await adminWith(['pengelola']);
    const a = await adminWith(['redaksi']);
    const b = await adminWith(['aspirasi', 'pengelola']);
    const self = await boss.agent.post('/api/admin/pengguna/blokir', { ids: [a.id, boss.id] });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('Anda tidak dapat memblokir akun Anda sendiri.');
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [a.id, -1] }]) {
      const res = await boss.agent.post('/api/admin/pengguna/blokir', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe('Pilih setidaknya satu admin.');
    }
    expect((await boss.agent.post('/api/admin/pengguna/blokir', { ids: [a.id, 999999] })).status).toBe(404);
    expect((await a.agent.get('/api/me')).status).toBe(200);

    const res = await boss.agent.post('/api/admin/pengguna/blokir', { ids: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('2 admin berhasil diblokir.');
    expect((res.body.data as AdminAccount[]).map((x) => [x.id, x.blocked])).toEqual([
      [a.id, true],
      [b.id, true],
    ]);
    expect((await a.agent.get('/api/me')).status).toBe(401);
    expect((await b.agent.get('/api/me')).status).toBe(401);
  });

  it('pengelola blocking or demoting each other at once: one unblocked pengelola always remains', async () => {
    const users = app.strapi.db.query('plugin::users-permissions.user');
    const others = (await users.findMany({ where: { role: { type: 'admin' } }, select: ['id', 'roles'] })) as Array<{
      id: number;
      roles: AdminRole[];
    }>;
    const p1 = await adminWith(['pengelola']);
    const p2 = await adminWith(['pengelola']);
    try {
      // the two are the only pengelola
      await users.updateMany({ where: { id: { $in: others.map((o) => o.id) } }, data: { roles: ['redaksi'] } });
      const [one, two] = await Promise.all([
        p1.agent.post(`/api/admin/pengguna/${p2.id}/blokir`, {}),
        p2.agent.post(`/api/admin/pengguna/${p1.id}/blokir`, {}),
      ]);
      const statuses = [one.status, two.status].sort();
      expect(statuses[0]).toBe(200);
      // the loser was refused by the rule, or (its session ended first) by the sign-in check
      expect([401, 422]).toContain(statuses[1]);
      const loser = one.status === 200 ? two : one;
      if (loser.status === 422) expect(loser.body.message).toBe(LAST_PENGELOLA);
      const remaining = (await users.findMany({
        where: { id: { $in: [p1.id, p2.id] } },
        select: ['id', 'blocked'],
      })) as Array<{ blocked: boolean }>;
      expect(remaining.filter((r) => !r.blocked)).toHaveLength(1);

      // six pengelola demoting themselves at once: exactly one of them stays pengelola
      await users.updateMany({ where: { id: { $in: [p1.id, p2.id] } }, data: { roles: ['redaksi'] } });
      const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => adminWith(['pengelola'])));
      const demotions = await Promise.all(
        six.map((p) => p.agent.post(`/api/admin/pengguna/${p.id}`, { roles: ['redaksi'] })),
      );
      expect(demotions.map((d) => d.status).sort()).toEqual([200, 200, 200, 200, 200, 422]);
      expect(demotions.find((d) => d.status === 422)!.body.message).toBe(LAST_PENGELOLA);
      const left = (await users.findMany({
        where: { id: { $in: six.map((p) => p.id) } },
        select: ['roles'],
      })) as Array<{
        roles: AdminRole[];
      }>;
      expect(left.filter((r) => r.roles.includes('pengelola'))).toHaveLength(1);

      // and at the service itself, six demotions started together (their reads queue before any write): still one
      const more = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser(app.strapi, { admin: true })));
      await users.updateMany({ where: { id: { $in: six.map((p) => p.id) } }, data: { roles: ['redaksi'] } });
      const service = serviceOf(app.strapi, 'api::pengguna.pengguna');
      const outcomes = await Promise.allSettled(more.map((p) => service.update(p.id, { roles: ['redaksi'] })));
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
      const kept = (await users.findMany({
        where: { id: { $in: more.map((p) => p.id) } },
        select: ['roles'],
      })) as Array<{
        roles: AdminRole[];
      }>;
      expect(kept.filter((r) => r.roles.includes('pengelola'))).toHaveLength(1);
    } finally {
      for (const o of others) await users.update({ where: { id: o.id }, data: { roles: o.roles } });
      await users.updateMany({ where: { id: { $in: [p1.id, p2.id] } }, data: { blocked: false } });
    }
  });
});
