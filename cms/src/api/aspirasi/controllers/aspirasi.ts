/** Thin HTTP layer of the aspiration routes; the rules live in the aspirasi service. */
import type { Core } from '@strapi/strapi';
import type { AspirationCreated } from '@hmrpl/contract';
import { tooManyRequests } from '../../../lib/http/errors';
import { perMinute, rateLimiter, type Limiter } from '../../../lib/http/rate-limit';
import { clientIp, rateLimitKey } from '../../../lib/http/request-ip';
import { ASPIRATION_MESSAGES, perPageParam } from '../services/aspirasi';
import { pageParam } from '../../../lib/http/request-params';
import { serviceOf } from '../../../lib/strapi/documents';

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
      const verdict = await sends().consume(rateLimitKey(clientIp(ctx)));
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
