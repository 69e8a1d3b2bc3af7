import { describe, expect, it } from 'vitest';
import { PublicCache, cacheKey, isPublicCacheablePath, strongEtag } from '../public-cache';

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

describe('cacheKey', () => {
  it('keys a read by the parameters its route reads, normalised', () => {
    const key = (path: string, query: Record<string, unknown>) => cacheKey(path, query)?.key;
    expect(key('/api/galeri', { x: '1' })).toBe('/api/galeri');
    expect(key('/api/galeri', { page: '01', x: '2' })).toBe('/api/galeri?page=1&limit=6');
    expect(key('/api/galeri', { page: ['2', '3'], limit: '1000' })).toBe('/api/galeri?page=2&limit=100');
    expect(key('/api/berita', {})).toBe('/api/berita?page=1');
    expect(key('/api/berita', { page: 'abc', utm_source: 'x' })).toBe('/api/berita?page=1');
    expect(key('/api/berita/terbaru', { x: '1' })).toBe('/api/berita/terbaru');
    expect(key('/api/awarding', { v: String(Math.random()) })).toBe('/api/awarding');
    expect(key('/api/admin/berita', {})).toBeUndefined();
  });
});
