/**
 * Phone photos shrunk in the browser before they are sent: a JPEG over 1 MB becomes at most 2560 px, upright, without
 * its metadata, at quality 0.85; PNG and WebP go as they are. The library is its own admin-only chunk and runs on the
 * page's thread (its worker would need a CDN the CSP forbids); anything that goes wrong sends the original. See ADR 037.
 */
import type { UploadOptions } from '@/lib/http-client';
import { UPLOAD_LIMITS, isShrinkableFile, sizeProblem } from './file-rules';

/** JPEGs up to this size are sent as they are (already small enough for mobile data). */
const SHRINK_ABOVE_BYTES = 1024 * 1024;
const QUALITY = 0.85;

export type UploadStage = 'shrinking' | 'uploading';

/** The options of an image upload: upload progress, plus which stage it is in (shrinking first, when needed). */
export interface ImageUploadOptions extends UploadOptions {
  onStage?: (stage: UploadStage) => void;
}

/** A file the server would still refuse after shrinking (over 25 MB): thrown before anything is sent. */
export class FileTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileTooLargeError';
  }
}

async function needsShrinking(file: File): Promise<boolean> {
  return file.size > SHRINK_ABOVE_BYTES && (await isShrinkableFile(file));
}

/** One photo, shrunk; the original when shrinking does not make it smaller or fails. */
async function shrinkImage(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    const shrunk = await imageCompression(file, {
      maxWidthOrHeight: UPLOAD_LIMITS.maxLongSide,
      initialQuality: QUALITY,
      maxIteration: 1,
      useWebWorker: false,
      preserveExif: false,
      fileType: 'image/jpeg',
      onProgress,
      signal,
    });
    if (shrunk.size >= file.size) return file;
    return new File([shrunk], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    if (signal?.aborted) throw new DOMException('Upload dibatalkan', 'AbortError');
    console.warn(`Foto ${file.name} tidak dapat dikecilkan; dikirim apa adanya.`, error);
    return file;
  }
}

/**
 * The files as they will be sent: large JPEGs shrunk one after another (progress 0-100 over all of them, by size),
 * then the stage moves to 'uploading' and the progress starts again. Throws FileTooLargeError when a file would
 * still be over the server's limit.
 */
export async function prepareImages(files: File[], options: ImageUploadOptions = {}): Promise<File[]> {
  const { onProgress, onStage, signal } = options;
  const todo = await Promise.all(files.map(needsShrinking));
  const total = files.reduce((sum, file, index) => sum + (todo[index] ? file.size : 0), 0);
  const ready: File[] = [];
  if (total > 0) {
    onStage?.('shrinking');
    onProgress?.(0);
  }
  let done = 0;
  for (const [index, file] of files.entries()) {
    if (!todo[index]) {
      ready.push(file);
      continue;
    }
    ready.push(
      await shrinkImage(file, {
        signal,
        onProgress: (p) => onProgress?.(((done + (p / 100) * file.size) / total) * 100),
      }),
    );
    done += file.size;
    onProgress?.((done / total) * 100);
  }
  const tooLarge = ready.map(sizeProblem).find(Boolean);
  if (tooLarge) throw new FileTooLargeError(tooLarge);
  onStage?.('uploading');
  onProgress?.(0);
  return ready;
}
