/**
 * Sessions, CSRF, login rate limit and the admin policy, over real HTTP (contract: "Session and CSRF").
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, createUser, startTestApp, type TestApp } from './helpers';

const CSRF_MESSAGE = 'Sesi halaman kedaluwarsa. Muat ulang halaman lalu coba lagi.';
const UNAUTHENTICATED = { message: 'Silakan masuk terlebih dahulu.' };
const FORBIDDEN = { message: 'Akses hanya untuk admin.' };
const WRONG_PAIR = { message: 'Username atau password salah.' };
const EIGHT_HOURS = 8 * 60 * 60;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const sessionRow = async (cookieValue: string) =>
  app.strapi.db.query('api::session.session' as any).findOne({
    where: { tokenHash: createHash('sha256').update(cookieValue).digest('hex') },
  }) as Promise<{ id: number; userId: number; expiresAt: string; revokedAt: string | null } | null>;

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with a readable, signed XSRF-TOKEN cookie', async () => {
    const a = app.agent();
    const res = await a.get('/sanctum/csrf-cookie');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const cookie = res.cookies['XSRF-TOKEN'];
    expect(cookie).toBeDefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}$/);
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('lax');
    expect(cookie.httpOnly).toBe(false);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gives a different token each time', async () => {
    const a = app.agent();
    const first = await a.csrf();
    const second = await a.csrf();
    expect(second).not.toBe(first);
  });
});

describe('CSRF on unsafe /api requests', () => {
  it('refuses a POST without the header (419)', async () => {
    const a = app.agent();
    await a.csrf();
    const res = await a.post(
      '/api/login',
      { email: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { xsrf: false },
    );
    expect(res.status).toBe(419);
    expect(res.body).toEqual({ message: CSRF_MESSAGE });
    expect(res.cookies.hmrpl_session).toBeUndefined();
  });

  it('refuses a header that differs from the cookie', async () => {
    const a = app.agent();
    await a.csrf();
    const other = await app.agent().csrf(); // validly signed, but not this browser's cookie
    const res = await a.post(
      '/api/login',
      { email: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { xsrf: other },
    );
    expect(res.status).toBe(419);
    expect(res.body).toEqual({ message: CSRF_MESSAGE });
  });

  it('refuses a forged token even when cookie and header agree', async () => {
    const a = app.agent();
    const real = await a.csrf();
    const [nonce] = real.split('.');
    const forged = `${nonce}.${'A'.repeat(43)}`;
    a.setCookie('XSRF-TOKEN', forged);
    const res = await a.post('/api/login', { email: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(res.status).toBe(419);
    const unsigned = 'plainvalue';
    a.setCookie('XSRF-TOKEN', unsigned);
    expect((await a.post('/api/logout')).status).toBe(419);
  });

  it('refuses a request from a foreign Origin, accepts its own origin', async () => {
    const a = app.agent();
    await a.csrf();
    const foreign = await a.post(
      '/api/login',
      { email: '', password: '' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(419);
    const own = await a.post('/api/login', { email: '', password: '' }, { headers: { Origin: app.baseUrl } });
    expect(own.status).toBe(422);
  });

  it('does not ask safe methods for a token', async () => {
    const res = await app.agent().get('/api/me');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/login', () => {
  it('answers 422 with a message per empty field', async () => {
    const a = app.agent();
    await a.csrf();
    const res = await a.post('/api/login', { email: '  ', password: '' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Username wajib diisi.',
      errors: { email: ['Username wajib diisi.'], password: ['Password wajib diisi.'] },
    });
    const onlyPassword = await a.post('/api/login', { email: 'admin' });
    expect(onlyPassword.status).toBe(422);
    expect(onlyPassword.body).toEqual({
      message: 'Password wajib diisi.',
      errors: { password: ['Password wajib diisi.'] },
    });
  });

  it('answers the same 401 for an unknown user and for a wrong password', async () => {
    const a = app.agent();
    const unknown = await a.login('tidak-ada-pengguna-ini', 'apa saja');
    const wrong = await a.login(TEST_ADMIN.username, `${TEST_ADMIN.password}x`);
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(WRONG_PAIR);
    expect(wrong.text).toBe(unknown.text);
    expect(unknown.cookies.hmrpl_session).toBeUndefined();
    expect(wrong.cookies.hmrpl_session).toBeUndefined();
  });

  it('answers 403 for a user without the admin role, and starts no session', async () => {
    const user = await createUser(app.strapi);
    const a = app.agent();
    const res = await a.login(user.username, user.password);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(res.cookies.hmrpl_session).toBeUndefined();
    expect((await a.get('/api/me')).status).toBe(401);
  });

  it('signs an admin in with an httpOnly 8-hour cookie and no token in the body', async () => {
    const a = app.agent();
    const before = await a.csrf();
    const res = await a.login();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      message: 'Login berhasil',
      user: {
        id: expect.any(Number),
        name: TEST_ADMIN.username,
        username: TEST_ADMIN.username,
        email: TEST_ADMIN.email,
        // an admin made at boot has chosen their own password (ADMIN_PASSWORD)
        must_change_password: false,
        // the tests run with NODE_ENV=test: TWO_FACTOR_REQUIRED's default there is `tidak`
        two_factor: { enabled: false, required: false },
        // the first admin runs the site (ADR 083)
        roles: ['pengelola'],
      },
    });

    const session = res.cookies.hmrpl_session;
    expect(session).toBeDefined();
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('lax');
    expect(session.path).toBe('/');
    expect(session.maxAge).toBe(EIGHT_HOURS);
    expect(Math.abs((session.expires!.getTime() - Date.now()) / 1000 - EIGHT_HOURS)).toBeLessThan(120);
    expect(session.secure).toBe(false); // plain http
    expect(session.value.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    expect(res.text).not.toContain(session.value);
    expect(Object.keys(res.body)).toEqual(['message', 'user']);

    // CSRF token rotated
    expect(res.cookies['XSRF-TOKEN']?.value).toBeDefined();
    expect(res.cookies['XSRF-TOKEN'].value).not.toBe(before);

    // The database keeps only a hash of the token.
    const row = await sessionRow(session.value);
    expect(row).not.toBeNull();
    expect(row!.userId).toBe(res.body.user.id);
    const raw = await app.strapi.db.query('api::session.session' as any).findMany({ where: { id: row!.id } });
    expect(JSON.stringify(raw)).not.toContain(session.value);
  });

  it('accepts the e-mail address, in any case, as the identifier', async () => {
    const a = app.agent();
    const res = await a.login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe(TEST_ADMIN.username);
  });

  it('marks the cookie Secure when the site is reached over https (trusted proxy)', async () => {
    const a = app.agent();
    await a.csrf();
    const res = await a.post(
      '/api/login',
      { email: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { headers: { 'X-Forwarded-Proto': 'https', Origin: `https://${new URL(app.baseUrl).host}` } },
    );
    expect(res.status).toBe(200);
    expect(res.cookies.hmrpl_session.secure).toBe(true);
    expect(res.cookies['XSRF-TOKEN'].secure).toBe(true);
  });

  it('locks an IP out after 5 failures in a minute (429 + Retry-After), even for the right password', async () => {
    // a user of its own: 5 failures also lock the account for a while (tests/limits.int.test.ts)
    const target = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.csrf();
    for (let i = 0; i < 5; i += 1) {
      const res = await a.post('/api/login', { email: target.username, password: `salah-${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await a.post('/api/login', { email: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(locked.body).toEqual({ message: `Terlalu banyak percobaan. Coba lagi dalam ${retryAfter} detik.` });
    expect(locked.cookies.hmrpl_session).toBeUndefined();

    // Another client IP is not affected.
    const other = app.agent();
    expect((await other.login()).status).toBe(200);
  });

  it('does not count successful logins or empty forms as failures', async () => {
    const a = app.agent();
    await a.csrf();
    for (let i = 0; i < 6; i += 1) expect((await a.post('/api/login', { email: '', password: '' })).status).toBe(422);
    for (let i = 0; i < 6; i += 1) expect((await a.login()).status).toBe(200);
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('returns the signed-in user, 401 otherwise', async () => {
    const a = app.agent();
    const anonymous = await a.get('/api/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');

    const login = await a.loginOk();
    const me = await a.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.body).toEqual(login.body.user);
  });

  it('revokes the session on logout: the old cookie no longer works when replayed', async () => {
    const a = app.agent();
    await a.loginOk();
    const cookie = a.cookie('hmrpl_session')!;
    const xsrfBefore = a.cookie('XSRF-TOKEN');

    const res = await a.logout();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logout berhasil' });
    // the row is revoked (a later prune may delete it): no live session is left behind
    const row = await sessionRow(cookie);
    expect(row === null || row.revokedAt !== null, `session row after logout: ${JSON.stringify(row)}`).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.cookies.hmrpl_session.value).toBe('');
    expect(res.cookies.hmrpl_session.maxAge).toBe(0);
    expect(res.cookies['XSRF-TOKEN'].value).not.toBe(xsrfBefore);
    expect(a.cookie('hmrpl_session')).toBeUndefined();
    expect((await a.get('/api/me')).status).toBe(401);

    const replay = app.agent();
    replay.setCookie('hmrpl_session', cookie);
    const me = await replay.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual(UNAUTHENTICATED);
    expect((await replay.get('/api/aspirasi')).status).toBe(401);
  });

  it('logout without a session is fine (200), but still needs the CSRF token', async () => {
    const a = app.agent();
    expect((await a.post('/api/logout')).status).toBe(419);
    await a.csrf();
    const res = await a.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logout berhasil' });
  });

  it('refuses an expired session and deletes it', async () => {
    const a = app.agent();
    await a.loginOk();
    const cookie = a.cookie('hmrpl_session')!;
    const row = await sessionRow(cookie);
    await app.strapi.db.query('api::session.session' as any).update({
      where: { id: row!.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const me = await a.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.cookies.hmrpl_session?.value).toBe(''); // the dead cookie is cleared
    expect(await sessionRow(cookie)).toBeNull();
  });

  it('ends the session of a user who gets blocked', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    expect((await a.get('/api/me')).status).toBe(200);
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { blocked: true } });
    expect((await a.get('/api/me')).status).toBe(401);
  });
});

describe('admin policy on a real admin route', () => {
  it('GET /api/aspirasi: anonymous 401, demoted user 403, admin 200 no-store', async () => {
    const anonymous = await app.agent().get('/api/aspirasi');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);

    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.loginOk(user.username, user.password);
    const asAdmin = await a.get('/api/aspirasi');
    expect(asAdmin.status).toBe(200);
    expect(Array.isArray(asAdmin.body.data)).toBe(true);
    expect(asAdmin.headers.get('cache-control')).toBe('no-store');

    // The role is taken away while the session lives: the next call is 403.
    const plain = (await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } })) as { id: number };
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { role: plain.id } });
    const demoted = await a.get('/api/aspirasi');
    expect(demoted.status).toBe(403);
    expect(demoted.body).toEqual(FORBIDDEN);
  });

  it('an admin write without the CSRF header is 419; with it, it reaches the route', async () => {
    const a = app.agent();
    await a.loginOk();
    const without = await a.post('/api/admin/awarding', new FormData(), { xsrf: false });
    expect(without.status).toBe(419);
    expect(without.body).toEqual({ message: CSRF_MESSAGE });
    const withToken = await a.post('/api/admin/awarding', new FormData());
    expect(withToken.status).toBe(422);
    expect(withToken.body.message).toBe('Tidak ada gambar baru yang dipilih untuk diunggah.');
  });

  it('the users-permissions JWT endpoints are closed to the public', async () => {
    const a = app.agent();
    await a.csrf();
    const jwtLogin = await a.post('/api/auth/local', {
      identifier: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
    });
    expect([401, 403]).toContain(jwtLogin.status);
    expect(jwtLogin.text).not.toContain('jwt');
    const register = await a.post('/api/auth/local/register', {
      username: 'penyusup',
      email: 'p@x.test',
      password: 'Penyusup-123',
    });
    expect([401, 403]).toContain(register.status);
    expect(
      await app.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: 'penyusup' } }),
    ).toBeNull();
  });
});
