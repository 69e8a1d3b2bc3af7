/**
 * The rules of a member import (ADR 068), shared by the CMS (which applies them again inside the write, all rows or
 * none), the admin screen's preview and the web's fixtures: each row's name and post, its department and division
 * found by name in the cabinet's structure, its order, and the one-head-a-department rule. Every message names the
 * row of the file.
 */
import type { CabinetLimits, MemberImportMessages, MemberImportRow } from '@hmrpl/contract';

const MEMBER_IMPORT_LIMITS: Pick<CabinetLimits, 'memberTextMax' | 'importRowsMax'> = {
  memberTextMax: 100,
  importRowsMax: 300,
};
const ORDER_MAX = 10_000;

export const MEMBER_IMPORT_MESSAGES = {
  imported: (count: number) => `${count} anggota berhasil diimpor!` as const,
  rowsInvalid: 'Daftar anggota tidak valid.',
  rowsRequired: 'Berkas tidak berisi baris anggota.',
  rowsTooMany: 'Maksimal 300 anggota sekali impor.',
  row: (baris: number, message: string) => `Baris ${baris}: ${message}` as const,
  namaRequired: 'Nama wajib diisi.',
  namaTooLong: 'Nama maksimal 100 karakter.',
  jabatanRequired: 'Jabatan wajib diisi.',
  jabatanTooLong: 'Jabatan maksimal 100 karakter.',
  departmentRequired: 'Departemen wajib diisi.',
  departmentUnknown: (name: string) => `Departemen "${name}" tidak ada di kabinet ini.` as const,
  divisionUnknown: (name: string, department: string) =>
    `Divisi "${name}" tidak ada di departemen ${department}.` as const,
  orderInvalid: 'Urutan harus berupa bilangan bulat 0 sampai 10000.',
  kepalaInvalid: 'Kolom kepala diisi "ya" atau dikosongkan.',
  headInDivision: 'Kepala departemen tidak berada di dalam divisi. Kosongkan kolom divisi.',
  headTaken: (name: string) => `Departemen ini sudah memiliki kepala: ${name}.` as const,
  headTwice: (department: string) =>
    `Departemen ${department} mendapat lebih dari satu kepala dalam berkas ini.` as const,
} as const satisfies MemberImportMessages;

/** The cabinet's structure as the rules need it: departments with their head's name (if any) and divisions. */
export interface ImportDepartment {
  id: number;
  name: string;
  head: string | null;
  divisions: Array<{ id: number; name: string }>;
}

/** One row, checked: where it goes (ids), and its problems (none: it may be added). */
interface CheckedImportRow {
  baris: number;
  nama: string;
  jabatan: string;
  department: string;
  division: string;
  departmentId: number | null;
  divisionId: number | null;
  /** Its place within the group; null: after the others. */
  urutan: number | null;
  isHead: boolean;
  errors: string[];
}

interface CheckedImport {
  /** A problem with the request as a whole (not a list, empty, too long); the rows are then not checked. */
  problem: string | null;
  rows: CheckedImportRow[];
}

/** A name as matched: case, surrounding and repeated spaces, and Unicode look-alike forms do not matter. */
export function foldName(value: string): string {
  return value.normalize('NFKC').trim().split(/\s+/).filter(Boolean).join(' ').toLocaleLowerCase('id-ID');
}

const YES = new Set(['ya', 'y', 'yes', 'true', '1', 'kepala']);
const NO = new Set(['', 'tidak', 't', 'no', 'false', '0', '-']);

const text = (value: unknown): string | null =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'number'
        ? String(value)
        : null;

