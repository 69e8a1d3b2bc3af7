/**
 * Deleting one row of a paged admin list: the confirmation, which row is being deleted, the result banner, and the
 * row gone at once from the page on screen (its total one less) before the page is fetched again.
 */
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { PageMeta } from '@hmrpl/contract';
import type { BannerMessage } from './banner';

interface RowDeleteOptions<P> {
  confirmation: string;
  remove: (id: number) => Promise<unknown>;
  /** The list page's own SWR mutator. */
  mutate: KeyedMutator<P>;
  /** "… berhasil dihapus!" and "Gagal menghapus …." */
  done: string;
  failed: string;
  /** After the row went: make other lists that showed it stale. */
  afterDelete?: () => void;
}

export function useRowDelete<P extends { data: Array<{ id: number }>; meta: PageMeta }>({
  confirmation,
  remove,
  mutate,
  done,
  failed,
  afterDelete,
}: RowDeleteOptions<P>) {
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function handleDelete(id: number) {
    if (!window.confirm(confirmation)) return;
    setDeleting(id);
    setNotice(null);
    try {
      await remove(id);
      setNotice({ text: done, tone: 'success' });
      // the row goes at once; then the page is fetched again (the next page's first item moves up)
      await mutate(
        (current) =>
          current && {
            ...current,
            data: current.data.filter((item) => item.id !== id),
            meta: { ...current.meta, total: current.meta.total - 1 },
          },
        { revalidate: true },
      );
      afterDelete?.();
    } catch (failure) {
      console.error(failed, failure);
      setNotice({ text: failed, tone: 'error' });
    } finally {
      setDeleting(null);
    }
  }

  return { notice, setNotice, deleting, handleDelete };
}
