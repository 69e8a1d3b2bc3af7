import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SEARCH_PARAM } from '@/features/berita/api/keys';
import styles from './news-list.module.css';

/** The server reads at most this many characters of a search (cms/src/lib/content/search.ts). */
const SEARCH_MAX_LENGTH = 200;

interface NewsSearchFormProps {
  /** The words now in `?q=`. */
  initial: string;
}

/**
 * The search box of /berita: its words go in the URL (`/berita?q=...`, page 1), so a search can be shared and the
 * back button returns to the previous one. A plain GET form, so it works before the app has loaded too; the box is
 * the browser's own (uncontrolled), so words typed before the app took the page over are the ones searched.
 */
export function NewsSearchForm({ initial }: NewsSearchFormProps) {
  const id = useId();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? '').trim();
    navigate(q ? `${paths.news}?${SEARCH_PARAM}=${encodeURIComponent(q)}` : paths.news);
  }

  return (
    <form role="search" className={styles.search} action={paths.news} method="get" onSubmit={handleSubmit}>
      <label htmlFor={id} className={styles.searchLabel}>
        Cari berita
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={initial}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Kata dari judul atau isi berita"
        />
        <button type="submit" className="btn">
          Cari
        </button>
      </div>
    </form>
  );
}
