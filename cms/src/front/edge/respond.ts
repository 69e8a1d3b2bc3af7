/**
 * Writing the edge's answers on Node's response (no Koa): hits, misses (the same bytes and headers), stale answers
 * during a database outage, redirects of non-canonical spellings, and the 503 of a shed miss.
 *
 * Each answer carries its own request id, `Cache-Control` that a browser obeys (revalidate every time, never reuse a
 * stale copy: ADR 065) with `s-maxage` for shared caches, `CDN-Cache-Control` for a CDN (its lifetime,
 * `stale-while-revalidate`, `stale-if-error`), a strong `ETag` (304 on a match), the variant the client
 * accepts (brotli, gzip, identity) with `Vary: Accept-Encoding` (`Accept` too for pages: the same page whatever
 * it says, ADR 060, but a cache that keys on it still may), and the CORS headers this request's `Origin` gets (CORS_ORIGINS), never a stored copy.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Accepted, EdgeEntry } from './store';
import { variant } from './store';
import type { ReadKind } from './reads';

export type CacheState = 'hit' | 'miss' | 'stale';

/** Security headers the stack sets on every answer, learned from its answers (for the edge's own answers). */
const SECURITY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);
/** Until the stack has answered once: the headers every answer needs at least. */
let baseHeaders: string[] = ['x-content-type-options', 'nosniff', 'x-frame-options', 'SAMEORIGIN'];
let learned = false;

/** Takes the security headers of one of the stack's answers (once) for the answers the edge makes itself. */
export function learnBaseHeaders(headers: Record<string, unknown>): void {
  if (learned) return;
  const found: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (SECURITY_HEADERS.has(name.toLowerCase()) && typeof value === 'string') found.push(name.toLowerCase(), value);
  }
  if (found.length === 0) return;
  baseHeaders = found;
  learned = true;
}

/** Headers of the stack's answer that are replayed with every copy (per-request and recomputed ones are not). */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'cache-control',
  'cdn-cache-control',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-response-time',
  'x-request-id',
  'x-cache',
  'x-powered-by',
  'last-modified',
]);

export function replayableHeaders(headers: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [raw, value] of Object.entries(headers)) {
    const name = raw.toLowerCase();
    if (NOT_REPLAYED.has(name) || name.startsWith('access-control-') || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.push(name, String(one));
  }
  return out;
}

export interface ResponsePolicy {
  /** How long a CDN may keep a public answer, seconds (0: no CDN caching). */
  cdnMaxAgeSeconds: number;
  /** Origins allowed to read with cookies (CORS_ORIGINS; `*` allows any). */
  corsOrigins: readonly string[];
}

/**
 * What a browser may reuse: nothing without asking (max-age=0, must-revalidate; no `stale-while-revalidate`, which
 * browsers honour too: an admin screen's read right after its own write would get the old answer). `s-maxage` is read
 * by shared caches only.
 */
function cacheControl(policy: ResponsePolicy): string {
  const cdn = policy.cdnMaxAgeSeconds;
  return cdn > 0 ? `public, max-age=0, s-maxage=${cdn}, must-revalidate` : 'public, max-age=0, must-revalidate';
}

/** What only a CDN reads (RFC 9213): how long it may keep the answer, and serve it stale while it refreshes. */
function cdnCacheControl(policy: ResponsePolicy): string | null {
  const cdn = policy.cdnMaxAgeSeconds;
  return cdn > 0 ? `public, max-age=${cdn}, stale-while-revalidate=${cdn}, stale-if-error=86400` : null;
}

/** The cache headers of a public answer (name, value pairs): for browsers and shared caches, and for a CDN. */
export function publicCacheHeaders(policy: ResponsePolicy): string[] {
  const cdn = cdnCacheControl(policy);
  return ['cache-control', cacheControl(policy), ...(cdn ? ['cdn-cache-control', cdn] : [])];
}

