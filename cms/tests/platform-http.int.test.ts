/**
 * One origin (SPA + /cms + /storage), error bodies and the public cache, over real HTTP
 * (contract: "One origin", "Conventions", "Uploads", "Caching").
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_SPA, PUBLIC_READ_CACHE_CONTROL, startTestApp, type TestApp } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** GET with the path sent byte for byte (fetch would normalise `..`). */
function rawGet(rawPath: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: rawPath, method: 'GET', headers: { Accept: 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('error bodies under /api', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const res = await app.agent().get('/api/tidak-ada/sama-sekali');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ message: 'Halaman tidak ditemukan.' });
    const a = app.agent();
    await a.csrf();
    const post = await a.post('/api/tidak-ada', { a: 1 });
    expect(post.status).toBe(404);
    expect(post.body.message).toMatch(/tidak ditemukan\.$/);
  });

  it('a server error is 500 with the fixed message and no detail or stack', async () => {
    const a = app.agent();
    await a.loginOk();
    const realQuery = app.strapi.db.query.bind(app.strapi.db);
    vi.spyOn(app.strapi.db, 'query').mockImplementation(((uid: string) => {
      if (uid === 'api::session.session') throw new Error('boom: rahasia internal di /srv/app/x.js:12');
      return realQuery(uid as any);
    }) as any);
    const res = await a.get('/api/me');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Terjadi kesalahan pada server' });
    expect(res.text).not.toMatch(/boom|rahasia|\.js|at /);
  });

  it('malformed JSON is a 400 in the contract shape, not Strapi’s', async () => {
    const a = app.agent();
    await a.csrf();
    const res = await a.post('/api/login', '{"email": ', { headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['message']);
    expect(res.body.message).toMatch(/\S/);
    expect(res.body).not.toHaveProperty('error');
  });

  it('an oversized multipart file is 413 with the contract text', async () => {
    const a = app.agent();
    await a.loginOk();
    const form = new FormData();
    form.append('staff_image', new Blob([new Uint8Array(25 * 1024 * 1024 + 1)], { type: 'image/png' }), 'besar.png');
    const res = await a.post('/api/admin/awarding', form);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Ukuran berkas melebihi 25 MB.' });
  });

  it('lets 200 kB of HTML through in a multipart text field; refuses an oversized JSON body with 413', async () => {
    const a = app.agent();
    await a.loginOk();
    const form = new FormData();
    form.append('content', `<p>${'isi berita '.repeat(20_000)}</p>`); // ~200 kB
    const res = await a.post('/api/admin/awarding', form);
    expect(res.status).toBe(422); // reached the controller: no image chosen
    expect(res.body.message).toBe('Tidak ada gambar baru yang dipilih untuk diunggah.');

    const json = await a.post('/api/aspirasi', { kategori: 'Saran', pesan: 'x'.repeat(300 * 1024), isAnonim: true });
    expect(json.status).toBe(413);
    expect(Object.keys(json.body)).toEqual(['message']);
  });

  it('more than 20 files in one request is 413 with a clear message', async () => {
    const a = app.agent();
    await a.loginOk();
    const form = new FormData();
    for (let i = 0; i < 21; i += 1)
      form.append('images[]', new Blob([new Uint8Array(16)], { type: 'image/png' }), `f${i}.png`);
    const res = await a.post('/api/admin/galeri', form);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/20 berkas/);
  });
});

describe('temporary upload files', () => {
  const leftovers = () => readdirSync(process.env.UPLOAD_TMP_DIR!);

  it('are deleted after the request, whatever the field name, and after a refused upload', async () => {
    const a = app.agent();
    await a.loginOk();
    const form = new FormData();
    form.append('bukan_slot_awarding', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'x.png');
    form.append('lagi[]', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'y.png');
    const res = await a.post('/api/admin/awarding', form);
    expect(res.status).toBe(422);
    expect(leftovers()).toEqual([]);

    const big = new FormData();
    big.append('staff_image', new Blob([new Uint8Array(25 * 1024 * 1024 + 10)], { type: 'image/png' }), 'besar.png');
    expect((await a.post('/api/admin/awarding', big)).status).toBe(413);
    await new Promise((r) => setTimeout(r, 50)); // formidable unlinks the partial file asynchronously
    expect(leftovers()).toEqual([]);
  });
});

