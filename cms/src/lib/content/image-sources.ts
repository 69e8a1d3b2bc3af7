/**
 * The storage srcset rule, in one place: the SPA's images (web/src/lib/storage.ts re-exports this file) and the
 * server's `<link rel="preload">` of a page's main image (front/pages/images.ts) must name the same URLs, or the
 * browser downloads the image twice. Pure (no Strapi, no Node): the web build imports it.
 *
 * A `<picture>` offers the WebP twins first (`webpSrcSet`, `type="image/webp"`) and keeps the original format as the
 * fallback (`src`, `srcSet`).
 */
import type { ImageFormats, StoragePath } from '@hmrpl/contract';

/** `/storage/<path>` with each segment encoded; an absolute or root-relative URL stays as it is; empty for none. */
export function storageUrl(path: StoragePath | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/storage/${path.split('/').map(encodeURIComponent).join('/')}`;
}

interface Candidate {
  path: StoragePath | undefined;
  width: number | null | undefined;
}

/** `url 500w, url 750w, ...`: one candidate per width (the first given wins), narrowest first; undefined when empty. */
function srcSetOf(candidates: Candidate[]): string | undefined {
  const byWidth = new Map<number, string>();
  const usable = candidates.filter((c): c is { path: StoragePath; width: number } => Boolean(c.path && c.width));
  for (const candidate of usable.sort((a, b) => a.width - b.width)) {
    if (!byWidth.has(candidate.width)) byWidth.set(candidate.width, storageUrl(candidate.path));
  }
  return byWidth.size > 0 ? [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ') : undefined;
}

const renditions = (formats: ImageFormats | undefined) =>
  Object.values(formats ?? {}).filter((format): format is NonNullable<typeof format> => Boolean(format));

/** A srcset with every rendition the CMS made (plus the original when its width is known). */
export function storageSrcSet(
  formats: ImageFormats | undefined,
  original?: { path: StoragePath; width?: number | null },
): string | undefined {
  return srcSetOf([
    ...renditions(formats).map((format) => ({ path: format.path, width: format.width })),
    { path: original?.path, width: original?.width },
  ]);
}

/** The same, with each rendition's WebP twin (and the original's, `webp`); undefined when no twin exists. */
export function webpSrcSet(
  formats: ImageFormats | undefined,
  original?: { webp?: StoragePath | null; width?: number | null },
): string | undefined {
  return srcSetOf([
    ...renditions(formats).map((format) => ({ path: format.webp, width: format.width })),
    { path: original?.webp ?? undefined, width: original?.width },
  ]);
}

/** An image as the contract gives it (`image_path`, `image_formats`, `image_webp`, `image_width`). */
interface StoredImage {
  path: StoragePath;
  formats?: ImageFormats;
  /** The original's WebP twin. */
  webp?: StoragePath | null;
  width?: number | null;
}

interface PictureSources {
  /** The original (fallback format). */
  src: string;
  srcSet?: string;
  /** For `<source type="image/webp">`; absent when the CMS made no WebP (or the original is WebP already). */
  webpSrcSet?: string;
  /** The largest WebP (the original's twin), when there is one. */
  webpSrc?: string;
}

/** Everything a `<picture>` (or a preload of it) needs. */
export function pictureSources(image: StoredImage): PictureSources {
  // without the original's width the twin alone is still offered (one candidate needs no width)
  const webp =
    webpSrcSet(image.formats, { webp: image.webp, width: image.width }) ??
    (image.webp ? storageUrl(image.webp) : undefined);
  return {
    src: storageUrl(image.path),
    srcSet: storageSrcSet(image.formats, { path: image.path, width: image.width }),
    ...(webp ? { webpSrcSet: webp } : {}),
    ...(image.webp ? { webpSrc: storageUrl(image.webp) } : {}),
  };
}
