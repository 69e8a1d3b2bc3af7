/**
 * Vitest setup: jest-dom matchers, the MSW server with every handler of the contract (an unhandled request fails the
 * test), fresh fixtures before each test, no screen delays (config/screen-delays.ts), and the few browser APIs jsdom
 * lacks.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './msw/server';
import { resetDb } from './msw/db';
// jsdom's Blob lacks arrayBuffer/text/stream: uploads would never reach the MSW handlers
import './blob-polyfill';
import { IntersectionObserverStub, resetIntersections } from './intersection-observer';
import { WAIT_MS } from './timeouts';
import { noScreenDelays } from './screen-delays';

// lazily loaded screens on a busy machine: findBy/waitFor wait up to 5 s instead of the default 1 s
configure({ asyncUtilTimeout: WAIT_MS });

Object.assign(globalThis, { IntersectionObserver: IntersectionObserverStub });
Object.assign(globalThis, {
  ResizeObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
});
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });
Element.prototype.scrollIntoView = vi.fn();
if (!URL.createObjectURL) {
  let counter = 0;
  URL.createObjectURL = () => `blob:preview-${(counter += 1)}`;
  URL.revokeObjectURL = () => {};
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  // what a screen kept in this browser (the news editor's local copy) does not reach the next test
  window.localStorage.clear();
  // the spec's screen delays are waited out only by the one test of each (src/testing/screen-delays.ts)
  noScreenDelays();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetIntersections();
});
afterAll(() => server.close());
