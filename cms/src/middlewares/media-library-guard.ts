/**
 * `global::media-library-guard` (just after `strapi::body`): the dashboard's media library (`POST /upload` and any
 * other multipart request outside /api, which only a dashboard session gets this far with: global::upload-cleanup)
 * takes PNG, JPEG and WebP images only, decided by content as our own routes do (src/lib/uploads/image-type.ts). Strapi's own
 * check lets through a file whose type it cannot detect (plain text or a script named `.png`). An accepted image
 * is renamed to the extension of its real type, so a PNG named `x.html` is stored as `<hash>.png`.
 * A refusal answers Strapi's error shape (400) before the plugin stores anything (tests/security-upload.int.test.ts).
 */
import type { Context, Next } from 'koa';
import { isUnderApi } from '../lib/http/paths';
import { inspectImageFile } from '../lib/uploads/image-type';
import { MESSAGES } from '../lib/http/errors';

interface ParsedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

const isParsedFile = (value: unknown): value is ParsedFile =>
  typeof value === 'object' && value !== null && typeof (value as ParsedFile).filepath === 'string';

export default () =>
  async function mediaLibraryGuard(ctx: Context, next: Next) {
    const files = (ctx.request as { files?: Record<string, unknown> }).files;
    if (!files || isUnderApi(ctx.path)) return next();
    const list = Object.values(files)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter(isParsedFile);
    for (const file of list) {
      const image = file.size > 0 ? await inspectImageFile(file.filepath) : null;
      if (!image) {
        ctx.status = 400;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          data: null,
          error: { status: 400, name: 'ValidationError', message: MESSAGES.badFileType, details: {} },
        };
        return;
      }
      const base = (file.originalFilename ?? 'gambar').replace(/\.[^./\\]*$/, '') || 'gambar';
      file.originalFilename = `${base}${image.ext}`;
      file.mimetype = image.mime;
    }
    return next();
  };
