/**
 * 'Export Excel' of Lihat Responden: one sheet 'Responden' with the spec's columns first, Nama, NIM, Kategori, Pesan
 * ('Anonim' in both Nama and NIM for anonymous answers), then what the staff added: Status, Catatan (the staff's note)
 * and Tanggal (sent, Asia/Jakarta time); saved as 'Responden_Aspirasi_{local date}.xlsx'. It holds what the list's
 * filter shows. The xlsx library is loaded only when the button is pressed.
 */
import type { Aspiration } from '@hmrpl/contract';
import { STATUS_LABELS } from './api/admin-aspirasi';
import { downloadBlob, jakartaTime, localDateStamp, XLSX_TYPE } from '@/lib/download-file';

const EXPORT_SHEET = 'Responden';
/** The spec's four columns, then the staff's own. */
const EXPORT_COLUMNS = ['Nama', 'NIM', 'Kategori', 'Pesan', 'Status', 'Catatan', 'Tanggal'] as const;

type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string>;

function exportFileName(date = new Date()): string {
  return `Responden_Aspirasi_${localDateStamp(date)}.xlsx`;
}

function toExportRows(aspirations: Aspiration[]): ExportRow[] {
  return aspirations.map((aspiration) => ({
    Nama: aspiration.isAnonim ? 'Anonim' : aspiration.nama || '-',
    NIM: aspiration.isAnonim ? 'Anonim' : aspiration.nim || '-',
    Kategori: aspiration.kategori,
    Pesan: aspiration.pesan,
    Status: STATUS_LABELS[aspiration.status],
    Catatan: aspiration.catatan ?? '',
    Tanggal: jakartaTime.format(new Date(aspiration.created_at)),
  }));
}

export async function exportAspirations(aspirations: Aspiration[], date = new Date()): Promise<string> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet(toExportRows(aspirations), { header: [...EXPORT_COLUMNS] });
  sheet['!cols'] = [{ wch: 24 }, { wch: 14 }, { wch: 12 }, { wch: 80 }, { wch: 10 }, { wch: 40 }, { wch: 17 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, EXPORT_SHEET);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array' });
  const fileName = exportFileName(date);
  downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
  return fileName;
}
