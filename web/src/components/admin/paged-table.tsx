/**
 * An admin list's table, one page at a time (the inbox's, the audit log's): the stacked table with its hidden caption
 * and column heads, the rows the screen draws, and the pager under it (nothing when there is one page).
 */
import type { ReactNode } from 'react';
import { AdminPager } from './admin-pager';
import styles from './admin.module.css';

interface PagedTableProps {
  /** What a screen reader hears first, e.g. 'Riwayat admin (40), halaman 1 dari 2'. */
  caption: string;
  columns: readonly string[];
  page: number;
  lastPage: number;
  /** The pager's accessible name, e.g. 'Halaman riwayat'. */
  pagerLabel: string;
  onGo: (page: number) => void;
  /** The rows (`<tr>`), each cell with its `data-label` for the stacked view. */
  children: ReactNode;
}

export function PagedTable({ caption, columns, page, lastPage, pagerLabel, onGo, children }: PagedTableProps) {
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stack}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <AdminPager page={page} lastPage={lastPage} label={pagerLabel} onGo={onGo} />
    </>
  );
}
