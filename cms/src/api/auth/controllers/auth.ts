/**
 * POST /api/login, POST /api/login/2fa, GET /api/me, POST /api/logout, POST /api/logout-all (contract: "Session and
 * CSRF", "Second factor"). Thin: the login rules and their limits live in the auth service
 * (src/api/auth/services/auth.ts, src/lib/auth/login-guard.ts), the second step's in the two-factor service.
 * A sign-in starts a server-side session (httpOnly cookie, no token in the body), rotates the CSRF token and sets a
 * new device cookie that lets this browser past the address gate and an account lock-out. For an account with the
 * second factor the right password only opens its second step: an httpOnly cookie (`hmrpl_2fa`, 5 minutes, sent to
 * /api/login only) names it, and the session starts when its code is right.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type {
  LoginResponse,
  LoginTwoFactorResponse,
  LogoutAllResponse,
  LogoutResponse,
  MeResponse,
} from '@hmrpl/contract';
import { HttpError, unauthenticated } from '../../../lib/http/errors';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, createDeviceToken } from '../../../lib/auth/login-guard';
import { clientIp } from '../../../lib/http/request-ip';
import { csrfSecret, issueCsrfCookie } from '../../../lib/auth/csrf';
import {
  clearSessionCookie,
  revokeSession,
  startSession,
  toContractUser,
  type UpUser,
} from '../../../lib/auth/session';
import { cookieSecure } from '../../../lib/auth/cookie-security';
import { deviceEpoch, endAllSignIns } from '../../../lib/auth/sign-ins';
import type { SessionUser } from '../../../lib/auth/session-user';
import { twoFactorRequirement } from '../../../lib/auth/two-factor-rules';
import { serviceOf } from '../../../lib/strapi/documents';
import type { AuditOverrides } from '../../../lib/audit/route';
import { ATTEMPT_COOKIE, ATTEMPT_COOKIE_PATH, ATTEMPT_SECONDS } from '../../two-factor/services/two-factor';

const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const setAttemptCookie = (ctx: Context, token: string, seconds: number) =>
    ctx.cookies.set(ATTEMPT_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      path: ATTEMPT_COOKIE_PATH,
      secure: cookieSecure(ctx),
      maxAge: seconds * 1000,
      ...(seconds === 0 ? { expires: new Date(0) } : {}),
      signed: false,
      overwrite: true,
    });

  /** The session for `user` on this browser (a previous one ends), a new CSRF token and device cookie, the answer. */
  async function signIn(ctx: Context, user: UpUser, ip: string) {
    const previous = ctx.state.sessionUser as SessionUser | undefined;
    if (previous) await revokeSession(strapi, previous.sessionId);
    await startSession(strapi, ctx, user.id, ip);
    issueCsrfCookie(ctx, csrfSecret(strapi));
    ctx.cookies.set(DEVICE_COOKIE, createDeviceToken(strapi, user.id, await deviceEpoch(strapi, user.id)), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/login',
      secure: cookieSecure(ctx),
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
      signed: false,
      overwrite: true,
    });
    const answer: LoginResponse = {
      message: 'Login berhasil',
      user: toContractUser(user, twoFactorRequirement(strapi)),
    };
    ctx.body = answer;
  }

  return {
    async login(ctx: Context) {
      noStore(ctx);
      const ip = clientIp(ctx);
      const { user, deviceNonce } = await serviceOf(strapi, 'api::auth.auth').authenticate({
        body: ctx.request.body,
        ip,
        deviceToken: ctx.cookies.get(DEVICE_COOKIE, { signed: false }) || undefined,
      });
      if (user.two_factor_enabled === true) {
        const token = await serviceOf(strapi, 'api::two-factor.two-factor').beginSignIn(user.id, deviceNonce);
        setAttemptCookie(ctx, token, ATTEMPT_SECONDS);
        // not signed in yet: the second step (/api/login/2fa) writes the sign-in's entry
        ctx.state.audit = { skip: true } satisfies AuditOverrides;
        const answer: LoginTwoFactorResponse = { two_factor: true };
        ctx.body = answer;
        return;
      }
      await signIn(ctx, user, ip);
    },

    /** The second step: the code of the attempt this browser's `hmrpl_2fa` cookie names. */
    async loginTwoFactor(ctx: Context) {
      noStore(ctx);
      let user: UpUser;
      try {
        user = await serviceOf(strapi, 'api::two-factor.two-factor').finishSignIn(
          ctx.cookies.get(ATTEMPT_COOKIE, { signed: false }) || undefined,
          ctx.request.body,
        );
      } catch (error) {
        // the attempt is over (expired, ended, refused): its cookie goes too; a wrong code keeps it
        if (error instanceof HttpError && (error.status === 401 || error.status === 429)) setAttemptCookie(ctx, '', 0);
        throw error;
      }
      setAttemptCookie(ctx, '', 0);
      await signIn(ctx, user, clientIp(ctx));
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
        two_factor: user.two_factor,
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
  };
};
