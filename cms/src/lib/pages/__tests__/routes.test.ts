/** The server's route table against the SPA's (web/src/config/paths.ts): a new public page must be added to both. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../../web/src/config/paths';
import {
  ACTIVITIES_CALENDAR_PATH,
  LOGIN_PATH,
  PUBLIC_PATHS,
  ROUTE_MODULES,
  activityCalendarPath,
  activityDetailPath,
  matchPage,
  pageFromQuery,
} from '../routes';

describe('the server knows the SPA’s routes', () => {
  it('has the same public pages as web/src/config/paths.ts', () => {
    const web = Object.entries(paths).filter(
      ([, value]) => typeof value === 'string' && value !== paths.login && value !== paths.activitiesCalendar,
    );
    expect(Object.fromEntries(web)).toEqual(PUBLIC_PATHS);
    expect(paths.login).toBe(LOGIN_PATH);
    expect(paths.newsDetail('a b')).toBe('/berita/a%20b');
    expect(paths.activityDetail('a b')).toBe(activityDetailPath('a b'));
    expect(paths.activityCalendar('a b')).toBe(activityCalendarPath('a b'));
    expect(paths.activitiesCalendar).toBe(ACTIVITIES_CALENDAR_PATH);
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
    ).toEqual([...Object.values(PUBLIC_PATHS).filter((p) => p !== '/'), '/berita/:slug', '/kegiatan/:slug'].sort());
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
    expect(matchPage('/kegiatan/rapat%20kerja')).toEqual({ kind: 'activityDetail', slug: 'rapat kerja' });
    expect(matchPage('/kegiatan/')).toEqual({ kind: 'activities' });
    expect(matchPage('/kegiatan/a/b')).toEqual({ kind: 'notFound' });
    expect(matchPage('/tidak-ada')).toEqual({ kind: 'notFound' });
    expect(matchPage('/login')).toEqual({ kind: 'private' });
    expect(matchPage('/admin/berita/tambah')).toEqual({ kind: 'private' });
    expect(matchPage('/administrasi')).toEqual({ kind: 'notFound' });
  });

  it('reads ?page= as the SPA’s pageFromQuery', () => {
    expect([undefined, '', 'abc', '0', '-2', '2', '2abc', '3.7', ['4', '5']].map(pageFromQuery)).toEqual([
      1, 1, 1, 1, 1, 2, 2, 3, 4,
    ]);
  });
});
