/** The miss budget (src/front/edge/budget.ts): concurrency, a share of the time, a bounded queue ordered by demand. */
import { describe, expect, it } from 'vitest';
import { MissBudget, type Release } from '../budget';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const slot = async (budget: MissBudget, priority = 1) => {
  const got = budget.acquire(priority);
  return got instanceof Promise ? await got : got;
};

describe('MissBudget', () => {
  it('runs at most `concurrency` misses at once; the next waits for a slot', async () => {
    const budget = new MissBudget({ concurrency: 2, share: 1, maxQueue: 10, maxWaitMs: 1000 });
    const a = (await slot(budget)) as Release;
    const b = (await slot(budget)) as Release;
    let third: Release | null = null;
    const waiting = slot(budget).then((r) => (third = r));
    await sleep(5);
    expect(third).toBeNull();
    a();
    await waiting;
    expect(third).not.toBeNull();
    b();
    third!();
  });

  it('keeps misses to their share of the time however many arrive (CPU-bound misses, three seconds)', async () => {
    const budget = new MissBudget({ concurrency: 4, share: 0.25, maxQueue: 1000, maxWaitMs: 5000 });
    const started = performance.now();
    let spent = 0;
    // a flood: one miss after another, each 5 ms of work on this thread
    while (performance.now() - started < 3000) {
      const release = await slot(budget);
      if (!release) continue;
      busy(5);
      spent += 5;
      release();
    }
    const elapsed = performance.now() - started;
    // the burst the bucket holds (one second of work) plus 25% of the time, plus the last miss's overshoot
    expect(spent).toBeLessThanOrEqual(1000 + 0.25 * elapsed + 10);
    // and they do run: most of the burst at least (this machine may be shared: a loose floor)
    expect(spent).toBeGreaterThan(400);
  });

  it('sheds the least asked-for when its queue is full, and a miss that waited too long', async () => {
    const budget = new MissBudget({ concurrency: 1, share: 1, maxQueue: 2, maxWaitMs: 50 });
    const running = (await slot(budget)) as Release;
    const low = slot(budget, 1);
    const high = slot(budget, 9);
    // the queue is full: a newcomer asked for more often takes the place of the least asked-for
    const hot = slot(budget, 15);
    expect(await low).toBeNull();
    // one asked for less than every waiter is refused at once
    expect(budget.acquire(0)).toBeNull();
    running();
    const first = await Promise.race([hot, high]);
    expect(first).not.toBeNull();
    (first as Release)();
    const second = await (first === (await hot) ? high : hot);
    if (second) second();
    const late = new MissBudget({ concurrency: 1, share: 1, maxQueue: 5, maxWaitMs: 30 });
    const hold = (await slot(late)) as Release;
    expect(await slot(late)).toBeNull();
    expect(late.shed).toBe(1);
    hold();
  });
});
