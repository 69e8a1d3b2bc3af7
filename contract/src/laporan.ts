/**
 * The cabinet report (laporan): GET /api/admin/laporan?kabinet={slug}&format=xlsx|pdf (`pengelola`) answers a file,
 * the first draft of the cabinet's accountability report (LPJ): one sheet (XLSX) or one section (PDF) per part.
 */

export type ReportFormat = 'xlsx' | 'pdf';

/** One part of the report as a table: its heading, an optional note, its columns and rows. */
export interface ReportTable {
  title: string;
  note?: string;
  columns: string[];
  rows: Array<Array<string | number>>;
}

/** The texts of the report's answers (the CMS and the fixtures each declare them against this type). */
export interface ReportMessages {
  formatInvalid: 'Format laporan harus xlsx atau pdf.';
  kabinetUnknown: 'Kabinet tidak ditemukan.';
  noActiveCabinet: 'Belum ada kabinet aktif. Pilih kabinet.';
}
