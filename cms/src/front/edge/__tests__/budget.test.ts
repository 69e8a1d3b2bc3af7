/**
 * The miss budget (src/front/edge/budget.ts): concurrency, a share of the time, a bounded queue ordered by demand. On a
 * clock of the test's own: time passes when the test says, and the misses' work is counted, not done.
 */
import { describe, expect, it } from 'vitest';
import { MissBudget, type BudgetClock, type Release } from '../budget';

/** Time that passes only when told to; the event loop's busy time grows by the work done meanwhile. */
class TestClock implements BudgetClock {
  private at = 0;
  private worked = 0;
  private timers: Array<{ due: number; fn: () => void }> = [];

  now() {
    return this.at;
  }

  busy() {
    return this.worked;
  }

  after(ms: number, fn: () => void) {
    const timer = { due: this.at + ms, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** `ms` pass, `work` of them busy on the loop; the timers due by then fire in order. */
  pass(ms: number, work = 0) {
    const until = this.at + ms;
    this.worked += work;
    for (;;) {
      const next = this.timers.filter((t) => t.due <= until).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.at = Math.max(this.at, next.due);
      next.fn();
    }
    this.at = until;
  }
}

/** Lets the promises settled so far run their callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A slot, waiting (idle time passing a millisecond at a time) while the budget queues the miss; null when shed. */
async function slot(budget: MissBudget, clock: TestClock, priority = 1): Promise<Release | null> {
  const got = budget.acquire(priority);
  if (!(got instanceof Promise)) return got;
  let result: Release | null | undefined;
  void got.then((release) => (result = release));
  await settle();
  while (result === undefined) {
    clock.pass(1);
    await settle();
  }
  return result;
}

describe('MissBudget', () => {
  it('runs at most `concurrency` misses at once; the next waits for a slot', async () => {
    const clock = new TestClock();
    const budget = new MissBudget({ concurrency: 2, share: 1, maxQueue: 10, maxWaitMs: 1000 }, clock);
    const a = budget.acquire(1) as Release;
    const b = budget.acquire(1) as Release;
    let third: Release | null = null;
    const waiting = (budget.acquire(1) as Promise<Release | null>).then((r) => (third = r));
    clock.pass(5);
    await settle();
    expect(third).toBeNull();
    expect(budget.waiting).toBe(1);
    a();
    await waiting;
    expect(third).not.toBeNull();
    b();
    third!();
  });

  it('keeps misses to their share of the time however many arrive (a flood of CPU-bound misses for 3 s)', async () => {
    const clock = new TestClock();
    const budget = new MissBudget({ concurrency: 4, share: 0.25, maxQueue: 1000, maxWaitMs: 5000 }, clock);
    let spent = 0;
    // a flood: one miss after another, each 5 ms of work on the event loop
    while (clock.now() < 3000) {
      const release = await slot(budget, clock);
      if (!release) continue;
      clock.pass(5, 5);
      spent += 5;
      release();
    }
    const elapsed = clock.now();
    // the burst the bucket holds (one second of work) plus 25% of the time: no more, and no less than the last miss
    expect(spent).toBeLessThanOrEqual(1000 + 0.25 * elapsed + 5);
    expect(spent).toBeGreaterThanOrEqual(1000 + 0.25 * elapsed - 10);
    expect(budget.shed).toBe(0);
  });

  it('makes the miss after a long one wait until the bucket is out of debt (at most 250 ms owed, refilled at the share)', async () => {
    const clock = new TestClock();
    const budget = new MissBudget({ concurrency: 1, share: 0.5, maxQueue: 10, maxWaitMs: 5000 }, clock);
    // 3 s of work: the 1 s burst and 1.5 s refilled meanwhile are not enough; the debt stops at 250 ms
    const heavy = budget.acquire(1) as Release;
    clock.pass(3000, 3000);
    heavy();
    let next: Release | null = null;
    const queued = budget.acquire(1);
    expect(queued).toBeInstanceOf(Promise);
    void (queued as Promise<Release | null>).then((r) => (next = r));
    // 250 ms owed at half speed: 500 ms, and it starts at the wake-up after
    clock.pass(500);
    await settle();
    expect(next).toBeNull();
    clock.pass(1);
    await settle();
    expect(next).not.toBeNull();
    next!();
  });

  it('sheds the least asked-for when its queue is full, and a miss that waited too long', async () => {
    const clock = new TestClock();
    const budget = new MissBudget({ concurrency: 1, share: 1, maxQueue: 2, maxWaitMs: 50 }, clock);
    const running = budget.acquire(1) as Release;
    const low = budget.acquire(1);
    const high = budget.acquire(9);
    // the queue is full: a newcomer asked for more often takes the place of the least asked-for
    const hot = budget.acquire(15);
    expect(await low).toBeNull();
    // one asked for less than every waiter is refused at once
    expect(budget.acquire(0)).toBeNull();
    running();
    // the most asked-for first
    const first = await hot;
    expect(first).not.toBeNull();
    (first as Release)();
    const second = await high;
    expect(second).not.toBeNull();
    (second as Release)();

    const late = new MissBudget({ concurrency: 1, share: 1, maxQueue: 5, maxWaitMs: 30 }, clock);
    const hold = late.acquire(1) as Release;
    let waited: Release | null | undefined;
    void (late.acquire(1) as Promise<Release | null>).then((r) => (waited = r));
    clock.pass(29);
    await settle();
    expect(waited).toBeUndefined();
    clock.pass(1);
    await settle();
    expect(waited).toBeNull();
    expect(late.shed).toBe(1);
    hold();
  });
});
