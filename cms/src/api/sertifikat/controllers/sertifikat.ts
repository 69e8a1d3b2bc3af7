/** Thin HTTP layer of the certificate routes; the rules live in the sertifikat service (ADR 105). */
import type { Core } from '@strapi/strapi';
import type { PublicCertificate } from '@hmrpl/contract';
import { serviceOf } from '../../../lib/strapi/documents';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::sertifikat.sertifikat');
  return {
    /** GET /api/sertifikat/:kode (public) */
    async findByCode(ctx: Ctx) {
      const body: PublicCertificate = await service().publicByCode(String(ctx.params.kode ?? ''));
      ctx.body = body;
    },
  };
};
