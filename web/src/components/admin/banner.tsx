/**
 * The admin screens' result message. The spec's rule: a text that contains 'Gagal' is an error, anything else a
 * success. A failure whose text lacks the word (a server message, a check in the browser) passes tone="error".
 * Errors are announced assertively (role="alert"), successes politely (role="status").
 *
 * Where the eyes are (ADR 066): a save's result is shown `inline`, beside the button that was pressed, in a live region
 * that is always in the page (so a screen reader announces what appears in it). A message about something that left
 * the screen (a deleted row, a cabinet activated) `takeFocus`: it is focused, so it scrolls into view and is read.
 */
import { useEffect, useRef } from 'react';
import styles from './admin.module.css';

export type BannerTone = 'success' | 'error';

function toneOf(text: string): BannerTone {
  return text.includes('Gagal') ? 'error' : 'success';
}

export interface BannerMessage {
  text: string;
  tone?: BannerTone;
  /** A second line, e.g. the server's reason behind a generic failure text. */
  detail?: string;
}

interface BannerProps {
  message: BannerMessage | null;
  onDismiss?: () => void;
  /** Beside the form's buttons (in their row), in a live region that stays in the page. */
  inline?: boolean;
  /** Focused when a message appears (the control that was pressed is gone). */
  takeFocus?: boolean;
}

export function Banner({ message, onDismiss, inline, takeFocus }: BannerProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message) return;
    if (takeFocus) box.current?.focus();
    // beside its button, which may sit at the bottom edge (on a phone the message wraps under it): bring it into view
    else if (inline) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, takeFocus, inline]);

  const tone = message ? (message.tone ?? toneOf(message.text)) : 'success';
  const shown = message && (
    <div
      ref={box}
      tabIndex={takeFocus ? -1 : undefined}
      className={`${styles.banner} ${inline ? styles.bannerInline : ''} ${tone === 'error' ? styles.bannerError : styles.bannerSuccess}`}
    >
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <p className={styles.bannerText}>{message.text}</p>
        {message.detail && message.detail !== message.text && <p className={styles.bannerDetail}>{message.detail}</p>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.bannerClose} onClick={onDismiss} aria-label="Tutup pesan">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
  if (!inline) return shown || null;
  // the region is there before the message, so its arrival is announced
  return (
    <div className={styles.bannerSlot} aria-live="polite">
      {shown}
    </div>
  );
}
