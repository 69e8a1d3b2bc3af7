/**
 * The time the background jobs read (src/lib/process/jobs.ts: when a job is due, how long a claim holds), the rules
 * they apply (the retention cut-off, the digest window) and the age of the aspiration form's token. One offset for the whole process, zero unless a test moves it:
 * the integration suite loads this module from the compiled app and moves the clock forward to see a year pass.
 * No HTTP route reaches `moveClock`.
 */
let offsetMs = 0;

/** Milliseconds since the epoch, as the jobs see them. */
export const clockMs = (): number => Date.now() + offsetMs;

/**
 * Tests: moves this process's job clock by `ms` (negative moves it back).
 * @public (reached through the compiled app, which knip cannot see)
 */
export function moveClock(ms: number): void {
  offsetMs += ms;
}

/**
 * Tests: the job clock is the wall clock again.
 * @public (reached through the compiled app)
 */
export function resetClock(): void {
  offsetMs = 0;
}
