/**
 * An in-memory cache of the public JSON reads (news, gallery, awarding, recruitment posters).
 *
 * - Which requests: GET/HEAD of `/api/berita`, `/api/berita/*`, `/api/galeri`, `/api/galeri/*`,
 *   `/api/awarding`, `/api/rekrutmen` (public data: the same answer for everyone, signed in or not).
 * - Key: the full URL (path + query). Value: status, body bytes, strong ETag and the response headers
 *   (security headers included, `Set-Cookie` never), so a hit can be replayed before the rest of the stack.
 * - Bounded: at most `maxEntries` answers and `maxBytes` of bodies; least recently used go first.
 * - Invalidation: one global version counter. `invalidate()` bumps it and drops everything. It is called
 *   after any successful unsafe request under /api and after every database write to our content types
 *   or to uploaded files (so edits in the Strapi dashboard show at once). An answer computed while a
 *   write happened is not stored (its version is stale).
 */
import { createHash } from 'node:crypto';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const PUBLIC_PATHS = [/^\/api\/berita(?:\/.*)?$/, /^\/api\/galeri(?:\/.*)?$/, /^\/api\/awarding$/, /^\/api\/rekrutmen$/];

export const isPublicCacheablePath = (path: string) => PUBLIC_PATHS.some((re) => re.test(path));

export interface CachedAnswer {
  status: number;
  body: Buffer;
  etag: string;
  headers: Record<string, string | string[]>;
  version: number;
}

/** Headers never replayed from the cache (recomputed or per-request). */
const SKIP_HEADERS = new Set(['set-cookie', 'content-length', 'date', 'etag', 'cache-control', 'connection', 'keep-alive', 'transfer-encoding', 'x-response-time']);

export const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

export function replayableHeaders(headers: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SKIP_HEADERS.has(name.toLowerCase()) || value === undefined) continue;
    out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

export interface PublicCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export class PublicCache {
  private entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private currentVersion = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;
  hits = 0;
  misses = 0;

  constructor({ maxEntries = 500, maxBytes = 16 * 1024 * 1024 }: PublicCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get version() {
    return this.currentVersion;
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (entry.version !== this.currentVersion) {
      this.delete(key);
      this.misses += 1;
      return undefined;
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  /** Stores an answer computed at `version`; ignored when a write happened meanwhile or it is too big. */
  set(key: string, answer: CachedAnswer): boolean {
    if (answer.version !== this.currentVersion) return false;
    if (answer.body.length > this.maxBytes / 8) return false;
    this.delete(key);
    while ((this.entries.size >= this.maxEntries || this.bytes + answer.body.length > this.maxBytes) && this.entries.size > 0) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    return true;
  }

  invalidate() {
    this.currentVersion += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** The process-wide cache used by `global::public-cache`. */
export const publicCache = new PublicCache();
