/**
 * `global::request-log` (outermost, before the public cache so cache hits are logged too): one JSON line per
 * request on stdout, and the request's client address (src/lib/http/request-ip.ts) settled once for everyone;
 * forwarded scheme and host headers are cut to what our own proxy wrote before Koa reads them.
 *
 *   {"time":"2026-11-22T17:00:00.000Z","level":"info","msg":"request","id":"5f0c…","method":"POST",
 *    "route":"/api/aspirasi","status":201,"ms":12.4}
 *
 * What it never holds (no personal data): bodies, query strings (a query value could carry anything), cookies,
 * headers, client addresses, user names. `route` is the router's pattern when one matched
 * (`/api/admin/berita/:id`), else the path, cut to 200 characters. `id` is the `X-Request-Id` a trusted proxy
 * sent (letters, digits, `-_.:`; at most 64) or a new one, and is echoed in the `X-Request-Id` response header.
 * REQUEST_LOG=false turns the lines off (the tests' default, tests/helpers/env.ts); errors and the start-up line
 * still go through Strapi's logger.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { clientIp, parseTrustProxy, trustForwardedHeaders, type TrustProxy } from '../lib/http/request-ip';

export interface RequestLogLine {
  time: string;
  level: 'info' | 'warn' | 'error';
  msg: 'request';
  id: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

/** Where the lines go (tests replace it to read them). */
export const requestLogSink = {
  write: (line: string) => {
    process.stdout.write(line);
  },
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function routeOf(ctx: Context): string {
  // koa-router's matched pattern (`/api/berita/:slug`): no ids or slugs in the log
  const matched: unknown = Reflect.get(ctx, '_matchedRoute');
  const route = typeof matched === 'string' && matched ? matched : ctx.path;
  return route.length > 200 ? `${route.slice(0, 200)}…` : route;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const trust: TrustProxy = parseTrustProxy(strapi.config.get('server.hmrpl.trustProxy', 'false'));
  const trustsHeaders = trust.hops > 0 || trust.proxies !== null;

  return async function requestLog(ctx: Context, next: Next) {
    const started = process.hrtime.bigint();
    trustForwardedHeaders(ctx.req.headers, ctx.req.socket?.remoteAddress, trust);
    // One answer for "who is this client" everywhere (sessions store it, limits count it), koa's ctx.ip too.
    ctx.request.ip = clientIp(ctx, trust);
    const given = trustsHeaders ? ctx.get('X-Request-Id') : '';
    const id = REQUEST_ID.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', id);
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (error) {
      status = (error as { status?: number }).status ?? 500;
      throw error;
    } finally {
      // read per request (a few hundred ns) so a running test can switch it on
      if (process.env.REQUEST_LOG !== 'false') {
        const line: RequestLogLine = {
          time: new Date().toISOString(),
          level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
          msg: 'request',
          id,
          method: ctx.method,
          route: routeOf(ctx),
          status,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        };
        requestLogSink.write(`${JSON.stringify(line)}\n`);
      }
    }
  };
};
