/**
 * The route walk: every route of Strapi's live router (so a new route cannot be forgotten), called as
 *   - nobody (no cookie), a signed-in user without the admin role, an admin without the CSRF header,
 *     a logged-out (revoked) session replayed, an expired session;
 * and checked against the contract: admin routes answer 401/403/419 as it says; Strapi's own content, upload and
 * users-permissions routes under /api are closed (no 2xx) unless the contract names them; outside /api, Strapi's
 * dashboard API (/admin/*, plugin admin routes) opens only with its own tokens (an anonymous call or our session
 * cookie gets no 2xx, except the few routes reviewed below), and a dashboard token stops working after its logout.
 * No route answers 5xx to any of these callers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, createUser, startTestApp, type TestApp } from './helpers';
import { dashboardAuthAction } from '../src/lib/auth/dashboard';
import { isDashboardPath } from '../src/lib/http/paths';
import { loadSite } from '../src/front/site';

let app: TestApp;

interface Route {
  method: string;
  /** As the router holds it (with :params). */
  pattern: string;
  /** A concrete path to call. */
  path: string;
}

type Kind = 'public' | 'session' | 'admin' | 'closed-api' | 'dashboard' | 'root-public';

const PARAM_VALUES: Record<string, string> = {
  id: '999999',
  documentId: 'tidakada',
  slug: 'tidak-ada',
  uid: 'api::berita.berita',
  model: 'api::berita.berita',
};

function concrete(pattern: string): string {
  return pattern
    .replace(/:(\w+)(\([^)]*\))?\??/g, (_, name: string) => PARAM_VALUES[name] ?? 'x')
    .replace(/\(\.\*\)/g, 'x')
    .replace(/\*/g, 'x');
}

/** Every method + path of the live router (middleware layers without methods are skipped). */
function walkRoutes(): Route[] {
  const layers = app.strapi.server.listRoutes() as Array<{ path: string | RegExp; methods: string[] }>;
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const layer of layers) {
    if (typeof layer.path !== 'string') continue;
    for (const method of layer.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
      const key = `${method} ${layer.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ method, pattern: layer.path, path: concrete(layer.path) });
    }
  }
  return out;
}

/** The contract's routes (docs/decisions/008-test-layers.md and the contract types); everything else is classified below. */
const CONTRACT: Array<[string, RegExp, Kind]> = [
  ['POST', /^\/api\/aspirasi$/, 'public'],
  // the aspiration form's single-use token and retention period (never cached; ADR 047)
  ['GET', /^\/api\/aspirasi\/formulir$/, 'public'],
  // activity registration and its cancel link (the aspiration form's defences, a signed cancel token; ADR 100)
  ['POST', /^\/api\/kegiatan\/:slug\/daftar$/, 'public'],
  ['POST', /^\/api\/kegiatan\/:slug\/batal$/, 'public'],
  // the achievement form: its send (multipart under its own limits, src/lib/uploads/public-uploads.ts) and its token
  // (the aspiration form's defences; ADR 094)
  ['POST', /^\/api\/prestasi$/, 'public'],
  ['GET', /^\/api\/prestasi\/formulir$/, 'public'],
  // the visitors' speed report: anonymous, no CSRF token, nothing about the sender kept, bots and admins not counted,
  // rate limited (tests/speed.int.test.ts, ADR 122)
  ['POST', /^\/api\/kecepatan$/, 'public'],
  // for proxies and Docker: says only whether the database answers (tests/limits.int.test.ts, ADR 017)
  ['GET', /^\/api\/health$/, 'public'],
  ['POST', /^\/api\/login$/, 'session'],
  ['GET', /^\/api\/me$/, 'session'],
  ['POST', /^\/api\/logout$/, 'session'],
  ['POST', /^\/api\/logout-all$/, 'session'],
  // the sign-in's second step: opened only by the right password (tests/security-two-factor.int.test.ts, ADR 080)
  ['POST', /^\/api\/login\/2fa$/, 'session'],
  ['GET', /^\/api\/aspirasi$/, 'admin'],
  ['POST', /^\/api\/rekrutmen$/, 'admin'],
  // an admin's own password (also open to an admin who must still choose one)
  ['POST', /^\/api\/me\/password$/, 'admin'],
  // an admin's own second factor: status, set-up (open before it is on where it is required), off, new codes
  ['*', /^\/api\/me\/2fa(?:\/|$)/, 'admin'],
  ['*', /^\/api\/admin\//, 'admin'],
  ['GET', /^\/sanctum\/csrf-cookie$/, 'root-public'],
  // strapi::public's redirect of `/` to the dashboard: never reached, the site's home page answers `/` first whatever
  // Accept says (ADR 060, tests/edge.int.test.ts)
  ['GET', /^\/$/, 'root-public'],
  ['*', /^\/_health$/, 'root-public'],
  // Strapi's upload route: GETs of files, judged by global::storage (tests/security-upload.int.test.ts)
  ['GET', /^\/uploads\//, 'root-public'],
  // every /api read of the edge's table is public by its declaration (src/front/types/<type>.ts): that line is the
  // review, and the cache stores its answer for everyone
  ...(await loadSite()).publicReads
    .filter((read) => read.kind === 'api')
    .map((read): [string, RegExp, Kind] => [
      'GET',
      new RegExp(`^${read.path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
      'public',
    ]),
];

