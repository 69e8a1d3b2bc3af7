/**
 * The key rule: which public read a request is (src/front/edge/reads.ts), its cache key, and the canonical URL a miss
 * is computed from. The key is the path without case or trailing slashes plus exactly the read's parameters,
 * normalised; everything else, `Accept` included, is ignored: a page path is the same page whatever a client says it
 * accepts (ADR 060). Other spellings of a page or feed are redirected (301). See ADR 041.
 */
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import { existsSync, statSync, watch as fsWatch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { PreviewKind, PublicRead, ReadKind } from './reads';
import { isDashboardPath, isStrapiPath } from '../../lib/http/paths';
import { PREVIEW_PARAM } from '../../lib/cache/preview';

interface Segment {
  literal?: string;
  param?: string;
  suffix?: string;
}

interface CompiledRead {
  read: PublicRead;
  segments: Segment[];
}

export interface Target {
  read: PublicRead;
  kind: ReadKind;
  /** The cache key. */
  key: string;
  /** Path and query handed to Strapi on a miss. */
  url: string;
  /** Set when the request must be redirected (301) to this canonical URL instead. */
  redirect?: string;
  /** Paged reads: the key of the read without its page (the last page is remembered under it), and the page. */
  bound?: { key: string; page: number };
  /**
   * A preview link this site signed for this very item: handed to Strapi untouched (`url` is the request's own),
   * never stored nor answered from the cache, but computed within the miss budget like any miss (ADR 061).
   */
  bypass?: true;
}

function compile(read: PublicRead): CompiledRead {
  const parts = read.path === '/' ? [] : read.path.slice(1).split('/');
  const segments = parts.map((part): Segment => {
    if (!part.startsWith(':')) return { literal: part.toLowerCase() };
    const dot = part.indexOf('.');
    return dot < 0 ? { param: part.slice(1) } : { param: part.slice(1, dot), suffix: part.slice(dot).toLowerCase() };
  });
  return { read, segments };
}

/** The 404 of any extension-less path the SPA does not know: one entry for them all. */
const NOT_FOUND_PAGE: PublicRead = { kind: 'page', path: '/*', query: {} };

/** The request's path split into segments, without trailing slashes (`/` is no segment). */
function splitPath(rawPath: string): { segments: string[]; trailing: boolean } {
  let end = rawPath.length;
  while (end > 1 && rawPath.charCodeAt(end - 1) === 0x2f) end -= 1;
  const trimmed = rawPath.slice(0, end);
  return { segments: trimmed === '/' ? [] : trimmed.slice(1).split('/'), trailing: end !== rawPath.length };
}

function decode(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

interface Matched {
  read: PublicRead;
  /** Canonical path, or null when a path parameter has no possible entry. */
  canonical: string | null;
  /** The path parameters, decoded and parsed (only those with a possible entry). */
  params: Record<string, string>;
}

function matchRead(compiled: CompiledRead, segments: string[]): Matched | null {
  if (compiled.segments.length !== segments.length) return null;
  let canonical = '';
  let valid = true;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const want = compiled.segments[i];
    const got = segments[i];
    if (want.literal !== undefined) {
      if (got.length !== want.literal.length || got.toLowerCase() !== want.literal) return null;
      canonical += `/${want.literal}`;
      continue;
    }
    let raw = got;
    if (want.suffix) {
      if (raw.length <= want.suffix.length || !raw.toLowerCase().endsWith(want.suffix)) return null;
      raw = raw.slice(0, raw.length - want.suffix.length);
    }
    if (!raw) return null;
    const parser = compiled.read.params?.[want.param!];
    const decoded = decode(raw);
    const value = decoded === null ? null : parser ? parser(decoded) : decoded;
    if (value === null) valid = false;
    else {
      params[want.param!] = value;
      canonical += `/${encodeURIComponent(value)}${want.suffix ?? ''}`;
    }
  }
  return { read: compiled.read, canonical: valid ? canonical || '/' : null, params };
}

export interface KeyContext {
  /** The build's stamp (index.html's mtime and size), or null when there is no build. */
  buildStamp: () => string | null;
  /** PUBLIC_URL when set; else the request's origin (pages and feeds write absolute URLs with it). */
  origin: (headers: Record<string, string | string[] | undefined>, encrypted: boolean) => string;
  /** The last page of a paged read at the current cache version, when an answer told it. */
  lastPage: (boundKey: string) => number | undefined;
  /**
   * Does this `pratinjau` value send the request past the cache? Only a token this site signed for this kind of item
   * and this very slug, not yet expired; any other value (another item's token included) is ignored like junk, and
   * the cached answer is given.
   */
  opensPreview: (kind: PreviewKind, token: string, slug: string) => boolean;
  /** Is this path a page the SPA knows, public or private? (The page table's `matchPage`: src/front/site.ts.) */
  knownPage: (rawPath: string) => boolean;
}

export class KeyRule {
  private readonly exact = new Map<string, CompiledRead>();
  private readonly patterns: CompiledRead[] = [];

  constructor(
    reads: readonly PublicRead[],
    private readonly context: KeyContext,
  ) {
    for (const read of reads) {
      const compiled = compile(read);
      if (compiled.segments.every((s) => s.literal !== undefined)) {
        this.exact.set(compiled.segments.map((s) => `/${s.literal}`).join('') || '/', compiled);
      } else this.patterns.push(compiled);
    }
  }

  /** The read a GET/HEAD request is (a preview link's is marked `bypass`), or null (not a public read: Strapi answers it). */
  resolve(url: string, headers: Record<string, string | string[] | undefined>, encrypted = false): Target | null {
    const q = url.indexOf('?');
    const rawPath = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    const { segments } = splitPath(rawPath);

    let matched: Matched | null = null;
    const exact = this.exact.get(segments.length === 0 ? '/' : `/${segments.join('/')}`.toLowerCase());
    if (exact) matched = { read: exact.read, canonical: exact.read.path, params: {} };
    else {
      for (const compiled of this.patterns) {
        matched = matchRead(compiled, segments);
        if (matched) break;
      }
    }

    // whatever Accept says: a page path is always its page (never Strapi's redirect or JSON 404, ADR 060)
    if (!matched) return this.notFoundPage(rawPath, headers, encrypted);
    const { read } = matched;

    const names = Object.keys(read.query);
    const query: ParsedUrlQuery = rawQuery && (names.length > 0 || read.preview) ? parseQuery(rawQuery) : {};
    if (read.preview && query[PREVIEW_PARAM] !== undefined && matched.params.slug !== undefined) {
      const token = query[PREVIEW_PARAM];
      const first = Array.isArray(token) ? token[0] : token;
      if (first && this.context.opensPreview(read.preview, first, matched.params.slug))
        return { read, kind: read.kind, key: '', url, bypass: true };
    }

    let values = names.map((name) => [name, read.query[name](query[name], query)] as const);
    const querystring = () =>
      values
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
        .join('&');
    let bound: Target['bound'];
    if (read.pages) {
      const pageIndex = names.indexOf(read.pages);
      // a page parser may leave page 1 out (its canonical URL has no page number)
      const pageValue = values[pageIndex]?.[1] ?? 1;
      if (typeof pageValue === 'number') {
        const others = values.filter(([name]) => name !== read.pages);
        const boundKey = `${matched.canonical ?? read.path}?${others.map(([n, v]) => `${n}=${v ?? ''}`).join('&')}`;
        const last = this.context.lastPage(boundKey);
        const page = last !== undefined && pageValue > last + 1 ? last + 1 : pageValue;
        if (page !== pageValue) values = values.map(([name, value]) => [name, name === read.pages ? page : value]);
        bound = { key: boundKey, page };
      }
    }

    const qs = querystring();
    const canonicalPath = matched.canonical;
    const canonicalUrl = canonicalPath === null ? null : qs ? `${canonicalPath}?${qs}` : canonicalPath;
    let prefix = '';
    if (read.kind !== 'api') {
      const stamp = this.context.buildStamp();
      if (stamp === null) return null; // no build: Strapi answers that the site is not built
      prefix = `${stamp} ${this.context.origin(headers, encrypted)} `;
    }
    if (canonicalPath === null) {
      // a value no entry can have: one shared key, computed from the request's own path (the controller's "not found")
      return { read, kind: read.kind, key: `${prefix}${read.path}#none`, url: rawPath, bound };
    }
    const target: Target = { read, kind: read.kind, key: `${prefix}${canonicalUrl}`, url: canonicalUrl!, bound };
    if (read.kind !== 'api' && rawPath !== canonicalPath) target.redirect = canonicalUrl!;
    return target;
  }

  /** An extension-less page path the SPA does not know (whatever Accept says): the one shared 404 entry. */
  private notFoundPage(
    rawPath: string,
    headers: Record<string, string | string[] | undefined>,
    encrypted: boolean,
  ): Target | null {
    // Strapi's paths in any case, as its router matches them (`/API/aspirasi`, `/ADMIN/init` are its own; `/admin/...`
    // is also the SPA's admin pages, global::spa tells them apart)
    if (isStrapiPath(rawPath.toLowerCase()) || isDashboardPath(rawPath) || path.posix.extname(rawPath)) return null;
    if (this.context.knownPage(rawPath)) return null;
    const stamp = this.context.buildStamp();
    if (stamp === null) return null;
    const key = `${stamp} ${this.context.origin(headers, encrypted)} ${NOT_FOUND_PAGE.path}`;
    return { read: NOT_FOUND_PAGE, kind: 'page', key, url: rawPath };
  }
}

/** The build's stamp: index.html's mtime and size (a new build is a new key), or null without a build. */
function statStamp(distRoot: string): string | null {
  try {
    const s = statSync(path.join(distRoot, 'index.html'));
    return `${Math.floor(s.mtimeMs).toString(36)}.${s.size.toString(36)}`;
  } catch {
    return null;
  }
}

/**
 * The build's stamp without a system call per request: read once, then again as soon as anything in the build folder
 * changes (inotify through `fs.watch`: a new build, the folder moved or removed), and at least every 2 s should the
 * watch miss something (a network file system).
 */
export function watchedBuildStamp(distRoot: string): () => string | null {
  let stamp: string | null | undefined;
  let watcher: FSWatcher | null = null;
  let readAt = 0;
  const forget = () => {
    stamp = undefined;
  };
  const watch = () => {
    try {
      watcher = fsWatch(distRoot, { persistent: false }, (event) => {
        forget();
        // the folder itself moved or went away: watch it again once it is back
        if (event === 'rename' && !existsSync(distRoot)) {
          watcher?.close();
          watcher = null;
        }
      });
      watcher.on('error', () => {
        watcher?.close();
        watcher = null;
        forget();
      });
    } catch {
      watcher = null;
    }
  };
  return () => {
    const now = Date.now();
    // no build yet (or the folder away for a moment): looked for again on every request until it is there
    if (stamp === undefined || stamp === null || now - readAt > 2000) {
      stamp = statStamp(distRoot);
      readAt = now;
      if (!watcher && stamp !== null) watch();
    }
    return stamp;
  };
}
