/**
 * `global::request-log` (outermost in Koa): one JSON line per request (src/lib/http/request-log.ts), the client's
 * address settled once for everyone (src/lib/http/request-ip.ts), and forwarded scheme and host headers cut to what
 * our own proxy wrote. A line never holds bodies, query strings, cookies, headers, client addresses or user names.
 * The public reads the edge answers itself are logged by the edge (src/front/edge/edge.ts). See ADR 017 and ADR 034.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { clientIp, parseTrustProxy, trustForwardedHeaders, type TrustProxy } from '../lib/http/request-ip';
import { levelOf, logRequest, requestId, requestLogEnabled } from '../lib/http/request-log';
import { edgePassOf } from '../front/edge/pass';

export function routeOf(ctx: Context): string {
  // koa-router's matched pattern (`/api/berita/:slug`): no ids or slugs in the log
  const matched: unknown = Reflect.get(ctx, '_matchedRoute');
  return typeof matched === 'string' && matched ? matched : ctx.path;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const trust: TrustProxy = parseTrustProxy(strapi.config.get('server.hmrpl.trustProxy', 'false'));
  const trustsHeaders = trust.hops > 0 || trust.proxies !== null;

  return async function requestLog(ctx: Context, next: Next) {
    const started = process.hrtime.bigint();
    // forwarded scheme and host cut to what our own proxy wrote, before Koa reads them (the edge did it already for
    // the requests it saw; doing it twice changes nothing)
    trustForwardedHeaders(ctx.req.headers, ctx.req.socket?.remoteAddress, trust);
    // One answer for "who is this client" everywhere (sessions store it, limits count it), koa's ctx.ip too.
    ctx.request.ip = clientIp(ctx, trust);
    // a miss of the edge already has its id (src/front/edge/edge.ts); the edge writes and logs the answer it stores
    const edge = edgePassOf(ctx);
    const id = edge?.id ?? requestId(trustsHeaders ? ctx.get('X-Request-Id') : undefined);
    ctx.set('X-Request-Id', id);
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (error) {
      status = (error as { status?: number }).status ?? 500;
      throw error;
    } finally {
      if (requestLogEnabled() && !edge?.answer) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logRequest({ level: levelOf(status), id, method: ctx.method, route: routeOf(ctx), status, ms });
      }
    }
  };
};
