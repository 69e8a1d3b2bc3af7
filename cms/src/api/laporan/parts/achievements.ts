/**
 * The report's part: the approved achievements dated in the term, oldest first, with the students' names. Each row is
 * made through the public mapper (`toPrestasi`), so a submitter's NIM or e-mail and the proof never reach the report
 * (ADR 092, ADR 094).
 */
import { LEVEL_LABELS, studentNames } from '../../../lib/content/prestasi-rules';
import { jakartaToday } from '../../../lib/content/jakarta-time';
import { toPrestasi } from '../../prestasi/mappers/to-prestasi-dto';
import { dateName, type ReportPart } from './part';

export const achievementsPart: ReportPart = {
  sheet: 'Prestasi',
  async build(strapi, cabinet) {
    const rows = await strapi.documents('api::prestasi.prestasi').findMany({
      filters: {
        status: { $eq: 'disetujui' },
        date: { $gte: jakartaToday(cabinet.from), $lt: jakartaToday(cabinet.until) },
      },
      fields: ['title', 'slug', 'rank', 'level', 'organizer', 'date', 'students'],
      sort: [{ date: 'asc' }, { id: 'asc' }],
      limit: 5000,
    });
    const items = rows.map(toPrestasi);
    return {
      title: 'Prestasi Mahasiswa',
      note: `${items.length} prestasi disetujui pada periode ini.`,
      columns: ['Tanggal', 'Kompetisi', 'Peringkat', 'Tingkat', 'Penyelenggara', 'Mahasiswa'],
      rows: items.map((item) => [
        dateName(item.date),
        item.title,
        item.rank || '-',
        LEVEL_LABELS[item.level],
        item.organizer || '-',
        studentNames(item) || '-',
      ]),
    };
  },
};
