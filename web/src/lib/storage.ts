/** Turns contract image paths (relative to /storage/) into URLs, srcset and sizes for <img>. */
import type { ImageFormats, StoragePath } from '@hmrpl/contract';

export function storageUrl(path: StoragePath | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A srcset with every rendition the CMS made (plus the original when its width is known). */
export function storageSrcSet(
  formats: ImageFormats | undefined,
  original?: { path: StoragePath; width?: number | null },
): string | undefined {
  const entries = Object.values(formats ?? {})
    .filter((format): format is NonNullable<typeof format> => Boolean(format))
    .map((format) => ({ url: storageUrl(format.path), width: format.width }));
  if (original?.width) entries.push({ url: storageUrl(original.path), width: original.width });
  if (entries.length === 0) return undefined;
  const byWidth = new Map<number, string>();
  for (const entry of entries.sort((a, b) => a.width - b.width)) byWidth.set(entry.width, entry.url);
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
}
