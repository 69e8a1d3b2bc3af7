/**
 * A small in-memory rate limiter (one process; a fixed window per key).
 *
 *   const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
 *   const verdict = limiter.hit(clientIp(ctx));   // counts one event and says whether it was allowed
 *   if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
 *
 * API
 * - `hit(key)`   counts one event for `key`; `{ allowed: false }` once the window already holds `limit`
 *                events (the refused event is not counted, so a flood does not extend the wait).
 * - `check(key)` looks without counting: `{ allowed: false }` when the next `hit` would be refused.
 * - `release(key)` gives back one event counted by `hit` in the current window. Login `hit`s BEFORE
 *                verifying a password (so guesses sent all at once cannot all pass a check that only
 *                counts finished failures) and `release`s when the attempt was not a failure.
 * - `reset(key)` forgets the key.
 * - `size()`     number of keys held (for tests and metrics).
 * `retryAfterSeconds` is the whole number of seconds until the window ends (at least 1 when refused,
 * 0 when allowed).
 *
 * Memory is bounded: expired windows are pruned as time passes, and when `maxKeys` (default 10,000)
 * is reached the oldest windows are dropped first (a Map keeps insertion order), so a flood of
 * distinct IPs cannot grow the process without limit.
 */

export interface RateLimitVerdict {
  allowed: boolean;
  /** Events left in the current window after this call. */
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): RateLimitVerdict;
  check(key: string): RateLimitVerdict;
  release(key: string): void;
  reset(key: string): void;
  size(): number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

interface Window {
  start: number;
  count: number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('rate limiter: limit must be a positive integer');
  if (!(windowMs > 0)) throw new Error('rate limiter: windowMs must be positive');

  const windows = new Map<string, Window>();
  let lastPrune = now();

  const prune = (at: number) => {
    // At most once per window: drop every expired window. Map order is insertion order, and a
    // window is re-inserted when it restarts, so the oldest starts come first.
    if (at - lastPrune < windowMs) return;
    lastPrune = at;
    for (const [key, w] of windows) {
      if (at - w.start < windowMs) break;
      windows.delete(key);
    }
  };

  const current = (key: string, at: number): Window | undefined => {
    const w = windows.get(key);
    if (w && at - w.start >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };

  const verdict = (w: Window | undefined, at: number): RateLimitVerdict => {
    const count = w?.count ?? 0;
    const allowed = count < limit;
    const retryAfterSeconds = allowed || !w ? 0 : Math.max(1, Math.ceil((w.start + windowMs - at) / 1000));
    return { allowed, remaining: Math.max(0, limit - count), retryAfterSeconds };
  };

  return {
    hit(key) {
      const at = now();
      prune(at);
      let w = current(key, at);
      if (w && w.count >= limit) return verdict(w, at);
      if (!w) {
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        w = { start: at, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: true, remaining: limit - w.count, retryAfterSeconds: 0 };
    },
    check(key) {
      const at = now();
      return verdict(current(key, at), at);
    },
    release(key) {
      const w = current(key, now());
      if (w && w.count > 0) w.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
    size() {
      return windows.size;
    },
  };
}
