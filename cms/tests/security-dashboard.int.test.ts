/**
 * Strapi's dashboard (/cms, its API under /admin/*) at the same doors as the site's login (ADR 034): small bodies on
 * its auth routes, refused before parsing; a bounded per-address limiter keyed by /64; accounts that lock; the same
 * work for an unknown e-mail as for a known one; short sessions, "remember me" or not (ADR 064); cookies where they
 * belong; in production, no dashboard from outside loopback and private networks unless CMS_ALLOWED_NETWORKS names
 * them (ADR 064); with CMS_ALLOWED_NETWORKS, no dashboard at all from other networks.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent, distModule, startChildCms, startTestApp, type ChildCms, type TestApp } from './helpers';
import adminConfig from '../config/admin';

type PasswordModule = typeof import('../src/lib/auth/password');

let app: TestApp;
const password = () => distModule<PasswordModule>('src/lib/auth/password');
const stamp = Date.now().toString(36);
let serial = 0;
const unique = (label: string) => `${label}-${stamp}-${(serial += 1)}@hmrpl.uji`;
const INVALID = 'Invalid credentials';
const AUTH_ROUTES = [
  '/admin/login',
  '/admin/register-admin',
  '/admin/register',
  '/admin/forgot-password',
  '/admin/reset-password',
  '/admin/access-token',
  '/admin/logout',
];

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A dashboard user (an active super-admin); removed by the caller. */
async function dashboardUser(): Promise<{ id: number; email: string; password: string }> {
  const email = unique('dasbor');
  const secret = 'Dasbor-Uji-2025!';
  const role = (await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } })) as {
    id: number;
  };
  const user = (await app.strapi.db.query('admin::user').create({
    data: {
      email,
      firstname: 'Dasbor',
      lastname: 'Uji',
      password: await app.strapi.service('admin::auth').hashPassword(secret),
      isActive: true,
      blocked: false,
      roles: [role.id],
    },
  })) as { id: number };
  return { id: user.id, email, password: secret };
}
const removeDashboardUser = (id: number) => app.strapi.db.query('admin::user').delete({ where: { id } });

const login = (a: Agent, email: string, secret: string, extra: Record<string, unknown> = {}) =>
  a.post('/admin/login', { email, password: secret, ...extra }, { xsrf: false });

/** A POST whose headers announce `headers`, with `body` sent as is (or nothing): the answer, or 'no answer'. */
function rawPost(path: string, headers: Record<string, string>, body?: string): Promise<number | 'no answer'> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'X-Forwarded-For': `10.66.${serial % 250}.${(serial += 1) % 250}`,
          ...headers,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.setTimeout(5000, () => {
      req.destroy();
      resolve('no answer');
    });
    req.on('error', () => resolve('no answer'));
    req.flushHeaders();
    if (body !== undefined) req.write(body);
    // without end(): a body announced but never sent must be refused from the headers alone
    if (headers['Transfer-Encoding'] === undefined && body !== undefined) req.end();
  });
}

describe('the auth routes take a few kB, refused before a byte is parsed', () => {
  it('413 from the announced length alone (the body never arrives), on every auth route and spelling', async () => {
    for (const path of [...AUTH_ROUTES, '/ADMIN/LOGIN', '/admin/login/', '//admin/login']) {
      expect(
        await rawPost(path, { 'Content-Type': 'application/json', 'Content-Length': String(256 * 1024) }),
        path,
      ).toBe(413);
    }
  });

  it('413 for a real 5 kB body (a huge e-mail), in Strapi’s error shape; 411 for a body of unknown length', async () => {
    const huge = await app
      .agent()
      .post('/admin/login', { email: `${'a'.repeat(5000)}@x.uji`, password: 'x' }, { xsrf: false });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({
      data: null,
      error: { status: 413, name: 'PayloadTooLargeError', message: 'Request entity too large', details: {} },
    });
    expect(
      await rawPost('/admin/login', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, '{"e'),
    ).toBe(411);
    // an ordinary body is read and judged as before
    const normal = await app.agent().post('/admin/login', { email: unique('biasa'), password: 'x' }, { xsrf: false });
    expect(normal.status).toBe(400);
    expect(normal.body.error.message).toBe(INVALID);
  });
});

