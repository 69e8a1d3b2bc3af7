/**
 * jsdom lays nothing out, so it has no IntersectionObserver. This one reports every observed element as in view
 * right away (a page rendered in a test is "all visible"), unless a test holds it back to see a page before a part
 * of it has come near: `holdIntersections()`, then `releaseIntersections()`.
 */
interface Watch {
  observer: IntersectionObserverStub;
  callback: IntersectionObserverCallback;
  target: Element;
}

let held = false;
const waiting = new Set<Watch>();

function report({ observer, callback, target }: Watch) {
  if (!observer.watching.has(target)) return;
  const rect = target.getBoundingClientRect();
  const entry = {
    target,
    isIntersecting: true,
    intersectionRatio: 1,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: performance.now(),
  } satisfies IntersectionObserverEntry;
  callback([entry], observer);
}

export class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  readonly watching = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(target: Element) {
    this.watching.add(target);
    const watch = { observer: this, callback: this.callback, target };
    if (held) waiting.add(watch);
    else queueMicrotask(() => report(watch));
  }

  unobserve(target: Element) {
    this.watching.delete(target);
  }

  disconnect() {
    this.watching.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** From now on, observed elements are not reported in view until `releaseIntersections()`. */
export function holdIntersections() {
  held = true;
}

/** Reports every element observed while held, and reports at once again. */
export function releaseIntersections() {
  held = false;
  const due = [...waiting];
  waiting.clear();
  due.forEach(report);
}

/** Between tests. */
export function resetIntersections() {
  held = false;
  waiting.clear();
}
