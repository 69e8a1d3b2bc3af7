/**
 * `global::api-errors`: every answer under /api and /sanctum speaks the contract's error shape, `{ message, errors? }`
 * with an Indonesian message, never Strapi's `{ data: null, error }` and never a stack trace. It converts our
 * `HttpError`s (src/lib/http/errors.ts), Strapi's, koa-body's and formidable's errors, unthrown Strapi error bodies,
 * unrouted /api paths (404) and a database that is away (503, ADR 043), and logs the real error of every 500.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors as strapiErrors } from '@strapi/utils';
import { BODY_LIMITS, LIMIT_MESSAGES } from '../lib/uploads/limits';
import { isDiskFullError } from '../lib/uploads/disk-space';
import { HttpError, MESSAGES, unavailable, type FieldErrors } from '../lib/http/errors';
import { isUnderApiOrSanctum, isUnsafeMethod } from '../lib/http/paths';
import { afterDatabaseError, isDatabaseUnavailable } from '../lib/strapi/database';

export const API_NOT_FOUND = 'Halaman tidak ditemukan.';
const ENTRY_NOT_FOUND = 'Data tidak ditemukan.';
const BAD_REQUEST = 'Permintaan tidak valid.';
const INVALID_DATA = 'Data tidak valid.';
const METHOD_NOT_ALLOWED = 'Metode tidak diizinkan.';
const UNSUPPORTED_MEDIA = 'Format data tidak didukung.';

interface ErrorAnswer {
  status: number;
  message: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
}

/** Strapi's router ignores case, so `/API/...` is an API path too. */
export const isApiPath = isUnderApiOrSanctum;

/** Strapi's yup/zod validation details → `{ field: [messages] }`. */
function fieldErrorsFrom(details: unknown): FieldErrors | undefined {
  const list = (details as { errors?: Array<{ path?: unknown; message?: unknown }> } | undefined)?.errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const out: FieldErrors = {};
  for (const item of list) {
    const path = Array.isArray(item.path) ? item.path.join('.') : String(item.path ?? '');
    const key = path || '_';
    (out[key] ??= []).push(String(item.message ?? INVALID_DATA));
  }
  return out;
}

function byStatus(status: number, fallbackMessage?: string): ErrorAnswer {
  switch (status) {
    case 401:
      return { status, message: MESSAGES.unauthenticated };
    case 403:
      return { status, message: MESSAGES.forbidden };
    case 404:
      return { status, message: fallbackMessage ?? ENTRY_NOT_FOUND };
    case 405:
      return { status, message: METHOD_NOT_ALLOWED };
    case 413:
      return { status, message: MESSAGES.payloadTooLarge };
    case 415:
      return { status, message: UNSUPPORTED_MEDIA };
    case 419:
      return { status, message: MESSAGES.csrf };
    case 429:
      return { status, message: MESSAGES.tooManyRequests.replace('{n}', '60'), headers: { 'Retry-After': '60' } };
    default:
      if (status >= 400 && status < 500) return { status, message: BAD_REQUEST };
      return { status: 500, message: MESSAGES.server };
  }
}

