/**
 * The miss budget: misses (public reads computed by Strapi) may use at most a fixed share of the event loop, however
 * many distinct URLs a client invents. A bounded number run at once; their busy time is charged to a bucket that
 * refills at `share` of real time; a miss that must wait queues (hot keys first) and is shed with 503 when the queue is
 * full or it waited too long. Its clock is a parameter (the real one by default), so its test runs on a clock of its own.
 * See ADR 042.
 */
interface BudgetOptions {
  concurrency: number;
  /** Share of real time misses may use, 0 < share <= 1. */
  share: number;
  maxQueue: number;
  maxWaitMs: number;
}

export type Release = () => void;

/** What the budget reads of time, and how it waits. */
export interface BudgetClock {
  /** Now, in ms (monotonic). */
  now(): number;
  /** The event loop's busy time so far, ms (not counting the time it waited for I/O). */
  busy(): number;
  /** Calls `fn` once `ms` have passed (without keeping the process alive); returns what cancels it. */
  after(ms: number, fn: () => void): () => void;
}

/** The process's own clock. */
const systemClock: BudgetClock = {
  now: () => performance.now(),
  busy: () => performance.eventLoopUtilization().active,
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

/** Work the bucket holds (the burst a write causes passes at once), and the most it may owe (so one long miss cannot lock the others out for long). */
const BURST_MS = 1000;
const MAX_DEBT_MS = 250;

interface Waiter {
  priority: number;
  resolve: (release: Release | null) => void;
  /** Cancels its time limit. */
  cancel: () => void;
}

export class MissBudget {
  private active = 0;
  private tokens: number;
  private readonly capacity: number;
  private refilledAt: number;
  /** The loop's active time when it was last charged while misses ran. */
  private activeMark = 0;
  private queue: Waiter[] = [];
  private wake: (() => void) | null = null;
  shed = 0;
  queued = 0;

  constructor(
    private readonly options: BudgetOptions,
    private readonly clock: BudgetClock = systemClock,
  ) {
    this.capacity = BURST_MS;
    this.tokens = this.capacity;
    this.refilledAt = clock.now();
  }

  private refill(now: number) {
    let tokens = this.tokens + (now - this.refilledAt) * this.options.share;
    if (this.active > 0) {
      const active = this.clock.busy();
      tokens -= active - this.activeMark;
      this.activeMark = active;
    }
    this.tokens = Math.max(-MAX_DEBT_MS, Math.min(this.capacity, tokens));
    this.refilledAt = now;
  }

  private canStart(now: number): boolean {
    this.refill(now);
    return this.active < this.options.concurrency && this.tokens > 0;
  }

  private start(): Release {
    this.refill(this.clock.now());
    if (this.active === 0) this.activeMark = this.clock.busy();
    this.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.refill(this.clock.now());
      this.active -= 1;
      this.drain();
    };
  }

  /** A slot for one miss, or null when it is shed. `priority`: how often its key was asked for lately. */
  acquire(priority: number): Release | null | Promise<Release | null> {
    if (this.queue.length === 0 && this.canStart(this.clock.now())) return this.start();
    if (this.queue.length >= this.options.maxQueue) {
      // the least asked-for waiter makes room, or this one goes
      let lowest = 0;
      for (let i = 1; i < this.queue.length; i += 1)
        if (this.queue[i].priority < this.queue[lowest].priority) lowest = i;
      if (this.queue[lowest].priority >= priority) {
        this.shed += 1;
        return null;
      }
      const [dropped] = this.queue.splice(lowest, 1);
      dropped.cancel();
      this.shed += 1;
      dropped.resolve(null);
    }
    this.queued += 1;
    return new Promise<Release | null>((resolve) => {
      const waiter: Waiter = {
        priority,
        resolve,
        cancel: this.clock.after(this.options.maxWaitMs, () => {
          const at = this.queue.indexOf(waiter);
          if (at >= 0) this.queue.splice(at, 1);
          this.shed += 1;
          resolve(null);
        }),
      };
      this.queue.push(waiter);
      this.drain();
    });
  }

  /** Starts the most asked-for waiters while slots and time allow; otherwise wakes up when the bucket has refilled. */
  private drain() {
    const now = this.clock.now();
    while (this.queue.length > 0 && this.canStart(now)) {
      let best = 0;
      for (let i = 1; i < this.queue.length; i += 1) if (this.queue[i].priority > this.queue[best].priority) best = i;
      const [waiter] = this.queue.splice(best, 1);
      waiter.cancel();
      waiter.resolve(this.start());
    }
    if (this.queue.length > 0 && this.active < this.options.concurrency && !this.wake) {
      const wait = Math.max(1, Math.ceil(-this.tokens / this.options.share) + 1);
      this.wake = this.clock.after(wait, () => {
        this.wake = null;
        this.drain();
      });
    }
  }

  get waiting(): number {
    return this.queue.length;
  }
}
