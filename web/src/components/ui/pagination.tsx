import { Link } from 'react-router-dom';
import styles from './pagination.module.css';

/** The page a `?page=` value asks for: a whole number of at least 1; anything else (missing, 0, 'abc') is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** The page numbers to show: the first, the last, and two around the current one; gaps become null (an ellipsis). */
function pageWindow(current: number, last: number): Array<number | null> {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const pages = [...wanted].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(previous + 1 === page - 1 ? previous + 1 : null);
    result.push(page);
  });
  return result;
}

interface PaginationProps {
  current: number;
  last: number;
  /** The link of one page (e.g. `?page=2`). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. 'Halaman berita'. */
  label: string;
}

/** A pager of real links (each page has its own URL, so it works with the keyboard, history and a shared link). */
export function Pagination({ current, last, hrefFor, label }: PaginationProps) {
  if (last <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link className={styles.item} to={hrefFor(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span> Sebelumnya
            </Link>
          ) : (
            <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span> Sebelumnya
            </span>
          )}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={`${styles.item} ${page === current ? styles.current : ''}`}
                to={hrefFor(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Halaman ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link className={styles.item} to={hrefFor(current + 1)} rel="next">
              Berikutnya <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.item} ${styles.disabled}`} aria-disabled="true">
              Berikutnya <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
