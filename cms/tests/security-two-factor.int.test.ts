/**
 * The second factor over HTTP (contract: "Second factor"; ADR 080) and the doors around accounts (ADR 081): set-up
 * (the secret sealed at rest, shown once), switching it on with a code computed here (RFC 6238), the sign-in's second
 * step (a browser-bound, 5-minute, 5-code attempt opened only by the right password), a TOTP code refused the second
 * time, a recovery code that works once, wrong codes counted like wrong passwords, TWO_FACTOR_REQUIRED's gate on every
 * admin route but the set-up, switching it off, another admin's reset and the dashboard's; then a blocked account's
 * sign-in, wrong current passwords at /api/me/password, and the names that lose invisible characters.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateSync } from 'otplib';
import type { Cabinet, TwoFactorSetup, TwoFactorStatus } from '@hmrpl/contract';
import { createUser, distModule, startTestApp, type Agent, type TestApp } from './helpers';
import { serviceOf } from '../src/lib/strapi/documents';

type PasswordModule = typeof import('../src/lib/auth/password');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const USER_UID = 'plugin::users-permissions.user';
const FACTOR_UID = 'api::two-factor.two-factor' as any;
const CODE_UID = 'api::two-factor.two-factor-code' as any;
const ATTEMPT_UID = 'api::two-factor.two-factor-attempt' as any;
const WRONG_CODE = { message: 'Kode verifikasi salah.', errors: { code: ['Kode verifikasi salah.'] } };
const EXPIRED = { message: 'Waktu verifikasi habis. Silakan masuk lagi dengan username dan password.' };
const WRONG_PAIR = { message: 'Username atau password salah.' };
const REQUIRED = { message: 'Aktifkan verifikasi dua langkah terlebih dahulu.' };
const RECOVERY_CODE = /^[a-z2-7]{4}(?:-[a-z2-7]{4}){3}$/;

/** The code an authenticator app shows `steps` periods of 30 s from now (RFC 6238, computed here with otplib). */
const totp = (secret: string, steps = 0) =>
  generateSync({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A wrong code that is certainly not one of the three the server accepts now. */
function wrongCodeFor(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((s) => totp(secret, s)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}

const factorRow = (userId: number) =>
  app.strapi.db.query(FACTOR_UID).findOne({ where: { userId } }) as Promise<{
    id: number;
    secret: string | null;
    pendingSecret: string | null;
    lastStep: number | null;
  } | null>;

/**
 * Codes one step apart are all this window offers a user (the server refuses a step at or before the last one used):
 * a test that signs in again and again moves the user's last step back, as if a minute had passed.
 */
async function letTimePass(userId: number) {
  const row = await factorRow(userId);
  if (row?.lastStep) await app.strapi.db.query(FACTOR_UID).update({ where: { id: row.id }, data: { lastStep: 1 } });
}

interface TwoFactorAdmin {
  user: { id: number; username: string; password: string };
  agent: Agent;
  secret: string;
  recovery: string[];
}

/** A new admin who has set up the second factor (activated with the code of the step before now). */
async function adminWithTwoFactor(): Promise<TwoFactorAdmin> {
  const user = await createUser(app.strapi, { admin: true });
  const agent = app.agent();
  await agent.loginOk(user.username, user.password);
  const setup = await agent.post<TwoFactorSetup>('/api/me/2fa/mulai');
  expect(setup.status, setup.text).toBe(200);
  const on = await agent.post('/api/me/2fa/aktifkan', { code: totp(setup.body.secret, -1) });
  expect(on.status, on.text).toBe(200);
  return { user, agent, secret: setup.body.secret, recovery: on.body.recovery_codes };
}

/** The password step: a new browser (or `agent`) that now holds the attempt's cookie. */
async function passwordStep(user: { username: string; password: string }, agent = app.agent()) {
  const res = await agent.login(user.username, user.password);
  expect(res.status, res.text).toBe(200);
  expect(res.body).toEqual({ two_factor: true });
  return { agent, res };
}

describe('setting it up', () => {
  it('POST /api/me/2fa/mulai: a secret as text, its otpauth URL and a QR code without script; nothing is on yet', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    const res = await a.post<TwoFactorSetup>('/api/me/2fa/mulai');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['otpauth_url', 'qr_svg', 'secret']);
    const secret = res.body.secret.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(res.body.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('HMRPL');
    expect(decodeURIComponent(url.pathname)).toContain(user.username);
    expect(res.body.qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
    expect(res.body.qr_svg).not.toMatch(/<script|\son\w+=|javascript:|<foreignObject|href=/i);

    // sealed at rest: the database never holds the secret as it was shown
    const row = await factorRow(user.id);
    expect(row?.pendingSecret).toBeTruthy();
    expect(row!.pendingSecret).not.toContain(secret);
    expect(row!.secret).toBeNull();
    const me = await a.get('/api/me');
    expect(me.body.two_factor).toEqual({ enabled: false, required: false });
    // a sign-in still needs only the password
    expect((await app.agent().login(user.username, user.password)).body.message).toBe('Login berhasil');
  });

  it('POST /api/me/2fa/aktifkan: a wrong code changes nothing; the right one answers 10 single-use codes and ends the other sessions', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    const elsewhere = app.agent();
    await elsewhere.loginOk(user.username, user.password);
    const empty = await a.post('/api/me/2fa/aktifkan', { code: '' });
    expect([empty.status, empty.body.errors]).toEqual([422, { code: ['Kode verifikasi wajib diisi.'] }]);
    const early = await a.post('/api/me/2fa/aktifkan', { code: '123456' });
    expect(early.body.message).toBe('Mulai pengaturan verifikasi dua langkah terlebih dahulu.');

    const { body: setup } = await a.post<TwoFactorSetup>('/api/me/2fa/mulai');
    const wrong = await a.post('/api/me/2fa/aktifkan', { code: wrongCodeFor(setup.secret) });
    expect([wrong.status, wrong.body]).toEqual([422, WRONG_CODE]);
    expect((await a.get('/api/me')).body.two_factor.enabled).toBe(false);

    const xsrf = a.cookie('XSRF-TOKEN');
    const res = await a.post('/api/me/2fa/aktifkan', { code: totp(setup.secret) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Verifikasi dua langkah aktif.');
    const codes = res.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    // kept as hashes only
    const stored = (await app.strapi.db.query(CODE_UID).findMany({ where: { userId: user.id } })) as Array<{
      codeHash: string;
    }>;
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of codes) expect(row.codeHash).not.toContain(code.replace(/-/g, ''));
    const row = await factorRow(user.id);
    expect(row!.secret).not.toContain(setup.secret.replace(/\s+/g, ''));
    expect(row!.pendingSecret).toBeNull();

    // this browser goes on in a new session with a new CSRF token; the other one is signed out
    expect(res.cookies.hmrpl_session).toBeDefined();
    expect(a.cookie('XSRF-TOKEN')).not.toBe(xsrf);
    expect((await a.get('/api/me')).body.two_factor).toEqual({ enabled: true, required: false });
    expect((await elsewhere.get('/api/me')).status).toBe(401);
    const status = await a.get<TwoFactorStatus>('/api/me/2fa');
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(JSON.stringify(status.body)).not.toContain(setup.secret.replace(/\s+/g, '').slice(0, 8));
    // the secret is never shown again
    const again = await a.post('/api/me/2fa/mulai');
    expect([again.status, again.body]).toEqual([409, { message: 'Verifikasi dua langkah sudah aktif.' }]);
  });

  it('a sealed secret copied to another user does not open there', async () => {
    const one = await adminWithTwoFactor();
    const two = await adminWithTwoFactor();
    const first = await factorRow(one.user.id);
    const second = await factorRow(two.user.id);
    await app.strapi.db.query(FACTOR_UID).update({ where: { id: second!.id }, data: { secret: first!.secret } });
    await letTimePass(two.user.id);
    const { agent } = await passwordStep(two.user);
    const res = await agent.post('/api/login/2fa', { code: totp(one.secret) });
    expect([res.status, res.body]).toEqual([422, WRONG_CODE]);
  });
});

describe('signing in with it', () => {
  it('the right password answers { two_factor: true }, no session, and an httpOnly 5-minute cookie for /api/login only', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const { agent, res } = await passwordStep(user);
    expect(res.cookies.hmrpl_session).toBeUndefined();
    expect(res.cookies.hmrpl_device).toBeUndefined();
    const cookie = res.cookies.hmrpl_2fa;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('strict');
    expect(cookie.path).toBe('/api/login');
    expect(Math.abs((cookie.expires!.getTime() - Date.now()) / 1000 - 300)).toBeLessThan(30);
    expect(res.text).not.toContain(cookie.value);
    expect((await agent.get('/api/me')).status).toBe(401);
    expect((await agent.get('/api/admin/pengguna')).status).toBe(401);

    const done = await agent.post('/api/login/2fa', { code: totp(secret) });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({
      message: 'Login berhasil',
      user: { id: user.id, two_factor: { enabled: true } },
    });
    expect(done.cookies.hmrpl_session.httpOnly).toBe(true);
    expect(done.cookies.hmrpl_device).toBeDefined();
    expect(done.cookies.hmrpl_2fa.value).toBe('');
    expect((await agent.get('/api/me')).status).toBe(200);
  });

  it('refuses a TOTP code used once already (replay), and the same code sent twice at once passes once', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const code = totp(secret);
    const first = await passwordStep(user);
    expect((await first.agent.post('/api/login/2fa', { code })).status).toBe(200);
    const second = await passwordStep(user);
    const replay = await second.agent.post('/api/login/2fa', { code });
    expect([replay.status, replay.body]).toEqual([422, WRONG_CODE]);
    expect((await second.agent.get('/api/me')).status).toBe(401);

    const next = totp(secret, 1);
    const [x, y] = await Promise.all([passwordStep(user), passwordStep(user)]);
    const results = await Promise.all([
      x.agent.post('/api/login/2fa', { code: next }),
      y.agent.post('/api/login/2fa', { code: next }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);

    // the same code for two attempts checked in step, inside the server (over HTTP the two rarely meet at the check):
    // both have read the last step before either writes it, and still only one passes
    const fresh = await adminWithTwoFactor();
    const now = totp(fresh.secret);
    const [p, q] = await Promise.all([passwordStep(fresh.user), passwordStep(fresh.user)]);
    const service = serviceOf(app.strapi, 'api::two-factor.two-factor');
    const outcomes = await Promise.allSettled(
      [p, q].map(({ res }) => service.finishSignIn(decodeURIComponent(res.cookies.hmrpl_2fa.value), { code: now })),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('takes a recovery code once (any case, spaces or dashes), and never again', async () => {
    const { user, recovery } = await adminWithTwoFactor();
    const { agent } = await passwordStep(user);
    const typed = ` ${recovery[3].toUpperCase().replace(/-/g, ' ')} `;
    const res = await agent.post('/api/login/2fa', { code: typed });
    expect(res.status, res.text).toBe(200);
    const again = await passwordStep(user);
    const twice = await again.agent.post('/api/login/2fa', { code: recovery[3] });
    expect([twice.status, twice.body]).toEqual([422, WRONG_CODE]);
    // another's recovery code is not one of these
    const stranger = await adminWithTwoFactor();
    const foreign = await again.agent.post('/api/login/2fa', { code: stranger.recovery[0] });
    expect(foreign.status).toBe(422);
    const status = await agent.get<TwoFactorStatus>('/api/me/2fa');
    expect(status.body.recovery_codes_left).toBe(9);
  });

  it('five wrong codes end the attempt (429) and lock the account; the same cookie then answers 401', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const { agent, res } = await passwordStep(user);
    const held = res.cookies.hmrpl_2fa.value;
    const wrong = wrongCodeFor(secret);
    for (let i = 0; i < 4; i += 1) {
      const r = await agent.post('/api/login/2fa', { code: wrong });
      expect([r.status, r.body]).toEqual([422, WRONG_CODE]);
    }
    const fifth = await agent.post('/api/login/2fa', { code: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fifth.cookies.hmrpl_2fa.value).toBe('');
    // the right code no longer helps that attempt
    agent.setCookie('hmrpl_2fa', held);
    const late = await agent.post('/api/login/2fa', { code: totp(secret) });
    expect([late.status, late.body]).toEqual([401, EXPIRED]);
    // and the account is locked for a new browser too
    expect((await app.agent().login(user.username, user.password)).status).toBe(429);
    expect(await app.strapi.db.query(ATTEMPT_UID).count({ where: { userId: user.id } })).toBe(0);
  });

  it('wrong codes count on the account across attempts, as wrong passwords do', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const wrong = wrongCodeFor(secret);
    const first = await passwordStep(user);
    for (let i = 0; i < 3; i += 1) expect((await first.agent.post('/api/login/2fa', { code: wrong })).status).toBe(422);
    const second = await passwordStep(user);
    expect((await second.agent.post('/api/login/2fa', { code: wrong })).status).toBe(422);
    // the fifth failure of the account, though only the second of this attempt
    expect((await second.agent.post('/api/login/2fa', { code: wrong })).status).toBe(429);
  });

  it("with the browser's device cookie, wrong codes spend its budget: the next password does not skip the lock", async () => {
    const { user, secret } = await adminWithTwoFactor();
    const own = app.agent();
    await passwordStep(user, own);
    expect((await own.post('/api/login/2fa', { code: totp(secret) })).status).toBe(200);
    expect(own.cookie('hmrpl_device')).toBeTruthy();
    await own.post('/api/logout');
    await passwordStep(user, own);
    const wrong = wrongCodeFor(secret);
    for (let i = 0; i < 4; i += 1) expect((await own.post('/api/login/2fa', { code: wrong })).status).toBe(422);
    expect((await own.post('/api/login/2fa', { code: wrong })).status).toBe(429);
    const next = await own.login(user.username, user.password);
    expect(next.status).toBe(429);
    expect(next.body.two_factor).toBeUndefined();
  });

  it('expires after 5 minutes', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const { agent } = await passwordStep(user);
    await app.strapi.db
      .query(ATTEMPT_UID)
      .updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await agent.post('/api/login/2fa', { code: totp(secret) });
    expect([res.status, res.body]).toEqual([401, EXPIRED]);
    expect((await agent.get('/api/me')).status).toBe(401);
  });

  it('cannot skip the password: no cookie, a forged one, or one we did not sign opens nothing', async () => {
    const { user, secret } = await adminWithTwoFactor();
    const nobody = app.agent();
    await nobody.csrf();
    expect((await nobody.post('/api/login/2fa', { code: totp(secret) })).body).toEqual(EXPIRED);
    nobody.setCookie('hmrpl_2fa', 'a'.repeat(43) + '.' + 'b'.repeat(43));
    expect((await nobody.post('/api/login/2fa', { code: totp(secret) })).status).toBe(401);
    // a real attempt's token with its signature changed
    const { res } = await passwordStep(user);
    const [nonce] = res.cookies.hmrpl_2fa.value.split('.');
    nobody.setCookie('hmrpl_2fa', `${nonce}.${'c'.repeat(43)}`);
    expect((await nobody.post('/api/login/2fa', { code: totp(secret) })).status).toBe(401);
    // a wrong password opens no attempt
    const guesser = app.agent();
    const wrongPassword = await guesser.login(user.username, `${user.password}-salah`);
    expect([wrongPassword.status, wrongPassword.cookies.hmrpl_2fa]).toEqual([401, undefined]);
    expect((await guesser.post('/api/login/2fa', { code: totp(secret) })).status).toBe(401);
    // and the CSRF header is required as everywhere
    const noHeader = await passwordStep(user);
    const refused = await noHeader.agent.post('/api/login/2fa', { code: totp(secret) }, { xsrf: false });
    expect(refused.status).toBe(419);
  });

  it.each([
    ['a password change', 'password'],
    ['a block', 'block'],
    ['"Keluar dari semua perangkat"', 'everywhere'],
  ] as const)('an attempt waiting for its code ends with %s', async (_label, event) => {
    const admin = await adminWithTwoFactor();
    const { agent } = await passwordStep(admin.user);
    if (event === 'password')
      await app.strapi
        .plugin('users-permissions')
        .service('user')
        .edit(admin.user.id, { password: `${admin.user.password}-baru` });
    else if (event === 'block')
      await app.strapi.db.query(USER_UID).update({ where: { id: admin.user.id }, data: { blocked: true } });
    else expect((await admin.agent.post('/api/logout-all')).status).toBe(200);
    const res = await agent.post('/api/login/2fa', { code: totp(admin.secret) });
    expect([res.status, res.body]).toEqual([401, EXPIRED]);
    if (event === 'block')
      await app.strapi.db.query(USER_UID).update({ where: { id: admin.user.id }, data: { blocked: false } });
  });
});

/** Every admin route of the live router, as the route walk finds them (tests/security-routes.int.test.ts). */
function adminRoutes(): Array<{ method: string; path: string }> {
  const layers = app.strapi.server.listRoutes() as Array<{ path: string | RegExp; methods: string[] }>;
  const out = new Map<string, { method: string; path: string }>();
  const isAdmin = (method: string, path: string) =>
    /^\/api\/admin\//.test(path) ||
    (method === 'GET' && path === '/api/aspirasi') ||
    (method === 'POST' && path === '/api/rekrutmen') ||
    /^\/api\/me\/(?:password|2fa)/.test(path);
  for (const layer of layers) {
    if (typeof layer.path !== 'string') continue;
    for (const method of layer.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
      if (!isAdmin(method, layer.path)) continue;
      const path = layer.path.replace(/:(\w+)(\([^)]*\))?\??/g, '999999');
      out.set(`${method} ${path}`, { method, path });
    }
  }
  return [...out.values()];
}

describe('TWO_FACTOR_REQUIRED', () => {
  const withRequirement = async (value: string, work: () => Promise<void>) => {
    const before = app.strapi.config.get('server.hmrpl.twoFactorRequired');
    app.strapi.config.set('server.hmrpl.twoFactorRequired', value);
    try {
      await work();
    } finally {
      app.strapi.config.set('server.hmrpl.twoFactorRequired', before);
    }
  };
  const OPEN = new Set([
    'GET /api/me/2fa',
    'POST /api/me/2fa/mulai',
    'POST /api/me/2fa/aktifkan',
    'POST /api/me/password',
  ]);

  it('pengelola: a pengelola without it gets 403 on every admin route but the set-up', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(30);
    await withRequirement('pengelola', async () => {
      expect((await a.get('/api/me')).body.two_factor).toEqual({ enabled: false, required: true });
      const gated: string[] = [];
      const open: string[] = [];
      for (const route of routes) {
        const res = await a.request(route.method, route.path, route.method === 'GET' ? undefined : {});
        const key = `${route.method} ${route.path}`;
        if (res.status === 403 && res.body?.message === REQUIRED.message) gated.push(key);
        else open.push(`${key} -> ${res.status}`);
      }
      expect(open.map((line) => line.split(' -> ')[0]).sort()).toEqual([...OPEN].sort());
      expect(gated.length).toBe(routes.length - OPEN.size);
      // the set-up itself works, and then every route opens
      const { body: setup } = await a.post<TwoFactorSetup>('/api/me/2fa/mulai');
      expect((await a.post('/api/me/2fa/aktifkan', { code: totp(setup.secret) })).status).toBe(200);
      expect((await a.get('/api/admin/pengguna')).status).toBe(200);
      expect((await a.get('/api/me')).body.two_factor).toEqual({ enabled: true, required: true });
    });
  });

  it('pengelola asks it of the pengelola role only (ADR 083): a redaksi or aspirasi admin is not gated; semua gates them', async () => {
    for (const roles of [['redaksi'], ['aspirasi'], ['redaksi', 'aspirasi']] as const) {
      const user = await createUser(app.strapi, { admin: true, roles: [...roles] });
      const a = app.agent();
      await a.loginOk(user.username, user.password);
      await withRequirement('pengelola', async () => {
        expect((await a.get('/api/me')).body.two_factor, roles.join()).toEqual({ enabled: false, required: false });
        expect((await a.get('/api/admin/sampah')).status, roles.join()).toBe(200);
      });
      await withRequirement('semua', async () => {
        expect((await a.get('/api/me')).body.two_factor, roles.join()).toEqual({ enabled: false, required: true });
        expect((await a.get('/api/admin/sampah')).body, roles.join()).toEqual(REQUIRED);
      });
    }
    // the role given later asks it at once (the session reads the account's roles on every request)
    const user = await createUser(app.strapi, { admin: true, roles: ['redaksi'] });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    await app.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { roles: ['redaksi', 'pengelola'] } });
    await withRequirement('pengelola', async () => {
      expect((await a.get('/api/me')).body.two_factor).toEqual({ enabled: false, required: true });
    });
  });

  it('semua gates every admin; tidak gates nobody; a new admin chooses a password before the second factor', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    await withRequirement('semua', async () => {
      expect((await a.get('/api/admin/pengguna')).body).toEqual(REQUIRED);
    });
    await withRequirement('tidak', async () => {
      expect((await a.get('/api/admin/pengguna')).status).toBe(200);
      expect((await a.get('/api/me')).body.two_factor.required).toBe(false);
    });
    await app.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { must_change_password: true } });
    const fresh = app.agent();
    await fresh.loginOk(user.username, user.password);
    await withRequirement('pengelola', async () => {
      const setup = await fresh.post('/api/me/2fa/mulai');
      expect(setup.body.message).toBe('Ganti password Anda terlebih dahulu sebelum melanjutkan.');
      const changed = await fresh.post('/api/me/password', {
        current_password: user.password,
        password: `${user.password}-baru-sekali`,
      });
      expect(changed.status, changed.text).toBe(200);
      expect((await fresh.get('/api/admin/pengguna')).body).toEqual(REQUIRED);
      expect((await fresh.post('/api/me/2fa/mulai')).status).toBe(200);
    });
  });

  it('reads pengelola in production and tidak elsewhere when unset; a typo stops the boot', () => {
    const { parseTwoFactorRequirement } = distModule<typeof import('../src/lib/auth/two-factor-rules')>(
      'src/lib/auth/two-factor-rules',
    );
    expect(parseTwoFactorRequirement('', 'production')).toBe('pengelola');
    expect(parseTwoFactorRequirement(undefined, 'development')).toBe('tidak');
    expect(parseTwoFactorRequirement(' Semua ', 'production')).toBe('semua');
    expect(() => parseTwoFactorRequirement('ya', 'production')).toThrow(/pengelola, semua, tidak/);
  });
});

