/** Thin HTTP layer of the document routes; the rules live in the dokumen service. */
import type { Core } from '@strapi/strapi';
import type { CreateDokumenResponse, DeleteDokumenResponse, UpdateDokumenResponse } from '@hmrpl/contract';
import { idParam, stringField } from '../../../lib/http/request-params';
import { incomingFiles } from '../../../lib/uploads/store';
import { serviceOf } from '../../../lib/strapi/documents';
import { DOKUMEN_MESSAGES, type DokumenInput } from '../services/dokumen';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const FIELDS = ['title', 'kategori', 'kabinet_id'] as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::dokumen.dokumen');
  const input = (ctx: Ctx): DokumenInput =>
    Object.fromEntries(
      FIELDS.flatMap((name) => {
        const value = stringField(ctx.request.body, name);
        return value === undefined ? [] : [[name, value]];
      }),
    );

  return {
    /** GET /api/dokumen?kategori&kabinet */
    async list(ctx: Ctx) {
      ctx.body = await service().list(ctx.query);
    },

    /** POST /api/admin/dokumen (multipart: title, kategori, kabinet_id?, file) */
    async create(ctx: Ctx) {
      const data = await service().create(input(ctx), incomingFiles(ctx, 'file'));
      const body: CreateDokumenResponse = { message: DOKUMEN_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** The item as the admin sees it now: the answer of a refused stale edit (the 409's `data`; ADR 087). No route. */
    async findById(ctx: Ctx) {
      ctx.body = { data: await service().one(idParam(ctx.params.id)) };
    },

    /** POST /api/admin/dokumen/:id (multipart: any of title, kategori, kabinet_id, file) */
    async update(ctx: Ctx) {
      const data = await service().update(idParam(ctx.params.id), input(ctx), incomingFiles(ctx, 'file'));
      const body: UpdateDokumenResponse = { message: DOKUMEN_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** DELETE /api/admin/dokumen/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteDokumenResponse = { message: DOKUMEN_MESSAGES.deleted };
      ctx.body = body;
    },
  };
};
