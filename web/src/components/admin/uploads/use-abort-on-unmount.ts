import { useCallback, useEffect, useRef } from 'react';

/** A fresh AbortSignal per request; every request still running is aborted when the screen unmounts. */
export function useAbortOnUnmount() {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      running.clear();
    };
  }, []);
  return useCallback(() => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return controller.signal;
  }, []);
}

export function isAbort(error: unknown): boolean {
  return (error as Error | null)?.name === 'AbortError';
}
