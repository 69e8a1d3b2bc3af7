/**
 * `global::csrf`: every POST/PUT/PATCH/DELETE under /api needs a valid `X-XSRF-TOKEN` (see src/lib/auth/csrf.ts)
 * and, when the browser sends `Origin`, an allowed origin; otherwise 419. `/API/...` in any case counts
 * (Strapi's router ignores case). Runs before the body parser,
 * so a refused upload is not even read.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { csrfMismatch } from '../lib/http/errors';
import { csrfSecret, isAllowedOrigin, requestHasValidToken } from '../lib/auth/csrf';
import { isUnderApi, isUnsafeMethod } from '../lib/http/paths';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const secret = csrfSecret(strapi);
  const publicUrl = strapi.config.get<string>('server.url', '');
  const corsOrigins = (strapi.config.get<string[]>('server.hmrpl.corsOrigins', []) ?? []).filter(Boolean);

  return async function csrf(ctx: Context, next: Next) {
    if (isUnsafeMethod(ctx.method) && isUnderApi(ctx.path)) {
      const origin = ctx.get('Origin');
      if (origin && !isAllowedOrigin(ctx, origin, publicUrl, corsOrigins)) throw csrfMismatch();
      if (!requestHasValidToken(ctx, secret)) throw csrfMismatch();
    }
    await next();
  };
};
