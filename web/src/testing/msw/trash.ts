/**
 * The fixtures' trash (ADR 089), as the CMS keeps it: every fixture delete of a trashable kind moves the row here
 * with a way back (`restore`, false when its slug was taken meanwhile), and handlers/sampah.ts lists, restores and
 * purges. Reset before every test with the rest of the fixtures (`fixtureState`).
 */
import type { TrashItem, TrashType } from '@hmrpl/contract';
import { db, fixtureState } from './db';
import { newId } from './utils';

interface FixtureTrashEntry {
  item: TrashItem;
  /** Puts the row back; false (and nothing done) when its slug is taken by other content now. */
  restore(): boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** TRASH_DAYS as the fixtures' CMS has it. */
const FIXTURE_TRASH_DAYS = 30;

export const fixtureTrash = fixtureState<FixtureTrashEntry[]>(() => []);

/** Moves one deleted row to the fixtures' trash, by the signed-in admin, now. */
export function toFixtureTrash(type: TrashType, title: string, restore: () => boolean): void {
  const deletedAt = new Date();
  const user = db.session;
  fixtureTrash.current.unshift({
    item: {
      id: newId(),
      type,
      title,
      deleted_at: deletedAt.toISOString(),
      deleted_by: user ? { id: user.id, name: user.name } : null,
      purge_at: new Date(deletedAt.getTime() + FIXTURE_TRASH_DAYS * DAY_MS).toISOString(),
    },
    restore,
  });
}

/** Puts `row` back into `list` at `index` (where it was), or at the end when the list got shorter. */
export function putBack<T>(list: T[], index: number, row: T): void {
  list.splice(Math.min(index, list.length), 0, row);
}
