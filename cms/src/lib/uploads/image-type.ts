/**
 * What an uploaded file really is, decided by its content, never by its name or declared type:
 * PNG, JPEG or WebP by magic bytes, then confirmed by decoding the header with sharp.
 */
import { open } from 'fs/promises';
import sharp from 'sharp';
import type { AllowedImageType } from '@hmrpl/contract';

export interface DetectedImage {
  mime: AllowedImageType;
  /** The extension stored files get, from the detected type. */
  ext: '.png' | '.jpg' | '.webp';
}

/**
 * Threads libvips may use for one image operation (renditions of an upload). On the two-core machines the site
 * runs on, one thread leaves a core for answering visitors while an admin uploads (tests/reliability/load.test.ts:
 * public reads keep p99 under 50 ms during uploads); IMAGE_THREADS raises it on bigger machines.
 */
export function limitImageThreads(threads: number): void {
  sharp.concurrency(Math.max(1, Math.floor(threads) || 1));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type of the first bytes of a file, or null when they are not PNG, JPEG or WebP. */
export function detectImageType(head: Uint8Array): DetectedImage | null {
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) {
    return { mime: 'image/png', ext: '.png' };
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { mime: 'image/jpeg', ext: '.jpg' };
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return { mime: 'image/webp', ext: '.webp' };
  }
  return null;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

async function readHead(filepath: string, length = 16): Promise<Uint8Array> {
  const handle = await open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const SHARP_FORMAT: Record<AllowedImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * Largest accepted image area: bigger headers are refused before decoding (a decompression bomb is a tiny file with a
 * huge header). 50 MP: above any phone photo (a 48 MP sensor's 8064x6048 is 48.8 MP), and every decode is bounded by it.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** HEIF brands (bytes 8-12 after `ftyp`) that iPhones and other phones write for HEIC photos. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** True for an HEIC/HEIF photo (an ISO media file whose brand is HEIF): recognised, never decoded. */
function isHeic(head: Uint8Array): boolean {
  return head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12));
}

/** True when the file at `filepath` is an HEIC photo. */
export async function isHeicFile(filepath: string): Promise<boolean> {
  return isHeic(await readHead(filepath));
}

/**
 * The file's image type when its magic bytes say PNG, JPEG or WebP AND sharp reads a header of that same
 * format with sane dimensions; null otherwise (text renamed .png, SVG, truncated or forged headers).
 */
export async function inspectImageFile(
  filepath: string,
): Promise<(DetectedImage & { width: number; height: number }) | null> {
  const detected = detectImageType(await readHead(filepath));
  if (!detected) return null;
  try {
    const meta = await sharp(filepath, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (meta.format !== SHARP_FORMAT[detected.mime]) return null;
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) return null;
    return { ...detected, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
