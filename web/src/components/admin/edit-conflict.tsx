/**
 * Edit conflicts in the admin forms (ADR 087): an edit sends the `updated_at` its form loaded; when someone saved the
 * item in between, the server refuses with 409, names who and when, and answers the item as it is now. The form keeps
 * what was typed (it stays as it is) and this notice offers to load the newer version instead.
 */
import { useRef } from 'react';
import { ApiError } from '@/lib/http-client';
import styles from './admin.module.css';

export const CONFLICT_KEPT = 'Isian Anda masih ada di formulir ini dan belum tersimpan.';

/** The server's 409 of a stale edit. */
export const isEditConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/**
 * The `updated_at` a form loaded, kept for as long as that form lives (`formKey`): a later revalidation of the same
 * item (another tab, the window's focus) must not make a stale form look fresh.
 */
export function useLoadedVersion(formKey: string, updatedAt: string | undefined): string | undefined {
  const loaded = useRef<{ key: string; updatedAt: string | undefined } | null>(null);
  if (loaded.current?.key !== formKey) loaded.current = { key: formKey, updatedAt };
  return loaded.current.updatedAt;
}

/** The 409's notice: the server's sentence, that nothing typed is lost, and the way to the newer version. */
export function EditConflictNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className={`${styles.banner} ${styles.bannerError}`}>
      <div role="alert">
        <p className={styles.bannerText}>{message}</p>
        <p className={styles.bannerDetail}>{CONFLICT_KEPT}</p>
        <button type="button" className="btn btn-outline" onClick={onReload}>
          Muat versi terbaru
        </button>
      </div>
    </div>
  );
}
