/**
 * Limits and operations over real HTTP (the shared app trusts ONE proxy hop, TRUST_PROXY=true, on 127.0.0.1; each
 * agent's address is the right-most X-Forwarded-For entry):
 * - rate limits cannot be dodged with a forged X-Forwarded-For, IPv6 counts by /64, IPv4-mapped addresses count as
 *   IPv4, an account locks after 5 failures from any addresses, briefly, and the admin's own browser (device cookie)
 *   still gets in (more on the login in security-login.int.test.ts);
 * - the public cache: unknown query parameters do not make new entries; logout and aspirations do not empty it;
 * - operations: GET /api/health; request log lines hold no personal data.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, startTestApp, type Agent, type TestApp } from './helpers';

let app: TestApp;
const stamp = Date.now().toString(36);
let serial = 0;
const unknownUser = () => `tidak-ada-${stamp}-${(serial += 1)}`;

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function failLogin(agent: Agent, email: string, ip?: string) {
  return agent.post('/api/login', { email, password: 'salah-sekali' }, ip ? { ip } : {});
}

describe('per-address limits with a trusted hop count', () => {
  it('a forged left-most X-Forwarded-For does not give a fresh key per request', async () => {
    const a = app.agent();
    await a.csrf();
    for (let i = 0; i < 5; i += 1) {
      // the client writes "203.0.113.<i>"; our proxy appends the address it really saw
      expect((await failLogin(a, unknownUser(), `203.0.113.${i + 1}, 10.90.0.1`)).status).toBe(401);
    }
    const sixth = await failLogin(a, unknownUser(), '203.0.113.77, 10.90.0.1');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      `Terlalu banyak percobaan. Coba lagi dalam ${sixth.headers.get('retry-after')} detik.`,
    );
  });

  it('aspiration spam with a forged X-Forwarded-For is limited too', async () => {
    const a = app.agent();
    await a.csrf();
    const send = (i: number) =>
      a.post(
        '/api/aspirasi',
        { kategori: 'Saran', pesan: `spam ${stamp} ${i}`, isAnonim: true },
        { ip: `198.18.${i}.1, 10.90.0.2` },
      );
    for (let i = 0; i < 5; i += 1) expect((await send(i)).status).toBe(201);
    const limited = await send(99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts IPv6 clients by /64, and IPv4-mapped IPv6 as the IPv4 address', async () => {
    const a = app.agent();
    await a.csrf();
    for (let i = 1; i <= 5; i += 1)
      expect((await failLogin(a, unknownUser(), `2001:db8:90:1::${i.toString(16)}`)).status).toBe(401);
    expect((await failLogin(a, unknownUser(), '2001:db8:90:1:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await failLogin(a, unknownUser(), '2001:db8:90:2::1')).status).toBe(401);

    for (let i = 0; i < 5; i += 1) expect((await failLogin(a, unknownUser(), '10.90.0.3')).status).toBe(401);
    expect((await failLogin(a, unknownUser(), '::ffff:10.90.0.3')).status).toBe(429);
    expect((await failLogin(a, unknownUser(), '::ffff:0a5a:0003')).status).toBe(429);
  });

  it('a huge user name is a plain 401 that counts like any failure', async () => {
    const a = app.agent();
    await a.csrf();
    const res = await a.post('/api/login', { email: 'x'.repeat(100_000), password: 'apa-saja' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Username atau password salah.' });
  });
});

describe('per-account lock-out', () => {
  it('locks an account after 5 failures from 5 addresses, briefly; the admin’s own browser still gets in', async () => {
    const target = await createUser(app.strapi, { admin: true });
    // the real admin signed in on this browser before the attack: it holds a device cookie
    const own = app.agent();
    const first = await own.loginOk(target.username, target.password);
    const device = first.cookies.hmrpl_device;
    expect(device.httpOnly).toBe(true);
    expect(device.path).toBe('/api/login');
    expect(device.sameSite).toBe('lax');
    expect(first.text).not.toContain(device.value);
    await own.post('/api/logout');

    for (let i = 0; i < 5; i += 1) {
      const attacker = app.agent(); // a new address each time
      await attacker.csrf();
      expect((await failLogin(attacker, i % 2 ? target.email : target.username)).status).toBe(401);
    }
    // the right password from yet another address (a browser without the cookie): locked, for at most 30 s
    const stranger = app.agent();
    const locked = await stranger.login(target.username, target.password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(locked.cookies.hmrpl_session).toBeUndefined();
    // the e-mail address is the same account
    expect((await stranger.login(target.email, target.password)).status).toBe(429);

    // the admin's own browser is let through
    const back = await own.login(target.username, target.password);
    expect(back.status).toBe(200);
    expect(back.cookies.hmrpl_session.value.length).toBeGreaterThan(20);
  });

  it('an unknown name locks exactly like a real one (the lock tells nothing)', async () => {
    const name = unknownUser();
    for (let i = 0; i < 5; i += 1) {
      const attacker = app.agent();
      await attacker.csrf();
      expect((await failLogin(attacker, name)).status).toBe(401);
    }
    const next = app.agent();
    await next.csrf();
    expect((await failLogin(next, name)).status).toBe(429);
  });

  it('a forged device cookie does not open a locked account', async () => {
    const target = await createUser(app.strapi, { admin: true });
    for (let i = 0; i < 5; i += 1) {
      const attacker = app.agent();
      await attacker.csrf();
      expect((await failLogin(attacker, target.username)).status).toBe(401);
    }
    const forger = app.agent();
    forger.setCookie('hmrpl_device', `${target.id}.AAAAAAAAAAAAAAAAAAAAAA.bm90LWEtc2lnbmF0dXJl`);
    expect((await forger.login(target.username, target.password)).status).toBe(429);
  });
});

describe('the public cache is not a way to grow memory or to empty it', () => {
  it('unknown query parameters are the same key: answered from memory, no new entry', async () => {
    const a = app.agent();
    await a.get('/api/galeri?page=1&limit=6');
    for (const query of [
      '?page=1&limit=6&x=1',
      '?page=01&limit=6&x=2',
      '?limit=6&page=1&utm_source=z',
      '?page=1&page=2&limit=006',
    ]) {
      const res = await a.get(`/api/galeri${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('x-cache'), query).toBe('HIT');
    }
    await a.get('/api/galeri?x=1');
    expect((await a.get('/api/galeri?x=2')).headers.get('x-cache')).toBe('HIT');
    expect((await a.get('/api/awarding?cachebuster=1')).status).toBe(200);
    expect((await a.get('/api/awarding?cachebuster=2')).headers.get('x-cache')).toBe('HIT');
  });

  it('the controller reads only the normalised parameters (a junk limit cannot change the answer)', async () => {
    const a = app.agent();
    const plain = await a.get('/api/galeri?page=1&limit=100');
    const junk = await a.get('/api/galeri?page=1&limit=100000&limit=3');
    expect(junk.text).toBe(plain.text);
  });

  it('an anonymous logout, a login and an aspiration do not empty it', async () => {
    const a = app.agent();
    await a.get('/api/awarding');
    expect((await a.get('/api/awarding')).headers.get('x-cache')).toBe('HIT');
    await a.csrf();
    expect((await a.post('/api/logout')).status).toBe(200);
    expect((await a.get('/api/awarding')).headers.get('x-cache')).toBe('HIT');
    expect((await a.post('/api/aspirasi', { kategori: 'Saran', pesan: `cache ${stamp}`, isAnonim: true })).status).toBe(
      201,
    );
    expect((await a.get('/api/awarding')).headers.get('x-cache')).toBe('HIT');
    const admin = app.agent();
    await admin.loginOk();
    expect((await a.get('/api/awarding')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('operations', () => {
  it('GET /api/health answers 200 after a database query, never cached', async () => {
    const res = await app.agent().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'ok',
      disk: { status: 'ok', free_mb: expect.any(Number), min_free_mb: 200 },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-cache')).toBeNull();
  });

  it('GET /api/health answers 503 without details when the database fails', async () => {
    vi.spyOn(app.strapi.db.connection, 'raw').mockRejectedValue(
      new Error('connect ECONNREFUSED 10.1.2.3:5432 password=rahasia'),
    );
    const res = await app.agent().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'error', database: 'error', disk: expect.objectContaining({ status: 'ok' }) });
    expect(res.text).not.toMatch(/ECONNREFUSED|5432|rahasia/);
  });

  it('logs one JSON line per request, with no name, NIM or message text, not even from the query string', async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
      return true;
    };
    const wasLogging = process.env.REQUEST_LOG;
    process.env.REQUEST_LOG = 'true';
    vi.spyOn(process.stdout, 'write').mockImplementation(capture as typeof process.stdout.write);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture as typeof process.stderr.write);
    const secret = {
      nama: `Siti Rahmawati ${stamp}`,
      nim: `1302${Date.now() % 1e8}`,
      pesan: `Pesan rahasia ${stamp} tentang dosen`,
    };
    const a = app.agent();
    await a.csrf();
    const sent = await a.post(`/api/aspirasi?nim=${secret.nim}&nama=${encodeURIComponent(secret.nama)}`, {
      ...secret,
      kategori: 'Kritik',
      isAnonim: false,
    });
    expect(sent.status).toBe(201);
    const bad = await a.post(`/api/aspirasi?nim=${secret.nim}`, {
      ...secret,
      pesan: 'x'.repeat(3000),
      kategori: 'Kritik',
      isAnonim: false,
    });
    expect(bad.status).toBe(422);
    vi.restoreAllMocks();
    process.env.REQUEST_LOG = wasLogging;

    const output = written.join('');
    for (const value of Object.values(secret)) expect(output).not.toContain(value);
    expect(output).not.toContain(secret.nim);
    const lines = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    const posted = lines.filter((l) => l.msg === 'request' && l.route === '/api/aspirasi' && l.method === 'POST');
    expect(posted.map((l) => l.status)).toEqual([201, 422]);
    for (const line of posted) {
      expect(Object.keys(line).sort()).toEqual(['id', 'level', 'method', 'ms', 'msg', 'route', 'status', 'time']);
      expect(line.id).toMatch(/^[\w.:-]{1,64}$/);
    }
    expect(sent.headers.get('x-request-id')).toBe(posted[0].id);
  });
});
