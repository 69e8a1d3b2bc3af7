import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import ALLOW from '@hmrpl/contract/article-html.json';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
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

type Tag = keyof typeof ALLOW.attributes;
const ATTRIBUTES: Record<string, readonly string[]> = ALLOW.attributes;
const STYLES: Record<string, readonly string[]> = ALLOW.styles;
/** DOMPurify's attribute list is one for all tags; the hook below narrows it to each tag's own. */
const ANY_TAG_ATTRIBUTES = [...new Set(Object.values(ATTRIBUTES).flat())];

const startsWithAny = (value: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => value.toLowerCase().startsWith(prefix));

/**
 * The contract's allow-list (`@hmrpl/contract/article-html.json`, the server applies the same one on write), per
 * element: only its own attributes; only its own style properties (text-align with a listed keyword; a colour the
 * browser's CSS parser accepts); links that leave the site open in a new tab without handing it this window; a link or
 * image address outside the list (javascript:, data:, ...) is dropped
 * (web/src/features/admin-aspirasi/__tests__/hostile-corpus.test.tsx).
 */
function applyAllowList(node: Element) {
  const tag = node.tagName.toLowerCase() as Tag;
  const own = ATTRIBUTES[tag] ?? [];
  for (const name of node.getAttributeNames()) if (!own.includes(name)) node.removeAttribute(name);
  if (node instanceof HTMLElement && node.hasAttribute('style')) {
    const kept = (STYLES[tag] ?? [])
      .map((property) => [property, node.style.getPropertyValue(property).trim()] as const)
      .filter(([property, value]) => value && (property !== 'text-align' || ALLOW.textAlign.includes(value)));
    node.removeAttribute('style');
    if (kept.length > 0)
      node.setAttribute('style', kept.map(([property, value]) => `${property}: ${value}`).join('; '));
  }
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!startsWithAny(href, ALLOW.linkPrefixes)) node.removeAttribute('href');
    else if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (tag === 'img' && !startsWithAny(node.getAttribute('src') ?? '', ALLOW.imagePrefixes)) {
    node.remove();
  }
}

/** The article body: the server already sanitized it; DOMPurify cleans it again in the browser before display. */
export function sanitizeArticle(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', applyAllowList);
  try {
    return DOMPurify.sanitize(html, { ALLOWED_TAGS: ALLOW.tags, ALLOWED_ATTR: ANY_TAG_ATTRIBUTES });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}

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
