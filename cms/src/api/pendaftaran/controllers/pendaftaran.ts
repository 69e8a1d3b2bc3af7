/** Thin HTTP layer of the registration routes; the rules live in the pendaftaran service (ADR 100). */
import type { Core } from '@strapi/strapi';
import type { RegistrationCancelled, RegistrationCreated } from '@hmrpl/contract';
import { tooManyRequests } from '../../../lib/http/errors';
import { perMinute, rateLimiter, type Limiter } from '../../../lib/http/rate-limit';
import { clientIp, rateLimitKey } from '../../../lib/http/request-ip';
import { serviceOf } from '../../../lib/strapi/documents';
import { REGISTRATION_MESSAGES } from '../../../lib/content/registration-rules';
import { filledHoneypot } from '../../aspirasi/services/aspirasi';

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
  };
};
