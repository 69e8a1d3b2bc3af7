/**
 * Rate limits shared by every CMS process: `rate-limiter-flexible` on its PostgreSQL store (`hmrpl_rate_limits`, on
 * Strapi's pool, with an in-memory insurance limiter while the store fails) or its memory store on SQLite (bounded to
 * `maxKeys`). A store failure must never open the gates. See ADR 015 (the stores) and ADR 016 (count first, give back).
 */
import type { Core } from '@strapi/strapi';
import { createTableOnce, usesPostgres } from '../strapi/database';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';

const RATE_LIMIT_TABLE = 'hmrpl_rate_limits';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Events counted in the current window, this one included. */
  consumed: number;
  /** Whole seconds until the key is allowed again (at least 1 when refused, 0 when allowed). */
  retryAfterSeconds: number;
}

/**
 *   const limiter = rateLimiter(strapi, { name: 'aspirasi_ip', points: 5, durationSec: 60 });
 *   const verdict = await limiter.consume(rateLimitKey(clientIp(ctx)));
 *   if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
 */
export interface Limiter {
  readonly name: string;
  readonly points: number;
  /**
   * Counts one event; refused once the window already held `points`. The window is fixed from its first event, so
   * refused events do not make the wait longer.
   */
  consume(key: string): Promise<RateLimitVerdict>;
  /** Gives one event back (an attempt counted before it was checked that turned out not to be a failure). */
  reward(key: string): Promise<void>;
  /** Refuses the key for that long. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets the key. */
  delete(key: string): Promise<void>;
  /** Looks without counting. */
  peek(key: string): Promise<RateLimitVerdict>;
}

interface LimiterOptions {
  /** Key prefix; unique per rule. */
  name: string;
  points: number;
  durationSec: number;
  maxKeys?: number;
}

type Backend = RateLimiterMemory | RateLimiterPostgres;

/** A memory limiter that drops its oldest key when `maxKeys` are held (RLF's own store has no bound). */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    readonly maxKeys = 50_000,
  ) {
    super(options);
  }

  /** Keys held (tests, metrics). */
  get size(): number {
    return this.storage()?.size ?? 0;
  }

  /** rate-limiter-flexible's own memory store (a private field: __tests__/rate-limit.test.ts pins its shape). */
  private memoryStorage(): { _storage?: unknown; delete(key: string): boolean } | undefined {
    const memory: unknown = Reflect.get(this, '_memoryStorage');
    return memory && typeof memory === 'object' && 'delete' in memory && typeof memory.delete === 'function'
      ? (memory as { _storage?: unknown; delete(key: string): boolean })
      : undefined;
  }

  private storage(): Map<string, unknown> | undefined {
    const store = this.memoryStorage()?._storage;
    return store instanceof Map ? store : undefined;
  }

  private makeRoom(key: string | number) {
    const map = this.storage();
    if (!map || map.size < this.maxKeys || map.has(this.getKey(key))) return;
    const oldest = map.keys().next();
    if (!oldest.done && typeof oldest.value === 'string') this.memoryStorage()?.delete(oldest.value);
  }

  consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.makeRoom(key);
    return super.consume(key, points, options);
  }

  penalty(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.makeRoom(key);
    return super.penalty(key, points, options);
  }

  block(key: string | number, secDuration: number) {
    this.makeRoom(key);
    return super.block(key, secDuration);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function verdictOf(res: RateLimiterRes | null, points: number): RateLimitVerdict {
  const consumed = res?.consumedPoints ?? 0;
  const allowed = consumed <= points;
  return { allowed, consumed, retryAfterSeconds: allowed ? 0 : seconds(res?.msBeforeNext ?? 1000) };
}

function wrap(name: string, points: number, backend: () => Promise<Backend>): Limiter {
  return {
    name,
    points,
    async consume(key) {
      const limiter = await backend();
      try {
        return verdictOf(await limiter.consume(key), points);
      } catch (error) {
        if (error instanceof RateLimiterRes) return verdictOf(error, points);
        throw error;
      }
    },
    async reward(key) {
      await (await backend()).reward(key);
    },
    async block(key, secs) {
      await (await backend()).block(key, secs);
    },
    async delete(key) {
      await (await backend()).delete(key);
    },
    async peek(key) {
      const res = await (await backend()).get(key);
      // `peek` asks "would the next event pass?": refused once the window is full.
      const consumed = res?.consumedPoints ?? 0;
      return {
        allowed: consumed < points,
        consumed,
        retryAfterSeconds: consumed < points ? 0 : seconds(res?.msBeforeNext ?? 1000),
      };
    },
  };
}

/** Creates the shared table once per database (several processes may race: a lost race is fine). */
const ensureRateLimitTable = (strapi: Core.Strapi) =>
  createTableOnce(
    strapi.db.connection,
    RATE_LIMIT_TABLE,
    `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
  );

/** A limiter on the right store for this database (see the header). */
export function rateLimiter(strapi: Core.Strapi, { name, points, durationSec, maxKeys }: LimiterOptions): Limiter {
  const options = { keyPrefix: name, points, duration: durationSec };
  if (!usesPostgres(strapi)) {
    const memory = new BoundedMemoryLimiter(options, maxKeys);
    return wrap(name, points, () => Promise.resolve(memory));
  }
  const postgres = new RateLimiterPostgres({
    ...options,
    storeClient: strapi.db.connection,
    storeType: 'knex',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    insuranceLimiter: new BoundedMemoryLimiter(options, maxKeys),
  });
  // Wait for the table once; should that fail, the limiter still answers (its insurance counts in memory).
  const ready = ensureRateLimitTable(strapi).then(
    () => postgres,
    (error: Error) => {
      strapi.log.warn(
        `rate limits: table ${RATE_LIMIT_TABLE} not ready (${error.message}); counting in memory meanwhile`,
      );
      return postgres;
    },
  );
  return wrap(name, points, () => ready);
}

/**
 * The per-minute limits from `server.hmrpl.rateLimit` (env RATE_LIMIT_LOGIN_PER_MINUTE, RATE_LIMIT_ASPIRASI_PER_MINUTE,
 * RATE_LIMIT_PRESTASI_PER_MINUTE,
 * RATE_LIMIT_PENDAFTARAN_PER_MINUTE, RATE_LIMIT_KECEPATAN_PER_MINUTE).
 */
export function perMinute(
  strapi: Core.Strapi,
  which: 'loginPerMinute' | 'aspirasiPerMinute' | 'prestasiPerMinute' | 'pendaftaranPerMinute' | 'kecepatanPerMinute',
  fallback = 5,
): number {
  const value = Number(strapi.config.get(`server.hmrpl.rateLimit.${which}`, fallback));
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}
