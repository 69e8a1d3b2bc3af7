/**
 * The public site, from the content types' declarations (src/front/types/<type>.ts, shape: src/front/declare.ts).
 * `loadSite()` finds every file of that folder (no list written by hand: a new type's file is all it takes) and
 * derives every central table from them:
 *
 * - `publicReads`: every read the edge answers (each type's /api reads and feeds, then every page);
 * - `cacheSources`: the content types whose writes move the cache version (src/lib/cache/version.ts);
 * - `pages`, `matchPage`: the page table (which page a path is, with its head and first data);
 * - `sitemapEntries`: /sitemap.xml, every page's own entries;
 * - `trashKinds`: how each kind of content goes to the trash (src/lib/trash/trash.ts; ADR 089).
 *
 * The folder is read where the code runs: src/front/types/*.ts under Vitest, dist/src/front/types/*.js once Strapi
 * compiled it (`strapi develop`, `strapi start`). The load is a dynamic import, the one loader both understand, so
 * the site is loaded once, asynchronously: the CMS's bootstrap awaits it before the edge starts (front/edge/edge.ts).
 * A file there that declares no site type, or more than one, stops the load with its name.
 *
 * src/front/__tests__/site.test.ts fails when a content type is neither a cache source nor declared unseen, when a
 * public read's content type does not move the cache, when a page has no sitemap entry, and when a file of
 * src/front/types is not taken. See ADR 055 and ADR 079.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { withoutTrailingSlashes } from '../lib/content/strings';
import type { PublicRead } from './edge/reads';
import { isSiteType, readOfPage, type CacheSource, type SitePage, type SiteType, type SitemapEntry } from './declare';
import { ADMIN_PREFIX, LOGIN_PATH } from './pages/routes';
import type { TrashKind } from '../lib/trash/trash';

/** Where the declarations are, one file per type. */
const TYPES_DIR = path.join(__dirname, 'types');

/**
 * Content types that belong to no type's public side (the sign-in machinery), with the reason. Every other content
 * type is a cache source or named `unseen` by its type's declaration.
 */
export const INFRASTRUCTURE: Partial<Record<CacheSource, string>> = {
  'api::session.session': 'admin sign-in sessions (src/lib/auth/session.ts)',
  'api::device-epoch.device-epoch': 'the sign-in device epoch (src/lib/auth/sign-ins.ts)',
  'api::sampah.sampah': "the trash's entries: deleted items, for the admins only (src/lib/trash/trash.ts)",
  'api::riwayat.riwayat': 'the audit log: who did what, for the pengelola only (src/middlewares/audit.ts)',
  'api::two-factor.two-factor': "an admin's second factor: the TOTP secret, never public (src/api/two-factor)",
  'api::two-factor.two-factor-attempt': 'the second step of a sign-in in progress (src/api/two-factor)',
  'api::two-factor.two-factor-code': "an admin's single-use recovery codes (src/api/two-factor)",
};

export type PageMatch = { kind: 'page'; page: SitePage; slug: string } | { kind: 'private' } | { kind: 'notFound' };

/** A type's declaration and the file it came from (`dokumen.ts`, or `dokumen.js` once compiled). */
interface DeclaredType {
  file: string;
  type: SiteType;
}

interface Site {
  /** Every declaration, in the order of their files' names. */
  types: readonly DeclaredType[];
  /** The page table: every type's pages, in the types' order. */
  pages: readonly SitePage[];
  /**
   * The edge's table (src/front/edge/edge.ts): reads and feeds first (a feed path may look like a page's), then pages.
   */
  publicReads: readonly PublicRead[];
  /** What moves the cache version (src/lib/cache/version.ts `followWrites`). */
  cacheSources: ReadonlySet<string>;
  /** The pages without a parameter, by name (the SPA's route table names them the same: web/src/config/paths.ts). */
  publicPaths: Readonly<Record<string, string>>;
  /**
   * What a browser navigation is: a public page (with its decoded slug), a private page (/login, /admin/*: `noindex`,
   * no data) or an unknown path (404 with the SPA's 404 page). A parameter is one decoded segment after its prefix.
   */
  matchPage(rawPath: string): PageMatch;
  /**
   * The entries of /sitemap.xml: every page's own, the pages without a parameter first, then the items of the others
   * (each group in path order). What several pages read (the news, the cabinets) is read once.
   */
  sitemapEntries(strapi: Core.Strapi, builtAt: Date): Promise<SitemapEntry[]>;
  /** Every type's trash kinds by name (`trash` of each declaration); a name declared twice stops the load. */
  trashKinds: ReadonlyMap<string, TrashKind>;
}

