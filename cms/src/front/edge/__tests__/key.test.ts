/** The key rule (src/front/edge/key.ts) over the table of public reads: spellings, parameters, pages, redirects. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KeyRule, watchedBuildStamp, type KeyContext, type Target } from '../key';
import type { PublicRead } from '../reads';
import { loadSite } from '../../site';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const site = await loadSite();
const PUBLIC_READS = site.publicReads;
const lastPages = new Map<string, number>();
const context: KeyContext = {
  buildStamp: () => 'b1',
  origin: () => 'https://hmrpl.test',
  lastPage: (key) => lastPages.get(key),
  // stands for the signature check: `{kind}:{slug}` is a token this site signed for that item
  opensPreview: (kind, token, slug) => token === `${kind}:${slug}`,
  knownPage: (rawPath) => site.matchPage(rawPath).kind !== 'notFound',
};
const rule = new KeyRule(PUBLIC_READS, context);
const resolve = (url: string, headers: Record<string, string> = {}) => rule.resolve(url, headers) as Target;
const key = (url: string, headers: Record<string, string> = {}) => resolve(url, headers)?.key;

describe('the key of a public read', () => {
  it('is the path without case or trailing slashes, plus only the parameters the read uses', () => {
    for (const spelling of [
      '/api/galeri',
      '/api/galeri/',
      '/API/galeri',
      '/Api/Galeri//',
      '/api/galeri?x=1&utm_source=y',
    ])
      expect(key(spelling), spelling).toBe('/api/galeri');
    for (const spelling of [
      '/api/galeri?page=1&limit=6',
      '/api/galeri?page=01&limit=6&x=2',
      '/api/galeri?limit=6&page=1&utm_source=z',
      '/api/galeri?page=1&page=2&limit=006',
      '/api/galeri?page=1',
      '/api/galeri?page=1&limit=abc',
    ])
      expect(key(spelling), spelling).toBe('/api/galeri?page=1&limit=6');
    expect(key('/api/galeri?page=2&limit=1000')).toBe('/api/galeri?page=2&limit=100');
    expect(key('/api/berita')).toBe('/api/berita?page=1');
    expect(key('/api/berita?page=abc&r=1')).toBe('/api/berita?page=1');
    expect(key('/api/berita/terbaru?x=1')).toBe('/api/berita/terbaru');
    expect(key(`/api/awarding?v=${Math.random()}`)).toBe('/api/awarding');
  });

  it('does not depend on Origin, cookies or any other header of an API read', () => {
    const plain = key('/api/berita?page=2');
    const others: Array<Record<string, string>> = [
      { origin: 'https://x.example' },
      { cookie: 'hmrpl_session=abc' },
      { accept: 'text/html' },
    ];
    for (const headers of others) expect(key('/api/berita?page=2', headers)).toBe(plain);
  });

  it('reads path parameters decoded, with the controller’s parser; an impossible value is one shared key', () => {
    expect(key('/api/berita/rapat-kerja')).toBe('/api/berita/rapat-kerja');
    expect(key('/api/berita/rapat%2Dkerja')).toBe('/api/berita/rapat-kerja');
    expect(key('/API/BERITA/Rapat-Kerja')).toBe('/api/berita/Rapat-Kerja');
    for (const bad of [
      '/api/berita/a%20b',
      '/api/berita/%E0%A4%A',
      `/api/berita/${'a'.repeat(300)}`,
      '/api/berita/a%2Fb',
    ])
      expect(key(bad), bad).toBe('/api/berita/:slug#none');
  });

  it('is not a public read: other paths, methods the edge leaves to Strapi, an admin path', () => {
    for (const p of [
      '/api/admin/berita',
      '/api/me',
      '/api/aspirasi',
      '/api/beritax',
      '/api/awarding/x',
      '/api//galeri',
    ])
      expect(rule.resolve(p, {}), p).toBeNull();
    for (const p of ['/admin', '/admin/berita', '/login', '/favicon.ico', '/assets/app.js', '/cms', '/uploads/a.png'])
      for (const accept of [HTML, { accept: 'application/json' }, {}]) expect(rule.resolve(p, accept), p).toBeNull();
    // Strapi's router matches without case: its dashboard's paths in any spelling are its own
    for (const p of ['/ADMIN/init', '/Cms', '/CONTENT-MANAGER/init', '/API/aspirasi', '/Storage/x'])
      expect(rule.resolve(p, { accept: 'application/json' }), p).toBeNull();
  });

  it('makes pages and feeds part of the build and the origin', () => {
    expect(key('/', HTML)).toBe('b1 https://hmrpl.test /');
    expect(key('/?r=1', HTML)).toBe(key('/', HTML));
    expect(key('/?r=2&fbclid=x', HTML)).toBe(key('/', HTML));
    expect(key('/sitemap.xml?r=1')).toBe('b1 https://hmrpl.test /sitemap.xml');
    const other = new KeyRule(PUBLIC_READS, { ...context, buildStamp: () => 'b2' });
    expect((other.resolve('/', HTML) as Target).key).not.toBe(key('/', HTML));
    const noBuild = new KeyRule(PUBLIC_READS, { ...context, buildStamp: () => null });
    expect(noBuild.resolve('/', HTML)).toBeNull();
  });

  it('answers a page path with its page whatever Accept says (one key: the answer never depends on it)', () => {
    const accepts: Array<Record<string, string>> = [
      HTML,
      { accept: 'application/json' },
      { accept: 'text/html;q=0, */*' },
      { accept: '*/*' },
      { accept: 'image/webp' },
      {},
    ];
    for (const headers of accepts) {
      expect(key('/berita', headers), headers.accept).toBe('b1 https://hmrpl.test /berita');
      expect(key('/', headers), headers.accept).toBe('b1 https://hmrpl.test /');
      expect(resolve('/tidak-ada', headers).key, headers.accept).toBe('b1 https://hmrpl.test /*');
    }
  });

  it('redirects other spellings of a page or feed to the canonical URL, keeping only its parameters', () => {
    const redirect = (url: string) => resolve(url, HTML).redirect;
    expect(redirect('/BERITA')).toBe('/berita');
    expect(redirect('/berita/')).toBe('/berita');
    expect(redirect('/berita/?page=2&x=1')).toBe('/berita?page=2');
    expect(redirect('/Berita?page=1')).toBe('/berita');
    expect(redirect('/berita/rapat%2Dkerja')).toBe('/berita/rapat-kerja');
    expect(redirect('/SITEMAP.XML')).toBe('/sitemap.xml');
    expect(redirect('//')).toBe('/');
    expect(redirect('/berita?page=2&x=1')).toBeUndefined();
    expect(redirect('/')).toBeUndefined();
    expect(resolve('/API/galeri/').redirect).toBeUndefined();
  });

  it('makes every unknown page path one 404 entry, computed from its own path', () => {
    const a = resolve('/tidak-ada', HTML);
    const b = resolve('/halaman/yang/tidak/ada?x=1', HTML);
    expect(a.key).toBe(b.key);
    expect(b.url).toBe('/halaman/yang/tidak/ada');
    expect(resolve('/berita/a/b', HTML).key).toBe(a.key);
  });

  it('clamps page numbers past the last page once an answer told it', () => {
    lastPages.clear();
    expect(key('/api/berita?page=999')).toBe('/api/berita?page=999');
    // a search's pages are bound apart from the list's (the bound key holds the words, none here)
    lastPages.set('/api/berita?q=', 4);
    for (const page of [6, 999, 2 ** 40]) expect(key(`/api/berita?page=${page}`)).toBe('/api/berita?page=5');
    expect(key('/api/berita?page=5')).toBe('/api/berita?page=5');
    expect(key('/api/berita?page=3')).toBe('/api/berita?page=3');
    expect(resolve('/api/berita?page=999').url).toBe('/api/berita?page=5');
    lastPages.set('/api/galeri?limit=6', 2);
    expect(key('/api/galeri?page=50&limit=6')).toBe('/api/galeri?page=3&limit=6');
    expect(key('/api/galeri?page=50&limit=7')).toBe('/api/galeri?page=50&limit=7');
    lastPages.set('/berita?q=', 3);
    expect(key('/berita?page=77', HTML)).toBe('b1 https://hmrpl.test /berita?page=4');
    lastPages.clear();
  });

  it('lets a preview token signed for this very item past the cache, with its own URL', () => {
    const preview: PublicRead = {
      kind: 'api',
      path: '/api/berita/:slug',
      query: {},
      params: { slug: (s) => s },
      preview: 'berita',
    };
    const withPreview = new KeyRule([preview], context);
    expect(withPreview.resolve('/api/berita/a?pratinjau=berita:a', {})).toMatchObject({
      bypass: true,
      url: '/api/berita/a?pratinjau=berita:a',
    });
    expect((withPreview.resolve('/api/berita/a?lain=1', {}) as Target).key).toBe('/api/berita/a');
  });

  it('has a read for every public page the SPA knows', () => {
    const pages = PUBLIC_READS.filter((r) => r.kind === 'page').map((r) => r.path);
    for (const p of ['/', '/tentang', '/kegiatan', '/aspirasi', '/rekrutmen', '/berita', '/berita/:slug'])
      expect(pages, p).toContain(p);
  });
});

