/** Thin HTTP layer of the registration routes; the rules live in the pendaftaran service (ADR 100). */
import type { Core } from '@strapi/strapi';
import type { CheckInResponse, RegistrationCancelled, RegistrationCreated } from '@hmrpl/contract';
import { tooManyRequests } from '../../../lib/http/errors';
import { perMinute, rateLimiter, type Limiter } from '../../../lib/http/rate-limit';
import { clientIp, rateLimitKey } from '../../../lib/http/request-ip';
import { serviceOf } from '../../../lib/strapi/documents';
import { idParam, pageParam } from '../../../lib/http/request-params';
import { REGISTRATION_MESSAGES } from '../../../lib/content/registration-rules';
import { filledHoneypot } from '../../aspirasi/services/aspirasi';
import { parseParticipantFilter } from '../services/pendaftaran';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::pendaftaran.pendaftaran');
  // every send counts, valid or not; shared by all processes on PostgreSQL; RATE_LIMIT_PENDAFTARAN_PER_MINUTE
  let limiter: Limiter | undefined;
  const sends = () =>
    (limiter ??= rateLimiter(strapi, {
      name: 'pendaftaran_ip',
      points: perMinute(strapi, 'pendaftaranPerMinute', 20),
      durationSec: 60,
    }));

  return {
    /** POST /api/kegiatan/:slug/daftar (public, JSON) */
    async register(ctx: Ctx) {
      const address = rateLimitKey(clientIp(ctx));
      const verdict = await sends().consume(address);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
      const slug = String(ctx.params.slug ?? '');
      // a filled honeypot is answered like a registration (on the list): a program learns nothing from the answer
      const status = filledHoneypot(ctx.request.body)
        ? 'terdaftar'
        : await service().register(slug, ctx.request.body, { address });
      const body: RegistrationCreated = { message: REGISTRATION_MESSAGES.created, status };
      ctx.status = 201;
      ctx.body = body;
    },

    /** POST /api/kegiatan/:slug/batal { token } (public, JSON) */
    async cancel(ctx: Ctx) {
      const token = (ctx.request.body as Record<string, unknown> | undefined)?.token;
      await service().cancel(String(ctx.params.slug ?? ''), token);
      const body: RegistrationCancelled = { message: REGISTRATION_MESSAGES.cancelled };
      ctx.body = body;
    },

    /** GET /api/admin/kegiatan/:id/peserta?page&per_page&q&status (redaksi) */
    async participants(ctx: Ctx) {
      ctx.body = await service().participants(
        idParam(ctx.params.id),
        pageParam(ctx.query.page),
        service().perPage(ctx.query.per_page),
        parseParticipantFilter(ctx.query),
      );
    },

    /** POST /api/admin/kegiatan/:id/presensi { tiket } | { peserta_id } (redaksi) */
    async checkIn(ctx: Ctx) {
      const body: CheckInResponse = await service().checkIn(idParam(ctx.params.id), ctx.request.body);
      ctx.body = body;
    },
  };
};
