/** The cache version's followers on one process (SQLite: the version in memory). */
import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { followCacheVersion, moveCacheVersion, readCacheVersion } from '../version';

/** Just enough of Strapi for the in-memory version (SQLite). */
function sqliteStrapi(): Core.Strapi {
  const fake: Partial<Core.Strapi> = {
    config: { get: () => 'sqlite' } as Partial<Core.Strapi['config']> as Core.Strapi['config'],
    log: { warn: () => undefined, error: () => undefined } as Partial<Core.Strapi['log']> as Core.Strapi['log'],
  };
  return fake as Core.Strapi;
}

describe('the cache version', () => {
  it('moves for a change that comes with time (a scheduled publication), and its followers follow', async () => {
    const strapi = sqliteStrapi();
    const seen: number[] = [];
    let moved = 0;
    followCacheVersion(strapi, { observe: (version) => seen.push(version), moved: () => (moved += 1) });
    const before = await readCacheVersion(strapi);
    await moveCacheVersion(strapi);
    expect(seen.at(-1)).toBe((before ?? 0) + 1);
    expect(moved).toBe(1);
    // after the first read the in-memory version is known at once, without a promise
    expect(readCacheVersion(strapi)).toBe((before ?? 0) + 1);
  });
});
