/**
 * An in-memory cache of the public JSON reads (news, gallery, awarding, recruitment posters), in front of the
 * whole stack (src/middlewares/public-cache.ts). ADR 006 and ADR 015.
 *
 * - Which requests: GET/HEAD of `/api/berita`, `/api/berita/terbaru`, `/api/berita/{slug}`, `/api/galeri`,
 *   `/api/awarding`, `/api/rekrutmen`, `/api/kabinet`, `/api/kabinet/aktif`, `/api/kabinet/{slug}`,
 *   `/api/pengaturan`, `/api/kegiatan`, `/api/kegiatan/{slug}` (public data: the same answer for everyone, signed in
 *   or not).
 * - Key: the path plus the parameters that route reads, normalised the way the controllers read them
 *   (`cacheKey`): `/api/galeri?x=1`, `?page=01` and `?page=1&page=2` are all `/api/galeri?page=1&limit=6`;
 *   `/api/berita?q=` keys on the search's folded words (`?q=Café` and `?q=cafe` share one entry).
 * - Never for a request carrying `pratinjau` (a preview link: src/lib/cache/preview.ts).
 *   The middleware then hands the controller exactly those parameters, so an answer depends on its key and
 *   nothing else, and junk parameters can neither multiply the keys nor reach the database.
 * - Value: status, body bytes, strong ETag and the response headers (security headers included, `Set-Cookie`
 *   never), so a hit can be replayed before the rest of the stack.
 * - Bounded: at most `maxEntries` answers and `maxBytes` of bodies; least recently used go first.
 * - Invalidation: a version number (src/lib/cache/version.ts). Entries carry the version they were computed
 *   at; a different current version means a miss. Only committed writes to the data these routes show move
 *   the version, never a login, a logout or an aspiration. An answer that changes with the clock alone (the
 *   upcoming and ended activities) also carries `expiresAt`, set by its controller (`expireCachedAnswerAt`): the
 *   moment the answer would change by itself; from then on it is a miss.
 */
import { createHash } from 'node:crypto';
import { clampedInt, hasParam, pageParam } from '../http/request-params';
import { activityTimeParam } from '../content/activity-input';
import { GALLERY_LIMITS } from '../../api/galeri/services/galeri';
import { searchWords } from '../content/search';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const PUBLIC_PATHS = [
  /^\/api\/berita(?:\/[^/]+)?$/,
  /^\/api\/galeri$/,
  /^\/api\/awarding$/,
  /^\/api\/rekrutmen$/,
  // the active cabinet (`/aktif`), the list, one cabinet by slug; the site settings (no parameters)
  /^\/api\/kabinet(?:\/[^/]+)?$/,
  /^\/api\/pengaturan$/,
  /^\/api\/kegiatan(?:\/[^/]+)?$/,
];

export const isPublicCacheablePath = (path: string) => PUBLIC_PATHS.some((re) => re.test(path));

const GALLERY_LIMIT = { min: 1, max: GALLERY_LIMITS.maxLimit, fallback: GALLERY_LIMITS.defaultLimit };

/**
 * The cache key of a public read and the query string the controller will see, or null when the path is not
 * cached. The parsers are the controllers' own (src/lib/http/request-params.ts).
 */
export function cacheKey(path: string, query: Record<string, unknown>): { key: string; querystring: string } | null {
  if (!isPublicCacheablePath(path)) return null;
  let querystring = '';
  if (path === '/api/berita') {
    // the search's words, folded as the search reads them: `?q=Rapat` and `?q=rapat` are one entry
    const words = searchWords(query.q);
    querystring = `page=${pageParam(query.page)}${words.length > 0 ? `&q=${encodeURIComponent(words.join(' '))}` : ''}`;
  } else if (path === '/api/galeri' && hasParam(query.page)) {
    querystring = `page=${pageParam(query.page)}&limit=${clampedInt(query.limit, GALLERY_LIMIT)}`;
  } else if (path === '/api/kegiatan') {
    querystring =
      activityTimeParam(query.waktu) === 'lampau' ? `waktu=lampau&page=${pageParam(query.page)}` : 'waktu=mendatang';
  }
  return { key: querystring ? `${path}?${querystring}` : path, querystring };
}

export interface CachedAnswer {
  status: number;
  body: Buffer;
  etag: string;
  headers: Record<string, string | string[]>;
  version: number;
  /** Epoch ms from which the answer is out of date even without a write (see `expireCachedAnswerAt`). */
  expiresAt?: number;
}

/**
 * Called by a controller whose answer changes with the clock alone: a cached copy of this answer is a miss from `at`
 * on (null: only a write makes it stale). Read back by `cacheExpiryOf` where the answer is stored.
 */
export function expireCachedAnswerAt(ctx: { state: Record<string, unknown> }, at: Date | null): void {
  if (at) ctx.state.publicCacheExpiresAt = at.getTime();
}

export function cacheExpiryOf(ctx: { state: Record<string, unknown> }): number | undefined {
  const at = ctx.state.publicCacheExpiresAt;
  return typeof at === 'number' ? at : undefined;
}

/** Headers never replayed from the cache (recomputed or per-request). */
const SKIP_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'date',
  'etag',
  'cache-control',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-response-time',
]);

export const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

export function replayableHeaders(headers: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SKIP_HEADERS.has(name.toLowerCase()) || value === undefined) continue;
    out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

interface PublicCacheOptions {
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
    if (entry.version !== this.currentVersion || (entry.expiresAt !== undefined && Date.now() >= entry.expiresAt)) {
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
    if (answer.expiresAt !== undefined && Date.now() >= answer.expiresAt) return false;
    if (answer.body.length > this.maxBytes / 8) return false;
    this.delete(key);
    while (
      (this.entries.size >= this.maxEntries || this.bytes + answer.body.length > this.maxBytes) &&
      this.entries.size > 0
    ) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    return true;
  }

  /** A local write (one process): a new version, everything dropped. */
  invalidate() {
    this.observe(this.currentVersion + 1);
  }

  /** The shared version as just read: when it moved forward, everything older is dropped. */
  observe(version: number) {
    if (version <= this.currentVersion) return;
    this.currentVersion = version;
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
