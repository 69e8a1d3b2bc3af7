import { Link } from 'react-router-dom';
import { newsImageAltBesideTitle } from '../image-alt';
import type { NewsItem } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './news-list.module.css';

/**
 * One news item: image, title (the link), date, excerpt and 'Selengkapnya'. The main story is the large variant.
 * `headingLevel` keeps the page's outline right (the main story sits under the h1, the others under 'Berita Lainnya').
 */
export function NewsCard({
  item,
  main = false,
  priority = false,
}: {
  item: NewsItem;
  main?: boolean;
  priority?: boolean;
}) {
  const href = paths.newsDetail(item.slug);
  const Heading = main ? 'h2' : 'h3';
  const titleId = `berita-${item.id}-title`;
  return (
    <article className={main ? styles.main : styles.card} aria-labelledby={titleId}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
        <ResponsiveImage
          path={item.image_path}
          formats={item.image_formats}
          webp={item.image_webp}
          width={item.image_width}
          height={item.image_height}
          alt={newsImageAltBesideTitle(item)}
          sizes={main ? '(min-width: 992px) 560px, 100vw' : '(min-width: 992px) 360px, (min-width: 576px) 50vw, 100vw'}
          priority={priority}
          focalPoint={item.image_focal_point}
          className={styles.image}
        />
      </Link>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <Link to={href}>{item.title}</Link>
        </Heading>
        <p className={styles.date}>
          <time dateTime={item.date}>{formatLongDate(item.date)}</time>
        </p>
        <p className={styles.excerpt}>{item.excerpt}</p>
        <Link to={href} className={styles.more}>
          Selengkapnya<span className="visually-hidden">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}
