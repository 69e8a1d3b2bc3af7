/**
 * `global::storage`: `/storage/<path>` serves the upload plugin's local files (`<public>/uploads/<path>`),
 * the URL shape the contract (and the original Laravel site) uses. It rewrites the path for Strapi's own
 * `/uploads/*` route (range requests included) and marks found files immutable: stored names are random
 * and never reused. Anything that could climb out of the folder (`..`, encoded dots or slashes,
 * backslashes, NUL) is a JSON 404, as is a missing file.
 *
 * Only image files are served, here and on Strapi's own `/uploads/*`: the upload plugin keeps the extension
 * of the client's file name (a dashboard upload of a real PNG named `x.html` would be stored as
 * `<hash>.html` and served as text/html from this origin). Keep IMAGE_EXTENSION in step with the upload
 * plugin's `allowedTypes` (config/plugins.ts).
 */
import type { Context, Next } from 'koa';

export const STORAGE_PREFIX = '/storage/';
const FILE_NOT_FOUND = 'Berkas tidak ditemukan.';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOADS_PREFIX = '/uploads/';
export const IMAGE_EXTENSION = /\.(?:png|jpe?g|webp)$/i;

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

export default () =>
  async function storage(ctx: Context, next: Next) {
    if (ctx.path.toLowerCase().startsWith(UPLOADS_PREFIX) && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      if (!IMAGE_EXTENSION.test(ctx.path)) return notFound(ctx);
      return next();
    }
    if (ctx.path !== '/storage' && !ctx.path.startsWith(STORAGE_PREFIX)) return next();
    const tail = ctx.path.slice(STORAGE_PREFIX.length);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isSafeStoragePath(tail) || !IMAGE_EXTENSION.test(tail)) return notFound(ctx);

    const original = ctx.path;
    ctx.path = `/uploads/${tail}`;
    try {
      await next();
    } finally {
      ctx.path = original;
    }
    if (ctx.status === 200 || ctx.status === 206 || ctx.status === 304) {
      ctx.set('Cache-Control', IMMUTABLE);
    } else if (ctx.status === 404) {
      notFound(ctx);
    }
  };
