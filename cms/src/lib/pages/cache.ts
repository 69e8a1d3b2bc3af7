/**
 * The cache of rendered public pages and feeds. It stores entries in its own `PublicCache` (same bounds,
 * LRU and "computed while a write happened is not stored" rule as the API's) and empties itself whenever
 * the API cache was invalidated (its version moved), so pages follow exactly the writes that invalidate
 * /api answers. A new build of the SPA (index.html changed) also misses: its stamp is part of the key.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { PublicCache, publicCache, type CachedAnswer } from '../cache/public-cache';
import type { Encoding } from './spa-files';

const pageCache = new PublicCache({ maxEntries: 300, maxBytes: 16 * 1024 * 1024 });
let apiVersionSeen = publicCache.version;

/** Follows the API cache: a write since the last look empties the page cache. */
function sync() {
  if (publicCache.version !== apiVersionSeen) {
    apiVersionSeen = publicCache.version;
    pageCache.invalidate();
  }
}

export interface PageAnswer extends CachedAnswer {
  /** Compressed copies, made on first request. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
}

export function getPage(key: string): PageAnswer | undefined {
  sync();
  return pageCache.get(key) as PageAnswer | undefined;
}

/** The version to give `setPage` for an answer about to be computed. */
export function pageVersion(): number {
  sync();
  return pageCache.version;
}

export function setPage(key: string, answer: PageAnswer): boolean {
  sync();
  return pageCache.set(key, answer);
}

/** The body in the wanted encoding (bodies under 1 kB are not worth compressing). */
export function encodedBody(
  answer: Pick<PageAnswer, 'body' | 'encoded'>,
  wanted: Encoding,
): { encoding: Encoding; body: Buffer } {
  if (wanted === 'identity' || answer.body.length < 1024) return { encoding: 'identity', body: answer.body };
  let body = answer.encoded[wanted];
  if (!body) {
    body =
      wanted === 'br'
        ? brotliCompressSync(answer.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            },
          })
        : gzipSync(answer.body, { level: 6 });
    answer.encoded[wanted] = body;
  }
  return { encoding: wanted, body };
}
