/** Thin HTTP layer of the site settings (rules: the pengaturan service). */
import type { Core } from '@strapi/strapi';
import type { SaveSiteSettingsResponse } from '@hmrpl/contract';
import { serviceOf } from '../../../lib/strapi/documents';
import { SITE_SETTINGS_MESSAGES } from '../services/pengaturan';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::pengaturan.pengaturan');
  return {
    /** GET /api/pengaturan */
    async find(ctx: Ctx) {
      ctx.body = await service().get();
    },

    /** POST /api/admin/pengaturan (JSON, any of the fields) */
    async update(ctx: Ctx) {
      const data = await service().update(ctx.request.body);
      // the handover's "Pengaturan" step is done on the cabinet being prepared (ADR 067)
      await serviceOf(strapi, 'api::kabinet.kabinet').markHandover('pengaturan');
      const body: SaveSiteSettingsResponse = { message: SITE_SETTINGS_MESSAGES.saved, data };
      ctx.body = body;
    },
  };
};
