import { describe, expect, it } from 'vitest';
import { createLimiter, createSerialQueue } from '../serial';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createSerialQueue', () => {
  it('runs tasks one after another in call order, even when they await', async () => {
    const run = createSerialQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name}:start`);
      await tick();
      log.push(`${name}:end`);
      return name;
    };
    expect(await Promise.all([run(task('a')), run(task('b')), run(task('c'))])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
  });

  it('goes on after a failed task', async () => {
    const run = createSerialQueue();
    const failed = run(async () => {
      throw new Error('gagal');
    });
    const next = run(async () => 'lanjut');
    await expect(failed).rejects.toThrow('gagal');
    expect(await next).toBe('lanjut');
  });
});

describe('createLimiter', () => {
  it('runs at most the limit at once, in call order, and goes on after a failure', async () => {
    const run = createLimiter(() => 2);
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      now += 1;
      most = Math.max(most, now);
      order.push(n);
      await tick();
      now -= 1;
      if (n === 2) throw new Error('gagal');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
