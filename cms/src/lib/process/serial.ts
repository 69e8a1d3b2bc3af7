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
