/**
 * The edge's one cache: answers by key, each with its brotli and gzip variants made once, under a hard memory limit.
 * Equal bodies are kept once; every byte is counted; a new key may evict the least recently used one only if it was
 * asked for more often (TinyLFU), so a flood of one-off keys cannot push out what visitors read. Everything goes when
 * the cache version moves (src/lib/cache/version.ts). See ADR 042.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Encoding } from '../pages/spa-files';

/** Bytes counted for an entry's bookkeeping (Map slot, object, header strings' references). */
const ENTRY_OVERHEAD = 240;
const BODY_OVERHEAD = 160;
/** Smaller bodies are not worth compressing. */
const COMPRESS_FROM = 1024;

export interface StoredBody {
  etag: string;
  /** Replayed headers as [name, value, name, value, ...] (content type, security headers, Location). */
  headers: string[];
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  refs: number;
  bytes: number;
  /** Its key among the shared bodies, once kept. */
  shareKey?: string;
}

export interface EdgeEntry {
  status: number;
  body: StoredBody;
  /** Milliseconds since the epoch after which the entry is gone (0: until the version moves). */
  expiresAt: number;
  bytes: number;
}

export interface Answer {
  status: number;
  headers: string[];
  body: Buffer;
  expiresAt: number;
}

const strongEtag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Count-min sketch of 4-bit counters (TinyLFU), halved every `sampleSize` increments so old fame fades. */
class FrequencySketch {
  private readonly table: Uint8Array;
  private readonly mask: number;
  private additions = 0;

  constructor(
    widthLog2 = 16,
    private readonly sampleSize = 100_000,
  ) {
    this.table = new Uint8Array(4 << widthLog2);
    this.mask = (1 << widthLog2) - 1;
  }

  private static hash(key: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i += 1) {
      h ^= key.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
  }

  /** The counter of `key` in `row` (four rows, each its own mix of one 32-bit hash). */
  private index(h: number, g: number, row: number): number {
    return row * (this.mask + 1) + ((h + row * g) & this.mask);
  }

  increment(key: string): void {
    const h = FrequencySketch.hash(key);
    const g = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    for (let row = 0; row < 4; row += 1) {
      const i = this.index(h, g, row);
      if (this.table[i] < 15) this.table[i] += 1;
    }
    this.additions += 1;
    if (this.additions >= this.sampleSize) {
      this.additions = 0;
      for (let i = 0; i < this.table.length; i += 1) this.table[i] >>= 1;
    }
  }

  frequency(key: string): number {
    const h = FrequencySketch.hash(key);
    const g = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    let min = 15;
    for (let row = 0; row < 4; row += 1) min = Math.min(min, this.table[this.index(h, g, row)]);
    return min;
  }

  get bytes(): number {
    return this.table.length;
  }
}

interface StoreOptions {
  maxBytes: number;
  maxEntries?: number;
}

interface StoreStats {
  entries: number;
  bodies: number;
  bytes: number;
  maxBytes: number;
  sketchBytes: number;
  admitted: number;
  refused: number;
  evicted: number;
}

export class EdgeStore {
  private entries = new Map<string, EdgeEntry>();
  private bodies = new Map<string, StoredBody>();
  private lastPages = new Map<string, number>();
  private currentVersion = 0;
  private usedBytes = 0;
  readonly sketch: FrequencySketch;
  readonly maxBytes: number;
  readonly maxEntries: number;
  admitted = 0;
  refused = 0;
  evicted = 0;

