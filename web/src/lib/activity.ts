/**
 * "The user is doing something": what keeps an admin session from its idle timeout (the admin area pings the server
 * while its user works). Key presses and clicks on the page are seen directly; a component whose input happens where
 * the page's events do not reach (the rich-text editor's own frame) calls `noteActivity()`.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function noteActivity() {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every noted activity; returns the unsubscribe function. */
export function onActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
