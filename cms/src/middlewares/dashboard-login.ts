/**
 * `global::dashboard-login` (after the body parser): the limits of Strapi's dashboard auth routes, in place of
 * Strapi's own limiter (switched off in config/admin.ts and config/plugins.ts). Per client address (IPv6 by /64):
 * 5 failures a minute, counted before the password comparison and given back unless the attempt fails. Per
 * account (the e-mail, known or not): 5 failed logins in 15 minutes lock it for 30 s doubling to 5 minutes, as on
 * /api/login; a forgotten-password e-mail counts every time. See src/lib/auth/dashboard.ts and ADR 034.
 * "Remember me" is off whatever the form sends: the refresh cookie ends with the browser, and the session lasts at
 * most 8 hours (the dashboard's script would keep a remembered token in localStorage, where any script of the site's
 * origin reads it; src/admin/app.ts also takes the box away). ADR 064.
 */
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { dashboardAccountKey, dashboardAuthAction, strapiError } from '../lib/auth/dashboard';
import { lockAccount, loginLimiters } from '../lib/auth/login-guard';
import { clientIp, rateLimitKey } from '../lib/http/request-ip';

const COUNTED = new Set(['login', 'register-admin', 'register', 'forgot-password', 'reset-password']);
/** Errors that come before any password is compared, or from the password cap: not a failed guess. */
const NOT_A_GUESS = new Set(['ValidationError', 'RateLimitError']);
/** Strapi's login answers once a password was compared (anything else, e.g. "Missing credentials", came before). */
const COMPARED = new Set(['Invalid credentials', 'User not active']);

function isFailedGuess(action: string, error: unknown): boolean {
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  if (action === 'login') return COMPARED.has(message);
  return !NOT_A_GUESS.has(name);
}

function tooMany(ctx: Context, retryAfterSeconds: number) {
  ctx.set('Retry-After', String(retryAfterSeconds));
  strapiError(ctx, 429, 'RateLimitError', 'Too many requests, please try again later.');
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function dashboardLogin(ctx: Context, next: Next) {
    const action = dashboardAuthAction(ctx.method, ctx.path);
    if (!action || !COUNTED.has(action)) return next();
    const limits = loginLimiters(strapi, 'dashboard');
    const address = rateLimitKey(clientIp(ctx));
    const gate = await limits.address.consume(address);
    if (!gate.allowed) return tooMany(ctx, gate.retryAfterSeconds);

    const body = (ctx.request as { body?: unknown }).body as { email?: unknown; rememberMe?: unknown } | undefined;
    if (action === 'login' && body && typeof body === 'object') body.rememberMe = false;
    const email = typeof body?.email === 'string' ? body.email.slice(0, 320) : '';
    const account = email && (action === 'login' || action === 'forgot-password') ? dashboardAccountKey(email) : '';
    const accountLimited = action === 'forgot-password' ? `f${account}` : account;
    if (accountLimited) {
      const verdict = await limits.account.consume(accountLimited);
      if (!verdict.allowed) {
        await limits.address.reward(address);
        if (action === 'login') await limits.account.reward(accountLimited);
        return tooMany(ctx, verdict.retryAfterSeconds);
      }
    }

    let failed = true;
    try {
      await next();
      failed = ctx.status >= 400;
    } catch (error) {
      failed = isFailedGuess(action, error);
      if ((error as { name?: string })?.name === 'RateLimitError') ctx.set('Retry-After', '1');
      throw error;
    } finally {
      // a forgotten-password e-mail counts on its account every time; the address gate only for failures
      if (action === 'login' && account) {
        if (failed) {
          if (!(await limits.account.peek(account)).allowed) await lockAccount(limits, account);
        } else if (ctx.status < 300) await limits.account.delete(account);
        else await limits.account.reward(account);
      }
      if (!failed) await limits.address.reward(address);
    }
  };
