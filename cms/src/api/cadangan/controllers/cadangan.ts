/** Thin HTTP layer of the backups' state (rules: the cadangan service). */
import type { Core } from '@strapi/strapi';
import type { BackupStatus } from '@hmrpl/contract';
import { serviceOf } from '../../../lib/strapi/documents';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/cadangan */
  async status(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    const body: BackupStatus = await serviceOf(strapi, 'api::cadangan.cadangan').status();
    ctx.body = body;
  },
});