  constructor({ maxBytes, maxEntries = 20_000 }: StoreOptions) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.sketch = new FrequencySketch(16, Math.max(10 * maxEntries, 100_000));
  }

  get version(): number {
    return this.currentVersion;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }

  /** The answer under `key` at the current version (counted as asked for), or undefined. */
  get(key: string, now: number): EdgeEntry | undefined {
    this.sketch.increment(key);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt && entry.expiresAt <= now) {
      this.remove(key, entry);
      return undefined;
    }
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** How often `key` was asked for lately (0-15). */
  frequency(key: string): number {
    return this.sketch.frequency(key);
  }

  /**
   * Makes an entry of an answer computed at `version` (its body shared with any equal one, variants made once) and
   * keeps it when the version is still current and admission lets it in. Returns the entry either way (the miss is
   * answered from it).
   */
  offer(key: string, answer: Answer, version: number | undefined): EdgeEntry {
    const etag = strongEtag(answer.body);
    const shareKey = `${etag}\n${answer.headers.join('\n')}`;
    const known = this.bodies.get(shareKey);
    const body = known ?? makeBody(etag, answer.body, answer.headers);
    const entryBytes = ENTRY_OVERHEAD + key.length * 2;
    const entry: EdgeEntry = { status: answer.status, body, expiresAt: answer.expiresAt, bytes: entryBytes };
    if (version === undefined || version !== this.currentVersion) return entry;
    const needed = entryBytes + (known ? 0 : body.bytes);
    if (needed > this.maxBytes / 8) {
      this.refused += 1;
      return entry;
    }
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (!this.makeRoom(key, needed)) {
      this.refused += 1;
      return entry;
    }
    if (!known) {
      body.shareKey = shareKey;
      this.bodies.set(shareKey, body);
      this.usedBytes += body.bytes;
    }
    body.refs += 1;
    this.entries.set(key, entry);
    this.usedBytes += entryBytes;
    this.admitted += 1;
    return entry;
  }

  /** Evicts least recently used entries asked for less often than `key` until `needed` bytes fit. */
  private makeRoom(key: string, needed: number): boolean {
    const candidate = this.sketch.frequency(key);
    while (this.usedBytes + needed > this.maxBytes || this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return this.usedBytes + needed <= this.maxBytes;
      if (this.sketch.frequency(oldest.value) >= candidate) return false;
      this.remove(oldest.value, this.entries.get(oldest.value)!);
      this.evicted += 1;
    }
    return true;
  }

  private remove(key: string, entry: EdgeEntry) {
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
    entry.body.refs -= 1;
    if (entry.body.refs <= 0 && entry.body.shareKey && this.bodies.get(entry.body.shareKey) === entry.body) {
      this.bodies.delete(entry.body.shareKey);
      this.usedBytes -= entry.body.bytes;
    }
  }

  /** The last page a paged read's answer told at this version. */
  lastPage(boundKey: string): number | undefined {
    return this.lastPages.get(boundKey);
  }

  rememberLastPage(boundKey: string, lastPage: number, version: number | undefined) {
    if (version !== this.currentVersion || !Number.isSafeInteger(lastPage) || lastPage < 1) return;
    // bounded like the entries (a read has few variants of its non-page parameters)
    if (this.lastPages.size >= 1000 && !this.lastPages.has(boundKey)) this.lastPages.clear();
    this.lastPages.set(boundKey, lastPage);
  }

  /** A write in this process (one process, SQLite): a new version, everything dropped. */
  invalidate() {
    this.observe(this.currentVersion + 1);
  }

  /** The shared version as just read: when it moved on, everything older goes. */
  observe(version: number) {
    if (version <= this.currentVersion) return;
    this.currentVersion = version;
    this.clear();
  }

  /** Drops everything, keeping the version (a write whose version move failed: see src/lib/cache/version.ts). */
  clear() {
    this.entries.clear();
    this.bodies.clear();
    this.lastPages.clear();
    this.usedBytes = 0;
  }

  stats(): StoreStats {
    return {
      entries: this.entries.size,
      bodies: this.bodies.size,
      bytes: this.usedBytes,
      maxBytes: this.maxBytes,
      sketchBytes: this.sketch.bytes,
      admitted: this.admitted,
      refused: this.refused,
      evicted: this.evicted,
    };
  }
}

function contentTypeOf(headers: string[]): string {
  for (let i = 0; i < headers.length; i += 2) if (headers[i].toLowerCase() === 'content-type') return headers[i + 1];
  return '';
}

const headerBytes = (headers: string[]) => headers.reduce((n, h) => n + h.length * 2, 0);

const COMPRESSIBLE_TYPES = ['text/', 'json', 'xml', 'javascript', 'calendar'];

function makeBody(etag: string, identity: Buffer, headers: string[]): StoredBody {
  const contentType = contentTypeOf(headers);
  const body: StoredBody = {
    etag,
    headers,
    identity,
    refs: 0,
    bytes: BODY_OVERHEAD + identity.length + headerBytes(headers),
  };
  if (identity.length >= COMPRESS_FROM && COMPRESSIBLE_TYPES.some((t) => contentType.includes(t))) {
    const br = brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    const gzip = gzipSync(identity, { level: 6 });
    if (br.length < identity.length) body.br = br;
    if (gzip.length < identity.length) body.gzip = gzip;
    body.bytes += (body.br?.length ?? 0) + (body.gzip?.length ?? 0);
  }
  return body;
}

/** What a client's Accept-Encoding allows. */
export interface Accepted {
  br: boolean;
  gzip: boolean;
}

/** The smallest variant the client accepts (identity when no compressed one was worth making). */
export function variant(body: StoredBody, accepted: Accepted): { encoding: Encoding; bytes: Buffer } {
  if (accepted.br && body.br) return { encoding: 'br', bytes: body.br };
  if (accepted.gzip && body.gzip) return { encoding: 'gzip', bytes: body.gzip };
  return { encoding: 'identity', bytes: body.identity };
}
