/**
 * POST /api/login under attack, and the ways a sign-in ends (ADR 035): the device cookie's own budget is counted
 * before the password comparison; device cookies live 30 days and stop counting after a password change, a block or
 * "Keluar dari semua perangkat"; a valid one passes the address gate; passwords are compared natively under one
 * process-wide cap that sheds load; sessions end after SESSION_IDLE_MINUTES without use.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, distModule, startTestApp, type Agent, type TestApp } from './helpers';

type PasswordModule = typeof import('../src/lib/auth/password');
type GuardModule = typeof import('../src/lib/auth/login-guard');

let app: TestApp;
const password = () => distModule<PasswordModule>('src/lib/auth/password');
const guard = () => distModule<GuardModule>('src/lib/auth/login-guard');
const USER_UID = 'plugin::users-permissions.user';
const WRONG_PAIR = { message: 'Username atau password salah.' };
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** An admin signed in once on `own` (which now holds a device cookie), then signed out. */
async function adminWithDevice() {
  const user = await createUser(app.strapi, { admin: true });
  const own = app.agent();
  const first = await own.loginOk(user.username, user.password);
  await own.post('/api/logout');
  return { user, own, device: first.cookies.hmrpl_device };
}

/** Five failures from five other addresses: the account is locked for everyone without a device cookie. */
async function lockAccount(identifier: string) {
  for (let i = 0; i < 5; i += 1) {
    const attacker = app.agent();
    await attacker.csrf();
    expect((await attacker.post('/api/login', { email: identifier, password: `salah-${i}` })).status).toBe(401);
  }
  const stranger = app.agent();
  await stranger.csrf();
  expect((await stranger.post('/api/login', { email: identifier, password: 'salah-lagi' })).status).toBe(429);
}

const sessionRow = (cookie: string) =>
  app.strapi.db.query('api::session.session' as any).findOne({
    where: { tokenHash: createHash('sha256').update(cookie).digest('hex') },
  }) as Promise<{ id: number; revokedAt: string | null; lastSeenAt: string | null } | null>;

describe('the device cookie', () => {
  it('is httpOnly, SameSite=Lax, only sent to /api/login, and lives 30 days', async () => {
    const { device } = await adminWithDevice();
    expect(device.httpOnly).toBe(true);
    expect(device.sameSite).toBe('lax');
    expect(device.path).toBe('/api/login');
    expect(Math.abs((device.expires!.getTime() - Date.now()) / 1000 - 30 * DAY)).toBeLessThan(120);
  });

  it("counts its budget before the password comparison: a burst of guesses from many addresses with one stolen device cookie does not skip the account's lock", async () => {
    const { user, device } = await adminWithDevice();
    const verify = vi.spyOn(password(), 'verifyPassword');
    const guesses = Array.from({ length: 20 }, () => {
      const thief = app.agent(); // a new address for each guess
      thief.setCookie('hmrpl_device', device.value);
      return thief;
    });
    await Promise.all(guesses.map((thief) => thief.csrf()));
    const results = await Promise.all(
      guesses.map((thief, i) => thief.post('/api/login', { email: user.username, password: `tebakan-${i}` })),
    );
    const statuses = results.map((r) => r.status);
    // 5 on the device's budget, then at most 5 on the account's (whatever the number of addresses)
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('passes the address gate: five failures from a shared address do not keep the admin out of their own browser', async () => {
    const { user, own } = await adminWithDevice();
    const neighbour = app.agent();
    neighbour.ip = own.ip; // the same campus NAT
    await neighbour.csrf();
    for (let i = 0; i < 5; i += 1)
      expect((await neighbour.post('/api/login', { email: `orang-lain-${i}`, password: 'x' })).status).toBe(401);
    expect((await neighbour.login(user.username, user.password)).status).toBe(429);
    const back = await own.login(user.username, user.password);
    expect(back.status).toBe(200);
    expect(back.body.user.username).toBe(user.username);
  });

  it('gets the admin past an account lock; a token older than 30 days does not', async () => {
    const { user, own } = await adminWithDevice();
    await lockAccount(user.username);
    const old = guard().createDeviceToken(app.strapi, user.id, 0, Date.now() - 31 * DAY * 1000);
    const stale = app.agent();
    stale.setCookie('hmrpl_device', old);
    expect((await stale.login(user.username, user.password)).status).toBe(429);
    expect((await own.login(user.username, user.password)).status).toBe(200);
  });

  it.each([
    ['a password change', 'password'],
    ['a block (even once unblocked)', 'block'],
    ['"Keluar dari semua perangkat"', 'everywhere'],
  ] as const)('stops counting after %s', async (_label, event) => {
    const { user, own } = await adminWithDevice();
    let current = user.password;
    if (event === 'password') {
      current = `${user.password}-baru`;
      await app.strapi.plugin('users-permissions').service('user').edit(user.id, { password: current });
    } else if (event === 'block') {
      await app.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { blocked: true } });
      await app.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { blocked: false } });
    } else {
      const other = app.agent();
      await other.loginOk(user.username, user.password);
      expect((await other.post('/api/logout-all')).status).toBe(200);
    }
    await lockAccount(user.username);
    const res = await own.login(user.username, current);
    expect(res.status).toBe(429);
    expect(res.cookies.hmrpl_session).toBeUndefined();
  });

  it('is Secure whenever PUBLIC_URL is https, even without a trusted proxy header', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const before = app.strapi.config.get('server.url');
    app.strapi.config.set('server.url', 'https://hmrpl.uji');
    try {
      const a = app.agent();
      const res = await a.loginOk(user.username, user.password);
      expect(res.cookies.hmrpl_device.secure).toBe(true);
    } finally {
      app.strapi.config.set('server.url', before);
    }
  });
});

