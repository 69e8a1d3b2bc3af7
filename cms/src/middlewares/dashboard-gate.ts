/**
 * `global::dashboard-gate` (before the body parser): Strapi's dashboard only for CMS_ALLOWED_NETWORKS when set, for
 * loopback and private networks by default in production (403 for any other client address, src/lib/auth/dashboard.ts,
 * src/lib/http/request-ip.ts; the start-up log says which), and at most a few kB of body on its anonymous auth
 * routes, refused (413, or 411 without a length) before a byte is parsed. On the way out, Strapi's httpOnly refresh
 * cookie moves from the dashboard's page path (/cms, where its script-readable access cookie must live) to the path
 * of the API that reads it (/admin). See src/lib/auth/dashboard.ts and ADR 034.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  DASHBOARD_AUTH_BODY_MAX,
  dashboardAuthAction,
  dashboardNetworks,
  dashboardReachable,
  strapiError,
} from '../lib/auth/dashboard';
import { isDashboardPath } from '../lib/http/paths';
import { clientIp, forwardedByUnnamedProxy } from '../lib/http/request-ip';
import { isProduction } from '../lib/process/production-guard';

const REFRESH_COOKIE = 'strapi_admin_refresh';
/** Where the dashboard's API lives (Strapi's admin routes are always under /admin, whatever the page path). */
const REFRESH_COOKIE_PATH = '/admin';
const NOT_HERE = 'The dashboard is not available from this network.';

/** Strapi's refresh cookie and its signature (Koa signs cookies when the app has keys): the same path for both. */
const isRefreshCookie = (cookie: string) =>
  cookie.startsWith(`${REFRESH_COOKIE}=`) || cookie.startsWith(`${REFRESH_COOKIE}.sig=`);
const EXPIRED = 'path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly; samesite=lax';

/** Rewrites the Path of Strapi's refresh cookie, and expires copies older versions left at Path=/. */
function moveRefreshCookie(ctx: Context) {
  const current = ctx.response.get('Set-Cookie') as unknown;
  const list = Array.isArray(current) ? (current as string[]) : typeof current === 'string' && current ? [current] : [];
  if (!list.some(isRefreshCookie)) return;
  // the expired old copies first: a simple cookie jar keeps the last one of a name
  const moved = [`${REFRESH_COOKIE}=; ${EXPIRED}`, `${REFRESH_COOKIE}.sig=; ${EXPIRED}`];
  for (const cookie of list) {
    moved.push(
      isRefreshCookie(cookie)
        ? cookie
            .split(';')
            .filter((part) => !/^\s*path=/i.test(part))
            .concat(` path=${REFRESH_COOKIE_PATH}`)
            .join(';')
        : cookie,
    );
  }
  ctx.set('Set-Cookie', moved);
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const raw = String(strapi.config.get('server.hmrpl.cmsAllowedNetworks', '') ?? '');
  const networks = dashboardNetworks(raw, isProduction(process.env));
  strapi.log.info(networks.line);

  return async function dashboardGate(ctx: Context, next: Next) {
    if (!isDashboardPath(ctx.path)) return next();
    if (!dashboardReachable(networks, clientIp(ctx), forwardedByUnnamedProxy(ctx))) {
      if (ctx.accepts('json', 'html') === 'html') {
        ctx.status = 403;
        ctx.type = 'text/plain';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = NOT_HERE;
      } else strapiError(ctx, 403, 'ForbiddenError', NOT_HERE);
      return;
    }
    if (dashboardAuthAction(ctx.method, ctx.path)) {
      const length = ctx.get('Content-Length');
      if (!length && ctx.get('Transfer-Encoding')) return strapiError(ctx, 411, 'BadRequestError', 'Length Required');
      if (Number(length) > DASHBOARD_AUTH_BODY_MAX)
        return strapiError(ctx, 413, 'PayloadTooLargeError', 'Request entity too large');
    }
    await next();
    moveRefreshCookie(ctx);
  };
};
