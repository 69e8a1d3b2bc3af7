/**
 * The images a page's head names (ADR 022): the 1200-wide rendition link previews show, and the preload of a page's
 * largest image with the candidates the SPA's `<picture>` will pick from.
 */
import type { Core } from '@strapi/strapi';
import type { NewsItem } from '@hmrpl/contract';
import { pictureSources, storageUrl } from '../../lib/content/image-sources';
import type { PageContent, PageImage } from './site';

type Strapi = Core.Strapi;

/**
 * The candidates the SPA's `<picture>` will pick from (lib/content/image-sources.ts, the one rule both use): the WebP
 * twins when the CMS made them (the preload then carries `type`, so a browser without WebP skips it), else the
 * original format.
 */
export function imagePreload(
  item: Pick<NewsItem, 'image_path' | 'image_formats' | 'image_width' | 'image_webp'>,
  sizes: string,
): PageContent['preloadImage'] {
  if (!item.image_path) return undefined;
  const sources = pictureSources({
    path: item.image_path,
    formats: item.image_formats,
    webp: item.image_webp,
    width: item.image_width,
  });
  if (sources.webpSrcSet) {
    return { href: sources.webpSrc ?? sources.src, srcset: sources.webpSrcSet, sizes, type: 'image/webp' };
  }
  return { href: sources.src, srcset: sources.srcSet, sizes };
}

/** The 1200-wide rendition of a stored image, when the upload plugin made one; else the original. */
export async function socialImage(
  strapi: Strapi,
  item: Pick<NewsItem, 'image_path' | 'image_width' | 'image_height'>,
  alt: string,
): Promise<PageImage | null> {
  if (!item.image_path) return null;
  const original: PageImage = {
    path: storageUrl(item.image_path),
    width: item.image_width ?? null,
    height: item.image_height ?? null,
    alt,
  };
  if (/^https?:/i.test(item.image_path)) return original;
  const file = (await strapi.db.query('plugin::upload.file').findOne({
    where: { url: `/uploads/${item.image_path}` },
    select: ['formats'],
  })) as { formats?: Record<string, { url?: string; width?: number; height?: number }> | null } | null;
  const social = file?.formats?.social;
  if (social?.url && social.width) {
    return {
      path: storageUrl(social.url.replace(/^\/uploads\//, '')),
      width: social.width,
      height: social.height ?? null,
      alt,
    };
  }
  return original;
}

/** The alt text of a news item's image (its title when it has none). */
export const newsAlt = (item: NewsItem) =>
  (item as NewsItem & { image_alt?: string | null }).image_alt?.trim() || item.title;
