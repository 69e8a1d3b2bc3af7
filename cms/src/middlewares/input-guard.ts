/**
 * `global::input-guard` (just after `strapi::body`): NUL characters never reach a handler under /api, and an entry id
 * under /api/admin/ that PostgreSQL's `integer` cannot hold names nothing (404). Both would otherwise end as a 500 on
 * PostgreSQL. See ADR 013.
 */
import type { Context, Next } from 'koa';
import { HttpError } from '../lib/http/errors';
import { isUnderApi } from '../lib/http/paths';
import { API_NOT_FOUND } from './api-errors';

// PostgreSQL refuses a NUL in any text value (a 500 there; stored as is on SQLite), and no real text holds one: a path
// with an encoded NUL names nothing (404), NULs are removed from query values and every string of the parsed body.
const NUL = '\u0000';
// Ids are int4: a larger one names nothing (404), not "value out of range for type integer".
const MAX_ID = 2_147_483_647;

// Only /api/admin/ paths carry ids; public paths carry slugs, which may be all digits and long.
const isAdminApi = (path: string) => /^\/api\/admin\//i.test(path);
const idOutOfRange = (segment: string) => /^\d+$/.test(segment) && (segment.length > 10 || Number(segment) > MAX_ID);
const MAX_DEPTH = 32;

/** The value with NUL removed from every string (objects and arrays walked in place, depth-bounded). */
export function stripNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes(NUL) ? value.split(NUL).join('') : value;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = stripNul(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = stripNul(record[key], depth + 1);
  return value;
}

export default () =>
  async function inputGuard(ctx: Context, next: Next) {
    if (!isUnderApi(ctx.path)) return next();
    // Node's HTTP parser refuses a raw NUL in the request line, so only the encoded form can arrive.
    if (/%00/.test(ctx.path)) throw new HttpError(404, API_NOT_FOUND);
    if (isAdminApi(ctx.path) && ctx.path.split('/').some(idOutOfRange)) throw new HttpError(404, API_NOT_FOUND);
    if (/%00/.test(ctx.querystring)) ctx.querystring = ctx.querystring.replace(/%00/g, '');
    const request = ctx.request as typeof ctx.request & { body?: unknown };
    if (request.body !== undefined) request.body = stripNul(request.body);
    await next();
  };
