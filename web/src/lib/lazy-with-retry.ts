/**
 * React.lazy with one automatic retry of a failed chunk (a deploy may have replaced the hashed files, or the network
 * blinked). A second failure reaches the nearest error boundary as a ChunkLoadError ('Loading chunk failed'), which
 * offers a reload button. A chunk that has not arrived after 120 seconds fails the same way (the spec's chunk load
 * time-out); it is not retried, since the browser would only hand back the same pending import.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

const CHUNK_RETRY_DELAY_MS = 1000;
/** How long one chunk may take to arrive. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

class ChunkTimeout extends Error {
  constructor() {
    super(`Chunk not loaded after ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkTimeout';
  }
}

/** The import, or a ChunkTimeout rejection once the time-out has passed. */
function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeout()), CHUNK_LOAD_TIMEOUT_MS);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy(): any props
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    try {
      return await withTimeout(load);
    } catch (first) {
      if (first instanceof ChunkTimeout) throw new ChunkLoadError(first);
      await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
      try {
        return await withTimeout(load);
      } catch (error) {
        throw new ChunkLoadError(error);
      }
    }
  });
}
