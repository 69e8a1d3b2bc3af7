/**
 * Units behind several processes and rate limits: client address and its rate-limit key, the bounded memory
 * limiter, the login lock escalation, device tokens and the batched version read (the edge's key rule:
 * src/lib/edge/__tests__/key.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { BoundedMemoryLimiter, rateLimiter } from '../src/lib/http/rate-limit';
import { parseTrustProxy, rateLimitKey, resolveClientIp } from '../src/lib/http/request-ip';
import { MAX_LOCK_SEC, createDeviceToken, lockSeconds, verifyDeviceToken } from '../src/lib/auth/login-guard';
import { batchedReader } from '../src/lib/cache/version';

describe('client address', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(resolveClientIp('203.0.113.9', '1.1.1.1', parseTrustProxy('false'))).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:127.0.0.1', '1.1.1.1', parseTrustProxy(''))).toBe('::ffff:127.0.0.1');
  });

  it('with a hop count takes the address our last proxy saw, never the client-written left part', () => {
    const one = parseTrustProxy('true');
    // the client forged "6.6.6.6"; our proxy appended the real peer 198.51.100.7
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(resolveClientIp('10.0.0.2', '198.51.100.7', one)).toBe('198.51.100.7');
    const two = parseTrustProxy('2');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', two)).toBe('198.51.100.7');
    // fewer entries than hops: the left-most we have (the deployment is not what the setting says)
    expect(resolveClientIp('10.0.0.2', '198.51.100.7', two)).toBe('198.51.100.7');
    // junk where our proxy writes an address: the socket peer
    expect(resolveClientIp('10.0.0.2', 'not-an-ip', one)).toBe('10.0.0.2');
    // ports and brackets some proxies add
    expect(resolveClientIp('10.0.0.2', '[2001:db8::7]:4431', one)).toBe('2001:db8::7');
    expect(resolveClientIp('10.0.0.2', '198.51.100.7:5555', one)).toBe('198.51.100.7');
  });

  it('with a list of proxies walks back from the peer over our own addresses only', () => {
    const list = parseTrustProxy('10.0.0.0/8, 192.168.1.5');
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7, 192.168.1.5', list)).toBe('198.51.100.7');
    // reached directly, bypassing the proxy: the header is the client's own words
    expect(resolveClientIp('198.51.100.99', '10.0.0.3', list)).toBe('198.51.100.99');
  });

  it('refuses a TRUST_PROXY it does not understand', () => {
    expect(() => parseTrustProxy('yes please')).toThrow();
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow();
    expect(parseTrustProxy('3').hops).toBe(3);
  });

  it('keys IPv6 by /64 and IPv4-mapped or NAT64 addresses as IPv4', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(rateLimitKey('64:ff9b::198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('BoundedMemoryLimiter', () => {
  it('counts per key and refuses past its points', async () => {
    const limiter = new BoundedMemoryLimiter({ keyPrefix: 'u1', points: 2, duration: 60 });
    await limiter.consume('a');
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ consumedPoints: 3 });
    await expect(limiter.consume('b')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('holds at most maxKeys keys under a flood of new ones', async () => {
    const limiter = new BoundedMemoryLimiter({ keyPrefix: 'u2', points: 5, duration: 60 }, 1000);
    for (let i = 0; i < 5000; i += 1) await limiter.consume(`2001:db8:${i.toString(16)}::/64`);
    expect(limiter.size).toBe(1000);
  });
});

describe('rateLimiter on PostgreSQL', () => {
  it('keeps limiting in memory while PostgreSQL fails (no open gate during an outage)', async () => {
    const down = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const knex = Object.assign(() => undefined, {
      raw: down,
      client: { acquireConnection: down, releaseConnection: () => undefined },
    });
    const warnings: string[] = [];
    const strapi = {
      config: { get: (key: string) => (key === 'database.connection.client' ? 'postgres' : undefined) },
      db: { connection: knex },
      log: { warn: (m: string) => warnings.push(m) },
    } as any;
    const limiter = rateLimiter(strapi, { name: 'uji_outage', points: 3, durationSec: 60 });
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push((await limiter.consume('198.51.100.7')).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
    expect(warnings.join('\n')).toContain('hmrpl_rate_limits');
  });
});

describe('login lock-out', () => {
  it('escalates from 30 s and never passes 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(lockSeconds)).toEqual([30, 60, 120, 240, 300, 300, 300]);
    expect(MAX_LOCK_SEC).toBe(300);
  });

  it('device tokens are bound to their user and to our key', () => {
    const strapi = { config: { get: () => ['kunci-a'] } } as any;
    const other = { config: { get: () => ['kunci-b'] } } as any;
    const token = createDeviceToken(strapi, 7);
    expect(verifyDeviceToken(strapi, token, 7)).toMatch(/^[\w-]{10,}$/);
    expect(verifyDeviceToken(strapi, token, 8)).toBeNull();
    expect(verifyDeviceToken(other, token, 7)).toBeNull();
    expect(
      verifyDeviceToken(
        strapi,
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        7,
      ),
    ).toBeNull();
    expect(verifyDeviceToken(strapi, undefined, 7)).toBeNull();
  });
});

describe('batchedReader', () => {
  it('answers each caller with a query that started after it called, and shares it', async () => {
    let started = 0;
    const gates: Array<() => void> = [];
    const read = batchedReader(
      () =>
        new Promise<number>((resolve) => {
          started += 1;
          const n = started;
          gates.push(() => resolve(n));
        }),
    );
    const a = read(); // starts query 1
    const b = read(); // arrives while 1 runs: waits for query 2
    const c = read(); // shares query 2
    expect(started).toBe(1);
    gates[0]();
    expect(await a).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(2);
    gates[1]();
    expect(await b).toBe(2);
    expect(await c).toBe(2);
  });
});
