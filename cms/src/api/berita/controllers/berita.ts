/** Thin HTTP layer of the news routes; the rules live in the berita service. */
import type { Core } from '@strapi/strapi';
import type { CreateNewsResponse, DeleteNewsResponse, UpdateNewsResponse } from '@hmrpl/contract';
import { idParam, pageParam, stringField } from '../../../lib/http/request-params';
import { incomingFiles } from '../../../lib/uploads/store';
import { NEWS_MESSAGES } from '../services/berita';
import { serviceOf } from '../../../lib/strapi/documents';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::berita.berita');
  const input = (ctx: Ctx) => ({
    title: stringField(ctx.request.body, 'title'),
    content: stringField(ctx.request.body, 'content'),
    image_alt: stringField(ctx.request.body, 'image_alt'),
  });

  return {
    /** GET /api/berita/terbaru */
    async latest(ctx: Ctx) {
      ctx.body = await service().latest();
    },

    /** GET /api/berita?page=n and GET /api/admin/berita?page=n */
    async list(ctx: Ctx) {
      ctx.body = await service().listPage(pageParam(ctx.query.page));
    },

    /** GET /api/berita/:slug */
    async findBySlug(ctx: Ctx) {
      ctx.body = await service().detailBySlug(String(ctx.params.slug ?? ''));
    },

    /** GET /api/admin/berita/:id */
    async findById(ctx: Ctx) {
      ctx.body = await service().detailById(idParam(ctx.params.id));
    },

    /** POST /api/admin/berita */
    async create(ctx: Ctx) {
      const data = await service().create(input(ctx), incomingFiles(ctx, 'image'));
      const body: CreateNewsResponse = { message: NEWS_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/admin/berita/:id */
    async update(ctx: Ctx) {
      const data = await service().update(idParam(ctx.params.id), input(ctx), incomingFiles(ctx, 'image'));
      const body: UpdateNewsResponse = { message: NEWS_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** DELETE /api/admin/berita/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteNewsResponse = { message: NEWS_MESSAGES.deleted };
      ctx.body = body;
    },
  };
};
