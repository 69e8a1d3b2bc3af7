/** The report's part: news published in the cabinet's term, counted per month (ADR 092). */
import { jakartaMonth, monthName, type ReportPart } from './part';

export const newsPart: ReportPart = {
  sheet: 'Berita per Bulan',
  async build(strapi, cabinet) {
    const rows = await strapi.documents('api::berita.berita').findMany({
      filters: {
        publication_status: { $eq: 'published' },
        publish_at: { $gte: cabinet.from.toISOString(), $lt: cabinet.until.toISOString() },
      },
      fields: ['publish_at'],
      limit: 100_000,
    });
    const months = new Map<string, { label: string; count: number }>();
    for (const row of rows) {
      const at = new Date(row.publish_at as string | Date);
      const key = jakartaMonth(at);
      const entry = months.get(key) ?? { label: monthName(at), count: 0 };
      entry.count += 1;
      months.set(key, entry);
    }
    const ordered = [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
    return {
      title: 'Berita yang Diterbitkan per Bulan',
      note: `${rows.length} berita diterbitkan.`,
      columns: ['Bulan', 'Jumlah Berita'],
      rows: ordered.map((entry) => [entry.label, entry.count]),
    };
  },
};
