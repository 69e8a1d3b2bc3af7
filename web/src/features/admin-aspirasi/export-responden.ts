/**
 * 'Export Excel' of Lihat Responden: one sheet 'Responden' with the spec's columns first, Nama, NIM, Kategori, Pesan
 * ('Anonim' in both Nama and NIM for anonymous answers), then what the staff added: Status, Catatan (the staff's note)
 * and Tanggal (sent, Asia/Jakarta time); saved as 'Responden_Aspirasi_{local date}.xlsx'. It holds what the list's
 * filter shows. The xlsx library is loaded only when the button is pressed.
 */
import type { Aspiration } from '@hmrpl/contract';
import { STATUS_LABELS } from './api/admin-aspirasi';

const EXPORT_SHEET = 'Responden';
/** The spec's four columns, then the staff's own. */
const EXPORT_COLUMNS = ['Nama', 'NIM', 'Kategori', 'Pesan', 'Status', 'Catatan', 'Tanggal'] as const;

type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string>;

/** `2025-08-25 10:14` in Jakarta time (sorts as text, reads the same for everyone at the association). */
const jakartaTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The admin's local calendar date, YYYY-MM-DD (safe in a file name, sorts by date). */
function localDateStamp(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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

/** Hands a file to the browser as a download. */
function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function exportAspirations(aspirations: Aspiration[], date = new Date()): Promise<string> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet(toExportRows(aspirations), { header: [...EXPORT_COLUMNS] });
  sheet['!cols'] = [{ wch: 24 }, { wch: 14 }, { wch: 12 }, { wch: 80 }, { wch: 10 }, { wch: 40 }, { wch: 17 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, EXPORT_SHEET);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array' });
  const fileName = exportFileName(date);
  downloadBlob(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
  return fileName;
}
