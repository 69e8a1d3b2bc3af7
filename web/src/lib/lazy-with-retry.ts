/**
 * React.lazy with one automatic retry of a failed chunk (a deploy may have replaced the hashed files, or the network
 * blinked). A second failure reaches the nearest error boundary as a ChunkLoadError ('Loading chunk failed'), which
 * offers a reload button.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

export const CHUNK_RETRY_DELAY_MS = 1000;

export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
      try {
        return await load();
      } catch (error) {
        throw new ChunkLoadError(error);
      }
    }
  });
}
