/**
 * Routes outside /api, registered on Strapi's root router in register():
 * - `GET /sanctum/csrf-cookie` → 204 and a fresh signed `XSRF-TOKEN` cookie (src/lib/auth/csrf.ts).
 *   The path is Laravel Sanctum's, which the SPA already calls before logging in.
 * Root routes have no auth strategy, so `auth: false` is required (otherwise Strapi answers 401).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { csrfSecret, issueCsrfCookie } from '../lib/auth/csrf';

export function registerRootRoutes(strapi: Core.Strapi) {
  strapi.server.routes([
    {
      method: 'GET',
      path: '/sanctum/csrf-cookie',
      handler(ctx: Context) {
        issueCsrfCookie(ctx, csrfSecret(strapi));
        ctx.set('Cache-Control', 'no-store');
        ctx.status = 204;
      },
      config: { auth: false },
    },
  ]);
}
