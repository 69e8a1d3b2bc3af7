/**
 * When our cookies (session, XSRF-TOKEN, pre-session) get `Secure` (docs/decisions/011-session-bound-csrf-and-secure-cookies.md).
 *
 * - `PUBLIC_URL` starting with `https:` (server.url): always. The site is https for its users whatever the hop from the
 *   proxy says, so no header and no TRUST_PROXY setting is needed for the cookie to be Secure.
 * - Otherwise Koa's `ctx.secure`: a TLS socket, or `X-Forwarded-Proto: https` only when the proxy is trusted
 *   (`server.proxy.koa`, env TRUST_PROXY); a client talking to the server directly cannot claim https.
 * Proven by tests/security-session.int.test.ts.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

function publicUrlIsHttps(strapi: Core.Strapi): boolean {
  const url = strapi.config.get<string>('server.url', '') ?? '';
  return /^https:\/\//i.test(url.trim());
}

/** True when cookies set on this answer must be Secure; also lets Koa's cookie writer send them over the proxy hop. */
function secureCookies(strapi: Core.Strapi, ctx: Context): boolean {
  if (publicUrlIsHttps(strapi)) {
    // koa's `cookies` refuses a Secure cookie on a request it believes is plain http (the proxy hop)
    ctx.cookies.secure = true;
    return true;
  }
  return ctx.secure;
}

/** Set by `global::session` on every request (before any route): whether this answer's cookies are Secure. */
const COOKIE_SECURE_STATE = 'hmrplCookieSecure';

export function markCookieSecurity(strapi: Core.Strapi, ctx: Context) {
  ctx.state[COOKIE_SECURE_STATE] = secureCookies(strapi, ctx);
}

/** What `markCookieSecurity` decided (Koa's `ctx.secure` for a request it did not see). */
export const cookieSecure = (ctx: Context): boolean =>
  typeof ctx.state?.[COOKIE_SECURE_STATE] === 'boolean' ? ctx.state[COOKIE_SECURE_STATE] : ctx.secure;
