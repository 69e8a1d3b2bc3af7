/** The server's route table against the SPA's (web/src/config/paths.ts): a new public page must be added to both. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../../web/src/config/paths';
import { LOGIN_PATH, PUBLIC_PATHS, ROUTE_MODULES, cabinetArchivePath, matchPage, pageFromQuery } from '../routes';

describe('the server knows the SPA’s routes', () => {
  it('has the same public pages as web/src/config/paths.ts', () => {
    const web = Object.entries(paths).filter(([, value]) => typeof value === 'string' && value !== paths.login);
    expect(Object.fromEntries(web)).toEqual(PUBLIC_PATHS);
    expect(paths.login).toBe(LOGIN_PATH);
    expect(paths.newsDetail('a b')).toBe('/berita/a%20b');
    expect(paths.cabinetArchive('a b')).toBe(cabinetArchivePath('a b'));
    expect(matchPage(paths.cabinetArchive('nama-2030-2031'))).toEqual({
      kind: 'cabinetArchive',
      slug: 'nama-2030-2031',
    });
    for (const p of Object.values(paths.admin)) {
      const sample = typeof p === 'function' ? p(7) : p;
      expect(matchPage(sample).kind, sample).toBe('private');
    }
  });

  it('matches the router’s routes in web/src/app/router.tsx, and their modules exist', () => {
    const router = readFileSync(path.resolve(__dirname, '../../../../../web/src/app/router.tsx'), 'utf8');
    const routePaths = [...router.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]);
    expect(
      routePaths
        .filter((p) => !['*', 'login', 'admin/*'].includes(p))
        .map((p) => `/${p}`)
        .sort(),
    ).toEqual(
      [...Object.values(PUBLIC_PATHS).filter((p) => p !== '/'), '/berita/:slug', '/tentang/kabinet/:slug'].sort(),
    );
    for (const source of Object.values(ROUTE_MODULES)) {
      expect(() => readFileSync(path.resolve(__dirname, '../../../../../web', source!)), source).not.toThrow();
    }
  });

  it('reads paths as React Router does', () => {
    expect(matchPage('/')).toEqual({ kind: 'home' });
    expect(matchPage('/berita/')).toEqual({ kind: 'news' });
    expect(matchPage('/berita/rapat%20kerja')).toEqual({ kind: 'newsDetail', slug: 'rapat kerja' });
    expect(matchPage('/berita/%E0%A4%A')).toEqual({ kind: 'notFound' });
    expect(matchPage('/berita/a/b')).toEqual({ kind: 'notFound' });
    expect(matchPage('/tidak-ada')).toEqual({ kind: 'notFound' });
    expect(matchPage('/login')).toEqual({ kind: 'private' });
    expect(matchPage('/admin/berita/tambah')).toEqual({ kind: 'private' });
    expect(matchPage('/administrasi')).toEqual({ kind: 'notFound' });
    expect(matchPage('/tentang/kabinet/')).toEqual({ kind: 'notFound' });
    expect(matchPage('/tentang/kabinet')).toEqual({ kind: 'notFound' });
    expect(matchPage('/tentang/kabinet/a/b')).toEqual({ kind: 'notFound' });
    expect(matchPage('/tentang/kabinet/%E0%A4%A')).toEqual({ kind: 'notFound' });
  });

  it('reads ?page= as the SPA’s pageFromQuery', () => {
    expect([undefined, '', 'abc', '0', '-2', '2', '2abc', '3.7', ['4', '5']].map(pageFromQuery)).toEqual([
      1, 1, 1, 1, 1, 2, 2, 3, 4,
    ]);
  });
});
