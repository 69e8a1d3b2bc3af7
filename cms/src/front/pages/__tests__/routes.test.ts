/** The server's route table against the SPA's (web/src/config/paths.ts): a new public page must be added to both. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../../web/src/config/paths';
import { newsDetailUrl, newsPageUrl } from '../../../../../web/src/features/berita/api/keys';
import { activityPaths } from '../../../../../web/src/config/activity-paths';
import { programPaths } from '../../../../../web/src/config/program-paths';
import {
  programDetailKey as webProgramDetailKey,
  programListKey as webProgramListKey,
} from '../../../../../web/src/features/proker/api/get-proker';
import { loadSite } from '../../site';
import {
  LOGIN_PATH,
  cabinetArchivePath,
  newsDetailKey,
  newsPageKey,
  pageFromQuery,
  searchFromQuery,
  ACTIVITIES_CALENDAR_PATH,
  activityCalendarPath,
  activityDetailPath,
  programDetailKey,
  programDetailPath,
  programListKey,
} from '../routes';

const { pages: PAGES, publicPaths: PUBLIC_PATHS, matchPage } = await loadSite();

/** A match as the page's name (its kind) and slug. */
const named = (match: ReturnType<typeof matchPage>) =>
  match.kind === 'page' ? { kind: match.page.name, ...(match.slug ? { slug: match.slug } : {}) } : match;
const kindOf = (path: string) => named(matchPage(path)).kind;

describe('the server knows the SPA’s routes', () => {
  it('has the same public pages as web/src/config/paths.ts', () => {
    const web = Object.entries(paths).filter(([, value]) => typeof value === 'string' && value !== paths.login);
    expect(Object.fromEntries(web)).toEqual(PUBLIC_PATHS);
    expect(paths.login).toBe(LOGIN_PATH);
    expect(paths.newsDetail('a b')).toBe('/berita/a%20b');
    expect(paths.cabinetArchive('a b')).toBe(cabinetArchivePath('a b'));
    expect(named(matchPage(paths.cabinetArchive('nama-2030-2031')))).toEqual({
      kind: 'cabinetArchive',
      slug: 'nama-2030-2031',
    });
    // the activities' addresses live beside the route table (web/src/config/activity-paths.ts)
    expect(activityPaths.detail('a b')).toBe(activityDetailPath('a b'));
    expect(activityPaths.calendar('a b')).toBe(activityCalendarPath('a b'));
    expect(activityPaths.feed).toBe(ACTIVITIES_CALENDAR_PATH);
    // the programs' page and SWR keys (the first data of /proker, /proker/{slug} and an archived cabinet's page)
    expect(programPaths.detail('a b')).toBe(programDetailPath('a b'));
    expect(webProgramListKey()).toBe(programListKey());
    expect(webProgramListKey('a b')).toBe(programListKey('a b'));
    expect(webProgramDetailKey('a b')).toBe(programDetailKey('a b'));
    // the admin screens below /admin (Kelola Kegiatan's too, named in web/src/features/admin-kegiatan/paths.ts)
    expect(kindOf('/admin/kegiatan/edit/7')).toBe('private');
    for (const p of Object.values(paths.admin)) {
      const sample = typeof p === 'function' ? p(7) : p;
      expect(kindOf(sample), sample).toBe('private');
    }
  });

  it('matches the router’s routes in web/src/app/router.tsx, and their modules exist', () => {
    const read = (file: string) => readFileSync(path.resolve(__dirname, '../../../../../web', file), 'utf8');
    const routesOf = (source: string) => [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]!);
    const routePaths = routesOf(read('src/app/router.tsx'))
      .filter((p) => !['*', 'login', 'admin/*'].includes(p))
      .map((p) => `/${p}`);
    // /kegiatan/* is the activities module's: its own routes are the list (index) and one activity
    expect(routePaths).toContain('/kegiatan/*');
    const activityRoutes = routesOf(read('src/app/routes/public/activities.tsx')).map((p) => `/kegiatan/${p}`);
    expect(
      [
        ...routePaths.filter((p) => p !== '/kegiatan/*'),
        '/kegiatan',
        ...activityRoutes.filter((p) => !p.endsWith('*')),
      ].sort(),
    ).toEqual(
      [
        ...Object.values(PUBLIC_PATHS).filter((p) => p !== '/'),
        // every page with a parameter (`/berita/:slug`, ...), as the declarations name them
        ...PAGES.filter((page) => page.path.includes('/:')).map((page) => page.path),
      ].sort(),
    );
    for (const source of PAGES.flatMap((page) => page.routeModule ?? [])) {
      expect(() => read(source!), source).not.toThrow();
    }
  });

  it('reads paths as React Router does', () => {
    expect(named(matchPage('/'))).toEqual({ kind: 'home' });
    expect(named(matchPage('/berita/'))).toEqual({ kind: 'news' });
    expect(named(matchPage('/berita/rapat%20kerja'))).toEqual({ kind: 'newsDetail', slug: 'rapat kerja' });
    expect(named(matchPage('/berita/%E0%A4%A'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/berita/a/b'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/kegiatan/rapat%20kerja'))).toEqual({ kind: 'activityDetail', slug: 'rapat kerja' });
    expect(named(matchPage('/kegiatan/'))).toEqual({ kind: 'activities' });
    expect(named(matchPage('/kegiatan/a/b'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/tidak-ada'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/login'))).toEqual({ kind: 'private' });
    expect(named(matchPage('/admin/berita/tambah'))).toEqual({ kind: 'private' });
    expect(named(matchPage('/administrasi'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/tentang/kabinet/'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/tentang/kabinet'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/tentang/kabinet/a/b'))).toEqual({ kind: 'notFound' });
    expect(named(matchPage('/tentang/kabinet/%E0%A4%A'))).toEqual({ kind: 'notFound' });
  });

  it('reads ?page= as the SPA’s pageFromQuery', () => {
    expect([undefined, '', 'abc', '0', '-2', '2', '2abc', '3.7', ['4', '5']].map(pageFromQuery)).toEqual([
      1, 1, 1, 1, 1, 2, 2, 3, 4,
    ]);
  });
});

describe('the first data sits under the SPA’s own keys', () => {
  it('the news list and its search', () => {
    for (const [page, q] of [
      [1, ''],
      [3, ''],
      [1, 'rapat kerja'],
      [2, 'Café & "kutip" 50% a_b /?#'],
    ] as const) {
      expect(newsPageKey(page, q)).toBe(newsPageUrl(page, q));
    }
    expect(searchFromQuery(['  rapat  ', 'x'])).toBe('rapat');
    expect(searchFromQuery(undefined)).toBe('');
  });

  it('an article, and an article opened through a preview link', () => {
    for (const slug of ['rapat-kerja', 'a b', 'ü']) {
      expect(newsDetailKey(slug)).toBe(newsDetailUrl(slug));
      expect(newsDetailKey(slug, 'ab.c-d_e')).toBe(newsDetailUrl(slug, 'ab.c-d_e'));
      expect(newsDetailKey(slug, '')).toBe(newsDetailUrl(slug, ''));
    }
  });
});
