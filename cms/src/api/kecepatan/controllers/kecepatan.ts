/**
 * Thin HTTP layer of the visitors' speed (ADR 122; rules: lib/content/speed-rules, storage: the kecepatan service).
 * The report answers 204 whether or not it was counted: a bot, an admin's browser (its session cookie) and a report
 * sent while the report is turned off are dropped without a word, so the answer tells a program nothing.
 */
import type { Core } from '@strapi/strapi';
import type { SpeedSummary } from '@hmrpl/contract';
import { invalid, payloadTooLarge, tooManyRequests } from '../../../lib/http/errors';
import { perMinute, rateLimiter, type Limiter } from '../../../lib/http/rate-limit';
import { clientIp, rateLimitKey } from '../../../lib/http/request-ip';
import { isBotAgent } from '../../../lib/http/bots';
import { sessionCookie } from '../../../lib/auth/session';
import { serviceOf } from '../../../lib/strapi/documents';
import { SPEED_LIMITS, SPEED_MESSAGES, checkSpeedReport } from '../../../lib/content/speed-rules';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::kecepatan.kecepatan');
  // one report per page view: RATE_LIMIT_KECEPATAN_PER_MINUTE (default 120: a campus network shows many students as
  // one address) a minute per address, shared by processes
  let limiter: Limiter | undefined;
  const reports = () =>
    (limiter ??= rateLimiter(strapi, {
      name: 'kecepatan_ip',
      points: perMinute(strapi, 'kecepatanPerMinute', 120),
      durationSec: 60,
    }));

  return {
    /** POST /api/kecepatan JSON SpeedReport (public) -> 204 */
    async report(ctx: Ctx) {
      ctx.status = 204;
      if (!service().enabled()) return;
      // the body parser has read at most its general JSON limit; a report is far smaller
      const declared = ctx.request.length;
      const size = declared ?? Buffer.byteLength(JSON.stringify(ctx.request.body ?? null));
      if (size > SPEED_LIMITS.bodyMaxBytes) throw payloadTooLarge(SPEED_MESSAGES.tooLarge);
      const verdict = await reports().consume(rateLimitKey(clientIp(ctx)));
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
      const check = checkSpeedReport(ctx.request.body, service().pages());
      if (!check.ok) throw invalid(check.errors);
      if (isBotAgent(ctx.get('User-Agent')) || sessionCookie(ctx)) return;
      await service().record(check.report);
    },

    /** GET /api/admin/kecepatan (pengelola) */
    async summary(ctx: Ctx) {
      ctx.set('Cache-Control', 'no-store');
      const body: SpeedSummary = await service().summary();
      ctx.body = body;
    },
  };
};
