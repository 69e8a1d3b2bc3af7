/**
 * 'Export Excel' of Riwayat: one sheet 'Riwayat' with Waktu (Asia/Jakarta), Pelaku, ID Pelaku, Tindakan, Aksi, Jenis,
 * ID Konten, Judul, Ringkasan; saved as 'Riwayat_Admin_{local date}.xlsx'. It holds what the filter shows. The xlsx
 * library is loaded only when the button is pressed.
 */
import type { AuditEntry } from '@hmrpl/contract';
import { actionLabel, targetLabel } from './api/admin-riwayat';
import { downloadBlob, jakartaTime, localDateStamp, XLSX_TYPE } from '@/lib/download-file';

const SHEET = 'Riwayat';
const COLUMNS = [
  'Waktu',
  'Pelaku',
  'ID Pelaku',
  'Tindakan',
  'Aksi',
  'Jenis',
  'ID Konten',
  'Judul',
  'Ringkasan',
] as const;

type AuditRow = Record<(typeof COLUMNS)[number], string | number>;

function toAuditRows(entries: AuditEntry[]): AuditRow[] {
  return entries.map((entry) => ({
    Waktu: jakartaTime.format(new Date(entry.at)),
    Pelaku: entry.actor?.name ?? '-',
    'ID Pelaku': entry.actor?.id ?? '-',
    Tindakan: actionLabel(entry),
    Aksi: entry.action,
    Jenis: targetLabel(entry.target_type),
    'ID Konten': entry.target_id ?? '-',
    Judul: entry.target_title ?? '-',
    Ringkasan: entry.summary ?? '-',
  }));
}

export async function exportAuditEntries(entries: AuditEntry[], date = new Date()): Promise<string> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet(toAuditRows(entries), { header: [...COLUMNS] });
  sheet['!cols'] = [
    { wch: 17 },
    { wch: 24 },
    { wch: 9 },
    { wch: 28 },
    { wch: 20 },
    { wch: 18 },
    { wch: 9 },
    { wch: 40 },
    { wch: 60 },
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array' });
  const fileName = `Riwayat_Admin_${localDateStamp(date)}.xlsx`;
  downloadBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
  return fileName;
}
