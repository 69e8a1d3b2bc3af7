/** Pure units of the platform (the rate limits: multi-process.unit.test.ts): CSRF tokens, storage path guard, public cache bounds. */
import { describe, expect, it } from 'vitest';
import { createCsrfToken, hasValidSignature } from '../src/lib/auth/csrf';
import { isSafeStoragePath } from '../src/middlewares/storage';
import { PublicCache, isPublicCacheablePath, strongEtag } from '../src/lib/cache/public-cache';
import { pickEncoding, resolveDistFile } from '../src/lib/pages/spa-files';

describe('CSRF tokens', () => {
  const secret = Buffer.from('rahasia-uji');
  it('verifies its own tokens and nothing else', () => {
    const token = createCsrfToken(secret);
    expect(hasValidSignature(secret, token)).toBe(true);
    expect(hasValidSignature(Buffer.from('lain'), token)).toBe(false);
    const [nonce, sig] = token.split('.');
    expect(hasValidSignature(secret, `${nonce}x.${sig}`)).toBe(false);
    expect(hasValidSignature(secret, `${nonce}.${sig.slice(0, -1)}`)).toBe(false);
    expect(hasValidSignature(secret, nonce)).toBe(false);
    expect(hasValidSignature(secret, '')).toBe(false);
  });
});

describe('isSafeStoragePath', () => {
  it.each(['berita/abc.webp', 'a.png', 'galeri/2025/x%20y.jpg'])('accepts %s', (p) =>
    expect(isSafeStoragePath(p)).toBe(true),
  );
  it.each(['', '../x', 'a/../../x', '..%2fx', '%2e%2e/x', 'a\\..\\x', 'a%5cb', 'a//b', './a', 'a%00.png', '%E0%A4%A'])(
    'refuses %s',
    (p) => expect(isSafeStoragePath(p)).toBe(false),
  );
});

describe('PublicCache', () => {
  const answer = (body: string, version: number) => ({
    status: 200,
    body: Buffer.from(body),
    etag: strongEtag(Buffer.from(body)),
    headers: {},
    version,
  });

  it('stores, replays, and drops everything on invalidate()', () => {
    const cache = new PublicCache();
    expect(cache.set('/api/berita', answer('a', cache.version))).toBe(true);
    expect(cache.get('/api/berita')?.body.toString()).toBe('a');
    cache.invalidate();
    expect(cache.get('/api/berita')).toBeUndefined();
  });

  it('refuses an answer computed before a write', () => {
    const cache = new PublicCache();
    const version = cache.version;
    cache.invalidate();
    expect(cache.set('/api/berita', answer('lama', version))).toBe(false);
  });

  it('is bounded by entries and bytes, dropping the least recently used', () => {
    const cache = new PublicCache({ maxEntries: 3, maxBytes: 1000 });
    for (const k of ['a', 'b', 'c']) cache.set(k, answer(k, 0));
    cache.get('a');
    cache.set('d', answer('d', 0));
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('big', answer('x'.repeat(120), 0));
    expect(cache.totalBytes).toBeLessThanOrEqual(1000);
    expect(cache.set('huge', answer('x'.repeat(200), 0))).toBe(false); // over maxBytes / 8
  });

  it('covers only the public reads', () => {
    for (const p of [
      '/api/berita',
      '/api/berita/terbaru',
      '/api/berita/rapat-kerja',
      '/api/galeri',
      '/api/awarding',
      '/api/rekrutmen',
    ])
      expect(isPublicCacheablePath(p), p).toBe(true);
    for (const p of ['/api/admin/berita', '/api/me', '/api/aspirasi', '/api/beritax', '/api/awarding/x', '/api/login'])
      expect(isPublicCacheablePath(p), p).toBe(false);
  });
});

describe('SPA helpers', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('never resolves a file outside the dist folder', async () => {
    expect(await resolveDistFile(__dirname, '/../package.json')).toBeNull();
    expect(await resolveDistFile(__dirname, '/%2e%2e/package.json')).toBeNull();
    expect(await resolveDistFile(__dirname, '/helpers/..%5c..%5cpackage.json')).toBeNull();
    expect(await resolveDistFile(__dirname, '/helpers/index.ts')).not.toBeNull();
  });
});
