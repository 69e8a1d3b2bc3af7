/**
 * An outsider's attacks over real HTTP: CSRF bypass attempts, session fixation, parallel login guesses, hostile
 * uploads, hostile news HTML, path tricks on /storage and the SPA, Strapi's own routes, security headers, NUL
 * characters, ids past the integer range, odd input, and what database errors may say.
 */
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateNewsResponse, NewsDetail } from '@hmrpl/contract';
import { TEST_ADMIN, createUser, distModule, startTestApp, type Agent, type TestApp } from './helpers';
import { blob, smallImage } from './fixtures/images';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);
const CSRF_MESSAGE = 'Sesi halaman kedaluwarsa. Muat ulang halaman lalu coba lagi.';
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A request with the path sent byte for byte (fetch would normalise `..` and encodings). */
function raw(
  rawPath: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: rawPath,
        method,
        headers: { Accept: 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const aspiration = () => ({ kategori: 'Saran', pesan: `uji keamanan ${stamp}`, isAnonim: true });
const countAspirations = () =>
  app.strapi.db.query('api::aspirasi.aspirasi').count({ where: { pesan: `uji keamanan ${stamp}` } });

describe('CSRF bypass attempts', () => {
  it('an upper-case /API path does not skip the token check', async () => {
    const a = app.agent();
    await a.csrf();
    const before = await countAspirations();
    for (const p of ['/API/aspirasi', '/Api/aspirasi', '/api/Aspirasi']) {
      const res = await a.post(p, aspiration(), { xsrf: false });
      expect(res.status, p).toBe(419);
      expect(res.body, p).toEqual({ message: CSRF_MESSAGE });
      expect(res.headers.get('cache-control'), p).toBe('no-store');
    }
    const writes = await admin.post('/API/admin/awarding', new FormData(), { xsrf: false });
    expect(writes.status).toBe(419);
    // other spellings never reach a handler without the check
    for (const p of [
      '/%61pi/aspirasi',
      '//api/aspirasi',
      '/api//aspirasi',
      '/x/../api/aspirasi',
      '/api/aspirasi/',
      '/api/./aspirasi',
    ]) {
      const res = await raw(p, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${a.cookie('XSRF-TOKEN')}` },
        body: JSON.stringify(aspiration()),
      });
      // 405 is Koa's answer for a path no API route knows (the static catch-all only allows GET)
      expect([404, 405, 419], `${p} ${res.body}`).toContain(res.status);
    }
    expect(await countAspirations()).toBe(before);
  });

  it('an upper-case /API path still answers in the contract shape', async () => {
    const res = await app.agent().get('/API/aspirasi');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Silakan masuk terlebih dahulu.' });
  });

  it('refuses a text/plain or form-encoded cross-site style POST (no header)', async () => {
    const a = app.agent();
    await a.csrf();
    const plain = await a.post('/api/aspirasi', JSON.stringify(aspiration()), {
      xsrf: false,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(419);
    const form = await a.post('/api/aspirasi', 'kategori=Saran&pesan=x&isAnonim=true', {
      xsrf: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(419);
    // the token in the body or the query string does not count
    const inQuery = await a.post(
      `/api/aspirasi?_token=${a.cookie('XSRF-TOKEN')}&X-XSRF-TOKEN=${a.cookie('XSRF-TOKEN')}`,
      aspiration(),
      { xsrf: false },
    );
    expect(inQuery.status).toBe(419);
  });

  it('method-override headers and parameters change nothing', async () => {
    const a = app.agent();
    await a.csrf();
    for (const header of ['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override']) {
      const res = await a.get('/api/logout', { headers: { [header]: 'POST' } });
      expect(res.status, header).toBe(404);
    }
    const viaQuery = await a.get('/api/logout?_method=POST');
    expect(viaQuery.status).toBe(404);
    // a signed-in admin is still signed in after those
    const me = await admin.get('/api/me');
    expect(me.status).toBe(200);
  });

  it('refuses a token from another browser, a null Origin and a look-alike Origin', async () => {
    const victim = app.agent();
    await victim.csrf();
    const attacker = app.agent();
    const foreign = await attacker.csrf();
    expect((await victim.post('/api/aspirasi', aspiration(), { xsrf: foreign })).status).toBe(419);
    for (const origin of [
      'null',
      `${app.baseUrl}.evil.test`,
      app.baseUrl.replace('127.0.0.1', '127.0.0.1@evil.test'),
      'http://evil.test',
    ]) {
      const res = await victim.post('/api/aspirasi', aspiration(), { headers: { Origin: origin } });
      expect(res.status, origin).toBe(419);
    }
  });

  it('a cookie value planted by an attacker is not a session (fixation), and login replaces it', async () => {
    const a = app.agent();
    a.setCookie('hmrpl_session', 'dipasang-oleh-penyerang-0123456789abcdef');
    const me = await a.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.cookies.hmrpl_session?.maxAge).toBe(0);
    a.setCookie('hmrpl_session', 'dipasang-oleh-penyerang-0123456789abcdef');
    const login = await a.login();
    expect(login.status).toBe(200);
    expect(login.cookies.hmrpl_session.value).not.toBe('dipasang-oleh-penyerang-0123456789abcdef');
    expect(login.cookies.hmrpl_session.value.length).toBeGreaterThanOrEqual(40);
  });
});

describe('login throttling', () => {
  it('verifies at most 5 passwords for one IP even when the guesses arrive at once', async () => {
    const password = distModule<typeof import('../src/lib/auth/password')>('src/lib/auth/password');
    const spy = vi.spyOn(password, 'verifyPassword');
    const target = await createUser(app.strapi, { admin: true }); // its own account: the guesses lock it
    const a = app.agent();
    await a.csrf();
    const guesses = Array.from({ length: 12 }, (_, i) =>
      a.post('/api/login', { email: target.username, password: `tebakan-${i}` }),
    );
    const results = await Promise.all(guesses);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(spy.mock.calls.length).toBeGreaterThan(0);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(5);
    // and the right password is refused for the rest of the minute
    const right = await a.post('/api/login', { email: target.username, password: target.password });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** A PNG whose header claims `width` x `height` (the pixel data is a stub). */
function pngClaiming(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = deflateSync(Buffer.alloc(width + 1)); // one row only
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]),
  );
}

async function postNews(title: string, content: string, image: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  form.append('image', blob(image.bytes, image.type), image.name);
  return admin.post<CreateNewsResponse>('/api/admin/berita', form);
}

describe('hostile uploads', () => {
  it('a PNG with a script appended is stored as an image and served as one, never as HTML', async () => {
    const png = await smallImage('png');
    const polyglot = new Uint8Array(
      Buffer.concat([Buffer.from(png), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    );
    const res = await postNews(`Poliglot ${stamp}`, '<p>x</p>', { bytes: polyglot, name: 'x.html', type: 'text/html' });
    expect(res.status, res.text).toBe(201);
    const stored = res.body.data.image_path;
    expect(stored).toMatch(/^[A-Za-z0-9_-]+\.png$/);
    const file = await app.agent().get(`/storage/${stored}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses HTML or SVG behind a PNG signature, and a header claiming a gigantic image', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const fakes = [
      {
        bytes: new Uint8Array(Buffer.concat([signature, Buffer.from('<svg onload=alert(1)></svg>')])),
        name: 'a.png',
        type: 'image/png',
      },
      { bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), name: 'a.png', type: 'image/png' },
      { bytes: pngClaiming(60000, 60000), name: 'bom.png', type: 'image/png' },
      { bytes: pngClaiming(20000, 20000), name: 'bom2.png', type: 'image/png' },
    ];
    for (const fake of fakes) {
      const res = await postNews(`Palsu ${stamp}`, '<p>x</p>', fake);
      expect(res.status, fake.name).toBe(422);
      expect(res.body.message).toBe('Berkas harus berupa gambar PNG, JPEG, atau WebP.');
    }
  });

  it('never uses the client file name as a path', async () => {
    const png = await smallImage('png');
    for (const name of ['../../../../tmp/evil.png', '..\\..\\evil.png', 'a\u0000.png.html', '%2e%2e%2fevil.png']) {
      const res = await postNews(`Nama berkas ${stamp}`, '<p>x</p>', { bytes: png, name, type: 'image/png' });
      expect(res.status, name).toBe(201);
      expect(res.body.data.image_path, name).toMatch(/^[A-Za-z0-9_-]+\.png$/);
    }
  });
});

describe('multipart bodies from outside an admin session', () => {
  it('are refused before a single temp file is written', async () => {
    const { watch } = await import('node:fs');
    const created: string[] = [];
    const watcher = watch(process.env.UPLOAD_TMP_DIR!, (_event, name) => created.push(String(name)));
    try {
      const anonymous = app.agent();
      await anonymous.csrf();
      for (const p of ['/api/admin/galeri', '/api/rekrutmen', '/api/aspirasi', '/api/login', '/API/admin/berita']) {
        const form = new FormData();
        form.append('images[]', blob(new Uint8Array(1024 * 1024), 'image/png'), 'a.png');
        const res = await anonymous.post(p, form);
        expect(res.status, p).toBe(401);
        expect(res.body, p).toEqual({ message: 'Silakan masuk terlebih dahulu.' });
      }
      await new Promise((r) => setTimeout(r, 100));
      expect(created).toEqual([]);
    } finally {
      watcher.close();
    }
  });
});

describe('hostile news HTML', () => {
  it('stores none of the classic XSS vectors', async () => {
    const payload = [
      '<p>teks aman</p>',
      '<img src="x" onerror="alert(1)">',
      '<img src="/storage/a.png" onerror="alert(2)">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a href="javascript:alert(3)">a</a>',
      '<a href="&#106;avascript:alert(4)">b</a>',
      '<a href="  JaVaScRiPt:alert(5)">c</a>',
      '<a href="data:text/html,<script>alert(6)</script>">d</a>',
      '<span style="background:url(javascript:alert(7));color:red">e</span>',
      '<span style="color: expression(alert(8))">f</span>',
      '<svg><script>alert(9)</script></svg>',
      '<svg onload="alert(10)"></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(11)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(12)>">',
      '<iframe src="https://evil.test"></iframe>',
      '<p onclick="alert(13)" style="text-align:center">g</p>',
      '<form action="https://evil.test"><input name="x"></form>',
      '<a href="https://ok.test" target="_top">h</a>',
      '<img src="/storage/../api/logout">',
      '<img src="//evil.test/x.png">',
      '<scr<script>ipt>alert(14)</script>',
    ].join('');
    const res = await postNews(`XSS ${stamp}`, payload, {
      bytes: await smallImage('png'),
      name: 'a.png',
      type: 'image/png',
    });
    expect(res.status, res.text).toBe(201);
    const detail = (await app.agent().get<NewsDetail>(`/api/berita/${res.body.data.slug}`)).body;
    const html = detail.content;
    expect(html).toContain('teks aman');
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:|expression\(|url\(/i);
    expect(html).not.toMatch(/<(script|svg|math|iframe|form|input|style|noscript)\b/i);
    expect(html).not.toMatch(/src="(x|\/\/|\/storage\/\.\.)/);
    expect(html).not.toContain('target="_top"');
    for (const a of html.match(/<a\b[^>]*>/g) ?? []) expect(a).toContain('rel="noopener noreferrer"');
    expect(detail.excerpt).not.toMatch(/</);
  });
});

describe('path tricks', () => {
  const STORAGE_TRICKS = [
    '/storage/../../package.json',
    '/storage/..%2f..%2fpackage.json',
    '/storage/%2e%2e/%2e%2e/package.json',
    '/storage/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/storage/%252e%252e%252fpackage.json',
    '/storage/..%5c..%5cpackage.json',
    '/storage/..\\..\\package.json',
    '/storage/x.png%00.json',
    '/storage/.%2e/.%2e/package.json',
    '/storage//etc/passwd',
    '/storage/%c0%ae%c0%ae/package.json',
  ];
  it('every traversal on /storage is a JSON 404 that leaks nothing', async () => {
    for (const p of STORAGE_TRICKS) {
      const res = await raw(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toMatch(/"dependencies"|root:|strapi/i);
      expect(res.headers['cache-control'], p).toBe('no-store');
    }
  });

  it('Strapi’s own /uploads route and the SPA never serve files outside their folders', async () => {
    for (const p of [
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd.txt',
      '/assets/%2e%2e%2f%2e%2e%2findex.html',
      '/.env',
      '/.git/config.txt',
      '/..%5c..%5cpackage.json',
      '/index.html%00.js',
    ]) {
      for (const headers of [{ Accept: 'application/json' }, HTML]) {
        const res = await raw(p, { headers });
        expect(res.status === 200 || res.status === 304 ? res.body : '', p).not.toMatch(
          /"dependencies"|root:x|\[core\]|APP_KEYS/,
        );
        expect(res.body, p).not.toMatch(/at [\w.]+ \(.*:\d+:\d+\)/);
      }
    }
  });

  it('only image files are served from the uploads folder (a stored .html or .js never is)', async () => {
    const uploads = path.join(app.tmpDir, 'public', 'uploads');
    const names = {
      html: `review-${stamp}.html`,
      js: `review-${stamp}.js`,
      svg: `review-${stamp}.svg`,
      png: `review-${stamp}.png`,
    };
    writeFileSync(path.join(uploads, names.html), '<script>alert(document.cookie)</script>');
    writeFileSync(path.join(uploads, names.js), 'alert(1)');
    writeFileSync(path.join(uploads, names.svg), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    writeFileSync(path.join(uploads, names.png), Buffer.from(await smallImage('png')));
    for (const name of [names.html, names.js, names.svg]) {
      for (const p of [`/storage/${name}`, `/uploads/${name}`, `/UPLOADS/${name}`, `/uploads/${name.toUpperCase()}`]) {
        const res = await raw(p, { headers: HTML });
        expect(res.status, p).toBe(404);
        expect(res.body, p).not.toContain('alert');
      }
    }
    for (const p of [`/storage/${names.png}`, `/uploads/${names.png}`]) {
      const res = await raw(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type'], p).toBe('image/png');
    }
  });

  it('CR/LF in a path does not inject headers', async () => {
    for (const p of [
      '/storage/a%0d%0aSet-Cookie:%20owned=1.png',
      '/api/berita/x%0d%0aSet-Cookie:%20owned=1',
      '/x%0d%0aSet-Cookie:%20owned=1',
    ]) {
      const res = await raw(p, { headers: HTML });
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(
        cookies.some((c) => c.startsWith('owned')),
        p,
      ).toBe(false);
    }
  });
});

describe('Strapi’s own routes are closed to anonymous callers', () => {
  it('no users, uploads, core REST or auth endpoint answers with data', async () => {
    const a = app.agent();
    await a.csrf();
    const gets = [
      '/api/users',
      '/api/users/me',
      '/api/users/1',
      '/api/users/count',
      '/api/users-permissions/roles',
      '/api/users-permissions/permissions',
      '/api/upload/files',
      '/api/upload/files/1',
      '/api/beritas',
      '/api/galeris',
      '/api/aspirasis',
      '/api/rekrutmens',
      '/api/sessions',
      '/api/i18n/locales',
      '/api/connect/github',
      '/api/auth/email-confirmation?confirmation=x',
    ];
    for (const p of gets) {
      for (const agent of [a, admin]) {
        const res = await agent.get(p);
        expect([401, 403, 404], `${p} ${res.text}`).toContain(res.status);
        expect(Object.keys(res.body), p).toEqual(['message']);
      }
    }
    const posts: Array<[string, unknown]> = [
      ['/api/auth/local', { identifier: TEST_ADMIN.username, password: TEST_ADMIN.password }],
      ['/api/auth/local/register', { username: `p${stamp}`, email: `p${stamp}@x.test`, password: 'Penyusup-123' }],
      ['/api/auth/forgot-password', { email: TEST_ADMIN.email }],
      ['/api/auth/reset-password', { code: 'x', password: 'a', passwordConfirmation: 'a' }],
      ['/api/auth/send-email-confirmation', { email: TEST_ADMIN.email }],
      ['/api/auth/change-password', { currentPassword: TEST_ADMIN.password, password: 'x', passwordConfirmation: 'x' }],
      ['/api/users', { username: `q${stamp}`, email: `q${stamp}@x.test`, password: 'Penyusup-123' }],
      ['/api/upload', new FormData()],
      ['/api/beritas', { data: { title: 'x' } }],
      ['/api/sessions', { data: { tokenHash: 'x' } }],
    ];
    for (const [p, body] of posts) {
      for (const agent of [a, admin]) {
        const res = await agent.post(p, body);
        expect([401, 403, 404, 405], `${p} ${res.text}`).toContain(res.status);
        expect(res.text, p).not.toMatch(/jwt|"token"|password/i);
      }
    }
    for (const p of ['/api/users/1', '/api/upload/files/1', '/api/beritas/1']) {
      const res = await a.delete(p);
      expect([401, 403, 404, 405], p).toContain(res.status);
    }
    const users = app.strapi.db.query('plugin::users-permissions.user');
    expect(await users.count({ where: { username: { $in: [`p${stamp}`, `q${stamp}`] } } })).toBe(0);
  });
});

describe('security headers', () => {
  it('the SPA, the API (cache hit included), the storage and errors all carry them', async () => {
    const png = await smallImage('png');
    const created = await postNews(`Header ${stamp}`, '<p>x</p>', { bytes: png, name: 'a.png', type: 'image/png' });
    const anon = app.agent();
    await anon.get('/api/berita/terbaru');
    const answers = [
      ['spa', await anon.get('/berita/apa-saja', { headers: HTML })],
      ['api miss', await anon.get(`/api/berita?page=1&r=${stamp}`)],
      ['api hit', await anon.get('/api/berita/terbaru')],
      [
        'api 304',
        await anon.get('/api/berita/terbaru', {
          headers: { 'If-None-Match': (await anon.get('/api/berita/terbaru')).headers.get('etag') ?? '' },
        }),
      ],
      ['storage', await anon.get(`/storage/${created.body.data.image_path}`)],
      ['api 404', await anon.get('/api/tidak-ada')],
      ['admin', await admin.get('/api/aspirasi')],
    ] as const;
    for (const [label, res] of answers) {
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, label).toMatch(/frame-ancestors 'self'/);
      expect(csp, label).toMatch(/script-src 'self'(;|$)/);
      expect(csp, label).toMatch(/object-src 'none'/);
      expect(res.headers.get('x-frame-options'), label).toMatch(/sameorigin/i);
      expect(res.headers.get('x-powered-by'), label).toBeNull();
    }
    expect(answers[3][1].status).toBe(304);
  });
});

describe('NUL characters (PostgreSQL refuses them in text)', () => {
  it('a NUL in a path is a 404, in a query or a body field it is dropped, never a 500', async () => {
    const a = app.agent();
    await a.csrf();
    for (const p of ['/api/berita/%00', '/api/berita/a%00b', '/api/admin/berita/1%00']) {
      const res = await raw(p, { headers: { Cookie: `hmrpl_session=${admin.cookie('hmrpl_session')}` } });
      expect(res.status, p).toBe(404);
      expect(JSON.parse(res.body), p).toEqual({ message: expect.stringMatching(/tidak ditemukan\.$/) });
    }
    expect((await a.get('/api/galeri?page=1%00&limit=6%00')).status).toBe(200);

    const login = await a.post('/api/login', { email: `${TEST_ADMIN.username}\u0000`, password: 'salah\u0000' });
    expect(login.status).toBe(401);

    const pesan = `nul ${stamp}`;
    const sent = await a.post('/api/aspirasi', {
      kategori: 'Saran',
      pesan: `nul\u0000 ${stamp}`,
      nama: 'A\u0000B',
      nim: '12\u000034',
      isAnonim: false,
    });
    expect(sent.status, sent.text).toBe(201);
    const stored = (await app.strapi.db.query('api::aspirasi.aspirasi').findOne({ where: { pesan } })) as {
      nama: string;
      nim: string;
    } | null;
    expect(stored).toMatchObject({ nama: 'AB', nim: '1234' });

    const form = new FormData();
    form.append('title', `Judul\u0000 NUL ${stamp}`);
    form.append('content', '<p>isi\u0000 berita</p>');
    form.append('image', blob(await smallImage('png'), 'image/png'), 'a\u0000.png');
    const news = await admin.post<CreateNewsResponse>('/api/admin/berita', form);
    expect(news.status, news.text).toBe(201);
    expect(news.body.data.title).toBe(`Judul NUL ${stamp}`);
    expect(news.body.data.content).toBe('<p>isi berita</p>');
  });
});

describe('ids past the database integer range', () => {
  it('are unknown entries (404), not database errors', async () => {
    for (const id of ['2147483648', '9999999999999999']) {
      expect((await admin.get(`/api/admin/berita/${id}`)).status, id).toBe(404);
      expect((await admin.post(`/api/admin/berita/${id}`, new FormData())).status, id).toBe(404);
      expect((await admin.delete(`/api/admin/berita/${id}`)).status, id).toBe(404);
      expect((await admin.delete(`/api/admin/galeri/${id}`)).status, id).toBe(404);
      expect((await admin.delete(`/api/admin/rekrutmen/${id}`)).status, id).toBe(404);
    }
  });
});

describe('odd input never leaks a stack', () => {
  it('answers junk query strings, broken encodings and odd bodies with a plain message', async () => {
    const a = app.agent();
    await a.csrf();
    for (const p of [
      '/api/berita?page[$gt]=1',
      '/api/berita?page=1e309',
      '/api/galeri?page=1&limit[]=5',
      '/api/galeri?page=__proto__&limit=constructor',
      '/api/berita/%E0%A4%A',
      '/api/berita/%00',
      '/api/admin/berita/1%20OR%201=1',
      '/api/admin/berita/99999999999999999999999',
      '/api/berita?page=9007199254740991',
      '/api/admin/berita?page=9007199254740991',
      '/api/galeri?page=9007199254740991&limit=100',
      '/api/galeri?page=-9007199254740991&limit=-5',
    ]) {
      const res = await raw(p, { headers: { Cookie: `hmrpl_session=${admin.cookie('hmrpl_session')}` } });
      expect(res.status, p).toBeLessThan(500);
      const body = JSON.parse(res.body) as Record<string, unknown>;
      if (res.status >= 400) expect(Object.keys(body), p).toEqual(['message']);
      expect(res.body, p).not.toMatch(/at [\w.<>]+ \(|node_modules|SQLITE|select /i);
    }
    for (const p of [
      '/%E0%A4%A.js',
      '/uploads/%E0%A4%A.png',
      '/storage/%E0%A4%A.png',
      '/assets/%00.js',
      '/cms/%E0%A4%A',
    ]) {
      const res = await raw(p, { headers: HTML });
      expect(res.status, p).toBeLessThan(500);
      expect(res.body, p).not.toMatch(/at [\w.<>]+ \(|node_modules|URIError/);
    }
    for (const body of [
      '{"__proto__":{"isAdmin":true},"kategori":"Saran","pesan":"x","isAnonim":true}',
      '[]',
      'null',
      '"x"',
      '{"pesan":{"$ne":""}}',
    ]) {
      const res = await a.post('/api/aspirasi', body, {
        headers: { 'Content-Type': 'application/json' },
        ip: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      expect(res.status, body).toBeLessThan(500);
      expect(res.text, body).not.toMatch(/at [\w.<>]+ \(|node_modules/);
    }
  });
});

describe('database errors', () => {
  it('carry no query values: a failed query names its table but shows placeholders where values were bound', async () => {
    const secret = `Siti Rahmawati ${stamp}`;
    const failed = await app.strapi.db
      .connection('hmrpl_tidak_ada')
      .where('nama', secret)
      .select('*')
      .then(
        () => '',
        (error: Error) => error.message,
      );
    expect(failed).toContain('hmrpl_tidak_ada');
    expect(failed).not.toContain(secret);
  });
});
