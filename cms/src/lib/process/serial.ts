/**
 * Runs async tasks one at a time, in call order, within this process: for a "read, then write" that must
 * not interleave with itself (e.g. picking a free slug and inserting it). A failed task does not block the
 * ones queued after it.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * Runs at most `limit()` async tasks at once within this process, the rest waiting in call order: for work whose
 * memory grows with how many run together (decoding phone photos: ADR 072). A failed task frees its place.
 */
export function createLimiter(limit: () => number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running >= Math.max(1, limit()) || waiting.length === 0) return;
    running += 1;
    waiting.shift()!();
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      });
      next();
    });
  };
}