describe('the per-address limit', () => {
  it('5 failures a minute per address, whatever the e-mails (Strapi’s own limiter counted each e-mail apart)', async () => {
    const a = app.agent();
    for (let i = 0; i < 5; i += 1) expect((await login(a, unique('acak'), 'x')).status).toBe(400);
    const sixth = await login(a, unique('acak'), 'x');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sixth.body.error.name).toBe('RateLimitError');
    // forgot-password and register count on the same budget
    expect((await a.post('/admin/forgot-password', { email: unique('lupa') }, { xsrf: false })).status).toBe(429);
  });

  it('counts IPv6 by /64: a neighbour in the same /64 is limited, another /64 is not', async () => {
    const a = app.agent();
    for (let i = 1; i <= 5; i += 1)
      expect(
        (
          await a.post(
            '/admin/login',
            { email: unique('v6'), password: 'x' },
            { xsrf: false, ip: `2001:db8:77:1::${i}` },
          )
        ).status,
      ).toBe(400);
    const same = await a.post(
      '/admin/login',
      { email: unique('v6'), password: 'x' },
      { xsrf: false, ip: '2001:db8:77:1:ffff::9' },
    );
    expect(same.status).toBe(429);
    const other = await a.post(
      '/admin/login',
      { email: unique('v6'), password: 'x' },
      { xsrf: false, ip: '2001:db8:77:2::1' },
    );
    expect(other.status).toBe(400);
  });

  it('a successful login and an empty form are not failures', async () => {
    const user = await dashboardUser();
    try {
      const a = app.agent();
      for (let i = 0; i < 6; i += 1) expect((await login(a, user.email, user.password)).status).toBe(200);
      for (let i = 0; i < 6; i += 1) expect((await a.post('/admin/login', {}, { xsrf: false })).status).toBe(400);
      expect((await login(a, user.email, user.password)).status).toBe(200);
    } finally {
      await removeDashboardUser(user.id);
    }
  });
});

