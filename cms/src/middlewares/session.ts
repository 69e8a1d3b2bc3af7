/**
 * `global::session`: turns the `hmrpl_session` cookie into `ctx.state.sessionUser` (src/lib/auth/session.ts).
 * A cookie that no longer matches a live session is cleared. Public reads answered by
 * `global::public-cache` never get here, so they cost no database lookup.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { clearSessionCookie, findSession, sessionCookie, toSessionUser } from '../lib/auth/session';
import { markCookieSecurity } from '../lib/auth/cookie-security';
import { twoFactorRequirement } from '../lib/auth/two-factor-rules';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function session(ctx: Context, next: Next) {
    // Secure cookies whenever PUBLIC_URL is https (src/lib/auth/cookie-security.ts)
    markCookieSecurity(strapi, ctx);
    const token = sessionCookie(ctx);
    if (token) {
      const found = await findSession(strapi, token);
      if (found) ctx.state.sessionUser = toSessionUser(found.user, found.sessionId, twoFactorRequirement(strapi));
      else clearSessionCookie(ctx);
    }
    await next();
  };
