/** The member import's rules (ADR 068), as the CMS, the import screen and the fixtures run them. */
import { describe, expect, it } from 'vitest';
import { checkMemberImport, firstImportError, foldName, importErrors, type ImportDepartment } from '../member-import';

const STRUCTURE: ImportDepartment[] = [
  { id: 1, name: 'INTI', head: null, divisions: [] },
  { id: 2, name: 'MEDIA KREATIF', head: null, divisions: [{ id: 21, name: 'Komunikasi & Informasi' }] },
  { id: 3, name: 'EKSTERNAL', head: 'Sudah Ada', divisions: [] },
];

describe('checkMemberImport', () => {
  it('finds departments and divisions by name in any case and spacing, and keeps the file’s row numbers', () => {
    const checked = checkMemberImport(
      [
        { baris: 2, nama: ' Budi ', jabatan: 'Ketua', department: 'inti', order: '1' },
        { baris: 4, nama: 'Sari', jabatan: 'Staf', department: ' Media  Kreatif', division: 'komunikasi & informasi' },
        { baris: 5, nama: 'Kepala', jabatan: 'Kepala Departemen', department: 'MEDIA KREATIF', kepala: 'Ya' },
      ],
      STRUCTURE,
    );
    expect(checked.problem).toBeNull();
    expect(
      checked.rows.map((r) => [r.baris, r.nama, r.departmentId, r.divisionId, r.urutan, r.isHead, r.errors]),
    ).toEqual([
      [2, 'Budi', 1, null, 1, false, []],
      [4, 'Sari', 2, 21, null, false, []],
      [5, 'Kepala', 2, null, null, true, []],
    ]);
    expect(importErrors(checked)).toEqual({});
    expect(firstImportError(checked)).toBeNull();
  });

  it('names every problem of every row, and the first one as the message', () => {
    const checked = checkMemberImport(
      [
        { nama: '', jabatan: 'x'.repeat(101), department: 'INTI' },
        { nama: 'A', jabatan: 'B', department: 'HUMAS' },
        { nama: 'A', jabatan: 'B', department: 'MEDIA KREATIF', division: 'Desain' },
        { nama: 'A', jabatan: 'B', department: 'INTI', order: '-1', kepala: 'mungkin' },
        { nama: 'A', jabatan: 'B', department: 'EKSTERNAL', kepala: 'ya' },
        { nama: 'A', jabatan: 'B', department: 'MEDIA KREATIF', division: 'Komunikasi & Informasi', kepala: 'ya' },
        { nama: 'K1', jabatan: 'B', department: 'INTI', kepala: 'ya' },
        { nama: 'K2', jabatan: 'B', department: 'inti', kepala: 'ya' },
      ],
      STRUCTURE,
    );
    expect(importErrors(checked)).toEqual({
      'baris.2': ['Nama wajib diisi.', 'Jabatan maksimal 100 karakter.'],
      'baris.3': ['Departemen "HUMAS" tidak ada di kabinet ini.'],
      'baris.4': ['Divisi "Desain" tidak ada di departemen MEDIA KREATIF.'],
      'baris.5': ['Urutan harus berupa bilangan bulat 0 sampai 10000.', 'Kolom kepala diisi "ya" atau dikosongkan.'],
      'baris.6': ['Departemen ini sudah memiliki kepala: Sudah Ada.'],
      'baris.7': ['Kepala departemen tidak berada di dalam divisi. Kosongkan kolom divisi.'],
      'baris.9': ['Departemen INTI mendapat lebih dari satu kepala dalam berkas ini.'],
    });
    expect(firstImportError(checked)).toBe('Baris 2: Nama wajib diisi.');
  });

  it('refuses a request that is not a list of rows, an empty one and one too long', () => {
    expect(checkMemberImport('x', STRUCTURE).problem).toBe('Daftar anggota tidak valid.');
    expect(checkMemberImport([{ nama: { a: 1 } }], STRUCTURE).problem).toBe('Daftar anggota tidak valid.');
    expect(checkMemberImport([], STRUCTURE).problem).toBe('Berkas tidak berisi baris anggota.');
    const many = Array.from({ length: 301 }, () => ({ nama: 'A', jabatan: 'B', department: 'INTI' }));
    expect(firstImportError(checkMemberImport(many, STRUCTURE))).toBe('Maksimal 300 anggota sekali impor.');
  });

  it('folds names as people type them', () => {
    expect(foldName('  Media\u00a0 KREATIF ')).toBe('media kreatif');
  });
});
