/**
 * The edge in front of Strapi (src/front/edge, ADR 041, ADR 043) over real HTTP:
 * - every spelling an attacker could pick for a public read is a hit, a redirect or a 404, never a fresh
 *   computation (the edge's own count of computed misses proves it);
 * - each answer has its own request id, ETag/304, brotli/gzip variants, Vary and the CDN's headers;
 * - while the database does not answer, what the cache holds keeps answering; a read it does not hold is 503 with
 *   Retry-After, a write is 503 saying nothing was stored, and nothing of it is stored; never a 500;
 * - a page path is its page whatever `Accept` says (never Strapi's redirect or JSON 404 for a CDN to keep), and every
 *   other answer is `no-store` unless it says otherwise (ADR 060);
 * - a preview link goes past the cache only for the item it was made for, and only within the miss budget (ADR 061).
 */
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminNewsDetail, PreviewLinkResponse } from '@hmrpl/contract';
import {
  CMS_DIR,
  PUBLIC_READ_CACHE_CONTROL,
  PUBLIC_READ_CDN_CACHE_CONTROL,
  startTestApp,
  type TestApp,
} from './helpers';
import { imageBytes } from './fixtures/images';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The running edge, as the booted Strapi loaded it (its counters tell how many misses were computed). */
function edge(): {
  counters: { misses: number };
  store: { stats(): { bodies: number; entries: number } };
  budget: { acquire(priority: number): unknown };
} {
  const distDir = process.env.TEST_DIST_DIR || path.join(CMS_DIR, 'dist');
  const loaded = createRequire(path.join(CMS_DIR, 'package.json'))(
    path.join(distDir, 'src', 'front', 'edge', 'edge.js'),
  );
  return loaded.currentEdge();
}
const computed = () => edge().counters.misses;

