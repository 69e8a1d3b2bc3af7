/** Thin HTTP layer of the aspiration routes; the rules live in the aspirasi service and rules/. */
import type { Core } from '@strapi/strapi';
import type {
  AspirationCreated,
  AspirationFormInfo,
  BulkDeleteAspirationsResponse,
  DeleteAspirationResponse,
  MarkAspirationReadResponse,
  UpdateAspirationResponse,
} from '@hmrpl/contract';
import { tooManyRequests } from '../../../lib/http/errors';
import { perMinute, rateLimiter, type Limiter } from '../../../lib/http/rate-limit';
import { clientIp, rateLimitKey } from '../../../lib/http/request-ip';
import { ASPIRATION_MESSAGES, filledHoneypot, perPageParam } from '../services/aspirasi';
import { idParam, pageParam } from '../../../lib/http/request-params';
import { serviceOf } from '../../../lib/strapi/documents';
import { INBOX_MESSAGES, parseInboxFilter } from '../rules/filter';
import { formTokenKey, issueFormToken } from '../rules/form-token';
import { retentionMonths } from '../jobs/retention';
import { clockMs } from '../../../lib/process/clock';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::aspirasi.aspirasi');
  // Every send counts, valid or not: the form checks `pesan` before sending, so a person never gets near it.
  // Shared by all processes on PostgreSQL (src/lib/http/rate-limit.ts); RATE_LIMIT_ASPIRASI_PER_MINUTE, default 5.
  let limiter: Limiter | undefined;
  const sends = () =>
    (limiter ??= rateLimiter(strapi, {
      name: 'aspirasi_ip',
      points: perMinute(strapi, 'aspirasiPerMinute'),
      durationSec: 60,
    }));

  return {
    /** POST /api/aspirasi (public) */
    async create(ctx: Ctx) {
      const address = rateLimitKey(clientIp(ctx));
      const verdict = await sends().consume(address);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
      // a filled honeypot is answered exactly like a stored send: a program learns nothing from the answer
      if (!filledHoneypot(ctx.request.body)) await service().create(ctx.request.body, { address });
      const body: AspirationCreated = { message: ASPIRATION_MESSAGES.created };
      ctx.status = 201;
      ctx.body = body;
    },

    /** GET /api/aspirasi/formulir (public, never cached): the form's token and the retention period it states. */
    async form(ctx: Ctx) {
      const body: AspirationFormInfo = {
        token: issueFormToken(formTokenKey(strapi), clockMs()),
        retention_months: retentionMonths(strapi),
      };
      ctx.body = body;
    },

    /** GET /api/aspirasi?page&per_page&status&kategori&q&dari&sampai (admin): one page (contract: AspirationPage) */
    async list(ctx: Ctx) {
      const filter = parseInboxFilter(ctx.query);
      ctx.body = await service().list(pageParam(ctx.query.page), perPageParam(ctx.query.per_page), filter);
    },

    /** GET /api/admin/aspirasi/:id */
    async findOne(ctx: Ctx) {
      ctx.body = await service().findOne(idParam(ctx.params.id));
    },

    /** POST /api/admin/aspirasi/:id/dibaca */
    async markRead(ctx: Ctx) {
      const body: MarkAspirationReadResponse = {
        message: INBOX_MESSAGES.markedRead,
        data: await service().markRead(idParam(ctx.params.id)),
      };
      ctx.body = body;
    },

    /** POST /api/admin/aspirasi/:id JSON { status?, catatan? } */
    async update(ctx: Ctx) {
      const body: UpdateAspirationResponse = {
        message: INBOX_MESSAGES.updated,
        data: await service().update(idParam(ctx.params.id), ctx.request.body),
      };
      ctx.body = body;
    },

    /** DELETE /api/admin/aspirasi/:id */
    async remove(ctx: Ctx) {
      await service().remove(idParam(ctx.params.id));
      const body: DeleteAspirationResponse = { message: INBOX_MESSAGES.deleted };
      ctx.body = body;
    },

    /** POST /api/admin/aspirasi/hapus JSON { ...filter, max_id } */
    async removeMatching(ctx: Ctx) {
      const deleted = await service().removeMatching(ctx.request.body);
      const body: BulkDeleteAspirationsResponse = { message: INBOX_MESSAGES.bulkDeleted(deleted), deleted };
      ctx.body = body;
    },
  };
};