/** formidable 2 error codes (formidable/src/FormidableError.js) and our own 1015 for "too many files". */
const FORMIDABLE_FIELDS_SIZE = 1006;
const FORMIDABLE_FIELDS_COUNT = 1007;
const FORMIDABLE_FILE_SIZE = 1009;
export const FORMIDABLE_TOO_MANY_FILES = 1015;

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    return { status: error.status, message: error.message, errors: error.errors, headers: error.headers };
  }
  // a disk ran out of space under a write (the upload path cleans up after itself, disk-space.ts / store.ts)
  if (isDiskFullError(error)) return { status: 507, message: MESSAGES.diskFull };
  if (error instanceof strapiErrors.ValidationError) {
    return { status: 422, message: INVALID_DATA, errors: fieldErrorsFrom(error.details) };
  }
  if (error instanceof strapiErrors.NotFoundError) return { status: 404, message: ENTRY_NOT_FOUND };
  if (error instanceof strapiErrors.UnauthorizedError) return byStatus(401);
  if (error instanceof strapiErrors.ForbiddenError) return byStatus(403);
  if (error instanceof strapiErrors.PayloadTooLargeError) return byStatus(413);
  if (error instanceof strapiErrors.RateLimitError) return byStatus(429);
  if (error instanceof strapiErrors.ApplicationError) return { status: 400, message: BAD_REQUEST };

  const e = error as {
    code?: unknown;
    httpCode?: unknown;
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    type?: unknown;
    message?: unknown;
  };
  if (typeof e?.code === 'number' && typeof e.httpCode === 'number') {
    // formidable
    if (e.code === FORMIDABLE_FILE_SIZE) return byStatus(413);
    if (e.code === FORMIDABLE_TOO_MANY_FILES) return { status: 413, message: LIMIT_MESSAGES.tooManyFiles };
    if (e.code === FORMIDABLE_FIELDS_SIZE)
      return { status: 413, message: LIMIT_MESSAGES.fieldsTooLarge(BODY_LIMITS.multipartFieldsBytes) };
    if (e.code === FORMIDABLE_FIELDS_COUNT) return { status: 413, message: LIMIT_MESSAGES.fieldsTooLarge() };
    return byStatus(e.httpCode >= 400 && e.httpCode < 500 ? e.httpCode : 400);
  }
  const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 413 && e.type === 'entity.too.large') {
    // raw-body names the limit that applied (JSON, urlencoded or text)
    const limit = (error as { limit?: unknown }).limit;
    return { status, message: LIMIT_MESSAGES.fieldsTooLarge(typeof limit === 'number' ? limit : undefined) };
  }
  if (status >= 400 && status < 500 && e.expose !== false) return byStatus(status);
  return byStatus(500);
}

/** A body Strapi wrote itself: `{ data: null, error: { status, name, message, details } }`. */
function strapiErrorBody(
  body: unknown,
): { status?: number; name?: string; message?: string; details?: unknown } | null {
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return null;
  const b = body as { data?: unknown; error?: unknown };
  if (!('error' in b) || b.data !== null || !b.error || typeof b.error !== 'object') return null;
  return b.error as { status?: number; name?: string; message?: string; details?: unknown };
}

function send(ctx: Context, answer: ErrorAnswer) {
  ctx.status = answer.status;
  ctx.body = answer.errors ? { message: answer.message, errors: answer.errors } : { message: answer.message };
  for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
}

/** 503 with Retry-After: a write is told it was not stored, a read that the site is busy. */
const outageAnswer = (ctx: Context) => toErrorAnswer(unavailable(isUnsafeMethod(ctx.method) ? 'write' : 'read'));

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let lastOutageWarning = 0;
  return async function apiErrors(ctx: Context, next: Next) {
    if (!isApiPath(ctx.path)) return next();
    try {
      await next();
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        afterDatabaseError(strapi, error);
        // the request log counts each one; the reason goes to the log once every 10 s
        if (Date.now() - lastOutageWarning > 10_000) {
          lastOutageWarning = Date.now();
          strapi.log.warn(`database unavailable, answering 503: ${(error as Error).message}`);
        }
        send(ctx, outageAnswer(ctx));
        return;
      }
      const answer = toErrorAnswer(error);
      if (answer.status >= 500)
        strapi.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      send(ctx, answer);
      return;
    }

    const strapiError = strapiErrorBody(ctx.body);
    if (strapiError) {
      const status = ctx.status;
      let answer: ErrorAnswer;
      if (isDatabaseUnavailable(strapiError)) {
        answer = outageAnswer(ctx);
      } else if (strapiError.name === 'ValidationError') {
        answer = { status: 422, message: INVALID_DATA, errors: fieldErrorsFrom(strapiError.details) };
      } else if (status === 404) {
        answer = { status, message: strapiError.name === 'NotFoundError' ? ENTRY_NOT_FOUND : API_NOT_FOUND };
      } else {
        answer = byStatus(status);
      }
      if (answer.status >= 500)
        strapi.log.error(`${ctx.method} ${ctx.path}: ${strapiError.message ?? 'internal error'}`);
      send(ctx, answer);
      return;
    }

    // No route answered (Koa's default 404 with no body). A bare 405 comes from the router's
    // allowedMethods: strapi::public registers a catch-all GET route, so every unknown path "allows GET";
    // under /api that is just an unknown path too.
    if ((ctx.status === 404 || ctx.status === 405) && ctx.body == null) {
      ctx.remove('Allow');
      send(ctx, { status: 404, message: API_NOT_FOUND });
    }
  };
};