describe('the SPA on the same origin', () => {
  it('serves index.html (no-cache, noindex) for a browser navigation to an SPA admin page', async () => {
    const res = await app.agent().get('/admin/berita', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('<script type="module" src="/assets/app-3f9a1c.js"></script>');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'self' https://calendar.google.com");
  });

  it('leaves /admin/* JSON calls to Strapi’s dashboard API', async () => {
    const res = await app.agent().get('/admin/init', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.text).not.toContain('<html');
    expect(res.body.data).toHaveProperty('hasAdmin');
  });

  it('serves the SPA at / and on deep links, never a redirect to /cms (404 for a news item that does not exist)', async () => {
    const a = app.agent();
    const appScript = '<script type="module" src="/assets/app-3f9a1c.js"></script>';
    for (const [p, status] of [
      ['/', 200],
      ['/berita/rapat-kerja-2025-tidak-ada', 404],
      ['/kegiatan', 200],
      ['/login', 200],
    ] as const) {
      const res = await a.get(p, { headers: HTML });
      expect(res.status, p).toBe(status);
      expect(res.text, p).toContain(appScript);
    }
    const curlLike = await a.get('/', { headers: { Accept: '*/*' } });
    expect(curlLike.status).toBe(200);
    expect(curlLike.text).toContain(appScript);
  });

  it('serves hashed assets immutable for a year, compressed on request, with 304 revalidation', async () => {
    const a = app.agent();
    const plain = await a.get(FAKE_SPA.assetPath, { headers: { Accept: '*/*', 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toMatch(/javascript/);
    expect(plain.text).toBe(FAKE_SPA.assetBody);

    const url = new URL(FAKE_SPA.assetPath, app.baseUrl);
    const br = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    // Node's fetch decodes br itself; accept either form.
    const brText =
      brBytes.toString('utf8') === FAKE_SPA.assetBody
        ? FAKE_SPA.assetBody
        : brotliDecompressSync(brBytes).toString('utf8');
    expect(brText).toBe(FAKE_SPA.assetBody);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(FAKE_SPA.assetBody.length);

    const gz = await rawGzip(FAKE_SPA.assetPath);
    expect(gz).toBe(FAKE_SPA.assetBody);

    const etag = plain.headers.get('etag')!;
    const again = await a.get(FAKE_SPA.assetPath, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('404s a missing asset and gives other files a short cache', async () => {
    const a = app.agent();
    const missing = await a.get('/assets/tidak-ada-123.js', { headers: { Accept: '*/*' } });
    expect(missing.status).toBe(404);
    const other = await a.get(FAKE_SPA.otherFilePath, { headers: { Accept: '*/*' } });
    expect(other.status).toBe(200);
    expect(other.text).toBe(FAKE_SPA.otherFileBody);
    expect(other.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('answers HEAD without a body', async () => {
    const res = await app.agent().head('/', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('tells to run the build when web/dist is missing, without crashing', async () => {
    const dist = process.env.WEB_DIST!;
    renameSync(dist, `${dist}.away`);
    try {
      const res = await app.agent().get('/berita', { headers: HTML });
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
    } finally {
      renameSync(`${dist}.away`, dist);
    }
    expect((await app.agent().get('/berita', { headers: HTML })).status).toBe(200);
  });

  it('serves Strapi’s own dashboard at /cms', async () => {
    const res = await app.agent().get('/cms', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).not.toBe(FAKE_SPA.indexHtml);
    expect(res.text.toLowerCase()).toContain('strapi');
  });
});

async function rawGzip(p: string): Promise<string> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: p, headers: { 'Accept-Encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            expect(res.headers['content-encoding']).toBe('gzip');
            resolve(gunzipSync(Buffer.concat(chunks)).toString('utf8'));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('/storage', () => {
  const name = `uji-${Date.now()}.png`;
  const bytes = Buffer.from('89504e470d0a1a0a' + '00'.repeat(64), 'hex');

  beforeAll(() => {
    const dir = path.join(app.tmpDir, 'public', 'uploads', 'uji');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  });

  it('serves uploaded files immutable for a year', async () => {
    const res = await fetch(new URL(`/storage/uji/${name}`, app.baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const ranged = await fetch(new URL(`/storage/uji/${name}`, app.baseUrl), { headers: { Range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
  });

  it('404s a missing file as JSON', async () => {
    const res = await app.agent().get('/storage/uji/tidak-ada.png');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/tidak ditemukan\.$/);
  });

  it.each([
    '/storage/..%2f..%2fpackage.json',
    '/storage/%2e%2e/%2e%2e/package.json',
    '/storage/../../package.json',
    '/storage/uji/../../../package.json',
    '/storage/..\\..\\package.json',
    '/storage/%2E%2E%5C%2E%2E%5Cpackage.json',
    '/storage/uji%2f..%2f..%2fpackage.json',
  ])('refuses traversal: %s', async (raw) => {
    const res = await rawGet(raw);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('"name"');
    expect(JSON.parse(res.body).message).toMatch(/tidak ditemukan\.$/);
  });
});

describe('public cache', () => {
  it('sends a strong ETag and max-age=0 (s-maxage for a CDN), replays hits, answers 304', async () => {
    const a = app.agent();
    const first = await a.get('/api/berita/terbaru');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toMatch(PUBLIC_READ_CACHE_CONTROL);

    const second = await a.get('/api/berita/terbaru');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('x-frame-options')).toBe(first.headers.get('x-frame-options'));

    const revalidated = await a.get('/api/berita/terbaru', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('gives a signed-in admin the same public answer', async () => {
    const anonymous = await app.agent().get('/api/awarding');
    const admin = app.agent();
    await admin.loginOk();
    const signedIn = await admin.get('/api/awarding');
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.cookies.hmrpl_session).toBeUndefined();
  });

  it('drops everything after a dashboard-style write (Document Service), not after an aspiration', async () => {
    const a = app.agent();
    await a.get('/api/berita/terbaru');
    expect((await a.get('/api/berita/terbaru')).headers.get('x-cache')).toBe('HIT');

    const title = `Kabar cache ${Date.now()}`;
    const doc = await app.strapi.documents('api::berita.berita' as any).create({
      data: { title, slug: `kabar-cache-${Date.now()}`, content: '<p>Isi</p>', excerpt: 'Isi' } as any,
    });
    try {
      const after = await a.get('/api/berita/terbaru');
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(after.text).toContain(title);

      expect((await a.get('/api/awarding')).status).toBe(200);
      expect((await a.get('/api/awarding')).headers.get('x-cache')).toBe('HIT');
      await a.csrf();
      const sent = await a.post('/api/aspirasi', { kategori: 'Saran', pesan: 'Cache uji', isAnonim: true });
      expect(sent.status).toBe(201);
      // an aspiration is not public data: the cache stays (ADR 015)
      expect((await a.get('/api/awarding')).headers.get('x-cache')).toBe('HIT');
    } finally {
      await app.strapi.documents('api::berita.berita' as any).delete({ documentId: doc.documentId });
    }
    expect((await a.get('/api/berita/terbaru')).text).not.toContain(title);
  });

  it('never caches admin or session answers', async () => {
    const a = app.agent();
    await a.loginOk();
    for (const p of ['/api/me', '/api/aspirasi', '/api/admin/berita']) {
      const res = await a.get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
      expect(res.headers.get('etag'), p).toBeNull();
    }
  });
});