describe('POST /api/logout-all', () => {
  it('ends every session of the admin (this one too), and no one else’s', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const other = await createUser(app.strapi, { admin: true });
    const here = app.agent();
    const there = app.agent();
    const someoneElse = app.agent();
    await here.loginOk(user.username, user.password);
    await there.loginOk(user.username, user.password);
    await someoneElse.loginOk(other.username, other.password);
    const cookie = here.cookie('hmrpl_session')!;
    const xsrf = here.cookie('XSRF-TOKEN');

    const res = await here.post('/api/logout-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Anda telah keluar dari semua perangkat.' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.cookies.hmrpl_session.maxAge).toBe(0);
    expect(res.cookies['XSRF-TOKEN'].value).not.toBe(xsrf);
    expect((await sessionRow(cookie))?.revokedAt).toBeTruthy();
    expect((await there.get('/api/me')).status).toBe(401);
    const replay = app.agent();
    replay.setCookie('hmrpl_session', cookie);
    expect((await replay.get('/api/me')).status).toBe(401);
    expect((await someoneElse.get('/api/me')).status).toBe(200);
  });

  it('answers 401 without a session, and 419 without the CSRF header', async () => {
    const a = app.agent();
    expect((await a.post('/api/logout-all')).status).toBe(419);
    await a.csrf();
    const res = await a.post('/api/logout-all');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Silakan masuk terlebih dahulu.' });
    const signedIn = app.agent();
    await signedIn.loginOk();
    expect((await signedIn.post('/api/logout-all', undefined, { xsrf: false })).status).toBe(419);
    expect((await signedIn.get('/api/me')).status).toBe(200);
  });
});

