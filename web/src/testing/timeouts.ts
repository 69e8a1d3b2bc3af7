/**
 * How long the tests wait for what appears later. setup-tests sets the default of findBy/waitFor once; a test passes a
 * timeout only for the few waits that are longer by nature (an upload shrinks a photo first).
 */
/** findBy/waitFor's default: lazily loaded screens on a busy machine (Testing Library's own is 1 s). */
export const WAIT_MS = 5000;
/** A wait longer than the default: an upload (shrink, then send) or a lazy chunk held back on purpose. */
export const LONG_WAIT = { timeout: 2 * WAIT_MS };
