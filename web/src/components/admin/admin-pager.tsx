/** 'Sebelumnya' / 'Halaman n dari m' / 'Berikutnya' under an admin table; nothing when there is one page. */
import styles from './admin.module.css';

interface AdminPagerProps {
  page: number;
  lastPage: number;
  /** The nav's accessible name, e.g. 'Halaman daftar berita'. */
  label: string;
  onGo: (page: number) => void;
}

export function AdminPager({ page, lastPage, label, onGo }: AdminPagerProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={`btn btn-outline ${styles.small}`}
        onClick={() => onGo(page - 1)}
        disabled={page <= 1}
      >
        Sebelumnya
      </button>
      <span aria-current="page">
        Halaman {page} dari {lastPage}
      </span>
      <button
        type="button"
        className={`btn btn-outline ${styles.small}`}
        onClick={() => onGo(page + 1)}
        disabled={page >= lastPage}
      >
        Berikutnya
      </button>
    </nav>
  );
}
