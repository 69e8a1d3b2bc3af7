/**
 * The limits of a cabinet's fields and structure, and every Indonesian message its writes answer with (the admin
 * screens, the dashboard's lifecycle hooks and the members' service use them too). See ADR 039.
 */
import type { CabinetLimits, CabinetMessages } from '@hmrpl/contract';

export const CABINET_LIMITS: CabinetLimits = {
  nameMax: 60,
  taglineMax: 120,
  longTextMax: 1000,
  missionsMax: 10,
  missionTitleMax: 100,
  missionTextMax: 500,
  departmentsMax: 20,
  divisionsMax: 20,
  unitNameMax: 60,
  memberTextMax: 100,
  orderMax: 500,
  importRowsMax: 300,
};

export const CABINET_MESSAGES = {
  created: 'Kabinet berhasil ditambahkan!',
  updated: 'Kabinet berhasil diperbarui!',
  activated: (name: string) => `Kabinet ${name} sekarang aktif.`,
  deleted: 'Kabinet berhasil dihapus!',
  structureSaved: 'Struktur kabinet berhasil disimpan!',
  notFound: 'Kabinet tidak ditemukan.',
  nameRequired: 'Nama kabinet wajib diisi.',
  nameTooLong: 'Nama kabinet maksimal 60 karakter.',
  periodInvalid: 'Periode harus berupa dua tahun berurutan, misalnya 2026/2027.',
  taken: 'Kabinet dengan nama dan periode ini sudah ada.',
  taglineRequired: 'Tagline wajib diisi.',
  taglineTooLong: 'Tagline maksimal 120 karakter.',
  nameMeaningRequired: 'Makna nama kabinet wajib diisi.',
  nameMeaningTooLong: 'Makna nama kabinet maksimal 1000 karakter.',
  visionRequired: 'Visi wajib diisi.',
  visionTooLong: 'Visi maksimal 1000 karakter.',
  missionsInvalid: 'Misi harus berupa daftar berisi judul dan penjelasan.',
  missionsRequired: 'Isi minimal satu misi.',
  missionsTooMany: 'Misi maksimal 10 butir.',
  missionTitleRequired: 'Judul misi wajib diisi.',
  missionTitleTooLong: 'Judul misi maksimal 100 karakter.',
  missionTextRequired: 'Penjelasan misi wajib diisi.',
  missionTextTooLong: 'Penjelasan misi maksimal 500 karakter.',
  logoRequired: 'Logo kabinet wajib diunggah.',
  oneLogoOnly: 'Unggah satu logo saja.',
  oneStructureOnly: 'Unggah satu gambar struktur organisasi saja.',
  structureAltTooLong: 'Deskripsi bagan maksimal 1000 karakter.',
  designedCardsInvalid: 'Pilihan kartu foto tidak valid.',
  copyFromNotFound: 'Kabinet yang strukturnya disalin tidak ditemukan.',
  deleteActive: 'Kabinet yang sedang aktif tidak dapat dihapus. Aktifkan kabinet lain terlebih dahulu.',
  structureInvalid: 'Struktur harus berupa daftar departemen beserta divisinya.',
  departmentsRequired: 'Isi minimal satu departemen.',
  departmentsTooMany: 'Departemen maksimal 20.',
  divisionsTooMany: 'Divisi dalam satu departemen maksimal 20.',
  unitNameRequired: 'Nama wajib diisi.',
  unitNameTooLong: 'Nama maksimal 60 karakter.',
  departmentDuplicate: (name: string) => `Nama departemen "${name}" dipakai lebih dari sekali.`,
  divisionDuplicate: (name: string) => `Nama divisi "${name}" dipakai lebih dari sekali dalam departemen ini.`,
  departmentUnknown: 'Departemen ini bukan bagian dari kabinet ini. Muat ulang halaman lalu coba lagi.',
  divisionUnknown: 'Divisi ini bukan bagian dari departemen ini. Muat ulang halaman lalu coba lagi.',
  departmentHasMembers: (name: string) =>
    `Departemen "${name}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`,
  divisionHasMembers: (name: string) =>
    `Divisi "${name}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`,
} as const satisfies CabinetMessages;
