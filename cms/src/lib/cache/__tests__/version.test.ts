import { describe, expect, it } from 'vitest';
import { batchedReader } from '../version';

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
