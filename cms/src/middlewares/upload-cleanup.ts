/**
 * `global::upload-cleanup` (just before `strapi::body`, wrapping it: config/middlewares.ts says why): deletes every
 * temp file a request's multipart body produced, whatever the field and also after a failed parse (files tracked by
 * src/lib/uploads/stream-limits.ts). It refuses a multipart body BEFORE it is read unless the caller may upload: an
 * admin session under /api, a live dashboard session elsewhere (tests/security-upload.int.test.ts), or a public form's
 * upload under its own tighter limits (src/lib/uploads/public-uploads.ts: the achievement form, ADR 094). See ADR 007,
 * 013.
 */
import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { forgetUploads, trackedUploads, type TrackedFile } from '../lib/uploads/stream-limits';
import { isUnderApi } from '../lib/http/paths';
import { HttpError, MESSAGES, forbidden, payloadTooLarge, tooManyRequests, unauthenticated } from '../lib/http/errors';
import { mayUse } from '../lib/content/admin-roles';
import { clientIp, rateLimitKey } from '../lib/http/request-ip';
import { largestBody, publicUploadLimiter, publicUploadOf } from '../lib/uploads/public-uploads';
import { limitRequestUploads } from '../lib/uploads/stream-limits';
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
    const door = isUnderApi(ctx.path) ? publicUploadOf(ctx) : undefined;
    if (door) {
      // a public form's upload: refused unread when too large or when its sender is already over the limit
      if (Number(ctx.get('Content-Length') || 0) > largestBody(door)) throw payloadTooLarge(door.tooLarge);
      const verdict = await publicUploadLimiter(strapi, door).peek(rateLimitKey(clientIp(ctx)));
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
      limitRequestUploads(ctx.req.headers, door);
    } else if (isUnderApi(ctx.path)) {
      // Every other multipart route under /api is an admin upload, and the body parser runs before routing: without this,
      // an anonymous caller could make the server write 20 files of up to 25 MB each before being told 401.
      const user = ctx.state.sessionUser as SessionUser | undefined;
      if (!user) throw unauthenticated();
      if (!user.isAdmin) throw forbidden();
      // and every one is for `redaksi` or `pengelola` alone (ADR 083): an `aspirasi` admin stores nothing either
      if (!mayUse(user.roles, ['redaksi'])) throw new HttpError(403, MESSAGES.forbiddenRole);
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
