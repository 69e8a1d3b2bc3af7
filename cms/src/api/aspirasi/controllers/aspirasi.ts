/** Thin HTTP layer of the aspiration routes; the rules live in the aspirasi service. */
import type { Core } from '@strapi/strapi';
import type { AspirationCreated } from '@hmrpl/contract';
import { tooManyRequests } from '../../../lib/http-errors';
import { createRateLimiter } from '../../../lib/rate-limit';
import { clientIp } from '../../../lib/request-ip';
import { ASPIRATION_LIMITS, ASPIRATION_MESSAGES, perPageParam, type AspirasiService } from '../services/aspirasi';
import { pageParam } from '../../../lib/request-params';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::aspirasi.aspirasi') as unknown as AspirasiService;
  // Every send counts, valid or not: the form checks `pesan` before sending, so a person never gets near it.
  const limiter = createRateLimiter({ limit: ASPIRATION_LIMITS.perMinute, windowMs: 60_000 });

  return {
    /** POST /api/aspirasi (public) */
    async create(ctx: Ctx) {
      const verdict = limiter.hit(clientIp(ctx));
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
      await service().create(ctx.request.body);
      const body: AspirationCreated = { message: ASPIRATION_MESSAGES.created };
      ctx.status = 201;
      ctx.body = body;
    },

    /** GET /api/aspirasi?page=n&per_page=m (admin): one page (contract: AspirationPage) */
    async list(ctx: Ctx) {
      ctx.body = await service().list(pageParam(ctx.query.page), perPageParam(ctx.query.per_page));
    },
  };
};