describe('turning it off', () => {
  it('POST /api/me/2fa/matikan needs the password and a code; then sign-in needs the password only', async () => {
    const { user, agent, secret, recovery } = await adminWithTwoFactor();
    const elsewhere = (await passwordStep(user)).agent;
    await letTimePass(user.id);
    expect((await elsewhere.post('/api/login/2fa', { code: totp(secret) })).status).toBe(200);

    const empty = await agent.post('/api/me/2fa/matikan', {});
    expect(empty.body.errors).toEqual({
      password: ['Password wajib diisi.'],
      code: ['Kode verifikasi wajib diisi.'],
    });
    const badPassword = await agent.post('/api/me/2fa/matikan', { password: 'bukan-ini', code: recovery[0] });
    expect([badPassword.status, badPassword.body.errors]).toEqual([422, { password: ['Password salah.'] }]);
    const badCode = await agent.post('/api/me/2fa/matikan', { password: user.password, code: wrongCodeFor(secret) });
    expect([badCode.status, badCode.body]).toEqual([422, WRONG_CODE]);
    expect((await agent.get('/api/me')).body.two_factor.enabled).toBe(true);

    const res = await agent.post('/api/me/2fa/matikan', { password: user.password, code: recovery[0] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Verifikasi dua langkah dimatikan.' });
    expect((await agent.get('/api/me')).body.two_factor.enabled).toBe(false);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
    expect(await factorRow(user.id)).toBeNull();
    expect(await app.strapi.db.query(CODE_UID).count({ where: { userId: user.id } })).toBe(0);
    expect((await app.agent().login(user.username, user.password)).body.message).toBe('Login berhasil');
    const notOn = await agent.post('/api/me/2fa/matikan', { password: user.password, code: '123456' });
    expect(notOn.body.message).toBe('Verifikasi dua langkah belum aktif.');
  });

  it('POST /api/me/2fa/kode-pemulihan: a code, then 10 new codes; the old ones stop working', async () => {
    const { user, agent, recovery } = await adminWithTwoFactor();
    const res = await agent.post('/api/me/2fa/kode-pemulihan', { code: recovery[0] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.');
    expect(res.body.recovery_codes).toHaveLength(10);
    const { agent: b } = await passwordStep(user);
    expect((await b.post('/api/login/2fa', { code: recovery[1] })).status).toBe(422);
    expect((await b.post('/api/login/2fa', { code: res.body.recovery_codes[0] })).status).toBe(200);
  });

  it("another admin resets a lost phone's second factor: its secret goes, the sessions end, the password signs in", async () => {
    const target = await adminWithTwoFactor();
    const colleague = app.agent();
    await colleague.loginOk();
    const me = (await colleague.get('/api/me')).body;
    const res = await colleague.post(`/api/admin/pengguna/${target.user.id}/reset-2fa`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      message: `Verifikasi dua langkah ${target.user.username} berhasil direset.`,
      data: { id: target.user.id, two_factor_enabled: false },
    });
    expect((await target.agent.get('/api/me')).status).toBe(401);
    expect(await factorRow(target.user.id)).toBeNull();
    expect((await app.agent().login(target.user.username, target.user.password)).body.message).toBe('Login berhasil');
    const again = await colleague.post(`/api/admin/pengguna/${target.user.id}/reset-2fa`);
    expect(again.body.message).toBe('Admin ini belum mengaktifkan verifikasi dua langkah.');
    const self = await colleague.post(`/api/admin/pengguna/${me.id}/reset-2fa`);
    expect([self.status, self.body.message]).toEqual([
      422,
      'Matikan verifikasi dua langkah Anda sendiri dari halaman Akun.',
    ]);
    expect((await colleague.post('/api/admin/pengguna/999999/reset-2fa')).status).toBe(404);
    const list = (await colleague.get('/api/admin/pengguna')).body.data as Array<{
      id: number;
      two_factor_enabled: boolean;
    }>;
    expect(list.find((row) => row.id === target.user.id)?.two_factor_enabled).toBe(false);
  });

  it("the dashboard's super-admin unticks it (the write anywhere): the secret goes; ticking it without a set-up is refused", async () => {
    const { user } = await adminWithTwoFactor();
    const users = app.strapi.db.query(USER_UID);
    await users.update({ where: { id: user.id }, data: { two_factor_enabled: false } });
    expect(await factorRow(user.id)).toBeNull();
    expect(await app.strapi.db.query(CODE_UID).count({ where: { userId: user.id } })).toBe(0);
    await expect(users.update({ where: { id: user.id }, data: { two_factor_enabled: true } })).rejects.toThrow(
      /hanya dapat diaktifkan oleh admin itu sendiri/,
    );
    expect(
      ((await users.findOne({ where: { id: user.id } })) as { two_factor_enabled: boolean }).two_factor_enabled,
    ).toBe(false);
    // a save that repeats the value (the dashboard sends every field) ends nothing
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    await users.update({ where: { id: user.id }, data: { two_factor_enabled: false, name: 'Nama Baru' } });
    expect((await a.get('/api/me')).status).toBe(200);
  });
});

describe('the doors around accounts', () => {
  it("a blocked account's sign-in answers exactly as a wrong password, after the same comparison, and locks the same", async () => {
    const verify = vi.spyOn(distModule<PasswordModule>('src/lib/auth/password'), 'verifyPassword');
    for (const withTwoFactor of [false, true]) {
      const user = withTwoFactor ? (await adminWithTwoFactor()).user : await createUser(app.strapi, { admin: true });
      await app.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { blocked: true } });
      const answers: Array<{ status: number; text: string; cookies: string[]; retry: string | null }> = [];
      for (const password of [user.password, `${user.password}-salah`]) {
        const a = app.agent();
        await a.csrf();
        verify.mockClear();
        const res = await a.post('/api/login', { email: user.username, password });
        expect(verify).toHaveBeenCalledTimes(1);
        answers.push({
          status: res.status,
          text: res.text,
          cookies: Object.keys(res.cookies).sort(),
          retry: res.headers.get('retry-after'),
        });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect([answers[0].status, JSON.parse(answers[0].text)]).toEqual([401, WRONG_PAIR]);
      // a right password counts as a failure too: five of them lock the account like five wrong ones
      for (let i = 0; i < 3; i += 1) expect((await app.agent().login(user.username, user.password)).status).toBe(401);
      expect((await app.agent().login(user.username, user.password)).status).toBe(429);
    }
  });

  it('wrong current passwords at /api/me/password are limited like sign-ins, and lock the account', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    const verify = vi.spyOn(distModule<PasswordModule>('src/lib/auth/password'), 'verifyPassword');
    for (let i = 0; i < 5; i += 1) {
      const res = await a.post('/api/me/password', {
        current_password: `tebakan-${i}`,
        password: 'password-baru-panjang',
      });
      expect([res.status, res.body.errors?.current_password]).toEqual([422, ['Password saat ini salah.']]);
    }
    verify.mockClear();
    const locked = await a.post('/api/me/password', {
      current_password: user.password,
      password: 'password-baru-panjang',
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(verify).not.toHaveBeenCalled();
    // the same account lock as sign-ins: a new browser waits too
    expect((await app.agent().login(user.username, user.password)).status).toBe(429);
    expect((await a.get('/api/me')).status).toBe(200);
  });

  it('admin and member names lose invisible and direction characters, as aspirations do', async () => {
    const admin = app.agent();
    await admin.loginOk();
    const stamp = Date.now().toString(36);
    const created = await admin.post('/api/admin/pengguna', {
      username: `nama${stamp}`,
      email: `nama${stamp}@uji.hmrpl.test`,
      name: '\u202EAdmin\u200B Palsu\u2066',
      password: 'password-awal-panjang',
      roles: ['redaksi'],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.name).toBe('Admin Palsu');

    const cabinet = (await app.agent().get<Cabinet>('/api/kabinet/aktif')).body;
    const form = new FormData();
    form.append('kabinet_id', String(cabinet.id));
    form.append('department_id', String(cabinet.departments[0]!.id));
    form.append('nama', '\u200FBudi\u200D Santoso\uFEFF');
    form.append('jabatan', 'Ketua\u202E');
    const member = await admin.post('/api/admin/anggota', form);
    expect(member.status, member.text).toBe(201);
    expect(member.body.data).toMatchObject({ nama: 'Budi Santoso', jabatan: 'Ketua' });
    const onlyInvisible = new FormData();
    onlyInvisible.append('kabinet_id', String(cabinet.id));
    onlyInvisible.append('department_id', String(cabinet.departments[0]!.id));
    onlyInvisible.append('nama', '\u200B\u202E');
    onlyInvisible.append('jabatan', 'Staf');
    const refused = await admin.post('/api/admin/anggota', onlyInvisible);
    expect([refused.status, refused.body.errors?.nama]).toEqual([422, ['Nama wajib diisi.']]);
    expect((await admin.delete(`/api/admin/anggota/${member.body.data.id}`)).status).toBe(200);
  });
});
