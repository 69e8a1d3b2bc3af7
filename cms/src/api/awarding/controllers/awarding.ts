/** Thin HTTP layer of the awarding routes; the rules live in the awarding service. */
import type { Core } from '@strapi/strapi';
import type { UpdateAwardingResponse } from '@hmrpl/contract';
import { incomingFiles } from '../../../lib/uploads/store';
import { AWARDING_FIELDS } from '../mappers/to-awarding-dto';
import { AWARDING_MESSAGES } from '../services/awarding';
import { serviceOf } from '../../../lib/strapi/documents';
import { stringField } from '../../../lib/http/request-params';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::awarding.awarding');

  return {
    /** GET /api/awarding */
    async find(ctx: Ctx) {
      ctx.body = await service().get();
    },

    /** GET /api/awarding/arsip */
    async archive(ctx: Ctx) {
      ctx.body = await service().archive();
    },

    /** GET /api/awarding/arsip/:periode */
    async month(ctx: Ctx) {
      ctx.body = await service().month(String(ctx.params.periode ?? ''));
    },

    /** POST /api/admin/awarding (multipart: any of staff_image, divisi_image, departemen_image; periode?) */
    async update(ctx: Ctx) {
      const files = Object.fromEntries(AWARDING_FIELDS.map((field) => [field, incomingFiles(ctx, field)]));
      const paths = await service().update(files, stringField(ctx.request.body, 'periode'));
      const body: UpdateAwardingResponse = { message: AWARDING_MESSAGES.updated, ...paths };
      ctx.body = body;
    },
  };
};
