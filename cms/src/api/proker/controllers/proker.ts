/** Thin HTTP layer of the program-of-work routes; the rules live in the proker service. ADR 091. */
import type { Core } from '@strapi/strapi';
import type { CreateProkerResponse, DeleteProkerResponse, UpdateProkerResponse } from '@hmrpl/contract';
import { idParam } from '../../../lib/http/request-params';
import { PROKER_FIELDS, PROKER_MESSAGES, type ProkerInput } from '../../../lib/content/proker-rules';
import { serviceOf } from '../../../lib/strapi/documents';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** A field as JSON or multipart sends it: a string or a number; anything else (an array, an object) is refused. */
function fieldOf(body: unknown, name: string): string | number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (value === null) return '';
  // an array or an object reaches the rules as a value no field accepts
  return value === undefined ? undefined : '\u0000';
}

/** The `kabinet` query (a slug), or undefined. */
const kabinetQuery = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::proker.proker');
  const input = (ctx: Ctx): ProkerInput =>
    Object.fromEntries(PROKER_FIELDS.map((name) => [name, fieldOf(ctx.request.body, name)]));

  return {
    /** GET /api/proker?kabinet={slug} */
    async list(ctx: Ctx) {
      ctx.body = await service().list(kabinetQuery(ctx.query.kabinet));
    },

    /** GET /api/proker/:slug */
    async findBySlug(ctx: Ctx) {
      ctx.body = await service().detailBySlug(String(ctx.params.slug ?? ''));
    },

    /** GET /api/admin/proker?kabinet={slug} */
    async adminList(ctx: Ctx) {
      ctx.body = await service().adminList(kabinetQuery(ctx.query.kabinet));
    },

    /** POST /api/admin/proker */
    async create(ctx: Ctx) {
      const data = await service().create(input(ctx));
      const body: CreateProkerResponse = { message: PROKER_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** The item as the admin sees it now: the answer of a refused stale edit (the 409's `data`; ADR 087). No route. */
    async findById(ctx: Ctx) {
      ctx.body = { data: await service().adminById(idParam(ctx.params.id)) };
    },

    /** POST /api/admin/proker/:id */
    async update(ctx: Ctx) {
      const data = await service().update(idParam(ctx.params.id), input(ctx));
      const body: UpdateProkerResponse = { message: PROKER_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** DELETE /api/admin/proker/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteProkerResponse = { message: PROKER_MESSAGES.deleted };
      ctx.body = body;
    },
  };
};
