/**
 * How pictures are framed (docs/decisions/054-posters-shown-whole.md):
 * - posters (awards, recruitment, the news carousel) are drawn whole, `object-fit: contain` in a frame that pictures
 *   shown together share, so cards stay even whatever shape each poster has;
 * - photos in grids and cards may be cropped (`object-fit: cover`), around the focal point an editor set.
 */
import type { FocalPoint } from '@hmrpl/contract';

interface PictureSize {
  width?: number | null;
  height?: number | null;
}

/** Width over height of a picture whose size is known. */
function ratioOf(size: PictureSize): number | undefined {
  return size.width && size.height && size.width > 0 && size.height > 0 ? size.width / size.height : undefined;
}

/**
 * The shape (width over height) of one frame for several pictures shown side by side or in turn: the tallest
 * picture's shape, so every one fits whole, kept between `tallest` and `widest` (a very tall or very wide picture is
 * drawn smaller inside the frame rather than stretching everyone's). Pictures of unknown size count as `fallback`.
 */
export function sharedFrameRatio(
  sizes: readonly PictureSize[],
  bounds: { fallback: number; tallest: number; widest: number },
): number {
  const ratios = sizes.map((size) => ratioOf(size) ?? bounds.fallback);
  const shape = ratios.length > 0 ? Math.min(...ratios) : bounds.fallback;
  return Math.min(bounds.widest, Math.max(bounds.tallest, shape));
}

/** `object-position` that keeps the focal point in view when a picture is cropped; none (the centre) without one. */
export function objectPositionOf(point: FocalPoint | undefined): string | undefined {
  return point ? `${point.x}% ${point.y}%` : undefined;
}
