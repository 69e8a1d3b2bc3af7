import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Pagination, pageFromQuery } from '@/components/ui/pagination';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useNewsPage } from '@/features/berita/api/get-news-page';
import { SEARCH_PARAM } from '@/features/berita/api/keys';
import { NewsCard } from '@/features/berita/components/news-card';
import { NewsSearchForm } from '@/features/berita/components/news-search-form';
import listStyles from '@/features/berita/components/news-list.module.css';
import styles from '@/components/layouts/page-banner.module.css';

export const NEWS_EMPTY = 'Tidak ada berita untuk ditampilkan.';
export const NEWS_LOADING = 'Memuat berita...';
export const searchEmpty = (q: string) => `Tidak ada berita yang cocok dengan “${q}”.`;
export const searchFound = (total: number, q: string) => `${total} berita ditemukan untuk “${q}”.`;

/** The words of `?q=` as the page reads them (the CMS embeds the first data under the same reading). */
export function searchFromQuery(value: string | null): string {
  return value?.trim() ?? '';
}

/** The tab title of a page of /berita (the CMS writes the same one into the HTML). */
function pageTitle(page: number, q: string): string {
  if (q) return `Pencarian “${q}” – SE-NEWS${page > 1 ? ` (halaman ${page})` : ''}`;
  return page > 1 ? `SE-NEWS (halaman ${page})` : 'SE-NEWS';
}

/**
 * SE-NEWS: the news list, 7 a page, driven by `?page=` (every item is reachable through the pager). On page 1 the
 * newest item is the main story; the rest sit under 'Berita Lainnya'. The search box puts its words in `?q=`, so a
 * search can be shared; its results are listed newest first, with the same pager.
 */
export default function NewsListPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const q = searchFromQuery(searchParams.get(SEARCH_PARAM));
  useDocumentTitle(pageTitle(page, q));
  const { data, isLoading, isValidating, error } = useNewsPage(page, q);
  const items = error ? [] : (data?.data ?? []);
  const lastPage = error ? 1 : (data?.meta.last_page ?? 1);
  const showingOtherPage = data !== undefined && data.meta.current_page !== page;
  const shownPage = data?.meta.current_page ?? page;
  // a search lists its results alike, without a main story
  const [main, ...others] = shownPage === 1 && !q ? items : [undefined, ...items];
  const hrefFor = (target: number) => {
    const query = new URLSearchParams();
    if (q) query.set(SEARCH_PARAM, q);
    if (target > 1) query.set('page', String(target));
    const text = query.toString();
    return text ? `${paths.news}?${text}` : paths.news;
  };

  return (
    <>
      <header className={styles.banner}>
        <div className="container">
          <h1>SE-NEWS</h1>
          <p>Kabar dan cerita terbaru dari HMRPL Telkom University.</p>
        </div>
      </header>
      <div className={`container ${listStyles.section}`}>
        <NewsSearchForm key={q} initial={q} />
        {q && data && !error && items.length > 0 && (
          <p className={listStyles.searchSummary} role="status">
            {searchFound(data.meta.total, q)}
          </p>
        )}
        {isLoading && !data ? (
          <p className="status-text" role="status">
            {NEWS_LOADING}
          </p>
        ) : items.length === 0 ? (
          <div className="status-text" role={q ? 'status' : undefined}>
            <p>{q && !error ? searchEmpty(q) : NEWS_EMPTY}</p>
            {(page > 1 || q) && !error && (
              <p>
                <Link to={paths.news}>{q ? 'Lihat semua berita' : 'Kembali ke halaman pertama'}</Link>
              </p>
            )}
          </div>
        ) : (
          <div
            className={showingOtherPage && isValidating ? listStyles.updating : undefined}
            aria-busy={showingOtherPage && isValidating}
          >
            {main && <NewsCard item={main} main priority />}
            {others.length > 0 && (
              <section aria-labelledby="berita-lainnya">
                <h2 id="berita-lainnya" className={listStyles.otherHeading}>
                  {q ? 'Hasil Pencarian' : 'Berita Lainnya'}
                </h2>
                <ul className={listStyles.grid}>
                  {others.map((item) =>
                    item ? (
                      <li key={item.id}>
                        <NewsCard item={item} />
                      </li>
                    ) : null,
                  )}
                </ul>
              </section>
            )}
          </div>
        )}
        <Pagination current={page} last={lastPage} hrefFor={hrefFor} label="Halaman berita" />
      </div>
    </>
  );
}
