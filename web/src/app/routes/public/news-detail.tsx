import { useMemo } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { sanitizeArticle } from '@/lib/sanitize-article';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { PREVIEW_EXPIRED, PREVIEW_EXPIRED_HINT, PreviewBand } from '@/components/ui/preview-band';
import { ApiError } from '@/lib/http-client';
import { useNewsDetail } from '@/features/berita/api/get-news-detail';
import { PREVIEW_PARAM } from '@/features/berita/api/keys';
import { newsImageAlt } from '@/features/berita/image-alt';
import styles from './news-detail.module.css';

export const ARTICLE_LOADING = 'Memuat artikel...';
export const ARTICLE_NOT_FOUND = 'Artikel tidak ditemukan.';

/**
 * /berita/{slug}: title, long id-ID date '/ Admin', image and the sanitized body. Opened through a preview link
 * (`?pratinjau=`), it reads the item with that token and shows it exactly as visitors will, under a "Pratinjau -
 * belum terbit" band while it is not public; a link that opens nothing any more says so. An old slug moves the
 * address bar to the current one.
 */
export default function NewsDetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const previewToken = searchParams.get(PREVIEW_PARAM);
  const { data, error, isLoading } = useNewsDetail(slug, previewToken);
  const body = useMemo(() => (data ? sanitizeArticle(data.content) : ''), [data]);
  // a preview link that no longer opens its item (expired, revoked, the item changed): not "deleted or mistyped"
  const expired = previewToken !== null && error instanceof ApiError && error.status === 404;
  useDocumentTitle(data ? data.title : expired ? PREVIEW_EXPIRED : error ? ARTICLE_NOT_FOUND : 'Berita');

  // `isLoading` is also true while the page's embedded answer (SWR fallback) is shown: go by the data
  if (!data && (isLoading || !error)) {
    return (
      <p className="status-text" role="status">
        {ARTICLE_LOADING}
      </p>
    );
  }
  if (error || !data) {
    return (
      <div className={`container ${styles.missing}`}>
        <h1>{expired ? PREVIEW_EXPIRED : ARTICLE_NOT_FOUND}</h1>
        <p>{expired ? PREVIEW_EXPIRED_HINT : 'Artikel yang Anda cari mungkin sudah dihapus atau alamatnya salah.'}</p>
        <Link to={paths.news} className="btn">
          Kembali ke daftar berita
        </Link>
      </div>
    );
  }
  if (slug && data.slug !== slug) return <Navigate to={`${paths.newsDetail(data.slug)}${search}`} replace />;
  return (
    <article className={`container ${styles.article}`} aria-labelledby="article-title">
      {data.preview && <PreviewBand />}
      <nav aria-label="Remah roti" className={styles.crumbs}>
        <Link to={paths.news}>← Semua berita</Link>
      </nav>
      <h1 id="article-title" className={styles.title}>
        {data.title}
      </h1>
      <p className={styles.meta}>
        <time dateTime={data.date}>{formatLongDate(data.date)}</time> / Admin
      </p>
      <ResponsiveImage
        path={data.image_path}
        formats={data.image_formats}
        webp={data.image_webp}
        width={data.image_width}
        height={data.image_height}
        alt={newsImageAlt(data)}
        sizes="(min-width: 860px) 828px, 100vw"
        priority
        className={styles.image}
      />
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
