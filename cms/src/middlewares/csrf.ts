/**
 * `global::csrf`: every POST/PUT/PATCH/DELETE under /api needs a valid `X-XSRF-TOKEN` (see src/lib/auth/csrf.ts)
 * and, when the browser sends `Origin`, an allowed origin; otherwise 419. `/API/...` in any case counts
 * (Strapi's router ignores case). The visitors' speed report alone needs no token (ADR 122). Runs before the body parser,
 * so a refused upload is not even read.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { csrfMismatch } from '../lib/http/errors';
import { csrfSecret, isAllowedOrigin, requestHasValidToken } from '../lib/auth/csrf';
import { isSpeedReport, isUnderApi, isUnsafeMethod } from '../lib/http/paths';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const secret = csrfSecret(strapi);
  const publicUrl = strapi.config.get<string>('server.url', '');
  const corsOrigins = (strapi.config.get<string[]>('server.hmrpl.corsOrigins', []) ?? []).filter(Boolean);

  return async function csrf(ctx: Context, next: Next) {
    if (isUnsafeMethod(ctx.method) && isUnderApi(ctx.path)) {
      const origin = ctx.get('Origin');
      if (origin && !isAllowedOrigin(ctx, origin, publicUrl, corsOrigins)) throw csrfMismatch();
      // the speed report alone goes without a token (src/lib/http/paths.ts `isSpeedReport`, ADR 122)
      if (!isSpeedReport(ctx.method, ctx.path) && !requestHasValidToken(ctx, secret)) throw csrfMismatch();
    }
    await next();
  };
};
