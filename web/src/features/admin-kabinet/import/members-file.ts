/**
 * Reading a members spreadsheet in the browser (ADR 068): XLSX or CSV through the `xlsx` library, loaded only when a
 * file is chosen (the export's library, its own lazy chunk). The first row names the columns (any case, English or
 * Indonesian): nama, jabatan, department/departemen, division/divisi, order/urutan, kepala, foto. Every other row
 * with something in it is a member, numbered as the file numbers it. Portraits are matched to the rows by file name:
 * the `foto` column when the file has one, else the member's name (`Budi Santoso.jpg` for "Budi Santoso").
 */
import type { MemberImportRow } from '@hmrpl/contract';
import { foldName } from '@cms-content/member-import';

/** A row as read, with the portrait's file name it asks for (the `foto` column). */
export interface FileRow extends MemberImportRow {
  baris: number;
  foto: string;
}

interface ReadResult {
  rows: FileRow[];
  /** Why the file as a whole cannot be used (its rows are then empty). */
  problem: string | null;
}

const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const FILE_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** The columns read, by every header that names them. */
const COLUMNS: Record<keyof Omit<FileRow, 'baris'>, string[]> = {
  nama: ['nama', 'name', 'nama lengkap'],
  jabatan: ['jabatan', 'posisi', 'position', 'post'],
  department: ['department', 'departemen', 'departement'],
  division: ['division', 'divisi'],
  order: ['order', 'urutan', 'no urut'],
  kepala: ['kepala', 'head', 'kepala departemen'],
  foto: ['foto', 'photo', 'berkas foto', 'file foto'],
};
const REQUIRED: Array<keyof typeof COLUMNS> = ['nama', 'jabatan', 'department'];

const FILE_MESSAGES = {
  notSpreadsheet: 'Berkas harus berupa XLSX atau CSV.',
  tooLarge: 'Berkas anggota maksimal 2 MB.',
  unreadable: 'Berkas tidak dapat dibaca. Simpan sebagai XLSX atau CSV lalu pilih lagi.',
  noRows: 'Berkas tidak berisi baris anggota.',
  missingColumns: (names: string[]) =>
    `Kolom ${names.join(', ')} tidak ditemukan di baris pertama berkas. Baris pertama berisi nama kolom: nama, jabatan, department, division, order.`,
} as const;

/** The file's bytes (FileReader where Blob.arrayBuffer is missing, as in older browsers). */
function bytesOf(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

const cellText = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Reads the file's first sheet into rows (nothing is checked against the cabinet here). */
export async function readMembersFile(file: File): Promise<ReadResult> {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return { rows: [], problem: FILE_MESSAGES.notSpreadsheet };
  if (file.size > MAX_FILE_BYTES) return { rows: [], problem: FILE_MESSAGES.tooLarge };
  let table: unknown[][];
  try {
    const XLSX = await import('xlsx');
    const book = XLSX.read(await bytesOf(file), { type: 'array', dense: true, cellFormula: false, cellHTML: false });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) return { rows: [], problem: FILE_MESSAGES.noRows };
    table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  } catch (error) {
    console.error('Berkas anggota tidak terbaca:', error);
    return { rows: [], problem: FILE_MESSAGES.unreadable };
  }
  const headerAt = table.findIndex((row) => row.some((cell) => cellText(cell)));
  if (headerAt < 0) return { rows: [], problem: FILE_MESSAGES.noRows };
  const headers = table[headerAt]!.map((cell) => foldName(cellText(cell)));
  const where = Object.fromEntries(
    Object.entries(COLUMNS).map(([column, names]) => [column, headers.findIndex((header) => names.includes(header))]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = REQUIRED.filter((column) => where[column] < 0);
  if (missing.length > 0) return { rows: [], problem: FILE_MESSAGES.missingColumns(missing) };
  const at = (row: unknown[], column: keyof typeof COLUMNS) => (where[column] < 0 ? '' : cellText(row[where[column]]));
  const rows: FileRow[] = [];
  table.forEach((row, index) => {
    if (index <= headerAt || !row.some((cell) => cellText(cell))) return;
    rows.push({
      baris: index + 1,
      nama: at(row, 'nama'),
      jabatan: at(row, 'jabatan'),
      department: at(row, 'department'),
      division: at(row, 'division'),
      order: at(row, 'order'),
      kepala: at(row, 'kepala'),
      foto: at(row, 'foto'),
    });
  });
  return rows.length > 0 ? { rows, problem: null } : { rows: [], problem: FILE_MESSAGES.noRows };
}

/** A file name or a member's name as matched: without the extension, `-`, `_` and `.` read as spaces, any case. */
function portraitKey(name: string): string {
  const base = name.replace(/\.[a-z0-9]{2,5}$/i, '');
  return foldName(base.replace(/[-_.]+/g, ' '));
}

interface PortraitMatch {
  /** The portrait of each row (by `baris`). */
  byRow: Map<number, File>;
  /** Chosen portraits no row asked for (or more than one row could take). */
  unmatched: File[];
  /** Rows whose `foto` names a file that was not chosen. */
  missing: Map<number, string>;
}

/** Pairs the chosen portraits with the rows: the `foto` column when given, else the member's name. */
export function matchPortraits(rows: FileRow[], files: File[]): PortraitMatch {
  const byKey = new Map<string, File>();
  for (const file of files) if (!byKey.has(portraitKey(file.name))) byKey.set(portraitKey(file.name), file);
  const keyOf = (row: FileRow) => portraitKey(row.foto || row.nama);
  const rowsByKey = new Map<string, number>();
  for (const row of rows) rowsByKey.set(keyOf(row), (rowsByKey.get(keyOf(row)) ?? 0) + 1);
  const byRow = new Map<number, File>();
  const used = new Set<File>();
  const missing = new Map<number, string>();
  for (const row of rows) {
    const key = keyOf(row);
    const file = byKey.get(key);
    // two rows of the same name without a `foto` column: the file goes to neither (the screen says so)
    if (file && rowsByKey.get(key) === 1) {
      byRow.set(row.baris, file);
      used.add(file);
    } else if (!file && row.foto) missing.set(row.baris, row.foto);
  }
  return { byRow, unmatched: files.filter((file) => !used.has(file)), missing };
}
