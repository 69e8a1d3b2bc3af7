/**
 * The shared piece of every edit form's conflict handling (ADR 087, 101): the version a form loaded stays its own
 * (a revalidation never moves it), a save moves it to the saved item's, a 409 is kept with its message and item and
 * shown with "Muat versi terbaru", which hands the item over and starts a new form.
 */
import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/http-client';
import { CONFLICT_KEPT, EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';

type Item = { id: number; title: string; updated_at?: string };
const MESSAGE = 'Konten ini sudah diubah oleh Sinta pada 15.05. Muat ulang untuk melihat versi terbaru.';
const conflict = (data: Item) => new ApiError(409, MESSAGE, {}, true, data);

describe('useEditConflict', () => {
  it('keeps the version the form loaded, whatever a revalidation brings, until a save moves it', () => {
    const { result, rerender } = renderHook(({ item }: { item: Item | undefined }) => useEditConflict(item?.id, item), {
      initialProps: { item: undefined as Item | undefined },
    });
    expect(result.current.version).toBeUndefined();
    rerender({ item: { id: 1, title: 'A', updated_at: 'v1' } });
    expect(result.current.version).toBe('v1');
    // another tab saved; the cache revalidates: this form still sends what it loaded
    rerender({ item: { id: 1, title: 'B', updated_at: 'v2' } });
    expect(result.current.version).toBe('v1');
    act(() => result.current.saved({ updated_at: 'v3' }));
    rerender({ item: { id: 1, title: 'C', updated_at: 'v3' } });
    expect(result.current.version).toBe('v3');
    // another item: its own version
    rerender({ item: { id: 2, title: 'D', updated_at: 'w1' } });
    expect(result.current.version).toBe('w1');
  });

  it('recognises only a 409, keeps its message and item, and reload hands the item over for a new form', async () => {
    let item: Item = { id: 1, title: 'Saya', updated_at: 'v1' };
    const { result, rerender } = renderHook(() => useEditConflict(item.id, item));
    const firstKey = result.current.formKey;
    expect(result.current.refused(new ApiError(422, 'Judul wajib diisi.', {}, true))).toBe(false);
    expect(result.current.refused(new Error('jaringan'))).toBe(false);
    expect(result.current.conflict).toBeNull();
    const theirs: Item = { id: 1, title: 'Sinta', updated_at: 'v2' };
    act(() => {
      expect(result.current.refused(conflict(theirs))).toBe(true);
    });
    expect(result.current.conflict).toEqual({ message: MESSAGE, current: theirs });
    const handed: Array<Item | null> = [];
    await act(async () => {
      await result.current.reload((current) => {
        handed.push(current);
        item = current!;
      });
    });
    rerender();
    expect(handed).toEqual([theirs]);
    expect(result.current.conflict).toBeNull();
    // a new form, made with their version
    expect(result.current.formKey).not.toBe(firstKey);
    expect(result.current.version).toBe('v2');
  });
});

describe('EditConflictNotice', () => {
  it("says the server's sentence and that the typing is kept, as an alert, and offers the newer version", async () => {
    let reloaded = 0;
    render(<EditConflictNotice message={MESSAGE} onReload={() => (reloaded += 1)} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGE);
    expect(alert).toHaveTextContent(CONFLICT_KEPT);
    await userEvent.click(screen.getByRole('button', { name: 'Muat versi terbaru' }));
    expect(reloaded).toBe(1);
  });
});
