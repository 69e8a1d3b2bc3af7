/** The cache version's followers on one process (SQLite: the version in memory). */
import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { batchedReader, followCacheVersion, moveCacheVersion, readCacheVersion } from '../version';

/** Just enough of Strapi for the in-memory version (SQLite). */
function sqliteStrapi(): Core.Strapi {
  // a stand-in: the config and the log the version reads, nothing else
  const fake: any = { config: { get: () => 'sqlite' }, log: { warn: () => undefined, error: () => undefined } };
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
