/**
 * A page opened through a preview link (`?pratinjau=`): the band that says it is not public yet, and what the page
 * says when the link no longer opens anything (expired, revoked, or the item changed since), instead of "not found".
 */
import styles from './preview-band.module.css';

const PREVIEW_BAND = 'Pratinjau - belum terbit';
export const PREVIEW_EXPIRED = 'Tautan pratinjau ini sudah tidak berlaku.';
export const PREVIEW_EXPIRED_HINT = 'Minta tautan pratinjau yang baru kepada pengurus yang membagikannya.';

export function PreviewBand() {
  return (
    <p className={styles.band} role="note">
      {PREVIEW_BAND}
    </p>
  );
}
