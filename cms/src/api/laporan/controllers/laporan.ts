/** Thin HTTP layer of the cabinet report; the parts and the files live in the laporan service. ADR 092. */
import type { Core } from '@strapi/strapi';
import { invalid } from '../../../lib/http/errors';
import { serviceOf } from '../../../lib/strapi/documents';
import type { AuditOverrides } from '../../../lib/audit/route';
import { REPORT_MESSAGES, reportFormatOf } from '../services/laporan';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/laporan?kabinet={slug}&format=xlsx|pdf */
  async download(ctx: Ctx) {
    const format = reportFormatOf(ctx.query.format);
    if (!format) throw invalid({ format: [REPORT_MESSAGES.formatInvalid] });
    const kabinet = Array.isArray(ctx.query.kabinet) ? ctx.query.kabinet[0] : ctx.query.kabinet;
    const file = await serviceOf(strapi, 'api::laporan.laporan').file(
      typeof kabinet === 'string' ? kabinet : undefined,
      format,
    );
    // the route's audit entry (laporan.ekspor): which cabinet, in which format
    const overrides: AuditOverrides = {
      target_id: file.cabinet.id,
      target_title: `Kabinet ${file.cabinet.name} ${file.cabinet.period}`.trim(),
      summary: `${format.toUpperCase()}, ${file.parts} bagian`,
    };
    ctx.state.audit = overrides;
    ctx.set('Content-Type', file.type);
    ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = file.body;
  },
});
