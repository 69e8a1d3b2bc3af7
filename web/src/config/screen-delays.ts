/**
 * The spec's pauses on the admin screens, in one place: after an upload the result waits (gallery 2000 ms, poster
 * 1500 ms), and a saved news item or activity stays on screen 2000 ms before the next one. One setting scales them all:
 * 1 in the product (exact), 0 under test (src/testing/setup-tests.ts), where one test per delay puts them back with
 * `exactScreenDelays()` (src/testing/screen-delays.ts) and proves its length. See ADR 058.
 */
const SCREEN_DELAYS_MS = {
  /** A saved news item's success, then the list (/admin/berita). */
  newsRedirect: 2000,
  /** A saved activity's success, then its next screen. */
  activityNext: 2000,
  /** A gallery upload's answer, then its result. */
  galleryResult: 2000,
  /** A poster upload's answer, then its result. */
  posterResult: 1500,
} as const;

type ScreenDelay = keyof typeof SCREEN_DELAYS_MS;

/** The one setting: 1, the spec's delays; 0, none (the tests). */
export const screenDelaySetting = { factor: 1 };

export const screenDelayMs = (name: ScreenDelay): number => SCREEN_DELAYS_MS[name] * screenDelaySetting.factor;
