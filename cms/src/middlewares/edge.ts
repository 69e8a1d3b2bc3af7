/**
 * `global::edge` (just inside the request log): Strapi's side of the edge (src/front/edge/edge.ts, ADR 041).
 *
 * - A miss the edge handed on (its pass in the context: src/front/edge/pass.ts): once the stack has computed it, a storable answer (200, 301, 308, 404, 410 with a
 *   body in memory, and no `no-store`/`private` from the code that made it) is given back to the edge with the
 *   headers the stack set (the CSP and the other security headers included, never a cookie), and Koa sends nothing:
 *   the edge stores it and sends it exactly like a hit. Anything else (an error, a 503 while the database is away)
 *   Koa sends itself, `no-store`.
 * - Every other request: its answer leaves only once every process can see the writes it made (the cache version,
 *   src/lib/cache/version.ts), and everything under /api and /sanctum is `Cache-Control: no-store` (admin data,
 *   session calls, aspirations, errors). A preview the edge let through is `no-store` wherever it is. Any other answer
 *   whose code set no `Cache-Control` of its own (Strapi's redirects, 404s and errors, the dashboard's API) is
 *   `no-store` too: only the edge's reads and the files that say so may be kept by a browser or a CDN (ADR 060).
 */
import type { Context, Next } from 'koa';
import { isUnderApiOrSanctum } from '../lib/http/paths';
import { withRequestWrites } from '../lib/cache/version';
import { expiresAtOf, reportedLastPage } from '../lib/cache/answer-hints';
import { edgePassOf } from '../front/edge/pass';
import { learnBaseHeaders, replayableHeaders } from '../front/edge/respond';
import type { Answer } from '../front/edge/store';

const STORABLE = new Set([200, 301, 308, 404, 410]);

function bodyBytes(body: unknown): Buffer | null {
  if (body == null) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  if (typeof body === 'object') return Buffer.from(JSON.stringify(body), 'utf8');
  return null;
}

function storableAnswer(ctx: Context): Answer | null {
  if (!STORABLE.has(ctx.status)) return null;
  const cacheControl = String(ctx.response.get('Cache-Control') ?? '').toLowerCase();
  if (cacheControl.includes('no-store') || cacheControl.includes('private')) return null;
  if (ctx.response.get('Content-Encoding')) return null;
  const body = bodyBytes(ctx.body);
  if (!body) return null;
  return {
    status: ctx.status,
    headers: replayableHeaders(ctx.response.headers as Record<string, unknown>),
    body,
    expiresAt: expiresAtOf(ctx),
  };
}

export default () =>
  async function edge(ctx: Context, next: Next) {
    const request = edgePassOf(ctx);
    if (!request?.read) {
      try {
        await withRequestWrites(next);
      } finally {
        if (request?.bypass || isUnderApiOrSanctum(ctx.path) || !ctx.response.get('Cache-Control'))
          ctx.set('Cache-Control', 'no-store');
        learnBaseHeaders(ctx.response.headers as Record<string, unknown>);
      }
      return;
    }

    await next();
    learnBaseHeaders(ctx.response.headers as Record<string, unknown>);
    const answer = storableAnswer(ctx);
    if (!answer) {
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    request.answer = answer;
    request.lastPage = reportedLastPage(ctx) ?? request.read.lastPage?.(ctx.body);
    ctx.respond = false;
  };
