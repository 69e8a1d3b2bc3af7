/**
 * `global::upload-cleanup` (just before `strapi::body`, wrapping it): once a request is done, deletes
 * every temporary file its multipart body produced, whatever the field name (`strapi::body` only removes
 * the field `files`; ours are `image`, `images[]`, `poster`, `staff_image`, ...) and also when parsing
 * failed half-way (413, aborted upload). The upload plugin copies files into storage, so the temp copies
 * are never needed after the controller returns. Files are tracked by src/lib/upload-limits.ts.
 * (Placed after `strapi::body` it could not see the files of a failed parse.)
 */
import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';
import { forgetUploads, trackedUploads, type TrackedFile } from '../lib/upload-limits';

const CLOSE_WAIT_MS = 2000;

/** Waits until formidable's write stream has closed (a destroyed stream may still be opening its file). */
function closed(file: TrackedFile): Promise<void> {
  const stream = file._writeStream;
  if (!stream || stream.closed) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CLOSE_WAIT_MS);
    stream.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function remove(file: TrackedFile) {
  await closed(file);
  await rm(file.filepath, { force: true }).catch(() => undefined);
}

export default () =>
  async function uploadCleanup(ctx: Context, next: Next) {
    if (!ctx.is('multipart')) return next();
    try {
      await next();
    } finally {
      const files = trackedUploads(ctx.req.headers);
      forgetUploads(ctx.req.headers);
      if (files.length > 0) await Promise.all(files.map(remove));
    }
  };
