/**
 * `global::storage`: `/storage/<path>` serves the upload plugin's local files through Strapi's own `/uploads/*` route,
 * immutable (stored names are random and never reused). Only image files are served, here and on `/uploads/*`, and the
 * decision is made on the DECODED path: anything that could climb out of the folder or is not an image is a JSON 404
 * (tests/security-upload.int.test.ts). A private upload (an achievement's proof, ADR 094) is never served here,
 * whatever its type: its own admin route does (tests/content-prestasi.int.test.ts). See ADR 007 and ADR 013.
 * PDFs (documents, checked by their content on upload: src/lib/uploads/pdf-file.ts) are served at `/storage/` only, as
 * `application/pdf` with `Content-Security-Policy: sandbox` and `nosniff`: a PDF a browser opens runs no script of
 * this origin, whatever it holds (tests/content-dokumen.int.test.ts; ADR 097).
 */
import type { Context, Next } from 'koa';
import { isPrivateUploadName } from '../lib/uploads/upload-name';

export const STORAGE_PREFIX = '/storage/';
const FILE_NOT_FOUND = 'Berkas tidak ditemukan.';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOADS_PREFIX = '/uploads/';
/**
 * The only files served. The upload plugin keeps the extension of the client's file name (a dashboard upload of a
 * real PNG named `x.html` would be served as text/html from this origin). Keep it in step with the upload plugin's
 * `allowedTypes` (config/plugins.ts).
 */
export const IMAGE_EXTENSION = /\.(?:png|jpe?g|webp)$/i;
/** A document's file: served at /storage/ only, sandboxed. */
const PDF_EXTENSION = /\.pdf$/i;
const PDF_HEADERS = {
  'Content-Type': 'application/pdf',
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Raw (undecoded) path tail that is safe to hand to the static server. */
export function isSafeStoragePath(rawTail: string): boolean {
  if (!rawTail || rawTail.length > 512) return false;
  if (/%2e|%2f|%5c|%00|\\|\0/i.test(rawTail)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawTail);
  } catch {
    return false;
  }
  return decoded.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { message: FILE_NOT_FOUND };
  ctx.set('Cache-Control', 'no-store');
}

/** `%XX` escapes decoded byte by byte (never throws; enough to compare with the ASCII `/uploads/`). */
const decodeBytes = (path: string) =>
  path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** True when `path`, decoded up to three times, points into the uploads folder (any case, `/` or `\`). */
export function reachesUploads(path: string): boolean {
  let current = path;
  for (let i = 0; i < 4; i += 1) {
    const lower = current.toLowerCase().replace(/\\/g, '/');
    if (lower === '/uploads' || lower.startsWith(UPLOADS_PREFIX)) return true;
    const next = decodeBytes(current);
    if (next === current) return false;
    current = next;
  }
  return true;
}

export default () =>
  async function storage(ctx: Context, next: Next) {
    if (reachesUploads(ctx.path)) {
      // a plain path only (no escapes at all), an image name, no dot segments
      const plain = !ctx.path.includes('%') && ctx.path.toLowerCase().startsWith(UPLOADS_PREFIX);
      const tail = ctx.path.slice(UPLOADS_PREFIX.length);
      if (
        (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
        !plain ||
        !isSafeStoragePath(tail) ||
        !IMAGE_EXTENSION.test(tail) ||
        isPrivateUploadName(tail)
      ) {
        return notFound(ctx);
      }
      return next();
    }
    if (ctx.path !== '/storage' && !ctx.path.startsWith(STORAGE_PREFIX)) return next();
    const tail = ctx.path.slice(STORAGE_PREFIX.length);
    const pdf = PDF_EXTENSION.test(tail);
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      !isSafeStoragePath(tail) ||
      !(IMAGE_EXTENSION.test(tail) || pdf) ||
      // decoded: the static server would read `bukti%2D...` as `bukti-...` (isSafeStoragePath made decoding safe)
      isPrivateUploadName(decodeURIComponent(tail))
    )
      return notFound(ctx);

    const original = ctx.path;
    ctx.path = `/uploads/${tail}`;
    try {
      await next();
    } finally {
      ctx.path = original;
    }
    if (ctx.status === 200 || ctx.status === 206 || ctx.status === 304) {
      ctx.set('Cache-Control', IMMUTABLE);
      if (pdf) ctx.set(PDF_HEADERS);
    } else if (ctx.status === 404) {
      notFound(ctx);
    }
  };
