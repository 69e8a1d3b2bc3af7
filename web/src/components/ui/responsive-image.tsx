import type { CSSProperties } from 'react';
import type { FocalPoint, ImageFormats, StoragePath } from '@hmrpl/contract';
import { objectPositionOf } from '@/lib/image-frame';
import { pictureSources } from '@/lib/storage';

interface ResponsiveImageProps {
  /** Path relative to /storage/ (or a root-relative /storage/... URL). */
  path: StoragePath;
  alt: string;
  formats?: ImageFormats;
  /** The original's WebP twin (`image_webp`): with the renditions' twins, offered first. */
  webp?: StoragePath | null;
  /** The original's size when known; otherwise `fallbackSize` reserves the space. */
  width?: number | null;
  height?: number | null;
  /** The box the image is drawn in when the original's size is unknown (keeps the aspect ratio, no layout shift). */
  fallbackSize?: { width: number; height: number };
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes?: string;
  /** Above the fold: load at once with high priority. Otherwise lazily. */
  priority?: boolean;
  className?: string;
  /** Where a cropping frame (`object-fit: cover`) keeps the picture's subject; the centre when absent. */
  focalPoint?: FocalPoint;
  /** Inline style, e.g. the `aspectRatio` of a frame shared with other pictures. */
  style?: CSSProperties;
  onError?: () => void;
}

/**
 * An image from the CMS storage: every rendition in `srcset` (the browser picks the smallest that fits `sizes`), the
 * WebP twins first in a `<picture>` (the original format stays the fallback), width and height always set, lazily
 * loaded unless it is above the fold.
 */
export function ResponsiveImage({
  path,
  alt,
  formats,
  webp,
  width,
  height,
  fallbackSize = { width: 1200, height: 675 },
  sizes = '100vw',
  priority = false,
  className,
  focalPoint,
  style,
  onError,
}: ResponsiveImageProps) {
  const objectPosition = objectPositionOf(focalPoint);
  const known = width && height ? { width, height } : fallbackSize;
  const sources = pictureSources({ path, formats, webp, width });
  const img = (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={known.width}
      height={known.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={objectPosition ? { ...style, objectPosition } : style}
      onError={onError}
    />
  );
  if (!sources.webpSrcSet) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
