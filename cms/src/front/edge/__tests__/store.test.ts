/** The edge's cache (src/front/edge/store.ts): versions, the hard memory limit, admission by frequency, shared bodies. */
import { describe, expect, it } from 'vitest';
import { EdgeStore, type Answer } from '../store';

const answer = (body: string, status = 200): Answer => ({
  status,
  headers: ['content-type', 'application/json; charset=utf-8'],
  body: Buffer.from(body),
  expiresAt: 0,
});
const NOW = 1_000_000;

describe('EdgeStore', () => {
  it('keeps an answer made at the current version, and drops everything when the version moves on', () => {
    const store = new EdgeStore({ maxBytes: 1024 * 1024 });
    store.observe(3);
    store.offer('/api/awarding', answer('{"a":1}'), 3);
    expect(store.get('/api/awarding', NOW)?.body.identity.toString()).toBe('{"a":1}');
    store.observe(2); // an older version read late changes nothing
    expect(store.get('/api/awarding', NOW)).toBeDefined();
    store.observe(4);
    expect(store.get('/api/awarding', NOW)).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('never keeps an answer computed before a write, nor one computed while the version was unknown', () => {
    const store = new EdgeStore({ maxBytes: 1024 * 1024 });
    store.observe(5);
    const late = store.offer('/api/berita?page=1', answer('lama'), 4);
    expect(late.body.identity.toString()).toBe('lama'); // still answers its own request
    expect(store.get('/api/berita?page=1', NOW)).toBeUndefined();
    store.offer('/api/berita?page=1', answer('tanpa versi'), undefined);
    expect(store.get('/api/berita?page=1', NOW)).toBeUndefined();
  });

  it('drops an answer at the time its maker gave (a scheduled change)', () => {
    const store = new EdgeStore({ maxBytes: 1024 * 1024 });
    store.offer('/api/kegiatan', { ...answer('[]'), expiresAt: NOW + 1000 }, 0);
    expect(store.get('/api/kegiatan', NOW + 999)).toBeDefined();
    expect(store.get('/api/kegiatan', NOW + 1000)).toBeUndefined();
  });

  it('keeps one copy of equal bodies, with its compressed variants made once', () => {
    const store = new EdgeStore({ maxBytes: 4 * 1024 * 1024 });
    const page = `<html>${'Halaman tidak ditemukan. '.repeat(200)}</html>`;
    const html = (): Answer => ({ ...answer(page, 404), headers: ['content-type', 'text/html; charset=utf-8'] });
    const first = store.offer('/tidak-ada-1', html(), 0);
    expect(first.body.br!.length).toBeLessThan(page.length / 4);
    expect(first.body.gzip!.length).toBeLessThan(page.length / 4);
    const bytesAfterOne = store.bytes;
    for (let i = 2; i <= 100; i += 1) expect(store.offer(`/tidak-ada-${i}`, html(), 0).body).toBe(first.body);
    expect(store.stats().bodies).toBe(1);
    expect(store.bytes - bytesAfterOne).toBeLessThan(99 * 400);
  });

  it('never passes its memory limit, whatever it is offered', () => {
    const store = new EdgeStore({ maxBytes: 256 * 1024 });
    let most = 0;
    for (let i = 0; i < 100_000; i += 1) {
      store.get(`/api/berita/acak-${i}`, NOW);
      store.offer(`/api/berita/acak-${i}`, answer(`{"message":"Berita tidak ditemukan.","n":${i}}`, 404), 0);
      most = Math.max(most, store.bytes);
    }
    expect(most).toBeLessThanOrEqual(256 * 1024);
    expect(store.size).toBeGreaterThan(100);
  });

  it('lets a flood of one-off keys evict nothing that visitors keep reading (admission by frequency)', () => {
    const store = new EdgeStore({ maxBytes: 128 * 1024 });
    const hot = Array.from({ length: 20 }, (_, i) => `/api/hot-${i}`);
    for (let round = 0; round < 5; round += 1)
      for (const key of hot) if (!store.get(key, NOW)) store.offer(key, answer(`{"hot":"${key}"}`), 0);
    for (let i = 0; i < 50_000; i += 1) {
      const key = `/api/berita/serangan-${i}`;
      if (!store.get(key, NOW)) store.offer(key, answer(`{"serangan":${i}}`, 404), 0);
      // visitors keep reading the hot pages meanwhile, a little
      if (i % 500 === 0) for (const h of hot) store.get(h, NOW);
    }
    for (const key of hot) expect(store.get(key, NOW), key).toBeDefined();
    expect(store.stats().refused).toBeGreaterThan(0);
    expect(store.bytes).toBeLessThanOrEqual(128 * 1024);
  });

  it('lets a newly popular entry in over a one-off one', () => {
    const store = new EdgeStore({ maxBytes: 16 * 1024 });
    // full of one-off entries: the next one-off is refused
    for (let i = 0; i < 2000; i += 1) store.offer(`/x-${i}`, answer(`{"x":${i}}`), 0);
    expect(store.stats().refused).toBeGreaterThan(0);
    const popular = '/api/berita/populer';
    for (let i = 0; i < 5; i += 1) store.get(popular, NOW);
    store.offer(popular, answer('{"populer":true}'), 0);
    expect(store.get(popular, NOW)).toBeDefined();
  });

  it('remembers the last page of a paged read for its version only', () => {
    const store = new EdgeStore({ maxBytes: 1024 * 1024 });
    store.rememberLastPage('/api/berita?', 4, 0);
    expect(store.lastPage('/api/berita?')).toBe(4);
    store.rememberLastPage('/api/galeri?limit=6', 9, 7); // computed at another version
    expect(store.lastPage('/api/galeri?limit=6')).toBeUndefined();
    store.observe(1);
    expect(store.lastPage('/api/berita?')).toBeUndefined();
  });
});