/** Is this file of src/front/types a declaration's module? (`x.ts`, or `x.js` once compiled; not `x.d.ts`, `x.map`.) */
const DECLARATION_FILE = /^[a-z0-9][a-z0-9-]*\.(ts|js)$/;
/** What a compiler or an editor may leave beside them, ignored. */
const BESIDE = /(\.d\.ts|\.map)$|^\./;

/**
 * Every declaration in `dir` (default: src/front/types), in file-name order. Each file exports exactly one value made
 * by `siteType()`; a file that does not, a folder, or a file of another kind stops the load with its name, so that no
 * type is left out quietly.
 */
export async function discoverSiteTypes(dir = TYPES_DIR): Promise<DeclaredType[]> {
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !BESIDE.test(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const found: DeclaredType[] = [];
  for (const entry of entries) {
    const where = `src/front/types/${entry.name}`;
    if (!entry.isFile() || !DECLARATION_FILE.test(entry.name))
      throw new Error(`${where}: this folder holds one declaration file per content type (<type>.ts), nothing else`);
    const exported: Record<string, unknown> = await import(path.join(dir, entry.name));
    const declared = Object.values(exported).filter(isSiteType);
    if (declared.length !== 1)
      throw new Error(
        `${where} declares ${declared.length} site types: export exactly one, ` +
          '`export const <type> = siteType({ ... })` (src/front/declare.ts)',
      );
    found.push({ file: entry.name, type: declared[0]! });
  }
  return found;
}

/** A page's parameter (`/berita/:slug`): the literal part before it, and its name. */
const parameterOf = (page: SitePage) => {
  const at = page.path.lastIndexOf('/:');
  return at < 0 ? null : { prefix: page.path.slice(0, at + 1), name: page.path.slice(at + 2) };
};

/** Without a trailing slash (React Router reads `/berita/` as `/berita`). */
function normalizePath(path: string): string {
  return path.length > 1 ? withoutTrailingSlashes(path) || '/' : path;
}

const byPath = (a: SitePage, b: SitePage) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Every declared trash kind by name; two types declaring one name is a mistake the start names. */
function trashKindsOf(types: readonly DeclaredType[]): Map<string, TrashKind> {
  const found = new Map<string, TrashKind>();
  for (const { file, type } of types) {
    for (const [name, kind] of Object.entries(type.trash ?? {})) {
      if (!kind) continue;
      if (found.has(name)) throw new Error(`src/front/types/${file}: the trash kind '${name}' is declared twice`);
      found.set(name, kind);
    }
  }
  return found;
}

/** The tables of the site, derived from its types' declarations. */
function siteOf(types: readonly DeclaredType[]): Site {
  const pages = types.flatMap(({ type }) => type.pages ?? []);
  const plainPages = pages.filter((page) => !parameterOf(page));
  const sitemapOrder = [...plainPages].sort(byPath).concat(pages.filter((page) => parameterOf(page)).sort(byPath));

  function matchPage(rawPath: string): PageMatch {
    const path = normalizePath(rawPath);
    if (path === LOGIN_PATH || path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) return { kind: 'private' };
    for (const page of pages) if (page.path === path) return { kind: 'page', page, slug: '' };
    for (const page of pages) {
      const parameter = parameterOf(page);
      if (!parameter || !path.startsWith(parameter.prefix)) continue;
      const rest = path.slice(parameter.prefix.length);
      if (!rest || rest.includes('/')) continue;
      try {
        return { kind: 'page', page, slug: decodeURIComponent(rest) };
      } catch {
        // a segment that does not decode is no page
        return { kind: 'notFound' };
      }
    }
    return { kind: 'notFound' };
  }

  async function sitemapEntries(strapi: Core.Strapi, builtAt: Date): Promise<SitemapEntry[]> {
    const loads = new Map<string, Promise<unknown>>();
    const run = {
      strapi,
      builtAt,
      once<T>(name: string, load: () => Promise<T>): Promise<T> {
        if (!loads.has(name)) loads.set(name, load());
        return loads.get(name) as Promise<T>;
      },
    };
    const lists = await Promise.all(
      sitemapOrder.map((page) => (typeof page.sitemap === 'function' ? page.sitemap(run) : Promise.resolve([]))),
    );
    return lists.flat();
  }

  return {
    types,
    pages,
    publicReads: [...types.flatMap(({ type }) => type.reads ?? []), ...pages.map(readOfPage)],
    cacheSources: new Set(types.flatMap(({ type }) => type.sources)),
    publicPaths: Object.fromEntries(plainPages.map((page) => [page.name, page.path])),
    matchPage,
    sitemapEntries,
    trashKinds: trashKindsOf(types),
  };
}

let loading: Promise<Site> | undefined;

/** The site of src/front/types, loaded once per process (a failed load fails every caller: the CMS does not start). */
export function loadSite(): Promise<Site> {
  loading ??= discoverSiteTypes().then(siteOf);
  return loading;
}