/**
 * Routes of Strapi's dashboard API that answer an anonymous caller with 2xx by design: the first-visit screen's two
 * facts (is there an admin yet; which edition), the dashboard's own single-page app, and the content manager's static
 * preview script. Reviewed: none reads or writes content. A new anonymous-2xx route fails the walk until it is
 * reviewed and added here, and an entry that no longer answers 2xx fails it too (the list is exactly what is open).
 */
const DASHBOARD_PUBLIC = new Set([
  'GET /admin/init',
  'GET /admin/project-type',
  // the dashboard's own single-page app (HTML and assets; every call it makes needs a token)
  'GET /cms/:path*',
  // Strapi's preview helper script, loaded by previewed pages; static code, no data
  'GET /content-manager/preview/script',
]);

function kindOf(route: Route): Kind {
  for (const [method, re, kind] of CONTRACT)
    if ((method === '*' || method === route.method) && re.test(route.pattern)) return kind;
  return /^\/api(?:\/|$)/.test(route.pattern) ? 'closed-api' : 'dashboard';
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const is2xx = (status: number) => status >= 200 && status < 300;

async function call(agent: Agent, route: Route, options: { xsrf?: false } = {}) {
  const body = UNSAFE.has(route.method) ? {} : undefined;
  return agent.request(route.method, route.path, body, options);
}

let routes: Route[] = [];
beforeAll(async () => {
  app = await startTestApp();
  routes = walkRoutes();
});

/** An admin session, then made into the named state. A dead session's cookies are replayed on every call. */
async function sessionAs(state: 'admin' | 'non-admin' | 'revoked' | 'expired'): Promise<Agent> {
  const user = await createUser(app.strapi, { admin: true });
  const a = app.agent();
  await a.csrf();
  expect((await a.post('/api/login', { email: user.username, password: user.password })).status).toBe(200);
  if (state === 'non-admin') {
    const role = (await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } })) as { id: number };
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { role: role.id } });
  } else if (state === 'revoked') {
    const cookie = a.cookie('hmrpl_session')!;
    const xsrf = a.cookie('XSRF-TOKEN')!;
    expect((await a.post('/api/logout')).status).toBe(200);
    a.setCookie('hmrpl_session', cookie);
    a.setCookie('XSRF-TOKEN', xsrf);
  } else if (state === 'expired') {
    await app.strapi.db
      .query('api::session.session' as any)
      .updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  }
  if (state === 'revoked' || state === 'expired') {
    // the server clears a dead cookie on its first answer; an attacker replaying a stolen cookie sends it again
    const cookie = a.cookie('hmrpl_session')!;
    const xsrf = a.cookie('XSRF-TOKEN')!;
    const request = a.request.bind(a);
    a.request = (async (...args: Parameters<Agent['request']>) => {
      a.setCookie('hmrpl_session', cookie);
      a.setCookie('XSRF-TOKEN', xsrf);
      return request(...args);
    }) as Agent['request'];
  }
  return a;
}

