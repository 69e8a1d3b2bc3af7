/**
 * The cabinet report: the cabinet and its term, every part of ./parts/index.ts built in order, and the file in the
 * asked format (one sheet or one section per part). For `pengelola` (the route). ADR 092.
 */
import type { Core } from '@strapi/strapi';
import type { ReportFormat, ReportMessages, ReportTable } from '@hmrpl/contract';
import { invalid, notFound } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { numericId } from '../../../lib/strapi/documents';
import { REPORT_PARTS } from '../parts';
import type { ReportCabinet } from '../parts/part';
import { reportXlsx } from '../render/xlsx';
import { reportPdf } from '../render/pdf';

export const REPORT_MESSAGES = {
  formatInvalid: 'Format laporan harus xlsx atau pdf.',
  kabinetUnknown: 'Kabinet tidak ditemukan.',
  noActiveCabinet: 'Belum ada kabinet aktif. Pilih kabinet.',
} as const satisfies ReportMessages;

const MIME: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** 1 July (00:00 WIB) of the period's first year to 1 July of its second: the academic year the board serves. */
export function termOf(period: string): { from: Date; until: Date } {
  const [first, second] = period.split('/').map(Number);
  const start = Number.isInteger(first) ? first! : new Date().getUTCFullYear();
  const end = Number.isInteger(second) && second! > start ? second! : start + 1;
  return {
    from: new Date(`${start}-07-01T00:00:00+07:00`),
    until: new Date(`${end}-07-01T00:00:00+07:00`),
  };
}

export const reportFormatOf = (value: unknown): ReportFormat | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return first === 'xlsx' || first === 'pdf' ? first : null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function cabinetOf(slug: string | undefined): Promise<ReportCabinet> {
    const filters = slug ? { slug: { $eq: slug } } : { active: { $eq: true } };
    if (slug !== undefined && slug !== '' && !isSlug(slug)) throw notFound(REPORT_MESSAGES.kabinetUnknown);
    const found = await strapi
      .documents('api::kabinet.kabinet')
      .findFirst({ filters, fields: ['slug', 'name', 'period'] });
    if (!found) {
      if (!slug) throw invalid({ kabinet: [REPORT_MESSAGES.noActiveCabinet] });
      throw notFound(REPORT_MESSAGES.kabinetUnknown);
    }
    const period = found.period ?? '';
    return {
      id: numericId(found.id),
      slug: found.slug ?? '',
      name: found.name ?? '',
      period,
      ...termOf(period),
    };
  }

  /** Every part's table, in the report's order. */
  async function tables(slug: string | undefined, now = new Date()) {
    const cabinet = await cabinetOf(slug);
    const parts: Array<{ sheet: string; table: ReportTable }> = [];
    for (const part of REPORT_PARTS) parts.push({ sheet: part.sheet, table: await part.build(strapi, cabinet, now) });
    return { cabinet, parts };
  }

  return {
    tables,

    /** The report as a file: its bytes, its type and its name; its cabinet and its parts' count (the audit entry). */
    async file(slug: string | undefined, format: ReportFormat, now = new Date()) {
      const { cabinet, parts } = await tables(slug, now);
      const body =
        format === 'xlsx' ? reportXlsx(cabinet, parts, now) : Buffer.from(await reportPdf(cabinet, parts, now));
      const filename = `laporan-${cabinet.slug || 'kabinet'}.${format}`;
      return { body, type: MIME[format], filename, cabinet, parts: parts.length };
    },
  };
};

export type LaporanService = ReturnType<typeof import('./laporan').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::laporan.laporan': LaporanService;
  }
}
