/** Thin HTTP layer of the audit log (rules: the riwayat service; the entries themselves: src/middlewares/audit.ts). */
import type { Core } from '@strapi/strapi';
import type { AuditPage, ExportRecordResponse } from '@hmrpl/contract';
import { serviceOf } from '../../../lib/strapi/documents';
import { invalid } from '../../../lib/http/errors';
import { withoutInvisibleCharacters } from '../../../lib/content/invisible';
import { AUDIT_MESSAGES } from '../services/riwayat';
import type { AuditOverrides } from '../../../lib/audit/route';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/riwayat?page&per_page&actor&target_type&dari&sampai */
  async list(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    const body: AuditPage = await serviceOf(strapi, 'api::riwayat.riwayat').list(ctx.query);
    ctx.body = body;
  },

  /**
   * POST /api/admin/riwayat/ekspor and POST /api/admin/aspirasi/ekspor JSON `{ rows, filter? }`: the export's entry
   * (written by the route's audit middleware with this summary); the browser makes the file only after this answer.
   */
  async recordExport(ctx: Ctx) {
    const body = (ctx.request.body ?? {}) as { rows?: unknown; filter?: unknown };
    const rows = typeof body.rows === 'number' ? body.rows : Number.NaN;
    if (!Number.isInteger(rows) || rows < 0 || rows > 1_000_000) throw invalid({ rows: [AUDIT_MESSAGES.invalidRows] });
    const filter = typeof body.filter === 'string' ? withoutInvisibleCharacters(body.filter).trim().slice(0, 500) : '';
    const overrides: AuditOverrides = { summary: `${rows} baris${filter ? `; filter: ${filter}` : ''}` };
    ctx.state.audit = overrides;
    const answer: ExportRecordResponse = { message: AUDIT_MESSAGES.exportRecorded };
    ctx.status = 201;
    ctx.body = answer;
  },
});
