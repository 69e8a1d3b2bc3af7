import type { ReactNode } from 'react';
import styles from './notice.module.css';

type NoticeTone = 'success' | 'error' | 'info';

/**
 * A visible, announced message box. Errors are alerts (announced at once); success and info are polite status messages.
 */
export function Notice({ tone, children, id }: { tone: NoticeTone; children: ReactNode; id?: string }) {
  return (
    <div id={id} className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
