import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Pagination, pageFromQuery } from '@/components/ui/pagination';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useNewsPage } from '@/features/berita/api/get-news-page';
import { NewsCard } from '@/features/berita/components/news-card';
import listStyles from '@/features/berita/components/news-list.module.css';
import styles from './page-banner.module.css';

export const NEWS_EMPTY = 'Tidak ada berita untuk ditampilkan.';
export const NEWS_LOADING = 'Memuat berita...';

/**
 * SE-NEWS: the news list, 7 a page, driven by `?page=` (every item is reachable through the pager). On page 1 the
 * newest item is the main story; the rest sit under 'Berita Lainnya'.
 */
export default function NewsListPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  useDocumentTitle(page > 1 ? `SE-NEWS (halaman ${page})` : 'SE-NEWS');
  const { data, isLoading, isValidating, error } = useNewsPage(page);
  const items = error ? [] : (data?.data ?? []);
  const lastPage = error ? 1 : (data?.meta.last_page ?? 1);
  const showingOtherPage = data !== undefined && data.meta.current_page !== page;
  const shownPage = data?.meta.current_page ?? page;
  const [main, ...others] = shownPage === 1 ? items : [undefined, ...items];

  return (
    <>
      <header className={styles.banner}>
        <div className="container">
          <h1>SE-NEWS</h1>
          <p>Kabar dan cerita terbaru dari HMRPL Telkom University.</p>
        </div>
      </header>
      <div className={`container ${listStyles.section}`}>
        {isLoading && !data ? (
          <p className="status-text" role="status">
            {NEWS_LOADING}
          </p>
        ) : items.length === 0 ? (
          <div className="status-text">
            <p>{NEWS_EMPTY}</p>
            {page > 1 && !error && (
              <p>
                <Link to={paths.news}>Kembali ke halaman pertama</Link>
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
                  Berita Lainnya
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
        <Pagination
          current={page}
          last={lastPage}
          hrefFor={(target) => (target === 1 ? paths.news : `${paths.news}?page=${target}`)}
          label="Halaman berita"
        />
      </div>
    </>
  );
}