/** Checks every row against the cabinet's structure; nothing is written here. */
export function checkMemberImport(rows: unknown, departments: readonly ImportDepartment[]): CheckedImport {
  const M = MEMBER_IMPORT_MESSAGES;
  if (!Array.isArray(rows)) return { problem: M.rowsInvalid, rows: [] };
  if (rows.length === 0) return { problem: M.rowsRequired, rows: [] };
  if (rows.length > MEMBER_IMPORT_LIMITS.importRowsMax) return { problem: M.rowsTooMany, rows: [] };
  const byName = new Map(departments.map((department) => [foldName(department.name), department]));
  const headsInFile = new Map<number, number>();
  const checked: CheckedImportRow[] = [];
  for (const [index, raw] of rows.entries()) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { problem: M.rowsInvalid, rows: [] };
    const row = raw as Partial<Record<keyof MemberImportRow, unknown>>;
    const fields = {
      nama: text(row.nama),
      jabatan: text(row.jabatan),
      department: text(row.department),
      division: text(row.division),
      order: text(row.order),
      kepala: text(row.kepala),
    };
    if (Object.values(fields).some((value) => value === null)) return { problem: M.rowsInvalid, rows: [] };
    const baris =
      typeof row.baris === 'number' && Number.isSafeInteger(row.baris) && row.baris > 0 ? row.baris : index + 2;
    const nama = fields.nama!.trim();
    const jabatan = fields.jabatan!.trim();
    const departmentName = fields.department!.trim();
    const divisionName = fields.division!.trim();
    const errors: string[] = [];
    if (!nama) errors.push(M.namaRequired);
    else if (nama.length > MEMBER_IMPORT_LIMITS.memberTextMax) errors.push(M.namaTooLong);
    if (!jabatan) errors.push(M.jabatanRequired);
    else if (jabatan.length > MEMBER_IMPORT_LIMITS.memberTextMax) errors.push(M.jabatanTooLong);

    const department = departmentName ? byName.get(foldName(departmentName)) : undefined;
    if (!departmentName) errors.push(M.departmentRequired);
    else if (!department) errors.push(M.departmentUnknown(departmentName));
    const division =
      department && divisionName
        ? department.divisions.find((item) => foldName(item.name) === foldName(divisionName))
        : undefined;
    if (department && divisionName && !division) errors.push(M.divisionUnknown(divisionName, department.name));

    let urutan: number | null = null;
    const order = fields.order!.trim();
    if (order !== '') {
      const n = Number(order);
      if (!/^\d+$/.test(order) || !Number.isSafeInteger(n) || n > ORDER_MAX) errors.push(M.orderInvalid);
      else urutan = n;
    }

    const kepala = fields.kepala!.trim().toLowerCase();
    let isHead = false;
    if (YES.has(kepala)) isHead = true;
    else if (!NO.has(kepala)) errors.push(M.kepalaInvalid);
    if (isHead && divisionName) errors.push(M.headInDivision);
    else if (isHead && department) {
      if (department.head) errors.push(M.headTaken(department.head));
      else if (headsInFile.has(department.id)) errors.push(M.headTwice(department.name));
      else headsInFile.set(department.id, baris);
    }

    checked.push({
      baris,
      nama,
      jabatan,
      department: department?.name ?? departmentName,
      division: division?.name ?? divisionName,
      departmentId: department?.id ?? null,
      divisionId: division?.id ?? null,
      urutan,
      isHead,
      errors,
    });
  }
  return { problem: null, rows: checked };
}

/** The rows' errors as a 422's fields: `baris.{n}` -> that row's messages. Empty when every row is fine. */
export function importErrors(checked: CheckedImport): Record<string, string[]> {
  if (checked.problem) return { rows: [checked.problem] };
  const errors: Record<string, string[]> = {};
  for (const row of checked.rows) if (row.errors.length > 0) (errors[`baris.${row.baris}`] ??= []).push(...row.errors);
  return errors;
}

/** The 422's message: the first bad row's first problem, with its row number. */
export function firstImportError(checked: CheckedImport): string | null {
  if (checked.problem) return checked.problem;
  const bad = checked.rows.find((row) => row.errors.length > 0);
  return bad ? MEMBER_IMPORT_MESSAGES.row(bad.baris, bad.errors[0]!) : null;
}
