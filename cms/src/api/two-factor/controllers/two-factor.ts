/**
 * Thin HTTP layer of the second factor (rules: the two-factor service; ADR 080). Switching it on or off ends the
 * admin's other sessions (the write of `two_factor_enabled` does, src/bootstrap/two-factor-lifecycle.ts) and this
 * browser goes on in a new session with a new CSRF token, as after a password change. Nothing here is cached.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type {
  RecoveryCodesResponse,
  TwoFactorDisabledResponse,
  TwoFactorEnabledResponse,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@hmrpl/contract';
import { clientIp } from '../../../lib/http/request-ip';
import { csrfSecret, issueCsrfCookie } from '../../../lib/auth/csrf';
import { startSession } from '../../../lib/auth/session';
import type { SessionUser } from '../../../lib/auth/session-user';
import { serviceOf } from '../../../lib/strapi/documents';
import { TWO_FACTOR_MESSAGES } from '../services/two-factor';

/** Set by the is-admin policy's checks before any of these run. */
const actor = (ctx: Context) => ctx.state.sessionUser as SessionUser;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::two-factor.two-factor');

  /** Every sign-in of the admin ended with the write; this browser goes on in a new session. */
  async function renewSession(ctx: Context) {
    await startSession(strapi, ctx, actor(ctx).id, clientIp(ctx));
    issueCsrfCookie(ctx, csrfSecret(strapi));
  }

  return {
    /** GET /api/me/2fa */
    async status(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const body: TwoFactorStatus = await service().status(actor(ctx));
      ctx.body = body;
    },

    /** POST /api/me/2fa/mulai */
    async start(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const body: TwoFactorSetup = await service().start(actor(ctx));
      ctx.body = body;
    },

    /** POST /api/me/2fa/aktifkan */
    async activate(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const codes = await service().activate(actor(ctx), ctx.request.body);
      await renewSession(ctx);
      const body: TwoFactorEnabledResponse = { message: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes };
      ctx.body = body;
    },

    /** POST /api/me/2fa/matikan */
    async disable(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      await service().disable(actor(ctx), ctx.request.body, clientIp(ctx));
      await renewSession(ctx);
      const body: TwoFactorDisabledResponse = { message: TWO_FACTOR_MESSAGES.disabled };
      ctx.body = body;
    },

    /** POST /api/me/2fa/kode-pemulihan */
    async renewRecoveryCodes(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const codes = await service().renewRecoveryCodes(actor(ctx), ctx.request.body, clientIp(ctx));
      const body: RecoveryCodesResponse = { message: TWO_FACTOR_MESSAGES.recoveryCodesRenewed, recovery_codes: codes };
      ctx.body = body;
    },
  };
};
