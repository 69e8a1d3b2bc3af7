import { describe, expect, it } from 'vitest';
import { BoundedMemoryLimiter, rateLimiter } from '../rate-limit';

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