/** GET with the path and headers sent byte for byte. */
function raw(
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('one key per public read: every spelling is a hit, a redirect or a 404', () => {
  it('an Origin header does not make a miss; CORS headers are not replayed from the first caller', async () => {
    await raw('/api/galeri?page=1&limit=6');
    const before = computed();
    for (const origin of ['https://penyerang.example', 'http://localhost:5173', 'null']) {
      const res = await raw('/api/galeri?page=1&limit=6', { Origin: origin });
      expect(res.status, origin).toBe(200);
      expect(res.headers['x-cache'], origin).toBe('HIT');
      // CORS_ORIGINS is empty: no origin is allowed, whoever asked first
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    expect(computed()).toBe(before);
  });

  it('/api/galeri/ with a trailing slash and /API/galeri are /api/galeri', async () => {
    const plain = await raw('/api/galeri');
    const before = computed();
    for (const spelling of ['/api/galeri/', '/API/galeri', '/Api/Galeri//', '/api/galeri?utm_source=x&r=2']) {
      const res = await raw(spelling);
      expect(res.status, spelling).toBe(200);
      expect(res.headers['x-cache'], spelling).toBe('HIT');
      expect(res.body.equals(plain.body), spelling).toBe(true);
    }
    expect(computed()).toBe(before);
  });

  it('/?r=1, /?r=2, ... on the page HTML are the home page', async () => {
    const home = await raw('/', HTML);
    expect(home.status).toBe(200);
    const before = computed();
    for (let r = 1; r <= 5; r += 1) {
      const res = await raw(`/?r=${r}`, HTML);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('HIT');
      expect(res.body.equals(home.body)).toBe(true);
    }
    expect(computed()).toBe(before);
  });

  it('/sitemap.xml?r=... is the sitemap', async () => {
    await raw('/sitemap.xml');
    const before = computed();
    for (const r of ['1', '2', 'x'.repeat(300)]) {
      const res = await raw(`/sitemap.xml?r=${r}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('HIT');
    }
    expect(computed()).toBe(before);
  });

  it('page numbers far past the end read as the first empty page (API and page HTML)', async () => {
    const first = JSON.parse((await raw('/api/berita?page=1')).body.toString());
    const lastPage: number = first.meta.last_page;
    const empty = await raw(`/api/berita?page=${lastPage + 1}`);
    expect(JSON.parse(empty.body.toString())).toEqual({
      data: [],
      meta: { ...first.meta, current_page: lastPage + 1 },
    });
    await raw(`/berita?page=${lastPage + 1}`, HTML);
    const before = computed();
    for (const page of [lastPage + 2, 999, 424242, 2 ** 40]) {
      const res = await raw(`/api/berita?page=${page}`);
      expect(res.headers['x-cache'], String(page)).toBe('HIT');
      expect(res.body.equals(empty.body), String(page)).toBe(true);
      const html = await raw(`/berita?page=${page}`, HTML);
      expect(html.status, String(page)).toBe(200);
      expect(html.headers['x-cache'], String(page)).toBe('HIT');
    }
    expect(computed()).toBe(before);
  });

  it('other spellings of a page path are redirected to the canonical one', async () => {
    for (const [spelling, canonical] of [
      ['/BERITA', '/berita'],
      ['/berita/', '/berita'],
      ['/Tentang//?x=1', '/tentang'],
      ['/berita/?page=2&x=1', '/berita?page=2'],
      ['/Berita?page=1', '/berita'],
      ['//', '/'],
    ]) {
      const res = await raw(spelling, HTML);
      expect(res.status, spelling).toBe(301);
      expect(res.headers.location, spelling).toBe(canonical);
      expect(res.body.length, spelling).toBe(0);
    }
  });

  it('every unknown page path is one 404 entry', async () => {
    await raw('/halaman-yang-tidak-ada-0', HTML);
    const before = computed();
    for (let i = 1; i <= 5; i += 1) {
      const res = await raw(`/halaman-yang-tidak-ada-${i}/${'x'.repeat(i)}`, HTML);
      expect(res.status).toBe(404);
      expect(res.headers['x-cache']).toBe('HIT');
    }
    expect(computed()).toBe(before);
  });
});

describe('each answer from the edge', () => {
  it('two requests on a hit carry two request ids, never the first caller’s', async () => {
    await raw('/api/awarding', { 'X-Request-Id': 'pemanggil-pertama-1' });
    const a = await raw('/api/awarding', { 'X-Request-Id': 'pemanggil-kedua-2' });
    const b = await raw('/api/awarding');
    const c = await raw('/api/awarding');
    for (const res of [a, b, c]) expect(res.headers['x-cache']).toBe('HIT');
    expect(a.headers['x-request-id']).toBe('pemanggil-kedua-2');
    const ids = [a, b, c].map((res) => res.headers['x-request-id']);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain('pemanggil-pertama-1');
  });

  it('sends ETag and 304, HEAD without a body, and a strong ETag that changes with the content', async () => {
    const first = await raw('/api/berita/terbaru');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await raw('/api/berita/terbaru', { 'If-None-Match': `W/"x", ${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    const head = await raw('/api/berita/terbaru', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
  });

  it('compresses once per entry: brotli and gzip variants of the same bytes, Vary by what is negotiated', async () => {
    await raw('/', HTML);
    const bodies = edge().store.stats().bodies;
    const identity = await raw('/', { ...HTML, 'Accept-Encoding': 'identity' });
    const br = await raw('/', { ...HTML, 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gzip = await raw('/', { ...HTML, 'Accept-Encoding': 'gzip, br;q=0' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 2);
    expect(edge().store.stats().bodies).toBe(bodies);
    for (const res of [identity, br, gzip]) expect(res.headers.vary).toBe('Accept, Accept-Encoding');
    expect((await raw('/api/awarding', { 'Accept-Encoding': 'br' })).headers.vary).toBe('Accept-Encoding');
  });

  it('is ready for a CDN: browsers revalidate and never reuse a stale copy, the CDN reads its own header; no-store on everything else', async () => {
    for (const [p, headers] of [
      ['/api/awarding', {}],
      ['/', HTML],
      ['/rss.xml', {}],
      ['/api/kabinet', {}],
    ] as const) {
      const res = await raw(p, headers);
      // a browser honours stale-while-revalidate in Cache-Control: an admin screen's read after its own write would
      // be answered from the browser's cache (ADR 065); only the CDN's own header may allow it
      expect(res.headers['cache-control'], p).toMatch(PUBLIC_READ_CACHE_CONTROL);
      expect(res.headers['cache-control'], p).not.toMatch(/stale-/);
      expect(res.headers['cdn-cache-control'], p).toMatch(PUBLIC_READ_CDN_CACHE_CONTROL);
      // and so does the 304 of a revalidation
      const again = await raw(p, { ...headers, 'If-None-Match': String(res.headers.etag) });
      expect(again.status, p).toBe(304);
      expect(again.headers['cache-control'], p).toMatch(PUBLIC_READ_CACHE_CONTROL);
      expect(again.headers['cdn-cache-control'], p).toMatch(PUBLIC_READ_CDN_CACHE_CONTROL);
    }
    const a = app.agent();
    await a.loginOk();
    for (const p of ['/api/me', '/api/admin/berita', '/api/admin/kabinet', '/api/health']) {
      const res = await a.get(p);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
      expect(res.headers.get('cdn-cache-control'), p).toBeNull();
    }
  });

  it('a signed-in admin’s cookie never reaches the computation of a public read', async () => {
    const admin = app.agent();
    await admin.loginOk();
    const slug = `bukan-berita-${Date.now()}`;
    const res = await admin.get(`/api/berita/${slug}`);
    expect(res.status).toBe(404);
    expect(res.cookies.hmrpl_session).toBeUndefined();
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

/** A news item made through the admin API (`status`: draft or published). */
async function newsItem(title: string, status: 'draft' | 'published'): Promise<AdminNewsDetail> {
  const admin = app.agent();
  await admin.loginOk();
  const form = new FormData();
  form.append('title', title);
  form.append('content', `<p>${title}</p>`);
  form.append('status', status);
  form.append('image', new Blob([await imageBytes('png')], { type: 'image/png' }), 'foto.png');
  const res = await admin.post('/api/admin/berita', form);
  expect(res.status, res.text).toBe(201);
  return res.body.data as AdminNewsDetail;
}

describe('a page path is its page, whatever Accept says (a CDN may ignore Vary: Accept)', () => {
  const ACCEPTS: Array<Record<string, string>> = [{ Accept: 'application/json' }, { Accept: '*/*' }, {}, HTML];

  it('answers /, /berita, /tentang, /kegiatan, an article, /login and an unknown path with HTML, Cache-Control and Vary: Accept; never a redirect or JSON', async () => {
    const article = await newsItem(`Berita halaman ${Date.now()}`, 'published');
    const paths = [
      '/',
      '/berita',
      '/tentang',
      '/kegiatan',
      `/berita/${article.slug}`,
      '/login',
      '/tidak-ada-sama-sekali',
    ];
    for (const p of paths) {
      const bodies = new Set<string>();
      for (const headers of ACCEPTS) {
        const res = await raw(p, headers);
        const where = `${p} ${JSON.stringify(headers)}`;
        expect(res.status, where).toBe(p === '/tidak-ada-sama-sekali' ? 404 : 200);
        expect(res.headers['content-type'], where).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], where).toBeTruthy();
        expect(String(res.headers.vary), where).toMatch(/\bAccept\b/);
        expect(res.headers.location, where).toBeUndefined();
        expect(res.body.toString(), where).toContain('<script type="module" src="/assets/app-3f9a1c.js"></script>');
        bodies.add(res.body.toString());
      }
      // the same page for every Accept: whichever a CDN kept, it is the right one
      expect(bodies.size, p).toBe(1);
    }
    // `/` is never Strapi's redirect to its dashboard
    for (const headers of ACCEPTS) expect((await raw('/', headers)).status).not.toBe(302);
  });

  it('keeps Strapi’s dashboard API under /admin apart by Accept (Vary: Accept), and never stored', async () => {
    const api = await raw('/admin/init', { Accept: 'application/json' });
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(api.body.toString())).toHaveProperty('data');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(String(api.headers.vary)).toMatch(/\bAccept\b/);
    // in any case, as Strapi's router matches it
    const upper = await raw('/ADMIN/init', { Accept: 'application/json' });
    expect(upper.status).toBe(200);
    expect(JSON.parse(upper.body.toString())).toHaveProperty('data');
    // a browser's navigation to the site's own admin page: the SPA, no-cache, the same Vary
    const page = await raw('/admin/berita', HTML);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary)).toMatch(/\bAccept\b/);
  });

  it('gives no-store to every answer outside the edge’s reads that says nothing itself', async () => {
    for (const [p, headers] of [
      ['/admin/init', { Accept: 'application/json' }],
      ['/admin/users/me', { Accept: 'application/json' }],
      ['/uploads/tidak-ada.png', {}],
      ['/content-manager/init', { Accept: 'application/json' }],
      ['/api/tidak-ada', {}],
    ] as const) {
      const res = await raw(p, headers);
      expect(res.headers['cache-control'], `${p} (${res.status})`).toBe('no-store');
    }
    // what says otherwise keeps its own: the built files, the dashboard's shell
    expect((await raw('/assets/app-3f9a1c.js')).headers['cache-control']).toMatch(/immutable/);
    expect((await raw('/cms/tidak-ada', HTML)).headers['cache-control']).toBe('no-cache');
  });
});

describe('a preview link goes past the cache for its own item only, within the miss budget', () => {
  let draft: AdminNewsDetail;
  let other: AdminNewsDetail;
  let token: string;

  beforeAll(async () => {
    draft = await newsItem(`Draf pratinjau ${Date.now()}`, 'draft');
    other = await newsItem(`Berita lain ${Date.now()}`, 'published');
    const admin = app.agent();
    await admin.loginOk();
    const { url } = (await admin.post<PreviewLinkResponse>(`/api/admin/berita/${draft.id}/pratinjau`)).body;
    token = new URL(url, app.baseUrl).searchParams.get('pratinjau')!;
  });

  it('a token made for article A is ignored on article B: B’s cached answer, nothing computed', async () => {
    const plainApi = await raw(`/api/berita/${other.slug}`);
    const plainPage = await raw(`/berita/${other.slug}`, HTML);
    expect([plainApi.status, plainPage.status]).toEqual([200, 200]);
    const before = computed();
    for (let i = 0; i < 3; i += 1) {
      const api = await raw(`/api/berita/${other.slug}?pratinjau=${token}`);
      expect(api.headers['x-cache']).toBe('HIT');
      expect(api.body.equals(plainApi.body)).toBe(true);
      const page = await raw(`/berita/${other.slug}?pratinjau=${token}`, HTML);
      expect(page.headers['x-cache']).toBe('HIT');
      expect(page.body.equals(plainPage.body)).toBe(true);
    }
    expect(computed()).toBe(before);
    // on its own article it opens the draft, past the cache
    const own = await raw(`/api/berita/${draft.slug}?pratinjau=${token}`);
    expect(own.status).toBe(200);
    expect(own.headers['x-cache']).toBeUndefined();
    expect(own.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(own.body.toString())).toMatchObject({ id: draft.id, preview: true });
  });

  it('waits for the miss budget like any miss: without a slot it is shed (503), never rendered', async () => {
    const acquire = vi.spyOn(edge().budget, 'acquire').mockReturnValue(null);
    try {
      for (const [p, headers] of [
        [`/api/berita/${draft.slug}?pratinjau=${token}`, {}],
        [`/berita/${draft.slug}?pratinjau=${token}`, HTML],
      ] as const) {
        const res = await raw(p, headers);
        expect(res.status, p).toBe(503);
        expect(res.headers['retry-after'], p).toBe('2');
        expect(res.headers['cache-control'], p).toBe('no-store');
        expect(res.body.toString(), p).not.toContain(draft.title);
      }
      expect(acquire).toHaveBeenCalled();
    } finally {
      acquire.mockRestore();
    }
    expect((await raw(`/api/berita/${draft.slug}?pratinjau=${token}`)).status).toBe(200);
  });
});

describe('when the database does not answer', () => {
  /** Every database call of Strapi fails as when PostgreSQL is stopped (connection refused). */
  function databaseDown() {
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failing = new Proxy(
      {},
      {
        // every method fails; `then` stays undefined (the object itself is not a promise)
        get: (_target, name) => (name === 'then' ? undefined : () => Promise.reject(refused())),
      },
    );
    vi.spyOn(app.strapi.db, 'query').mockImplementation(() => failing as never);
    vi.spyOn(app.strapi.db.connection, 'raw').mockImplementation((() => Promise.reject(refused())) as never);
  }

  it('keeps answering what the cache holds; a read it does not hold is 503 with Retry-After; never 500', async () => {
    const cached = ['/api/berita?page=1', '/api/awarding', '/rss.xml'];
    for (const p of cached) expect((await raw(p)).status, p).toBe(200);
    expect((await raw('/', HTML)).status).toBe(200);
    // on PostgreSQL the shared version cannot be read either: the answers held are stale (on SQLite it is in memory)
    const postgres = app.strapi.config.get('database.connection.client') === 'postgres';
    databaseDown();
    try {
      for (const p of cached) {
        const res = await raw(p);
        expect(res.status, p).toBe(200);
        expect(res.headers['x-cache'], p).toBe(postgres ? 'STALE' : 'HIT');
        if (postgres) {
          expect(res.headers.warning, p).toBe('110 - "Response is Stale"');
          expect(res.headers['cache-control'], p).toBe('no-store');
        }
      }
      expect((await raw('/', HTML)).status).toBe(200);

      const api = await raw(`/api/berita/belum-pernah-dibaca-${Date.now()}`);
      expect(api.status).toBe(503);
      expect(api.headers['retry-after']).toBe('10');
      expect(JSON.parse(api.body.toString())).toEqual({ message: 'Server sedang sibuk. Coba lagi dalam 10 detik.' });

      const page = await raw(`/berita/belum-pernah-dibaca-${Date.now()}`, HTML);
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe('10');
      expect(page.headers['cache-control']).toBe('no-store');
      // the SPA itself, without page data: it asks the API and shows its usual error state
      expect(page.body.toString()).toContain('<script type="module" src="/assets/app-3f9a1c.js"></script>');
      expect(page.body.toString()).not.toContain('id="page-data"');

      // the SPA's admin pages need no database at all
      expect((await raw('/admin/berita', HTML)).status).toBe(200);
    } finally {
      vi.restoreAllMocks();
    }
    // back: the page that failed is computed now
    expect((await raw(`/api/berita/belum-pernah-dibaca-x${Date.now()}`)).status).toBe(404);
  });

  it('refuses a write with 503 saying nothing was stored, and stores nothing (no row, no file)', async () => {
    const admin = app.agent();
    await admin.loginOk();
    const pesan = `Aspirasi saat basis data mati ${Date.now()}`;
    const title = `Berita saat basis data mati ${Date.now()}`;
    const uploads = path.join(app.tmpDir, 'public', 'uploads');
    const filesBefore = readdirSync(uploads).sort();
    databaseDown();
    let aspiration;
    let news;
    try {
      aspiration = await admin.post('/api/aspirasi', { kategori: 'Saran', pesan, isAnonim: true });
      const form = new FormData();
      form.append('title', title);
      form.append('content', '<p>Isi</p>');
      form.append('image', new Blob([await imageBytes('png')], { type: 'image/png' }), 'foto.png');
      news = await admin.post('/api/admin/berita', form);
    } finally {
      vi.restoreAllMocks();
    }
    for (const res of [aspiration, news]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(res.body).toEqual({ message: 'Server sedang sibuk, tidak ada yang tersimpan. Coba lagi dalam 10 detik.' });
    }
    expect(await app.strapi.db.query('api::aspirasi.aspirasi').count({ where: { pesan } })).toBe(0);
    expect(await app.strapi.db.query('api::berita.berita').count({ where: { title } })).toBe(0);
    expect(readdirSync(uploads).sort()).toEqual(filesBefore);
  });
});
