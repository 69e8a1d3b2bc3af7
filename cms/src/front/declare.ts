/**
 * The shape of a content type's public side: one declaration per type in src/front/types/<type>.ts, made with
 * `siteType()`. src/front/site.ts finds every file of that folder and derives every central table from them (the
 * edge's public reads, the content that moves the cache version, the page table, the sitemap). A new type writes its
 * declaration; nothing central is written by hand (CONTRIBUTING.md, "Adding a content type"). See ADR 055 and ADR 079.
 */
import type { Core, UID } from '@strapi/strapi';
import type { TrashType } from '@hmrpl/contract';
import { read, type PreviewKind, type PublicRead, type QueryParser, type SegmentParser } from './edge/reads';
import type { PageContent, SiteFacts } from './pages/site';
import type { TrashKind } from '../lib/trash/trash';

/** A content type whose writes move the cache version (every public answer is computed again after them). */
export type CacheSource = UID.ContentType;

/** What a page's head and first data are made from. */
export interface PageRequest {
  strapi: Core.Strapi;
  /** The active cabinet and the settings (every page's footer). */
  site: SiteFacts;
  /** An absolute URL of a root-relative path (PUBLIC_URL, else the request's origin). */
  abs: (path: string) => string;
  /** The request's query (`?page=`, `?q=`, a preview link's `pratinjau`). */
  query: Record<string, unknown>;
  /** The decoded `:slug` of a page with a parameter; '' for the others. */
  slug: string;
}

/** One URL of /sitemap.xml: a root-relative path and its last change (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastmod: string;
}

/** One making of /sitemap.xml: what its pages read is read once, whichever pages need it (`once`). */
export interface SitemapRun {
  strapi: Core.Strapi;
  /** When the site was built: no page's lastmod is older. */
  builtAt: Date;
  once<T>(name: string, load: () => Promise<T>): Promise<T>;
}

/** The newest of the dates (and the build), as ISO 8601: a static page's lastmod. */
export function newestOf(run: SitemapRun, dates: Array<string | Date | undefined>): string {
  const times = dates.filter(Boolean).map((date) => new Date(date!).getTime());
  return new Date(Math.max(run.builtAt.getTime(), ...times)).toISOString();
}

export interface SitePage {
  /** The page's name; a page without a parameter has the same name in the SPA's route table (web/src/config/paths.ts). */
  name: string;
  /** `/berita` or `/berita/:slug` (at most one parameter, the last segment). */
  path: string;
  /** The query parameters its answer depends on, with their parsers (its cache key, ADR 041). */
  query?: Record<string, QueryParser>;
  /** Parsers of its path parameter (default: any non-empty segment). */
  params?: Record<string, SegmentParser>;
  /** The query parameter holding its page number (a paged page). */
  pages?: string;
  /** The kind of item a preview link of this page opens (`?pratinjau=`, past the cache: ADR 061). */
  preview?: PreviewKind;
  /** The SPA's route modules it preloads (source paths in Vite's manifest, from web/). */
  routeModule?: string | string[];
  /** Its head and first data (ADR 022): the same answers as its /api reads, under the SPA's SWR keys. */
  content(request: PageRequest): PageContent | Promise<PageContent>;
  /**
   * Its URLs in /sitemap.xml (every one a search engine should know), or `{ none: why }` for a page that has none.
   * Required: a page cannot be left out of the sitemap by forgetting it (src/front/__tests__/site.test.ts).
   */
  sitemap: ((run: SitemapRun) => Promise<SitemapEntry[]>) | { none: string };
}

/**
 * A content type's public side. Room is left for what this round adds to every type: what its admin writes record in
 * the audit log, and how a delete moves it to the trash (one field each, read by the audit and trash code).
 */
export interface SiteType {
  /** The content types (UIDs) whose writes change what this type's reads and pages show. */
  sources: readonly CacheSource[];
  /** Content types of this API that no public read shows, each with the reason (the cache-source test asks). */
  unseen?: Partial<Record<CacheSource, string>>;
  /** Its public reads under /api and its feeds, one line each (`api(...)`, `feed(...)` from src/front/edge/reads.ts). */
  reads?: readonly PublicRead[];
  /** Its public pages. */
  pages?: readonly SitePage[];
  /**
   * How its deletes go to the trash (ADR 089): one `trashable({ uid, title, slug?, purge? })` per kind, under the kind's
   * name (`TrashType` in contract/src/sampah.ts). Its service's delete then calls `moveToTrash(strapi, '<kind>', ...)`.
   */
  trash?: Partial<Record<TrashType, TrashKind>>;
}

const DECLARED = new WeakSet<object>();

/**
 * A content type's public side, as its file in src/front/types declares it: `export const <type> = siteType({ ... })`.
 * The declaration is checked against `SiteType` here, and only what this made is taken by src/front/site.ts, which
 * refuses a file of that folder that declares none (or more than one).
 */
export function siteType(declaration: SiteType): SiteType {
  DECLARED.add(declaration);
  return declaration;
}

/** Made by `siteType()`. */
export const isSiteType = (value: unknown): value is SiteType =>
  typeof value === 'object' && value !== null && DECLARED.has(value);

/** A page's line in the edge's table of public reads. */
export const readOfPage = (page: SitePage): PublicRead =>
  read('page')(page.path, page.query ?? {}, {
    ...(page.params ? { params: page.params } : {}),
    ...(page.pages ? { pages: page.pages } : {}),
    ...(page.preview ? { preview: page.preview } : {}),
  });