describe('the reads of the newsroom, the cabinet and the activities', () => {
  it('keys a news search on its folded words, and a page of results by them too', () => {
    expect(key('/api/berita?q=Café&page=1')).toBe('/api/berita?page=1&q=cafe');
    expect(key('/api/berita?q=%20CAFE%20&x=1')).toBe('/api/berita?page=1&q=cafe');
    expect(key('/api/berita?q=')).toBe('/api/berita?page=1');
    expect(resolve('/api/berita?q=Café').url).toBe('/api/berita?page=1&q=cafe');
    // the page shows the words as typed (its title and first data carry them)
    expect(key('/berita?q=Rapat', HTML)).toBe('b1 https://hmrpl.test /berita?q=Rapat');
    expect(key('/berita?page=2&q=rapat', HTML)).toBe('b1 https://hmrpl.test /berita?page=2&q=rapat');
  });

  it('sends a preview link past the cache only for the item it was signed for; any other value is ignored', () => {
    for (const url of ['/api/berita/draf-1?pratinjau=berita:draf-1', '/API/berita/x?pratinjau=berita:x'])
      expect(resolve(url).bypass, url).toBe(true);
    expect(resolve('/berita/draf-1?pratinjau=berita:draf-1', HTML).bypass).toBe(true);
    expect(resolve('/tentang/kabinet/k-2026-2027?pratinjau=kabinet:k-2026-2027', HTML).bypass).toBe(true);
    expect(resolve('/api/kabinet/k-2026-2027?pratinjau=kabinet:k-2026-2027').bypass).toBe(true);
    // a made-up token, or one signed for another item or another kind, opens nothing: the slug's cached answer
    expect(key('/api/berita/draf-1?pratinjau=palsu')).toBe('/api/berita/draf-1');
    expect(key('/api/berita/draf-2?pratinjau=berita:draf-1')).toBe('/api/berita/draf-2');
    expect(key('/berita/draf-2?pratinjau=berita:draf-1', HTML)).toBe('b1 https://hmrpl.test /berita/draf-2');
    expect(key('/api/kabinet/draf-1?pratinjau=berita:draf-1')).toBe('/api/kabinet/draf-1');
    expect(key('/berita/draf-1?pratinjau=palsu', HTML)).toBe('b1 https://hmrpl.test /berita/draf-1');
    // other reads ignore the parameter like any other junk
    expect(key('/api/berita?pratinjau=berita:draf-1')).toBe('/api/berita?page=1');
    expect(key('/api/kegiatan/x?pratinjau=kegiatan:x')).toBe('/api/kegiatan/x');
  });

  it('keys the activities by `waktu`, and only the ended ones by page', () => {
    expect(key('/api/kegiatan')).toBe('/api/kegiatan?waktu=mendatang');
    expect(key('/api/kegiatan?waktu=apa&page=3')).toBe('/api/kegiatan?waktu=mendatang');
    expect(key('/api/kegiatan?waktu=lampau')).toBe('/api/kegiatan?waktu=lampau&page=1');
    expect(key('/api/kegiatan?page=02&waktu=lampau&x=1')).toBe('/api/kegiatan?waktu=lampau&page=2');
    expect(key('/kegiatan?page=2', HTML)).toBe('b1 https://hmrpl.test /kegiatan?page=2');
  });

  it('tells an activity’s calendar file from its page, and the feed of every activity from both', () => {
    const calendar = resolve('/kegiatan/rapat-kerja.ics', HTML);
    expect(calendar.kind).toBe('feed');
    expect(calendar.key).toBe('b1 https://hmrpl.test /kegiatan/rapat-kerja.ics');
    expect(resolve('/kegiatan/rapat-kerja', HTML).kind).toBe('page');
    expect(resolve('/kegiatan.ics').kind).toBe('feed');
    expect(resolve('/kegiatan.ics', { accept: 'text/calendar' }).key).toBe('b1 https://hmrpl.test /kegiatan.ics');
  });

  it('answers the cabinet and the settings from one key each', () => {
    expect(key('/api/kabinet/aktif?x=1')).toBe('/api/kabinet/aktif');
    expect(key('/API/kabinet/')).toBe('/api/kabinet');
    expect(key('/api/kabinet/kabinet-2024')).toBe('/api/kabinet/kabinet-2024');
    expect(key('/api/pengaturan?v=2')).toBe('/api/pengaturan');
    expect(key('/tentang/kabinet/kabinet-2024/', HTML)).toBe('b1 https://hmrpl.test /tentang/kabinet/kabinet-2024');
    expect(resolve('/tentang/kabinet/kabinet-2024/', HTML).redirect).toBe('/tentang/kabinet/kabinet-2024');
  });
});

describe('the build stamp', () => {
  it('is seen again at once when the build folder comes back (pages go through the edge from the next request)', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-stamp-'));
    const dist = path.join(root, 'dist');
    try {
      mkdirSync(dist);
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
      const stamp = watchedBuildStamp(dist);
      const first = stamp();
      expect(first).not.toBeNull();
      renameSync(dist, `${dist}.away`);
      // the folder's watcher (or the 2 s re-read) notices it went away
      for (const until = Date.now() + 3000; stamp() !== null && Date.now() < until;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(stamp()).toBeNull();
      renameSync(`${dist}.away`, dist);
      expect(stamp()).toBe(first);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
