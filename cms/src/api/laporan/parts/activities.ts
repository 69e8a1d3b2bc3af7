/**
 * The report's part: the activities held in the cabinet's term (started in it and already over), oldest first. The
 * registrations and attendance columns come with the registration work (pendaftaran), as a part of their own or as
 * columns here (ADR 092).
 */
import { dayName, type ReportPart } from './part';

export const activitiesPart: ReportPart = {
  sheet: 'Kegiatan',
  async build(strapi, cabinet, now) {
    const rows = await strapi.documents('api::kegiatan.kegiatan').findMany({
      filters: {
        starts_at: { $gte: cabinet.from.toISOString(), $lt: cabinet.until.toISOString() },
        over_at: { $lte: now.toISOString() },
      },
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
