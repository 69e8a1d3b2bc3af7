import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useNewsDetail } from '@/features/berita/api/get-news-detail';
import { PREVIEW_PARAM } from '@/features/berita/api/keys';
import { newsImageAlt } from '@/features/berita/image-alt';
import styles from './news-detail.module.css';

export const ARTICLE_LOADING = 'Memuat artikel...';
export const ARTICLE_NOT_FOUND = 'Artikel tidak ditemukan.';

/** The contract's allow-list for article HTML (the server applies it on write; the browser applies it again). */
const ARTICLE_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'u',
  's',
  'span',
  'ol',
  'ul',
  'li',
  'blockquote',
  'a',
  'img',
];
const ARTICLE_ATTRIBUTES = ['href', 'rel', 'target', 'src', 'alt', 'width', 'height', 'style'];
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const SAFE_IMG_SRC = /^(?:https:\/\/|\/storage\/)/i;

/**
 * Links that leave the site open in a new tab without handing it this window; a link or image address outside the
 * allow-list (javascript:, data:, ...) is dropped (web/src/features/admin-aspirasi/__tests__/hostile-corpus.test.tsx).
 */
function hardenLinks(node: Element) {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href)) node.removeAttribute('href');
    else if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (node.tagName === 'IMG' && !SAFE_IMG_SRC.test(node.getAttribute('src') ?? '')) {
    node.remove();
  }
}

/** The article body: the server already sanitized it; DOMPurify cleans it again in the browser before display. */
export function sanitizeArticle(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', hardenLinks);
  try {
    return DOMPurify.sanitize(html, { ALLOWED_TAGS: ARTICLE_TAGS, ALLOWED_ATTR: ARTICLE_ATTRIBUTES });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}

/**
 * /berita/{slug}: title, long id-ID date '/ Admin', image and the sanitized body. Opened through a preview link
 * (`?pratinjau=`), it reads the item with that token and shows it exactly as visitors will; an old slug moves the
 * address bar to the current one.
 */
export default function NewsDetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const { data, error, isLoading } = useNewsDetail(slug, searchParams.get(PREVIEW_PARAM));
  const body = useMemo(() => (data ? sanitizeArticle(data.content) : ''), [data]);
  useDocumentTitle(data ? data.title : error ? ARTICLE_NOT_FOUND : 'Berita');

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
        <h1>{ARTICLE_NOT_FOUND}</h1>
        <p>Artikel yang Anda cari mungkin sudah dihapus atau alamatnya salah.</p>
        <Link to={paths.news} className="btn">
          Kembali ke daftar berita
        </Link>
      </div>
    );
  }
  if (slug && data.slug !== slug) return <Navigate to={`${paths.newsDetail(data.slug)}${search}`} replace />;
  return (
    <article className={`container ${styles.article}`} aria-labelledby="article-title">
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
