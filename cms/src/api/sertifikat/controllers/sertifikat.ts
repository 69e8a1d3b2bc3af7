/** Thin HTTP layer of the certificate routes; the rules live in the sertifikat service (ADR 105-107). */
import type { Core } from '@strapi/strapi';
import type { CertificateSaved, CertificateSendStarted, CertificateStatus, PublicCertificate } from '@hmrpl/contract';
import { serviceOf } from '../../../lib/strapi/documents';
import { idParam } from '../../../lib/http/request-params';
import { CERTIFICATE_MESSAGES } from '../rules/texts';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::sertifikat.sertifikat');
  return {
    /** GET /api/sertifikat/:kode (public) */
    async findByCode(ctx: Ctx) {
      const body: PublicCertificate = await service().publicByCode(String(ctx.params.kode ?? ''));
      ctx.body = body;
    },

    /** GET /api/admin/kegiatan/:id/sertifikat (redaksi) */
    async status(ctx: Ctx) {
      const body: CertificateStatus = await service().status(idParam(ctx.params.id));
      ctx.body = body;
    },

    /** GET /api/admin/kegiatan/:id/sertifikat/pratinjau?nama= (redaksi): a PDF */
    async preview(ctx: Ctx) {
      const pdf = await service().preview(idParam(ctx.params.id), ctx.query.nama);
      ctx.set('Content-Type', 'application/pdf');
      ctx.set('Content-Disposition', 'inline; filename="pratinjau-sertifikat.pdf"');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = Buffer.from(pdf);
    },

    /** POST /api/admin/kegiatan/:id/sertifikat (redaksi, multipart) */
    async saveTemplate(ctx: Ctx) {
      const data = await service().saveTemplate(idParam(ctx.params.id), ctx);
      const body: CertificateSaved = { message: CERTIFICATE_MESSAGES.saved, data };
      ctx.body = body;
    },

    /** POST /api/admin/kegiatan/:id/sertifikat/kirim (redaksi): 202, the job sends */
    async send(ctx: Ctx) {
      const data = await service().startSending(idParam(ctx.params.id));
      const body: CertificateSendStarted = { message: CERTIFICATE_MESSAGES.started, data };
      ctx.status = 202;
      ctx.body = body;
    },
  };
};
