/**
 * The news editor's local copy (ADR 087): while an admin types, the title and text are kept in this browser's
 * localStorage (a second after the last key), so a closed tab, a crash or a lost connection loses nothing; the editor
 * asks whether to bring it back when it opens again, and the copy is removed once a save succeeds. One copy per item
 * (`baru` for a new one). The copy never leaves the browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'hmrpl:berita-salinan:';
const WRITE_AFTER_MS = 1000;

export interface LocalCopy {
  title: string;
  content: string;
  /** When it was kept (ISO). */
  saved_at: string;
}

function read(key: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalCopy>;
    return typeof value.title === 'string' && typeof value.content === 'string' && typeof value.saved_at === 'string'
      ? { title: value.title, content: value.content, saved_at: value.saved_at }
      : null;
  } catch {
    return null;
  }
}

/** The copy found when the editor opened (to ask about), and the means to keep and clear it. */
function write(key: string, title: string, content: string): void {
  try {
    const copy: LocalCopy = { title, content, saved_at: new Date().toISOString() };
    window.localStorage.setItem(PREFIX + key, JSON.stringify(copy));
  } catch {
    // storage full or off (private mode): the editor works as before, without a copy
  }
}

export function useLocalCopy(key: string) {
  const [found, setFound] = useState<LocalCopy | null>(() => read(key));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ title: string; content: string } | null>(null);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  };
  /** Writes what is waiting now (a page about to be left or replaced). */
  const flush = useCallback(() => {
    const text = pending.current;
    stop();
    if (text) write(key, text.title, text.content);
  }, [key]);
  // leaving the screen (or closing the tab while React still runs) writes what was typed last
  useEffect(() => flush, [flush]);

  const keep = useCallback(
    (title: string, content: string) => {
      if (timer.current) clearTimeout(timer.current);
      pending.current = { title, content };
      timer.current = setTimeout(flush, WRITE_AFTER_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    stop();
    setFound(null);
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      // nothing to remove
    }
  }, [key]);

  /** The question is answered (restored or not): it is not asked again for this copy. */
  const dismiss = useCallback(() => setFound(null), []);

  /** Asks again about what is kept now (after loading a newer version over what was typed). */
  const recheck = useCallback(() => {
    flush();
    setFound(read(key));
  }, [flush, key]);

  return { found, keep, clear, dismiss, recheck };
}