/** What the request asked for, read before anything of it is changed (a miss hands Strapi a cleaned copy). */
export interface Asked {
  method: string;
  ifNoneMatch?: string;
  accepted: Accepted;
  origin?: string;
}

const acceptedCache = new Map<string, Accepted>();
const NONE: Accepted = { br: false, gzip: false };

/** Accept-Encoding as the variants we have: brotli and gzip, honouring `q=0` (parsed results are remembered). */
function accepts(header: string | undefined): Accepted {
  if (!header) return NONE;
  let found = acceptedCache.get(header);
  if (found) return found;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), quality ? Number(quality.slice(2)) : 1);
  }
  const ok = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  found = { br: ok('br'), gzip: ok('gzip') || ok('x-gzip') };
  if (acceptedCache.size > 256) acceptedCache.clear();
  acceptedCache.set(header, found);
  return found;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function asked(method: string, headers: IncomingHttpHeaders): Asked {
  return {
    method,
    ifNoneMatch: first(headers['if-none-match']),
    accepted: accepts(first(headers['accept-encoding'])),
    origin: first(headers.origin),
  };
}

/** `If-None-Match` against a strong ETag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  for (const part of ifNoneMatch.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

function varyFor(kind: ReadKind, policy: ResponsePolicy): string {
  const vary = kind === 'page' ? 'Accept, Accept-Encoding' : 'Accept-Encoding';
  return policy.corsOrigins.length > 0 ? `${vary}, Origin` : vary;
}

function cors(headers: string[], origin: string | undefined, policy: ResponsePolicy) {
  if (!origin || policy.corsOrigins.length === 0) return;
  if (!policy.corsOrigins.includes('*') && !policy.corsOrigins.includes(origin)) return;
  headers.push('access-control-allow-origin', origin, 'access-control-allow-credentials', 'true');
}

interface Sent {
  status: number;
}

/** A stored answer (a hit, the miss that made it, or a stale copy during an outage). */
export function sendEntry(
  res: ServerResponse,
  entry: EdgeEntry,
  kind: ReadKind,
  ask: Asked,
  id: string,
  state: CacheState,
  policy: ResponsePolicy,
): Sent {
  const headers = [
    ...entry.body.headers,
    ...(state === 'stale' ? ['cache-control', 'no-store'] : publicCacheHeaders(policy)),
    'etag',
    entry.body.etag,
    'vary',
    varyFor(kind, policy),
    'x-request-id',
    id,
    'x-cache',
    state.toUpperCase(),
  ];
  // a copy kept from before the database became unreachable (ADR 043)
  if (state === 'stale') headers.push('warning', '110 - "Response is Stale"');
  cors(headers, ask.origin, policy);
  if (matches(ask.ifNoneMatch, entry.body.etag) && (entry.status === 200 || entry.status === 404)) {
    const kept: string[] = [];
    for (let i = 0; i < headers.length; i += 2) {
      if (headers[i] !== 'content-type') kept.push(headers[i], headers[i + 1]);
    }
    res.writeHead(304, kept);
    res.end();
    return { status: 304 };
  }
  const { encoding, bytes } = variant(entry.body, ask.accepted);
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(bytes.length));
  res.writeHead(entry.status, headers);
  if (ask.method === 'HEAD') res.end();
  else res.end(bytes);
  return { status: entry.status };
}

/** The edge's own answers (no stored entry): a redirect to the canonical URL, or a 503 when a miss is shed. */
export function sendOwn(
  res: ServerResponse,
  status: number,
  extra: string[],
  body: Buffer | null,
  ask: Asked,
  id: string,
  policy: ResponsePolicy,
): Sent {
  const headers = [...baseHeaders, ...extra, 'x-request-id', id];
  cors(headers, ask.origin, policy);
  headers.push('content-length', String(body?.length ?? 0));
  res.writeHead(status, headers);
  if (ask.method === 'HEAD' || !body) res.end();
  else res.end(body);
  return { status };
}
