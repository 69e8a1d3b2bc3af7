/**
 * `global::upload-cleanup` (just before `strapi::body`, wrapping it): once a request is done, deletes
 * every temporary file its multipart body produced, whatever the field name (`strapi::body` only removes
 * the field `files`; ours are `image`, `images[]`, `poster`, `staff_image`, ...) and also when parsing
 * failed half-way (413, aborted upload). The upload plugin copies files into storage, so the temp copies
 * are never needed after the controller returns. Files are tracked by src/lib/uploads/stream-limits.ts.
 * (Placed after `strapi::body` it could not see the files of a failed parse.)
 *
 * It also refuses, BEFORE the body is read, a multipart request under /api that does not come from an
 * admin session (401 / 403, as the routes' policy would): every multipart route of the API is an admin
 * upload, and the body parser runs before routing, so an anonymous caller could otherwise make the
 * server write up to 20 x 10 MB of temp files per request just to be told 401 afterwards.
 * Outside /api (Strapi's dashboard API: the media library's `/upload`, the content manager, any other path) a
 * multipart body is read only for a live dashboard session (a valid `Authorization: Bearer` access token of
 * Strapi's admin, checked as Strapi's own admin strategy does); anyone else gets Strapi's 401 shape unread
 * (tests/security-upload.int.test.ts).
 */
import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { forgetUploads, trackedUploads, type TrackedFile } from '../lib/uploads/stream-limits';
import { isUnderApi } from '../lib/http/paths';
import { forbidden, unauthenticated } from '../lib/http/errors';
import type { SessionUser } from '../lib/auth/session-user';

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

/** True when the request carries a live access token of Strapi's dashboard (an admin user's session). */
async function hasDashboardSession(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const match = /^Bearer ([^\s]+)$/i.exec(ctx.get('Authorization'));
  const manager = strapi.sessionManager; // absent only in a half-booted instance
  if (!match || !manager) return false;
  try {
    const result = manager('admin').validateAccessToken(match[1]);
    return result.isValid && (await manager('admin').isSessionActive(result.payload.sessionId));
  } catch {
    return false;
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function uploadCleanup(ctx: Context, next: Next) {
    if (!ctx.is('multipart')) return next();
    if (isUnderApi(ctx.path)) {
      const user = ctx.state.sessionUser as SessionUser | undefined;
      if (!user) throw unauthenticated();
      if (!user.isAdmin) throw forbidden();
    } else if (!(await hasDashboardSession(strapi, ctx))) {
      ctx.status = 401;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} },
      };
      return;
    }
    try {
      await next();
    } finally {
      const files = trackedUploads(ctx.req.headers);
      forgetUploads(ctx.req.headers);
      if (files.length > 0) await Promise.all(files.map(remove));
    }
  };
