/**
 * `global::upload-cleanup`: deletes every temporary file of a multipart request once the request is done,
 * whatever its field name (`strapi::body` only removes the field `files`; ours are `image`, `images[]`,
 * `poster`, `staff_image`, ...). The upload plugin copies files to storage, so the temp copies are never
 * needed after the controller returns.
 */
import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';

interface TempFile {
  filepath?: string;
}

function tempPaths(files: unknown): string[] {
  if (!files || typeof files !== 'object') return [];
  const out: string[] = [];
  for (const value of Object.values(files as Record<string, TempFile | TempFile[]>)) {
    for (const file of Array.isArray(value) ? value : [value]) {
      if (file && typeof file.filepath === 'string') out.push(file.filepath);
    }
  }
  return out;
}

export default () =>
  async function uploadCleanup(ctx: Context, next: Next) {
    try {
      await next();
    } finally {
      const paths = tempPaths((ctx.request as { files?: unknown }).files);
      if (paths.length > 0) await Promise.all(paths.map((p) => rm(p, { force: true }).catch(() => undefined)));
    }
  };
