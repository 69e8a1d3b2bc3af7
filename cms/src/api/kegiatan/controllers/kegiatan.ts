/** Thin HTTP layer of the activity routes; the rules live in the kegiatan service. */
import type { Core } from '@strapi/strapi';
import type { CreateActivityResponse, DeleteActivityResponse, UpdateActivityResponse } from '@hmrpl/contract';
import { clampedInt, idParam, pageParam, stringField } from '../../../lib/http/request-params';
import { incomingFiles } from '../../../lib/uploads/store';
import { expireAnswerAt } from '../../../lib/cache/answer-hints';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  activityTimeParam,
  type ActivityInput,
} from '../../../lib/content/activity-input';
import { serviceOf } from '../../../lib/strapi/documents';
import type { RegistrationSettingsInput } from '../../../lib/content/registration-rules';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const FIELDS = ['title', 'starts_at', 'ends_at', 'place', 'summary', 'content', 'registration_url'] as const;
/** The registration settings (src/api/pendaftaran, ADR 100). */
const REGISTRATION_FIELDS = [
  'registration_opens_at',
  'registration_closes_at',
  'registration_quota',
  'registration_waitlist',
] as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::kegiatan.kegiatan');
  const input = (ctx: Ctx): ActivityInput =>
    Object.fromEntries(FIELDS.map((name) => [name, stringField(ctx.request.body, name)]));
  const registration = (ctx: Ctx): RegistrationSettingsInput =>
    Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, stringField(ctx.request.body, name)]));

  /** `proker_id`: the program it belongs to, checked before anything is stored (422 when there is none). */
  const linkedProker = (ctx: Ctx) =>
    serviceOf(strapi, 'api::proker.proker').linkId(stringField(ctx.request.body, 'proker_id'));

  return {
    /** GET /api/kegiatan?waktu=mendatang | ?waktu=lampau&page=n */
    async list(ctx: Ctx) {
      const now = new Date();
      const [body, nextChange] = await Promise.all([
        activityTimeParam(ctx.query.waktu) === 'lampau'
          ? service().pastPage(pageParam(ctx.query.page), now)
          : service().upcoming(now),
        service().nextChange(now),
      ]);
      // the split moves by itself when an activity ends: a cached copy lasts until then
      if (nextChange) expireAnswerAt(ctx, nextChange);
      ctx.body = body;
    },

    /** GET /api/kegiatan/:slug */
    async findBySlug(ctx: Ctx) {
      ctx.body = await service().detailBySlug(String(ctx.params.slug ?? ''));
    },

    /** GET /api/admin/kegiatan?page=n&per_page=k */
    async adminList(ctx: Ctx) {
      const perPage = clampedInt(ctx.query.per_page, {
        min: 1,
        max: ACTIVITY_LIMITS.adminPerPageMax,
        fallback: ACTIVITY_LIMITS.adminPerPageDefault,
      });
      ctx.body = await service().adminPage(pageParam(ctx.query.page), perPage);
    },

    /** GET /api/admin/kegiatan/:id */
    async findById(ctx: Ctx) {
      ctx.body = await service().detailById(idParam(ctx.params.id));
    },

    /** POST /api/admin/kegiatan */
    async create(ctx: Ctx) {
      const prokerId = await linkedProker(ctx);
      const data = await service().create(input(ctx), incomingFiles(ctx, 'poster'), registration(ctx), prokerId);
      const body: CreateActivityResponse = { message: ACTIVITY_MESSAGES.created, data };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/admin/kegiatan/:id */
    async update(ctx: Ctx) {
      const prokerId = await linkedProker(ctx);
      const data = await service().update(
        idParam(ctx.params.id),
        input(ctx),
        incomingFiles(ctx, 'poster'),
        registration(ctx),
        prokerId,
      );
      const body: UpdateActivityResponse = { message: ACTIVITY_MESSAGES.updated, data };
      ctx.body = body;
    },

    /** DELETE /api/admin/kegiatan/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteActivityResponse = { message: ACTIVITY_MESSAGES.deleted };
      ctx.body = body;
    },
  };
};
