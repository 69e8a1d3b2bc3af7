/** Thin HTTP layer of the member routes; the rules live in the anggota service. */
import type { Core } from '@strapi/strapi';
import type {
  CreateMemberResponse,
  DeleteMemberResponse,
  MemberImportResponse,
  MemberOrderResponse,
  UpdateMemberResponse,
} from '@hmrpl/contract';
import { idParam, stringField } from '../../../lib/http/request-params';
import { incomingFiles } from '../../../lib/uploads/store';
import { serviceOf } from '../../../lib/strapi/documents';
import { MEMBER_MESSAGES, type MemberInput } from '../services/anggota';
import { MEMBER_IMPORT_MESSAGES } from '../../../lib/content/member-import';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const TEXT_FIELDS = [
  'kabinet_id',
  'nama',
  'jabatan',
  'department_id',
  'division_id',
  'is_head',
  'urutan',
  'hapus_image',
] as const satisfies ReadonlyArray<keyof MemberInput>;

const input = (ctx: Ctx): MemberInput =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, stringField(ctx.request.body, field)]));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::anggota.anggota');
  return {
    /** POST /api/admin/anggota */
    async create(ctx: Ctx) {
      const data = await service().create(input(ctx), incomingFiles(ctx, 'image'));
      const body: CreateMemberResponse = { message: MEMBER_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** The item as the admin sees it now: the answer of a refused stale edit (the 409's `data`; ADR 087). No route. */
    async findById(ctx: Ctx) {
      ctx.body = { data: await service().one(idParam(ctx.params.id)) };
    },

    /** POST /api/admin/anggota/:id */
    async update(ctx: Ctx) {
      const data = await service().update(idParam(ctx.params.id), input(ctx), incomingFiles(ctx, 'image'));
      const body: UpdateMemberResponse = { message: MEMBER_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** DELETE /api/admin/anggota/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteMemberResponse = { message: MEMBER_MESSAGES.deleted };
      ctx.body = body;
    },

    /** POST /api/admin/anggota/impor (JSON `{ kabinet_id, rows }`) */
    async import(ctx: Ctx) {
      const data = await service().importRows(ctx.request.body);
      const body: MemberImportResponse = { message: MEMBER_IMPORT_MESSAGES.imported(data.length), data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/admin/anggota/urutan (JSON `{ ids }`) */
    async reorder(ctx: Ctx) {
      const data = await service().reorder(ctx.request.body);
      const body: MemberOrderResponse = { message: MEMBER_MESSAGES.ordered, data };
      ctx.body = body;
    },
  };
};