describe('the route walk', () => {
  it('reads every route from the router (contract, Strapi content API, dashboard API)', () => {
    const kinds = routes.reduce<Record<string, number>>(
      (acc, r) => ((acc[kindOf(r)] = (acc[kindOf(r)] ?? 0) + 1), acc),
      {},
    );
    console.log(`[route walk] ${routes.length} routes: ${JSON.stringify(kinds)}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(kinds.admin).toBeGreaterThanOrEqual(11);
    expect(kinds['closed-api']).toBeGreaterThan(5);
    expect(kinds.dashboard).toBeGreaterThan(50);
    // every contract route is still routed
    for (const [method, re] of CONTRACT.filter(([, , k]) => k !== 'root-public')) {
      expect(
        routes.some((r) => (method === '*' || r.method === method) && re.test(r.pattern)),
        String(re),
      ).toBe(true);
    }
  });

  it('admin routes: 401 without a session, 419 without the CSRF header, 403 for a non-admin, 401 for revoked and expired sessions', async () => {
    const admin = routes.filter((r) => kindOf(r) === 'admin');
    const nobody = app.agent();
    await nobody.csrf();
    const states = {
      nonAdmin: await sessionAs('non-admin'),
      admin: await sessionAs('admin'),
      revoked: await sessionAs('revoked'),
      expired: await sessionAs('expired'),
    };
    const wrong: string[] = [];
    const expectStatus = (label: string, route: Route, got: number, want: number) => {
      if (got !== want) wrong.push(`${label}: ${route.method} ${route.pattern} -> ${got}, want ${want}`);
    };
    for (const route of admin) {
      const unsafe = UNSAFE.has(route.method);
      expectStatus('nobody', route, (await call(nobody, route)).status, 401);
      if (unsafe)
        expectStatus('nobody, no CSRF header', route, (await call(nobody, route, { xsrf: false })).status, 419);
      expectStatus('non-admin', route, (await call(states.nonAdmin, route)).status, 403);
      if (unsafe)
        expectStatus('admin, no CSRF header', route, (await call(states.admin, route, { xsrf: false })).status, 419);
      else {
        const res = await call(states.admin, route);
        if ([401, 403, 419].includes(res.status) || res.status >= 500)
          wrong.push(`admin: ${route.method} ${route.pattern} -> ${res.status}`);
      }
      for (const label of ['revoked', 'expired'] as const) {
        const a = states[label];
        const res = await call(a, route);
        expectStatus(label, route, res.status, 401);
      }
    }
    expect(wrong).toEqual([]);
    const body = (await call(nobody, admin[0]!)).body;
    expect(body).toEqual({ message: 'Silakan masuk terlebih dahulu.' });
  }, 120_000);

  it("Strapi's own content, upload and users-permissions routes under /api are closed to everyone, whatever they hold", async () => {
    const closed = routes.filter((r) => kindOf(r) === 'closed-api');
    const nobody = app.agent();
    await nobody.csrf();
    const admin = await sessionAs('admin');
    // a users-permissions JWT of a plain user: the plugin's own way in
    const plain = await createUser(app.strapi);
    const jwt = await app.strapi.plugin('users-permissions').service('jwt').issue({ id: plain.id });
    const bearer = app.agent();
    await bearer.csrf();
    const open: string[] = [];
    for (const route of closed) {
      for (const [label, agent, headers] of [
        ['nobody', nobody, {}],
        ['site admin session', admin, {}],
        ['users-permissions JWT', bearer, { Authorization: `Bearer ${jwt}` }],
      ] as const) {
        const res = await agent.request(route.method, route.path, UNSAFE.has(route.method) ? {} : undefined, {
          headers,
        });
        if (is2xx(res.status) || res.status >= 500)
          open.push(`${label}: ${route.method} ${route.pattern} -> ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  }, 120_000);

  it("outside /api, Strapi's dashboard API opens only with a dashboard token (not to nobody, not to our session cookie)", async () => {
    const dashboard = routes.filter((r) => kindOf(r) === 'dashboard');
    const nobody = app.agent();
    await nobody.csrf();
    const site = await sessionAs('admin');
    const open: string[] = [];
    for (const route of dashboard) {
      for (const [label, agent] of [
        ['nobody', nobody],
        ['site admin session', site],
      ] as const) {
        const res = await call(agent, route);
        if (res.status >= 500) open.push(`${label}: ${route.method} ${route.pattern} -> ${res.status}`);
        else if (is2xx(res.status) && !DASHBOARD_PUBLIC.has(`${route.method} ${route.pattern}`)) {
          open.push(`${label}: ${route.method} ${route.pattern} -> ${res.status} (not reviewed as public)`);
        }
      }
    }
    expect(open).toEqual([]);
    // and every listed route really is open (the list is not wider than reality)
    const closed: string[] = [];
    for (const entry of DASHBOARD_PUBLIC) {
      const route = dashboard.find((r) => `${r.method} ${r.pattern}` === entry);
      const status = route ? (await call(nobody, route)).status : 'not routed';
      if (typeof status !== 'number' || !is2xx(status)) closed.push(`${entry} -> ${status}`);
    }
    expect(closed).toEqual([]);
  }, 180_000);

  it('every dashboard route is under a dashboard prefix (what CMS_ALLOWED_NETWORKS closes)', () => {
    // strapi::public's catch-all over cms/public (no dashboard behind it)
    const staticFolder = new Set(['GET /', 'GET /((?!uploads/).+)']);
    const outside = routes
      .filter(
        (r) => kindOf(r) === 'dashboard' && !staticFolder.has(`${r.method} ${r.pattern}`) && !isDashboardPath(r.path),
      )
      .map((r) => `${r.method} ${r.pattern}`);
    expect(outside).toEqual([]);
  });

  it("the dashboard's auth routes, called as nobody with hostile, malformed and oversize bodies: never 2xx, never 5xx", async () => {
    const auth = routes.filter((r) => kindOf(r) === 'dashboard' && dashboardAuthAction(r.method, r.path));
    expect(auth.map((r) => r.pattern).sort()).toEqual(
      [
        '/admin/access-token',
        '/admin/forgot-password',
        '/admin/login',
        '/admin/logout',
        '/admin/register',
        '/admin/register-admin',
        '/admin/reset-password',
      ].sort(),
    );
    const bodies: Array<[string, string]> = [
      ['empty object', '{}'],
      ['wrong types', '{"email":["a"],"password":{"x":1},"rememberMe":"ya","deviceId":7}'],
      ['operators', '{"email":{"$ne":""},"password":{"$gt":""}}'],
      [
        'prototype',
        '{"__proto__":{"isActive":true},"constructor":{"prototype":{"x":1}},"email":"a@b.uji","password":"x"}',
      ],
      ['markup', '{"email":"<script>alert(1)</script>","password":"<img src=x onerror=alert(1)>"}'],
      ['NUL and controls', '{"email":"a\u0000@b.uji\r\n","password":"\u0000"}'],
      ['long but under the cap', JSON.stringify({ email: `${'a'.repeat(3000)}@b.uji`, password: 'x' })],
      ['not JSON', '{"email":'],
      ['an array', '[1,2,3]'],
      ['over the cap', JSON.stringify({ email: 'a@b.uji', password: 'x'.repeat(8 * 1024) })],
    ];
    const users = await app.strapi.db.query('admin::user').count({});
    const wrong: string[] = [];
    for (const route of auth) {
      for (const [label, body] of bodies) {
        const res = await app.agent().request(route.method, route.path, body, {
          xsrf: false,
          headers: { 'Content-Type': 'application/json' },
        });
        if (is2xx(res.status) || res.status >= 500)
          wrong.push(`${label}: ${route.method} ${route.pattern} -> ${res.status}`);
        if (label === 'over the cap' && res.status !== 413)
          wrong.push(`${label}: ${route.pattern} -> ${res.status}, want 413`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await app.strapi.db.query('admin::user').count({})).toBe(users);
  }, 120_000);

  it('a dashboard token works for its own API and stops working after its logout', async () => {
    const email = `walk-${Date.now().toString(36)}@hmrpl.uji`;
    const password = 'JalanRute-2025!';
    const role = (await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } })) as {
      id: number;
    };
    const hashed = await app.strapi.service('admin::auth').hashPassword(password);
    const user = (await app.strapi.db.query('admin::user').create({
      data: {
        email,
        firstname: 'Walk',
        lastname: 'Uji',
        password: hashed,
        isActive: true,
        blocked: false,
        roles: [role.id],
      },
    })) as { id: number };
    try {
      const dash = new Agent(app.baseUrl);
      const login = await dash.post('/admin/login', { email, password }, { xsrf: false });
      expect(login.status).toBe(200);
      const auth = { Authorization: `Bearer ${login.body.data.token}` };
      expect((await dash.get('/admin/users/me', { headers: auth })).status).toBe(200);
      expect((await dash.get('/content-manager/collection-types/api::berita.berita', { headers: auth })).status).toBe(
        200,
      );
      expect(
        (await app.agent().get('/admin/users/me', { headers: { Authorization: 'Bearer palsu.palsu.palsu' } })).status,
      ).toBe(401);
      expect((await dash.post('/admin/logout', {}, { xsrf: false, headers: auth })).status).toBe(200);
      expect((await dash.get('/admin/users/me', { headers: auth })).status).toBe(401);
    } finally {
      await app.strapi.db.query('admin::user').delete({ where: { id: user.id } });
    }
  });
});
