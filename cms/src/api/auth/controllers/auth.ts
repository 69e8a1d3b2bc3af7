/**
 * POST /api/login, GET /api/me, POST /api/logout, POST /api/logout-all (contract: "Session and CSRF"). Thin: the
 * login rules and their limits live in the auth service (src/api/auth/services/auth.ts, src/lib/auth/login-guard.ts).
 * Success starts a server-side session (httpOnly cookie, no token in the body), rotates the CSRF token and sets a
 * new device cookie that lets this browser past the address gate and an account lock-out.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { LoginResponse, LogoutAllResponse, LogoutResponse, MeResponse } from '@hmrpl/contract';
import { unauthenticated } from '../../../lib/http/errors';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../../lib/auth/login-guard';
import { clientIp } from '../../../lib/http/request-ip';
import { csrfSecret, issueCsrfCookie } from '../../../lib/auth/csrf';
import { clearSessionCookie, revokeSession, startSession, toContractUser } from '../../../lib/auth/session';
import { cookieSecure } from '../../../lib/auth/cookie-security';
import { endAllSignIns } from '../../../lib/auth/sign-ins';
import type { SessionUser } from '../../../lib/auth/session-user';
import { serviceOf } from '../../../lib/strapi/documents';

const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    noStore(ctx);
    const ip = clientIp(ctx);
    const service = serviceOf(strapi, 'api::auth.auth');
    const { user, deviceToken } = await service.authenticate({
      body: ctx.request.body,
      ip,
      deviceToken: ctx.cookies.get(DEVICE_COOKIE, { signed: false }) || undefined,
    });

    const previous = ctx.state.sessionUser as SessionUser | undefined;
    if (previous) await revokeSession(strapi, previous.sessionId);
    await startSession(strapi, ctx, user.id, ip);
    issueCsrfCookie(ctx, csrfSecret(strapi));
    ctx.cookies.set(DEVICE_COOKIE, deviceToken, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/login',
      secure: cookieSecure(ctx),
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
      signed: false,
      overwrite: true,
    });

    const answer: LoginResponse = { message: 'Login berhasil', user: toContractUser(user) };
    ctx.body = answer;
  },

  async me(ctx: Context) {
    noStore(ctx);
    const user = ctx.state.sessionUser as SessionUser | undefined;
    if (!user) throw unauthenticated();
    const answer: MeResponse = {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      must_change_password: user.must_change_password,
      roles: user.roles,
    };
    ctx.body = answer;
  },

  async logout(ctx: Context) {
    noStore(ctx);
    const user = ctx.state.sessionUser as SessionUser | undefined;
    if (user) await revokeSession(strapi, user.sessionId);
    clearSessionCookie(ctx);
    issueCsrfCookie(ctx, csrfSecret(strapi));
    const answer: LogoutResponse = { message: 'Logout berhasil' };
    ctx.body = answer;
  },

  /** "Keluar dari semua perangkat": every session of this admin ends (this one too) and their device cookies stop counting. */
  async logoutAll(ctx: Context) {
    noStore(ctx);
    const user = ctx.state.sessionUser as SessionUser | undefined;
    if (!user) throw unauthenticated();
    await endAllSignIns(strapi, user.id);
    clearSessionCookie(ctx);
    issueCsrfCookie(ctx, csrfSecret(strapi));
    const answer: LogoutAllResponse = { message: 'Anda telah keluar dari semua perangkat.' };
    ctx.body = answer;
  },
});