describe('the idle timeout', () => {
  async function signedIn(): Promise<{ a: Agent; cookie: string }> {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    return { a, cookie: a.cookie('hmrpl_session')! };
  }
  const lastSeen = async (cookie: string, minutesAgo: number) => {
    const row = await sessionRow(cookie);
    await app.strapi.db
      .query('api::session.session' as any)
      .update({ where: { id: row!.id }, data: { lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) } });
  };

  it('ends a session not used for 30 minutes (SESSION_IDLE_MINUTES), and revokes it', async () => {
    expect(app.strapi.config.get('server.hmrpl.sessionIdleMinutes')).toBe(30);
    const { a, cookie } = await signedIn();
    await lastSeen(cookie, 31);
    const me = await a.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.cookies.hmrpl_session?.maxAge).toBe(0);
    expect((await sessionRow(cookie))?.revokedAt).toBeTruthy();
  });

  it('a session in use stays, and its use is noted (at most once a minute)', async () => {
    const { a, cookie } = await signedIn();
    await lastSeen(cookie, 29);
    expect((await a.get('/api/me')).status).toBe(200);
    const seen = new Date((await sessionRow(cookie))!.lastSeenAt!).getTime();
    expect(Date.now() - seen).toBeLessThan(60_000);
    await lastSeen(cookie, 29);
    expect((await a.get('/api/aspirasi')).status).toBe(200);
  });
});

describe('password comparisons', () => {
  it('are native, once per attempt, for a known and an unknown user alike; the plugin’s JavaScript bcrypt is not used', async () => {
    const verify = vi.spyOn(password(), 'verifyPassword');
    const plugin = vi.spyOn(app.strapi.plugin('users-permissions').service('user'), 'validatePassword');
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.csrf();
    expect((await a.post('/api/login', { email: user.username, password: 'salah' })).body).toEqual(WRONG_PAIR);
    expect(verify).toHaveBeenCalledTimes(1);
    expect((await a.post('/api/login', { email: `tidak-ada-${Date.now()}`, password: 'salah' })).body).toEqual(
      WRONG_PAIR,
    );
    expect(verify).toHaveBeenCalledTimes(2);
    // the users-permissions hash of this user verifies natively
    expect((await a.post('/api/login', { email: user.username, password: user.password })).status).toBe(200);
    expect(plugin).not.toHaveBeenCalled();
  });

  it('new hashes are read by users-permissions, and its hashes are read natively', async () => {
    const made = await password().hashPassword('Sandi-Uji-2025!');
    expect(made).toMatch(/^\$2[ab]\$10\$/); // native 1.x writes $2b$, bcryptjs $2a$ (ADR 075): the same computation
    const plugin = app.strapi.plugin('users-permissions').service('user');
    expect(await plugin.validatePassword('Sandi-Uji-2025!', made)).toBe(true);
    expect(await plugin.validatePassword('Sandi-Lain-2025!', made)).toBe(false);
    const [theirs] = Object.values(await plugin.ensureHashedPasswords({ password: 'Sandi-Uji-2025!' })) as string[];
    expect(await password().verifyPassword('Sandi-Uji-2025!', theirs)).toBe(true);
    expect(await password().verifyPassword('salah', theirs)).toBe(false);
  });

  it('beyond the cap, logins are shed at once with 429 and Retry-After; a valid device cookie still gets in', async () => {
    const { user, own } = await adminWithDevice();
    password().configurePasswordHashing({ concurrency: 1, queue: 1 });
    try {
      const flood = Array.from({ length: 10 }, () => app.agent());
      await Promise.all(flood.map((a) => a.csrf()));
      const [results, admin] = await Promise.all([
        Promise.all(flood.map((a, i) => a.post('/api/login', { email: `banjir-${i}`, password: 'x' }))),
        own.login(user.username, user.password),
      ]);
      const shed = results.filter((r) => r.status === 429);
      expect(shed.length).toBeGreaterThan(0);
      for (const r of shed) {
        expect(r.headers.get('retry-after')).toBe('1');
        expect(r.body).toEqual({ message: 'Terlalu banyak percobaan. Coba lagi dalam 1 detik.' });
      }
      expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
      expect(admin.status).toBe(200);
    } finally {
      password().configurePasswordHashing(app.strapi.config.get('server.hmrpl.passwordHashing'));
    }
  });
});
