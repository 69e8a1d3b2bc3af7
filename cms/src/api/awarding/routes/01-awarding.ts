/** Awarding routes (under /api). Only these exist: no core REST routes for the single type or the archive. */
import type { Context } from 'koa';
import { audited } from '../../../lib/audit/route';
import { checkPeriode } from '../../../lib/content/awarding-periode';
import { stringField } from '../../../lib/http/request-params';
import { serviceOf } from '../../../lib/strapi/documents';

/** The month an upload is for (the body's `periode`, default this month), or null for a bad one (422 follows). */
function periodeOf(ctx: Context): string | null {
  const checked = checkPeriode(stringField(ctx.request.body, 'periode'), new Date());
  return checked.ok ? checked.periode : null;
}

export default {
  routes: [
    { method: 'GET', path: '/awarding', handler: 'api::awarding.awarding.find', config: { auth: false as const } },
    {
      method: 'GET',
      path: '/awarding/arsip',
      handler: 'api::awarding.awarding.archive',
      config: { auth: false as const },
    },
    {
      method: 'GET',
      path: '/awarding/arsip/:periode',
      handler: 'api::awarding.awarding.month',
      config: { auth: false as const },
    },
    {
      method: 'POST',
      path: '/admin/awarding',
      handler: 'api::awarding.awarding.update',
      config: audited(
        { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }] },
        'awarding.ubah',
        {
          // edit conflicts (ADR 087): the version is the month's
          target: (ctx) => {
            const periode = periodeOf(ctx);
            return periode ? { uid: 'api::awarding.awarding-arsip', where: { periode } } : null;
          },
          read: (ctx, strapi) => serviceOf(strapi, 'api::awarding.awarding').month(periodeOf(ctx) ?? ''),
        },
      ),
    },
  ],
};
