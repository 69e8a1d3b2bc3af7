/** Thin HTTP layer of the recruitment routes; the rules live in the rekrutmen service. */
import type { Core } from '@strapi/strapi';
import type { DeletePosterResponse, UploadPosterResponse } from '@hmrpl/contract';
import { idParam } from '../../../lib/http/request-params';
import { incomingFiles } from '../../../lib/uploads/store';
import { POSTER_MESSAGES } from '../services/rekrutmen';
import { serviceOf } from '../../../lib/strapi/documents';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::rekrutmen.rekrutmen');

  return {
    /** GET /api/rekrutmen */
    async list(ctx: Ctx) {
      ctx.body = await service().current();
    },

    /** POST /api/rekrutmen (admin; multipart `poster`) */
    async upload(ctx: Ctx) {
      const data = await service().upload(incomingFiles(ctx, 'poster'));
      const body: UploadPosterResponse = { message: POSTER_MESSAGES.uploaded, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** DELETE /api/admin/rekrutmen/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeletePosterResponse = { message: POSTER_MESSAGES.deleted };
      ctx.body = body;
    },
  };
};
