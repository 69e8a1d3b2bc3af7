/**
 * The edge: the HTTP server's request listener, in front of Strapi's Koa. Public reads (src/front/edge/reads.ts) are
 * answered from one cache without entering Koa; everything else goes to Koa untouched. Its parts: the key rule
 * (key.ts), the version (src/lib/cache/version.ts), the store (store.ts), the miss budget (budget.ts), the answer
 * (respond.ts), Koa run by the edge itself with the miss handed down and its answer back in one object (pass.ts), the log
 * (src/lib/http/request-log.ts).
 * A miss never carries the request's conditional, encoding, origin, cookie or authorization headers. See ADR 041-043.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Core } from '@strapi/strapi';
import { KeyRule, watchedBuildStamp, type Target } from './key';
import { loadSite } from '../site';
import { EdgeStore, type EdgeEntry } from './store';
import { MissBudget } from './budget';
import { koaRunner, type EdgePass } from './pass';
import {
  asked,
  publicCacheHeaders,
  sendEntry,
  sendOwn,
  type Asked,
  type CacheState,
  type ResponsePolicy,
} from './respond';
import { createPurgeHook, type PurgeHook } from './purge';
import { followCacheVersion, followWrites, readCacheVersion } from '../../lib/cache/version';
import { levelOf, logLine, logRequest, requestId, requestLogEnabled } from '../../lib/http/request-log';
import { parseTrustProxy, trustForwardedHeaders } from '../../lib/http/request-ip';
import { UNAVAILABLE_MESSAGES } from '../../lib/http/errors';
import { resolveWebDist } from '../pages/spa-files';
import { serverRenderer } from '../pages/ssr';
import { withoutTrailingSlashes } from '../../lib/content/strings';
import { csrfSecret } from '../../lib/auth/csrf';
import { previewKey, previewTokenMayOpen } from '../../lib/cache/preview-token';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The edge's settings (config/server.ts `hmrpl.edge`, from the environment). */
interface EdgeSettings {
  /** Hard limit of the cache's memory, MB (CACHE_MEMORY_MB). */
  memoryMb: number;
  /** Share of the event loop misses may use (CACHE_MISS_SHARE). */
  missShare: number;
  /** Misses computed at once (CACHE_MISS_CONCURRENCY). */
  missConcurrency: number;
  /** How long a CDN may keep a public answer (CDN_MAX_AGE_SECONDS): `s-maxage` and `CDN-Cache-Control`. */
  cdnMaxAgeSeconds: number;
  /** Called after each write (CDN_PURGE_URL, CDN_PURGE_TOKEN). */
  purgeUrl: string;
  purgeToken: string;
  /** A counters line in the log this often when there was traffic (CACHE_STATS_SECONDS; 0: never). */
  statsSeconds: number;
}

/** Seconds a client should wait after a shed miss. */
const SHED_RETRY_SECONDS = 2;

interface EdgeCounters {
  hits: number;
  misses: number;
  stale: number;
  shed: number;
  redirects: number;
  notModified: number;
}

interface Edge {
  store: EdgeStore;
  budget: MissBudget;
  counters: EdgeCounters;
  purge: PurgeHook | null;
  /** One line of counters (also on SIGUSR2). */
  report(): Record<string, unknown>;
}

let installed: Edge | null = null;
/**
 * The running edge (the integration tests read its counters from the loaded module).
 * @public
 */
export const currentEdge = () => installed;

