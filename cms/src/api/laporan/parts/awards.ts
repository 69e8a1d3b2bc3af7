/**
 * The report's part: the awarding archive's months in the term (ADR 098), oldest first, and which of the three awards
 * each month announced (a poster in its slot). The winners are on the posters, so the report names the months.
 */
import { periodeLabel, periodeOf } from '../../../lib/content/awarding-periode';
import type { ReportPart } from './part';

const SLOTS = [
  ['staff_image', 'Staff Terbaik'],
  ['divisi_image', 'Divisi Terbaik'],
  ['departemen_image', 'Departemen Terbaik'],
] as const;

export const awardsPart: ReportPart = {
  sheet: 'Awarding per Bulan',
  async build(strapi, cabinet) {
    // the term's months: from July of its first year up to (not with) July of its second
    const months = await strapi.documents('api::awarding.awarding-arsip').findMany({
      filters: { periode: { $gte: periodeOf(cabinet.from), $lt: periodeOf(cabinet.until) } },
      fields: ['periode'],
      populate: {
        staff_image: { fields: ['id'] },
        divisi_image: { fields: ['id'] },
        departemen_image: { fields: ['id'] },
      },
      sort: [{ periode: 'asc' }],
      limit: 240,
    });
    return {
      title: 'Awarding per Bulan',
      note: `${months.length} bulan awarding diumumkan pada periode ini.`,
      columns: ['Bulan', ...SLOTS.map(([, label]) => label)],
      rows: months.map((month) => [
        periodeLabel(month.periode ?? ''),
        ...SLOTS.map(([field]) => (month[field] ? 'Diumumkan' : '-')),
      ]),
    };
  },
};
