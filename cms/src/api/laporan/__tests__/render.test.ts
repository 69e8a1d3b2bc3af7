/** The report's two writers on a made-up cabinet: the XLSX read back with SheetJS, the PDF's text read back. */
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { ReportTable } from '@hmrpl/contract';
import { pdfText } from '../../../../tests/fixtures/pdf-text';
import { reportPdf } from '../render/pdf';
import { reportXlsx } from '../render/xlsx';
import { termOf } from '../services/laporan';

const cabinet = { id: 1, slug: 'contoh-2024-2025', name: 'CONTOH', period: '2024/2025', ...termOf('2024/2025') };
const now = new Date('2025-07-02T03:00:00Z');
const long = 'Program kerja dengan nama yang sangat panjang sekali sampai harus dipotong menjadi beberapa baris ';
const parts: Array<{ sheet: string; table: ReportTable }> = [
  {
    sheet: 'Program Kerja',
    table: {
      title: 'Program Kerja',
      note: '2 program kerja; 1 selesai.',
      columns: ['Departemen', 'Program Kerja', 'Status', 'Progres (%)'],
      rows: [
        ['INTERNAL', 'Kelas Belajar – Ruang 2', 'Selesai', 100],
        ['EKSTERNAL', `${long}${long} 🚀`, 'Batal', 30],
      ],
    },
  },
  { sheet: 'Kosong', table: { title: 'Bagian Kosong', columns: ['Bulan', 'Jumlah'], rows: [] } },
];

describe('the cabinet report', () => {
  it('takes the academic year of the period as the term (WIB)', () => {
    expect(termOf('2024/2025')).toEqual({
      from: new Date('2024-06-30T17:00:00Z'),
      until: new Date('2025-06-30T17:00:00Z'),
    });
  });

  it('writes a workbook with a cover and one sheet per part', () => {
    const book = XLSX.read(reportXlsx(cabinet, parts, now));
    expect(book.SheetNames).toEqual(['Sampul', 'Program Kerja', 'Kosong']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Program Kerja']!, { header: 1 });
    expect(rows[0]).toEqual(['Program Kerja']);
    expect(rows).toContainEqual(['INTERNAL', 'Kelas Belajar – Ruang 2', 'Selesai', 100]);
    const cover = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Sampul!, { header: 1 });
    expect(cover).toContainEqual(['Cakupan', '1 Juli 2024 – 30 Juni 2025']);
    expect(cover).toContainEqual(['Dibuat', '2 Juli 2025']);
  });

  it('writes a PDF: the cover, numbered sections, long cells wrapped, what Helvetica cannot draw replaced', async () => {
    const bytes = await reportPdf(cabinet, parts, now);
    const text = pdfText(bytes);
    expect(text).toContain('Kabinet CONTOH');
    expect(text).toContain('Periode 2024/2025');
    expect(text).toContain('Dibuat pada 2 Juli 2025');
    expect(text).toContain('1. Program Kerja');
    expect(text).toContain('2. Bagian Kosong');
    expect(text).toContain('Tidak ada data.');
    expect(text).toContain('Kelas Belajar – Ruang 2');
    expect(text).toContain('?');
    expect(text).toContain('Halaman 2 dari');
  });
});
