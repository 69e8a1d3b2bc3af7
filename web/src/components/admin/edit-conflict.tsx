/**
 * Edit conflicts in the admin forms (ADR 087, 101): an edit sends the `updated_at` its form loaded; when someone saved
 * the item in between, the server refuses with 409, names who and when, and answers the item as it is now. The form
 * keeps what was typed (it stays as it is) and this notice offers to load the newer version instead. Every edit form
 * uses `useEditConflict`, the news editor too.
 */
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/http-client';
import type { BannerMessage } from './banner';
import styles from './admin.module.css';

export const CONFLICT_KEPT = 'Isian Anda masih ada di formulir ini dan belum tersimpan.';

/** The server's 409 of a stale edit. */
export const isEditConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/** A form's own failure banner for a 409 (the notice above the form says the rest). */
export const conflictBanner = (error: ApiError): BannerMessage => ({
  text: error.message,
  tone: 'error',
  detail: CONFLICT_KEPT,
});

/**
 * One edit form's version and its 409, for the item `item` (identified by `itemKey`):
 * - `formKey`: the key of the form; a new one after "Muat versi terbaru" (a fresh form with the newer item);
 * - `version`: the `updated_at` the form loaded, to send with the save; `saved(answer)` moves it to the saved item's,
 *   so the same form can save again (a later revalidation of the item never moves it: a stale form stays stale);
 * - `refused(error)`: true for a 409, whose message and current item it keeps in `conflict` (the form keeps what was
 *   typed);
 * - `reload(apply)`: gives the 409's item to `apply` (e.g. SWR's `mutate`), then starts a new form.
 */
export function useEditConflict<T extends { updated_at?: string | null }>(
  itemKey: string | number | undefined,
  item: T | null | undefined,
) {
  const [round, setRound] = useState(0);
  const [conflict, setConflict] = useState<{ message: string; current: T | null } | null>(null);
  const formKey = `${itemKey ?? ''}-${round}`;
  // kept for as long as that form lives: a later revalidation of the same item never makes a stale form look fresh
  const loaded = useRef<{ key: string; updatedAt: string | undefined } | null>(null);
  if (item && loaded.current?.key !== formKey)
    loaded.current = { key: formKey, updatedAt: item.updated_at ?? undefined };
  return {
    formKey,
    version: loaded.current?.key === formKey ? loaded.current.updatedAt : undefined,
    conflict,
    refused(error: unknown): boolean {
      if (!isEditConflict(error)) return false;
      setConflict({ message: error.message, current: (error.data as T | undefined) ?? null });
      return true;
    },
    saved(answer: { updated_at?: string | null } | null | undefined) {
      if (loaded.current && answer?.updated_at) loaded.current.updatedAt = answer.updated_at;
    },
    dismiss: () => setConflict(null),
    async reload(apply: (current: T | null) => unknown) {
      const current = conflict?.current ?? null;
      setConflict(null);
      await apply(current);
      setRound((value) => value + 1);
    },
  };
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

/** What `useEditConflict` gives a form. */
export type EditConflict<T extends { updated_at?: string | null }> = ReturnType<typeof useEditConflict<T>>;
