/**
 * The admin screens' result message. The spec's rule: a text that contains 'Gagal' is an error, anything else a
 * success. A failure whose text lacks the word (a server message, a check in the browser) passes tone="error".
 * Errors are announced assertively (role="alert"), successes politely (role="status").
 */
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

export function Banner({ message, onDismiss }: { message: BannerMessage | null; onDismiss?: () => void }) {
  if (!message) return null;
  const tone = message.tone ?? toneOf(message.text);
  return (
    <div className={`${styles.banner} ${tone === 'error' ? styles.bannerError : styles.bannerSuccess}`}>
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
}
