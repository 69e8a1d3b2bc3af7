/** Thin HTTP layer of the cabinet routes; the rules live in the kabinet service. */
import type { Core } from '@strapi/strapi';
import type {
  ActivateCabinetResponse,
  HandoverResponse,
  HandoverReviewResponse,
  CreateCabinetResponse,
  DeleteCabinetResponse,
  SaveStructureResponse,
  UpdateCabinetResponse,
} from '@hmrpl/contract';
import { idParam, stringField } from '../../../lib/http/request-params';
import { markPreview, previewParam } from '../../../lib/cache/preview';
import { incomingFiles } from '../../../lib/uploads/store';
import { serviceOf } from '../../../lib/strapi/documents';
import { CABINET_MESSAGES } from '../../../lib/content/cabinet-rules';
import { HANDOVER_MESSAGES } from '../store/handover';
import type { CabinetFiles, CabinetInput } from '../rules/cabinet-input';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const TEXT_FIELDS = [
  'name',
  'period',
  'tagline',
  'name_meaning',
  'vision',
  'missions',
  'structure_alt',
  'copy_from',
  'hapus_structure',
  'designed_cards',
] as const satisfies ReadonlyArray<keyof CabinetInput>;

const input = (ctx: Ctx): CabinetInput =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, stringField(ctx.request.body, field)]));
const files = (ctx: Ctx): CabinetFiles => ({
  logo: incomingFiles(ctx, 'logo'),
  structure: incomingFiles(ctx, 'structure'),
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::kabinet.kabinet');

  return {
    /** GET /api/kabinet/aktif */
    async active(ctx: Ctx) {
      ctx.body = await service().active();
    },

    /** GET /api/kabinet */
    async list(ctx: Ctx) {
      ctx.body = await service().list();
    },

    /** GET /api/kabinet/:slug[?pratinjau=token] */
    async findBySlug(ctx: Ctx) {
      const token = previewParam(ctx.query);
      // a preview link's answer: never stored, never indexed, the token never sent on (src/lib/cache/preview.ts)
      if (token !== undefined) markPreview(ctx);
      ctx.body = await service().bySlug(String(ctx.params.slug ?? ''), token);
    },

    /** POST /api/admin/kabinet/:id/pratinjau */
    async previewLink(ctx: Ctx) {
      ctx.body = await service().previewLink(idParam(ctx.params.id));
    },

    /** GET /api/admin/kabinet */
    async adminList(ctx: Ctx) {
      ctx.body = await service().adminList();
    },

    /** GET /api/admin/kabinet/:id */
    async adminById(ctx: Ctx) {
      ctx.body = await service().adminById(idParam(ctx.params.id));
    },

    /** GET /api/admin/serah-terima */
    async handover(ctx: Ctx) {
      const body: HandoverResponse = { data: await service().handover() };
      ctx.body = body;
    },

    /** POST /api/admin/serah-terima/tinjau (JSON `{ langkah }`) */
    async reviewHandover(ctx: Ctx) {
      const data = await service().reviewHandover(ctx.request.body);
      const body: HandoverReviewResponse = { message: HANDOVER_MESSAGES.reviewed, data };
      ctx.body = body;
    },

    /** POST /api/admin/kabinet */
    async create(ctx: Ctx) {
      const data = await service().create(input(ctx), files(ctx));
      const body: CreateCabinetResponse = { message: CABINET_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/admin/kabinet/:id */
    async update(ctx: Ctx) {
      const data = await service().update(idParam(ctx.params.id), input(ctx), files(ctx));
      const body: UpdateCabinetResponse = { message: CABINET_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** POST /api/admin/kabinet/:id/aktifkan */
    async activate(ctx: Ctx) {
      const data = await service().activate(idParam(ctx.params.id));
      const body: ActivateCabinetResponse = { message: CABINET_MESSAGES.activated(data.name), data };
      ctx.body = body;
    },

    /** DELETE /api/admin/kabinet/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteCabinetResponse = { message: CABINET_MESSAGES.deleted };
      ctx.body = body;
    },

    /** POST /api/admin/kabinet/:id/struktur (JSON) */
    async saveStructure(ctx: Ctx) {
      const data = await service().saveStructure(idParam(ctx.params.id), ctx.request.body);
      const body: SaveStructureResponse = { message: CABINET_MESSAGES.structureSaved, data };
      ctx.body = body;
    },
  };
};
