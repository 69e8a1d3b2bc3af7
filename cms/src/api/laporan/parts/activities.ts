/**
 * The report's part: the activities held in the cabinet's term (started in it and already over), oldest first. Their
 * registrations and attendance are the next part (./registrations.ts; ADR 092).
 */
import { dayName, heldInTerm, type ReportPart } from './part';

export const activitiesPart: ReportPart = {
  sheet: 'Kegiatan',
  async build(strapi, cabinet, now) {
    const rows = await strapi.documents('api::kegiatan.kegiatan').findMany({
      filters: heldInTerm(cabinet, now),
      fields: ['title', 'starts_at', 'place'],
      populate: { proker: { fields: ['title'] } },
      sort: [{ starts_at: 'asc' }, { id: 'asc' }],
      limit: 5000,
    });
    return {
      title: 'Kegiatan yang Terlaksana',
      note: `${rows.length} kegiatan terlaksana.`,
      columns: ['Tanggal', 'Kegiatan', 'Tempat', 'Program Kerja'],
      rows: rows.map((row) => [
        dayName(new Date(row.starts_at as string | Date)),
        row.title ?? '',
        row.place?.trim() ? row.place : '-',
        row.proker?.title ?? '-',
      ]),
    };
  },
};
