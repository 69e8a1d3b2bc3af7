/**
 * Thin HTTP layer of the admin accounts (rules: the pengguna service). POST /api/me/password ends the other sessions
 * of the admin and starts a fresh one for this browser, with a fresh CSRF token, as a sign-in does.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type {
  AdminAccountList,
  BlockAdminResponse,
  BlockAdminsResponse,
  ChangePasswordResponse,
  CreateAdminResponse,
  ResetTwoFactorResponse,
  UnblockAdminResponse,
  UpdateAdminResponse,
} from '@hmrpl/contract';
import { idParam } from '../../../lib/http/request-params';
import { clientIp } from '../../../lib/http/request-ip';
import { csrfSecret, issueCsrfCookie } from '../../../lib/auth/csrf';
import { startSession } from '../../../lib/auth/session';
import type { SessionUser } from '../../../lib/auth/session-user';
import { serviceOf } from '../../../lib/strapi/documents';
import { ADMIN_ACCOUNT_MESSAGES } from '../services/pengguna';

/** Set by the is-admin policy's checks before any of these run. */
const actor = (ctx: Context) => ctx.state.sessionUser as SessionUser;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::pengguna.pengguna');
  /** An account added, blocked or unblocked: the handover's "Admin" step is done on the cabinet being prepared. */
  const reviewed = () => serviceOf(strapi, 'api::kabinet.kabinet').markHandover('admin');

  return {
    /** GET /api/admin/pengguna */
    async list(ctx: Context) {
      const body: AdminAccountList = { data: await service().list() };
      ctx.body = body;
    },

    /** POST /api/admin/pengguna */
    async create(ctx: Context) {
      const data = await service().create(ctx.request.body);
      await reviewed();
      const body: CreateAdminResponse = { message: ADMIN_ACCOUNT_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/admin/pengguna/:id (JSON `{ name?, roles? }`) */
    async update(ctx: Context) {
      const data = await service().update(idParam(ctx.params.id), ctx.request.body);
      const body: UpdateAdminResponse = { message: ADMIN_ACCOUNT_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** POST /api/admin/pengguna/blokir (JSON `{ ids }`) */
    async blockMany(ctx: Context) {
      const data = await service().blockMany(ctx.request.body, actor(ctx).id);
      const body: BlockAdminsResponse = { message: ADMIN_ACCOUNT_MESSAGES.blockedMany(data.length), data };
      ctx.body = body;
    },

    /** POST /api/admin/pengguna/:id/blokir */
    async block(ctx: Context) {
      const data = await service().block(idParam(ctx.params.id), actor(ctx).id);
      await reviewed();
      const body: BlockAdminResponse = { message: ADMIN_ACCOUNT_MESSAGES.blocked(data.username), data };
      ctx.body = body;
    },

    /** POST /api/admin/pengguna/:id/buka-blokir */
    async unblock(ctx: Context) {
      const data = await service().unblock(idParam(ctx.params.id), actor(ctx).id);
      await reviewed();
      const body: UnblockAdminResponse = { message: ADMIN_ACCOUNT_MESSAGES.unblocked(data.username), data };
      ctx.body = body;
    },

    /** POST /api/admin/pengguna/:id/reset-2fa */
    async resetTwoFactor(ctx: Context) {
      const body: ResetTwoFactorResponse = await service().resetTwoFactor(idParam(ctx.params.id), actor(ctx).id);
      ctx.body = body;
    },

    /** POST /api/me/password */
    async changePassword(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const user = actor(ctx);
      await service().changeOwnPassword(user.id, ctx.request.body, clientIp(ctx));
      // every session of this admin ended with the write; this browser goes on in a new one
      await startSession(strapi, ctx, user.id, clientIp(ctx));
      issueCsrfCookie(ctx, csrfSecret(strapi));
      const body: ChangePasswordResponse = { message: ADMIN_ACCOUNT_MESSAGES.passwordChanged };
      ctx.body = body;
    },
  };
};
