/**
 * From a media-library file (as Strapi stores it) to the contract's image fields.
 * The local provider stores `/uploads/<hash><ext>`; the site serves the same file as `/storage/<hash><ext>`,
 * so `image_path` is the part after `/uploads/`. WebP twins are stored as formats of the same file (`webp` for the
 * original, `small_webp` for `small`, ...: image-pipeline.ts) and answered beside what they stand for.
 */
import type { FocalPoint, ImageFormatName, ImageFormats, StoragePath, StorageUrl } from '@hmrpl/contract';
import { webpKey } from './image-pipeline';

/** The fields of an upload-plugin file that the mappers read. */
export interface MediaFile {
  id: number;
  url: string;
  hash?: string;
  ext?: string | null;
  width?: number | null;
  height?: number | null;
  mime?: string | null;
  /** kB, as the upload plugin stores it */
  size?: number | null;
  formats?: Partial<
    Record<string, { url: string; width?: number | null; height?: number | null; mime?: string; size?: number }>
  > | null;
  provider?: string;
  /** JSON `{ x, y }`, percentages from the top left, set with the media library's "Set focal point"; null when unset. */
  focalPoint?: unknown;
}

const FORMAT_NAMES: readonly ImageFormatName[] = ['thumbnail', 'small', 'medium', 'large'];

/** `/uploads/ab12.webp` -> `ab12.webp`; an absolute URL (another provider) keeps its path after `/uploads/` too. */
export function storagePathOf(url: string): StoragePath {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const path = withoutOrigin.replace(/^\/+/, '');
  return path.startsWith('uploads/') ? path.slice('uploads/'.length) : path;
}

export function storageUrlOf(path: StoragePath): StorageUrl {
  return `/storage/${path}`;
}

/** The responsive renditions Strapi made (absent when none was made, e.g. a small image). */
export function imageFormatsOf(file: MediaFile): ImageFormats | undefined {
  if (!file.formats) return undefined;
  const formats: ImageFormats = {};
  for (const name of FORMAT_NAMES) {
    const format = file.formats[name];
    if (format?.url && format.width && format.height) {
      const twin = file.formats[webpKey(name)]?.url;
      formats[name] = {
        path: storagePathOf(format.url),
        width: format.width,
        height: format.height,
        ...(twin ? { webp: storagePathOf(twin) } : {}),
      };
    }
  }
  return Object.keys(formats).length > 0 ? formats : undefined;
}

/** The stored focal point when it is two numbers within 0..100 (the column is free JSON); otherwise none. */
export function focalPointOf(file: MediaFile): FocalPoint | undefined {
  const point = file.focalPoint;
  if (typeof point !== 'object' || point === null || !('x' in point) || !('y' in point)) return undefined;
  const { x, y } = point;
  const percent = (value: unknown): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
  return percent(x) && percent(y) ? { x, y } : undefined;
}

/** The original's WebP twin, when it was made (relative to /storage/). */
export function webpPathOf(file: MediaFile): StoragePath | undefined {
  const url = file.formats?.[webpKey()]?.url;
  return url ? storagePathOf(url) : undefined;
}

/**
 * `image_path`, `image_formats`, `image_webp`, `image_width`, `image_height`, `image_focal_point` of a file; a missing file gives an empty
 * path.
 */
export function imageFieldsOf(file: MediaFile | null | undefined) {
  if (!file) return { image_path: '', image_width: null, image_height: null };
  const formats = imageFormatsOf(file);
  const webp = webpPathOf(file);
  const focalPoint = focalPointOf(file);
  return {
    image_path: storagePathOf(file.url),
    ...(formats ? { image_formats: formats } : {}),
    ...(webp ? { image_webp: webp } : {}),
    image_width: file.width ?? null,
    image_height: file.height ?? null,
    ...(focalPoint ? { image_focal_point: focalPoint } : {}),
  };
}
