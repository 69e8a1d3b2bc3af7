import { useCallback, useEffect, useRef } from 'react';

/**
 * `schedule(fn, ms)`: a timer that is cancelled when the screen unmounts (the spec's delays after uploads and before
 * redirects must not fire on a screen that is gone).
 */
export function useTimeout() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);
  return useCallback((callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, ms);
    timers.current.add(timer);
  }, []);
}

/** Resolves after `ms` through `schedule` (so an unmount cancels it: the promise then never settles). */
export function waitWith(schedule: (callback: () => void, ms: number) => void, ms: number): Promise<void> {
  return new Promise((resolve) => schedule(resolve, ms));
}