/** Installs the edge once the site's declarations are loaded (src/front/site.ts): its tables are the edge's. */
export async function installEdge(strapi: Core.Strapi): Promise<Edge> {
  const site = await loadSite();
  const settings = strapi.config.get<EdgeSettings>('server.hmrpl.edge');
  const server = strapi.server.httpServer;
  // Koa's own listener goes: the edge runs Koa itself for what it hands on (pass.ts)
  for (const koa of server.listeners('request') as Listener[]) server.removeListener('request', koa);
  const handOn = koaRunner(strapi.server.app);

  const store = new EdgeStore({ maxBytes: settings.memoryMb * 1024 * 1024 });
  const budget = new MissBudget({
    concurrency: settings.missConcurrency,
    share: Math.min(1, Math.max(0.05, settings.missShare)),
    maxQueue: 64,
    maxWaitMs: 3000,
  });
  const purge = settings.purgeUrl
    ? createPurgeHook({ url: settings.purgeUrl, token: settings.purgeToken || undefined, log: strapi.log })
    : null;
  followWrites(strapi, site.cacheSources);
  followCacheVersion(strapi, {
    observe: (version) => store.observe(version),
    moved: () => purge?.schedule(),
    forget: () => store.clear(),
  });

  const trust = parseTrustProxy(strapi.config.get('server.hmrpl.trustProxy', 'false'));
  const trustsHeaders = trust.hops > 0 || trust.proxies !== null;
  const proxy = Boolean(strapi.server.app.proxy);
  const configuredUrl = strapi.config.get<string>('server.url', '');
  const fixedOrigin = /^https?:\/\//i.test(configuredUrl) ? withoutTrailingSlashes(configuredUrl) : null;
  const distRoot = resolveWebDist(strapi.config.get<string>('server.hmrpl.webDist', ''), strapi.dirs.app.root);
  // the pages' server renderer loads now, not on the first visitor's miss (src/front/pages/ssr.ts)
  serverRenderer(distRoot, (message) => strapi.log.warn(message));
  const policy: ResponsePolicy = {
    cdnMaxAgeSeconds: settings.cdnMaxAgeSeconds,
    corsOrigins: (strapi.config.get<string[]>('server.hmrpl.corsOrigins', []) ?? []).filter(Boolean),
  };
  const publicCache = publicCacheHeaders(policy);

  // the only way past the cache is `pratinjau`: a preview link signed for this very item (src/lib/cache/preview-token.ts)
  const previewSigningKey = previewKey(csrfSecret(strapi));
  const firstValue = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const rule = new KeyRule(site.publicReads, {
    buildStamp: watchedBuildStamp(distRoot),
    // as Koa's ctx.origin reads it (X-Forwarded-* only behind a trusted proxy), unless PUBLIC_URL fixes it
    origin: (headers, encrypted) => {
      if (fixedOrigin) return fixedOrigin;
      const protocol = encrypted ? 'https' : (proxy && firstValue(headers['x-forwarded-proto'])) || 'http';
      const host = (proxy && firstValue(headers['x-forwarded-host'])) || firstValue(headers.host) || '';
      return `${protocol}://${host}`;
    },
    lastPage: (boundKey) => store.lastPage(boundKey),
    opensPreview: (kind, token, slug) => previewTokenMayOpen(previewSigningKey, kind, token, slug, new Date()),
    knownPage: (rawPath) => site.matchPage(rawPath).kind !== 'notFound',
  });

  const counters: EdgeCounters = { hits: 0, misses: 0, stale: 0, shed: 0, redirects: 0, notModified: 0 };
  /** Misses being computed, by `<version>|<key>`: later requests for the same answer wait for the first. */
  const flights = new Map<string, Promise<EdgeEntry | undefined>>();

  /** One request the edge answers, from the moment it knew which read it is. */
  interface Visit {
    req: IncomingMessage;
    res: ServerResponse;
    target: Target;
    ask: Asked;
    id: string;
    started: number;
  }

  const log = (visit: Visit, status: number, cache: CacheState | 'shed' | 'redirect') => {
    if (status === 304) counters.notModified += 1;
    if (!requestLogEnabled()) return;
    logRequest({
      level: levelOf(status),
      id: visit.id,
      method: visit.ask.method,
      route: visit.target.read.path,
      status,
      ms: performance.now() - visit.started,
      cache,
    });
  };

  /** Sends a stored answer (a hit, a miss's own, a stale one) and logs it. */
  const answer = (visit: Visit, entry: EdgeEntry, state: CacheState) => {
    const sent = sendEntry(visit.res, entry, visit.target.kind, visit.ask, visit.id, state, policy);
    log(visit, sent.status, state);
  };

  const pass = (req: IncomingMessage, res: ServerResponse) => handOn(req, res);

  function shed(visit: Visit) {
    counters.shed += 1;
    const text = UNAVAILABLE_MESSAGES.read.replace('{n}', String(SHED_RETRY_SECONDS));
    const [type, body] =
      visit.target.kind === 'api'
        ? ['application/json; charset=utf-8', JSON.stringify({ message: text })]
        : visit.target.kind === 'page'
          ? [
              'text/html; charset=utf-8',
              `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>HMRPL Telkom University</title></head><body><p>${text}</p></body></html>`,
            ]
          : ['text/plain; charset=utf-8', `${text}\n`];
    const headers = ['content-type', type, 'cache-control', 'no-store', 'retry-after', String(SHED_RETRY_SECONDS)];
    const sent = sendOwn(visit.res, 503, headers, Buffer.from(body), visit.ask, visit.id, policy);
    log(visit, sent.status, 'shed');
  }

  /** Hands a miss to Strapi and returns what it says: the answer it computed for the edge, or none (Koa answered). */
  async function compute({ req, res, target, id }: Visit) {
    req.url = target.url;
    req.method = 'GET';
    const headers = req.headers;
    for (const name of [
      'if-none-match',
      'if-modified-since',
      'if-match',
      'if-unmodified-since',
      'if-range',
      'range',
      'accept-encoding',
      'origin',
      'cookie',
      'authorization',
    ])
      delete headers[name];
    headers.accept = target.kind === 'page' ? 'text/html' : target.kind === 'api' ? 'application/json' : '*/*';
    const pass: EdgePass = { id, read: target.read };
    await handOn(req, res, pass);
    return pass;
  }

  /**
   * A preview link signed for this item: handed to Strapi untouched, never stored, but only within the miss budget
   * (a leaked link cannot make the process render without limit, ADR 061).
   */
  async function bypass(visit: Visit) {
    const slot = budget.acquire(0);
    const release = slot instanceof Promise ? await slot : slot;
    if (!release) return shed(visit);
    try {
      await handOn(visit.req, visit.res, { id: visit.id, bypass: true });
    } finally {
      release();
    }
  }

  async function miss(visit: Visit, version: number | undefined) {
    const { target } = visit;
    const flightKey = `${version}|${target.key}`;
    const leader = flights.get(flightKey);
    if (leader) {
      const shared = await leader;
      if (shared) {
        counters.hits += 1;
        return answer(visit, shared, version === undefined ? 'stale' : 'hit');
      }
    }
    let settle: (entry: EdgeEntry | undefined) => void = () => undefined;
    if (!leader) flights.set(flightKey, new Promise((resolve) => (settle = resolve)));
    let entry: EdgeEntry | undefined;
    try {
      const slot = budget.acquire(store.frequency(target.key));
      const release = slot instanceof Promise ? await slot : slot;
      if (!release) return shed(visit);
      let request: EdgePass;
      try {
        request = await compute(visit);
      } finally {
        release();
      }
      counters.misses += 1;
      if (!request.answer) return; // Koa answered itself (an error, a stream): its request log has the line
      entry = store.offer(target.key, request.answer, version);
      if (target.bound && request.lastPage !== undefined)
        store.rememberLastPage(target.bound.key, request.lastPage, version);
      answer(visit, entry, 'miss');
    } finally {
      if (!leader) {
        flights.delete(flightKey);
        settle(entry);
      }
    }
  }

  function serve(visit: Visit, version: number | undefined) {
    const entry = store.get(visit.target.key, Date.now());
    if (!entry) return miss(visit, version);
    const state: CacheState = version === undefined ? 'stale' : 'hit';
    if (state === 'stale') counters.stale += 1;
    else counters.hits += 1;
    answer(visit, entry, state);
  }

  /** Synchronous all the way for a hit on SQLite (no promise, no await): the common case costs the least. */
  function handle(req: IncomingMessage, res: ServerResponse): unknown {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return pass(req, res);
    // forwarded scheme and host only from our own proxy, before a page's origin is read from them
    trustForwardedHeaders(req.headers, req.socket.remoteAddress, trust);
    const encrypted = Boolean((req.socket as TLSSocket).encrypted);
    let target: ReturnType<KeyRule['resolve']>;
    try {
      target = rule.resolve(req.url ?? '/', req.headers, encrypted);
    } catch (error) {
      strapi.log.error(`edge: no key for ${req.url?.slice(0, 200)}: ${(error as Error).message}`);
      return pass(req, res);
    }
    if (target === null) return pass(req, res);
    const started = performance.now();
    const id = requestId(trustsHeaders ? req.headers['x-request-id'] : undefined);
    const ask = asked(method, req.headers);
    const visit: Visit = { req, res, target, ask, id, started };
    if (target.bypass) return bypass(visit);
    if (target.redirect) {
      counters.redirects += 1;
      const extra = ['location', target.redirect, ...publicCache, 'vary', 'Accept'];
      return log(visit, sendOwn(res, 301, extra, null, ask, id, policy).status, 'redirect');
    }
    const version = readCacheVersion(strapi);
    if (version instanceof Promise) return version.then((known) => serve(visit, known));
    return serve(visit, version);
  }

  const failed = (res: ServerResponse) => (error: unknown) => {
    strapi.log.error(`edge: ${(error as Error)?.stack ?? String(error)}`);
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: 'Terjadi kesalahan pada server' }));
    } else res.destroy();
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    try {
      const result = handle(req, res);
      if (result instanceof Promise) result.catch(failed(res));
    } catch (error) {
      failed(res)(error);
    }
  };
  server.on('request', listener);

  const edge: Edge = {
    store,
    budget,
    counters,
    purge,
    report: () => ({
      msg: 'edge',
      ...counters,
      queued: budget.queued,
      waiting: budget.waiting,
      ...store.stats(),
      version: store.version,
      memory: process.memoryUsage(),
    }),
  };
  installed = edge;

  let lastTotal = 0;
  if (settings.statsSeconds > 0) {
    setInterval(() => {
      const total = counters.hits + counters.misses + counters.stale + counters.shed;
      if (total === lastTotal || !requestLogEnabled()) return;
      lastTotal = total;
      logLine(edge.report());
    }, settings.statsSeconds * 1000).unref();
  }
  process.removeAllListeners('SIGUSR2');
  process.on('SIGUSR2', () => logLine(edge.report()));
  return edge;
}
