/** Thin HTTP layer of the trash (rules: the sampah service and src/lib/trash/trash.ts; ADR 089). */
import type { Core } from '@strapi/strapi';
import type { PurgeTrashResponse, RestoreTrashResponse, TrashPage } from '@hmrpl/contract';
import { idParam, pageParam } from '../../../lib/http/request-params';
import { serviceOf } from '../../../lib/strapi/documents';
import { TRASH_MESSAGES } from '../../../lib/trash/trash';
import type { SessionUser } from '../../../lib/auth/session-user';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::sampah.sampah');
  const userOf = (ctx: Ctx) => (ctx.state as { sessionUser: SessionUser }).sessionUser;

  return {
    /** GET /api/admin/sampah?page */
    async list(ctx: Ctx) {
      ctx.set('Cache-Control', 'no-store');
      const body: TrashPage = await service().list(pageParam(ctx.query.page), userOf(ctx));
      ctx.body = body;
    },

    /** POST /api/admin/sampah/:id/pulihkan */
    async restore(ctx: Ctx) {
      await service().restore(idParam(ctx.params.id), userOf(ctx));
      const body: RestoreTrashResponse = { message: TRASH_MESSAGES.restored };
      ctx.body = body;
    },

    /** DELETE /api/admin/sampah/:id (pengelola) */
    async purge(ctx: Ctx) {
      await service().purge(idParam(ctx.params.id));
      const body: PurgeTrashResponse = { message: TRASH_MESSAGES.purged };
      ctx.body = body;
    },
  };
};