describe('the account lock', () => {
  it('5 failures from 5 addresses lock the account, for the right password too, briefly', async () => {
    const user = await dashboardUser();
    try {
      for (let i = 0; i < 5; i += 1) expect((await login(app.agent(), user.email, `salah-${i}`)).status).toBe(400);
      const locked = await login(app.agent(), user.email, user.password);
      expect(locked.status).toBe(429);
      const wait = Number(locked.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      expect(locked.cookies.strapi_admin_refresh).toBeUndefined();
      // the e-mail in another case is the same account
      expect((await login(app.agent(), user.email.toUpperCase(), user.password)).status).toBe(429);
    } finally {
      await removeDashboardUser(user.id);
    }
  });

  it('an unknown e-mail locks exactly like a real one', async () => {
    const email = unique('tidak-ada');
    for (let i = 0; i < 5; i += 1) expect((await login(app.agent(), email, 'x')).status).toBe(400);
    expect((await login(app.agent(), email, 'x')).status).toBe(429);
  });

  it('a successful login forgives the failures before it', async () => {
    const user = await dashboardUser();
    try {
      for (let i = 0; i < 4; i += 1) expect((await login(app.agent(), user.email, `salah-${i}`)).status).toBe(400);
      expect((await login(app.agent(), user.email, user.password)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await login(app.agent(), user.email, `salah-${i}`)).status).toBe(400);
      expect((await login(app.agent(), user.email, user.password)).status).toBe(200);
    } finally {
      await removeDashboardUser(user.id);
    }
  });
});

describe('an unknown e-mail costs what a known one costs', () => {
  it('one native bcrypt comparison either way, the same answer', async () => {
    const user = await dashboardUser();
    try {
      const verify = vi.spyOn(password(), 'verifyPassword');
      const unknown = await login(app.agent(), unique('siapa'), 'salah');
      expect(verify).toHaveBeenCalledTimes(1);
      const known = await login(app.agent(), user.email, 'salah');
      expect(verify).toHaveBeenCalledTimes(2);
      expect(unknown.status).toBe(400);
      expect(known.text).toBe(unknown.text);
    } finally {
      await removeDashboardUser(user.id);
    }
  });
});

describe('dashboard sessions and cookies', () => {
  const decode = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, any>;
  const sessionOf = (token: string) =>
    app.strapi.db.query('admin::session').findOne({ where: { sessionId: decode(token).sessionId } }) as Promise<{
      createdAt: string;
      expiresAt: string;
      absoluteExpiresAt: string;
    }>;
  const hours = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 3_600_000;

  it('access tokens live 10 minutes; a sign-in 1 hour unused or 8 hours, "remember me" or not', async () => {
    const user = await dashboardUser();
    try {
      const plain = await login(app.agent(), user.email, user.password);
      const token = decode(plain.body.data.token);
      expect(token.exp - token.iat).toBe(600);
      const session = await sessionOf(plain.body.data.token);
      expect(hours(session.createdAt, session.expiresAt)).toBeCloseTo(1, 1);
      expect(hours(session.createdAt, session.absoluteExpiresAt)).toBeCloseTo(8, 1);
      expect(plain.cookies.strapi_admin_refresh.expires).toBeUndefined();
      // "remember me" is off (ADR 064): the same short session, and a refresh cookie that ends with the browser
      const remembered = await login(app.agent(), user.email, user.password, { rememberMe: true });
      expect(remembered.status).toBe(200);
      const long = await sessionOf(remembered.body.data.token);
      expect(hours(long.createdAt, long.expiresAt)).toBeCloseTo(1, 1);
      expect(hours(long.createdAt, long.absoluteExpiresAt)).toBeCloseTo(8, 1);
      expect(remembered.cookies.strapi_admin_refresh.expires).toBeUndefined();
    } finally {
      await removeDashboardUser(user.id);
    }
  });

  it('the script-readable access cookie lives at /cms; the httpOnly refresh cookie at /admin, where it renews the token', async () => {
    expect(app.strapi.config.get('admin.auth.cookie.path')).toBe('/cms');
    const user = await dashboardUser();
    try {
      const a = app.agent();
      const res = await login(a, user.email, user.password);
      expect(res.status).toBe(200);
      const refresh = res.cookies.strapi_admin_refresh;
      expect(refresh.path).toBe('/admin');
      expect(refresh.httpOnly).toBe(true);
      // its signature (Koa signs cookies) goes to the same path, or a browser would not send it along
      const live = res.headers.getSetCookie().filter((c) => /^strapi_admin_refresh(?:\.sig)?=[^;]/.test(c));
      expect(live.map((c) => c.split('=')[0]).sort()).toEqual(['strapi_admin_refresh', 'strapi_admin_refresh.sig']);
      for (const cookie of live) expect(cookie, cookie.split('=')[0]).toMatch(/;\s*path=\/admin(?:;|$)/i);
      // copies an older version left at Path=/ are expired
      expect(res.headers.getSetCookie().some((c) => /^strapi_admin_refresh=;.*path=\/;/i.test(c))).toBe(true);
      const renewed = await a.post('/admin/access-token', undefined, { xsrf: false });
      expect(renewed.status).toBe(200);
      expect(renewed.body.data.token).toMatch(/^ey/);
      expect(renewed.cookies.strapi_admin_refresh.path).toBe('/admin');
    } finally {
      await removeDashboardUser(user.id);
    }
  });

  it('the refresh cookie is Secure whenever PUBLIC_URL is https, even over the plain-http hop from the proxy', async () => {
    const settings = (url: string) =>
      adminConfig({
        env: Object.assign((name: string, fallback?: unknown) => (name === 'PUBLIC_URL' ? url : fallback), {}),
      } as any);
    expect(settings('https://hmrpl.uji').auth.cookie).toMatchObject({ path: '/cms', secure: true });
    expect(settings('http://localhost:1337').auth.cookie).not.toHaveProperty('secure');
    expect(settings('').auth.cookie).not.toHaveProperty('secure');

    const user = await dashboardUser();
    const before = {
      url: app.strapi.config.get('server.url'),
      secure: app.strapi.config.get('admin.auth.cookie.secure'),
    };
    app.strapi.config.set('server.url', 'https://hmrpl.uji');
    app.strapi.config.set('admin.auth.cookie.secure', true);
    try {
      const res = await login(app.agent(), user.email, user.password);
      expect(res.status).toBe(200);
      expect(res.cookies.strapi_admin_refresh.secure).toBe(true);
    } finally {
      app.strapi.config.set('server.url', before.url);
      app.strapi.config.set('admin.auth.cookie.secure', before.secure);
      await removeDashboardUser(user.id);
    }
  });
});

// A separate process: CMS_ALLOWED_NETWORKS is read at start (SQLite only: the child has its own database).
describe.skipIf(process.env.DATABASE_CLIENT === 'postgres')('CMS_ALLOWED_NETWORKS', () => {
  let child: ChildCms | undefined;
  beforeAll(async () => {
    child = await startChildCms({
      TRUST_PROXY: 'true',
      CMS_ALLOWED_NETWORKS: '10.20.0.0/16, 2001:db8:20::/48',
      // the start-up's info lines (the tests' own log level is warn)
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await child?.stop();
  });

  it('says at start which networks it answers', () => {
    expect(child!.log()).toContain(
      "Strapi's dashboard (/cms and its API) answers CMS_ALLOWED_NETWORKS only: 10.20.0.0/16, 2001:db8:20::/48",
    );
  });

  it('answers the dashboard (pages and API, in any spelling) only to the listed networks; the site is not affected', async () => {
    const inside = new Agent(child!.url);
    inside.ip = '10.20.3.4';
    const outside = new Agent(child!.url);
    outside.ip = '203.0.113.9';
    const html = { headers: { Accept: 'text/html' } };
    for (const [path, options] of [
      ['/cms', html],
      ['/cms/auth/login', html],
      ['/admin/init', {}],
      ['/ADMIN/init', {}],
      ['/content-manager/init', {}],
      ['/upload/configuration', {}],
    ] as const) {
      const res = await outside.get(path, options);
      expect(res.status, path).toBe(403);
      expect(res.text, path).toContain('not available from this network');
    }
    expect((await outside.post('/admin/login', { email: 'a@b.uji', password: 'x' }, { xsrf: false })).status).toBe(403);
    expect((await inside.get('/admin/init')).status).toBe(200);
    expect((await inside.get('/cms', html)).status).toBe(200);
    const v6 = new Agent(child!.url);
    v6.ip = '2001:db8:20:5::1';
    expect((await v6.get('/admin/init')).status).toBe(200);
    // the public site and the site's own admin area answer everyone
    expect((await outside.get('/api/berita/terbaru')).status).toBe(200);
    expect((await outside.get('/admin/berita', html)).status).toBe(200);
    expect((await outside.get('/uploads/tidak-ada.png')).status).toBe(404);
  });
});

// A production start without CMS_ALLOWED_NETWORKS (SQLite only: the child has its own database).
describe.skipIf(process.env.DATABASE_CLIENT === 'postgres')('the dashboard in production, by default', () => {
  let child: ChildCms | undefined;
  beforeAll(async () => {
    child = await startChildCms({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      CMS_ALLOWED_NETWORKS: '',
    });
  });
  afterAll(async () => {
    await child?.stop();
  });

  it('answers loopback and private networks only, and says so at start; the site answers everyone', async () => {
    const html = { headers: { Accept: 'text/html' } };
    const from = (ip: string) => {
      const agent = new Agent(child!.url);
      agent.ip = ip;
      return agent;
    };
    for (const ip of ['203.0.113.9', '8.8.8.8', '2001:db8::7']) {
      for (const [path, options] of [
        ['/cms', html],
        ['/admin/init', {}],
        ['/ADMIN/init', {}],
        ['/content-manager/init', {}],
      ] as const) {
        const res = await from(ip).get(path, options);
        expect(res.status, `${ip} ${path}`).toBe(403);
      }
      expect((await from(ip).post('/admin/login', { email: 'a@b.uji', password: 'x' }, { xsrf: false })).status).toBe(
        403,
      );
      // the public site and the site's own admin area answer everyone
      expect((await from(ip).get('/api/berita/terbaru')).status).toBe(200);
      expect((await from(ip).get('/admin/berita', html)).status).toBe(200);
    }
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.9', 'fd00::5']) {
      expect((await from(ip).get('/admin/init')).status, ip).toBe(200);
      expect((await from(ip).get('/cms', html)).status, ip).toBe(200);
    }
    expect(child!.log()).toContain("Strapi's dashboard (/cms and its API) answers loopback and private networks only");
  });
});
