import { Link } from 'react-router-dom';
import type { NewsItem } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { sharedFrameRatio } from '@/lib/image-frame';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { newsImageAltBesideTitle } from '../image-alt';
import styles from './latest-news.module.css';

/** News images are mostly 16:9 banners; posters among them may be as tall as 4:5. */
const SLIDE_FRAME = { fallback: 16 / 9, tallest: 4 / 5, widest: 16 / 9 };

/** The one frame shape of every slide: the tallest picture fits whole, and the carousel keeps its height. */
export function slideFrameRatio(items: readonly NewsItem[]): number {
  return sharedFrameRatio(
    items.map((item) => ({ width: item.image_width, height: item.image_height })),
    SLIDE_FRAME,
  );
}

/**
 * One news item in the carousel: its picture whole (`object-fit: contain` in the shared frame), then its title and
 * date beside it on wide screens and under it on narrow ones, never over it: news pictures are often posters with
 * their own text. The whole slide is the link to the article. Without `image` only the frame is drawn (the still
 * carousel keeps a hidden slide's size without loading its picture).
 */
export function NewsSlide({
  item,
  frameRatio,
  image = true,
  priority = false,
}: {
  item: NewsItem;
  frameRatio: number;
  image?: boolean;
  priority?: boolean;
}) {
  return (
    <Link to={paths.newsDetail(item.slug)} className={styles.slide}>
      <span className={styles.frame} style={{ aspectRatio: frameRatio }}>
        {image && (
          <ResponsiveImage
            path={item.image_path}
            formats={item.image_formats}
            webp={item.image_webp}
            width={item.image_width}
            height={item.image_height}
            alt={newsImageAltBesideTitle(item)}
            sizes="(min-width: 1140px) 820px, (min-width: 992px) calc(100vw - 320px), 100vw"
            priority={priority}
            className={styles.slideImage}
          />
        )}
      </span>
      <span className={styles.caption}>
        <span className={styles.slideTitle}>{item.title}</span>
        <span className={styles.slideDate}>{formatLongDate(item.date)}</span>
      </span>
    </Link>
  );
}
