/** The cabinet report as an XLSX workbook: a cover sheet, then one sheet per part (SheetJS). ADR 092. */
import * as XLSX from 'xlsx';
import type { ReportTable } from '@hmrpl/contract';
import type { ReportCabinet } from '../parts/part';
import { dayName } from '../parts/part';

export function reportXlsx(cabinet: ReportCabinet, parts: Array<{ sheet: string; table: ReportTable }>, now: Date) {
  const book = XLSX.utils.book_new();
  const cover = XLSX.utils.aoa_to_sheet([
    ['Laporan Kabinet (draf LPJ)'],
    ['Himpunan', 'HMRPL Telkom University'],
    ['Kabinet', cabinet.name],
    ['Periode', cabinet.period],
    ['Cakupan', `${dayName(cabinet.from)} – ${dayName(new Date(cabinet.until.getTime() - 1))}`],
    ['Dibuat', dayName(now)],
  ]);
  cover['!cols'] = [{ wch: 14 }, { wch: 48 }];
  XLSX.utils.book_append_sheet(book, cover, 'Sampul');
  for (const { sheet, table } of parts) {
    const rows = [[table.title], ...(table.note ? [[table.note]] : []), [], table.columns, ...table.rows];
    const ws = XLSX.utils.aoa_to_sheet(rows);
    ws['!cols'] = table.columns.map((column, index) => ({
      wch: Math.min(60, Math.max(column.length, ...table.rows.map((row) => String(row[index] ?? '').length)) + 2),
    }));
    XLSX.utils.book_append_sheet(book, ws, sheet.slice(0, 31));
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
