/**
 * The report's part: aspirations received in the cabinet's term per category and status. Counts only: no name, NIM
 * or message ever enters the report (ADR 092).
 */
import type { ReportPart } from './part';

const CATEGORIES = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'] as const;
const STATUSES = ['baru', 'dibaca', 'diproses', 'selesai'] as const;
const STATUS_LABELS: Record<(typeof STATUSES)[number], string> = {
  baru: 'Baru',
  dibaca: 'Dibaca',
  diproses: 'Diproses',
  selesai: 'Selesai',
};

export const aspirationsPart: ReportPart = {
  sheet: 'Aspirasi',
  async build(strapi, cabinet) {
    // only the two fields counted are read
    const rows = (await strapi.db.query('api::aspirasi.aspirasi').findMany({
      select: ['kategori', 'status'],
      where: { createdAt: { $gte: cabinet.from.toISOString(), $lt: cabinet.until.toISOString() } },
    })) as Array<{ kategori?: string; status?: string }>;
    const count = (kategori: string, status?: string) =>
      rows.filter((row) => row.kategori === kategori && (status === undefined || row.status === status)).length;
    return {
      title: 'Aspirasi per Kategori dan Status',
      note: `${rows.length} aspirasi diterima (jumlah saja, tanpa identitas pengirim).`,
      columns: ['Kategori', ...STATUSES.map((status) => STATUS_LABELS[status]), 'Jumlah'],
      rows: CATEGORIES.map((kategori) => [
        kategori,
        ...STATUSES.map((status) => count(kategori, status)),
        count(kategori),
      ]),
    };
  },
};
