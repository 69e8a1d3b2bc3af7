/**
 * The cabinet (one period of the association's board), its structure and its members: GET /api/kabinet/aktif,
 * GET /api/kabinet, GET /api/kabinet/{slug} and the admin writes under /api/admin/kabinet and /api/admin/anggota.
 * Exactly one cabinet is active; the ones that were active before stay as an archive. A cabinet that has never been
 * active (the next one, being prepared) is in no public answer: admins read every cabinet through
 * GET /api/admin/kabinet (`CabinetList`) and GET /api/admin/kabinet/{id} (`Cabinet`), and
 * POST /api/admin/kabinet/{id}/pratinjau (`PreviewLinkResponse`) makes a link that shows its page to whoever holds it.
 */
import type { ImageFormats, MessageBody, MessageWith, StoragePath, Versioned } from './common';

/** One person of the board. `urutan` orders members within their group (smallest first). */
export interface Member extends Versioned {
  id: number;
  nama: string;
  jabatan: string;
  /** The portrait (shown 3:4), or null when none was uploaded. */
  image_path: StoragePath | null;
  image_formats?: ImageFormats;
  /** The head of a department (at most one a department, never in a division). */
  is_head: boolean;
  urutan: number;
}

export interface Division {
  id: number;
  name: string;
  members: Member[];
}

/** A department; `members` are those in no division (INTI's posts are there), the head excluded. */
export interface Department {
  id: number;
  name: string;
  head: Member | null;
  members: Member[];
  divisions: Division[];
}

/** One mission point of the cabinet. */
export interface Mission {
  title: string;
  text: string;
}

/** A cabinet with everything the home, about and footer show. Departments and divisions in display order. */
export interface Cabinet extends Versioned {
  id: number;
  /** From the name and the period: `syvelta-2024-2025`. */
  slug: string;
  name: string;
  /** `YYYY/YYYY`, two consecutive years. */
  period: string;
  tagline: string;
  name_meaning: string;
  vision: string;
  missions: Mission[];
  logo_path: StoragePath;
  logo_formats?: ImageFormats;
  /** The organisation chart image; null when the site draws it from the structure. */
  structure_path: StoragePath | null;
  structure_formats?: ImageFormats;
  structure_width?: number | null;
  structure_height?: number | null;
  /** What the chart shows, for screen readers. */
  structure_alt: string | null;
  active: boolean;
  /**
   * The portraits are designed cards with the name and post printed on them: the site shows the photo alone. Else
   * (the default) the name and post are written under each photo.
   */
  designed_cards: boolean;
  departments: Department[];
  /** Only on an answer a preview link opened for a cabinet that is not public yet (its page shows a band). */
  preview?: true;
}

/** A cabinet in lists. */
export interface CabinetSummary {
  id: number;
  slug: string;
  name: string;
  period: string;
  logo_path: StoragePath;
  active: boolean;
}

/** GET /api/kabinet (the public ones) and GET /api/admin/kabinet (every one): newest period first. */
export interface CabinetList {
  data: CabinetSummary[];
}

/**
 * Multipart fields of POST /api/admin/kabinet (all required but `structure`, `structure_alt` and `copy_from`) and of
 * POST /api/admin/kabinet/{id} (all optional). `missions` is a JSON string of `Mission[]`; `copy_from` a cabinet's
 * slug whose departments and divisions (not its members) the new cabinet starts with. `hapus_structure=1` on an edit
 * removes the chart image (the site then draws the chart). `designed_cards` is `true`/`false` (default false).
 */
export type CabinetField =
  | 'name'
  | 'period'
  | 'tagline'
  | 'name_meaning'
  | 'vision'
  | 'missions'
  | 'logo'
  | 'structure'
  | 'structure_alt'
  | 'copy_from'
  | 'hapus_structure'
  | 'designed_cards';

/**
 * A cabinet as the admin screens list it (GET /api/admin/kabinet, never cached): every cabinet, the one not yet active
 * included. `preparing` marks the cabinet being prepared for the handover: not active, with a period later than the
 * active one's (the earliest such, when there are several). The admin screens open on it.
 */
export interface AdminCabinetSummary extends CabinetSummary {
  preparing: boolean;
}

/** GET /api/admin/kabinet: newest period first. */
export interface AdminCabinetList {
  data: AdminCabinetSummary[];
}

/** GET /api/admin/kabinet/{id}: one cabinet, whole (404 `Kabinet tidak ditemukan.`). */
export interface AdminCabinetResponse {
  data: Cabinet & { preparing: boolean };
}

/** POST /api/admin/kabinet/{id}/struktur: the whole ordered structure (an `id` keeps and renames an entry). */
export interface StructureRequest {
  departments: Array<{ id?: number; name: string; divisions: Array<{ id?: number; name: string }> }>;
}

/**
 * Multipart fields of POST /api/admin/anggota (`kabinet_id`, `nama`, `jabatan`, `department_id` required) and of
 * POST /api/admin/anggota/{id} (any of them). `is_head` is `true`/`false` (also `1`/`0`); `image` the portrait;
 * `hapus_image=1` on an edit removes the portrait.
 */
export type MemberField =
  'kabinet_id' | 'nama' | 'jabatan' | 'department_id' | 'division_id' | 'is_head' | 'urutan' | 'image' | 'hapus_image';

/**
 * One row of a member import (POST /api/admin/anggota/impor), as the spreadsheet holds it: the department and the
 * division by name (as in Struktur, any case), `order` the place within its group (empty: after the others, in the
 * file's order), `kepala` `ya` for a department's head. `baris` is the row's number in the file (the messages name it).
 */
export interface MemberImportRow {
  baris?: number;
  nama: string;
  jabatan: string;
  department: string;
  division?: string;
  order?: string;
  kepala?: string;
}

/** POST /api/admin/anggota/impor JSON: all rows are added, or none (422 naming every bad row). */
export interface MemberImportRequest {
  kabinet_id: number;
  rows: MemberImportRow[];
}

/** POST /api/admin/anggota/urutan: one group (same department and division, heads excluded), in the new order. */
export interface MemberOrderRequest {
  ids: number[];
}

export type CreateCabinetResponse = MessageWith<Cabinet> & { message: 'Kabinet berhasil ditambahkan!' };
export type UpdateCabinetResponse = MessageWith<Cabinet> & { message: 'Kabinet berhasil diperbarui!' };
export type ActivateCabinetResponse = MessageWith<CabinetSummary> & { message: `Kabinet ${string} sekarang aktif.` };
export type DeleteCabinetResponse = MessageBody & { message: 'Kabinet berhasil dihapus!' };
export type SaveStructureResponse = MessageWith<Cabinet> & { message: 'Struktur kabinet berhasil disimpan!' };
export type CreateMemberResponse = MessageWith<Member> & { message: 'Anggota berhasil ditambahkan!' };
export type UpdateMemberResponse = MessageWith<Member> & { message: 'Anggota berhasil diperbarui!' };
export type DeleteMemberResponse = MessageBody & { message: 'Anggota berhasil dihapus!' };
export type MemberOrderResponse = MessageWith<Member[]> & { message: 'Urutan berhasil disimpan!' };
/** 201: the members made, in the rows' order (their portraits are then sent one by one, as an edit). */
export type MemberImportResponse = MessageWith<Member[]> & { message: `${number} anggota berhasil diimpor!` };

/** Limits of the cabinet's fields, as literal types (characters unless said otherwise). */
export interface CabinetLimits {
  nameMax: 60;
  taglineMax: 120;
  /** The meaning of the name, the vision, a mission's text and the chart's description. */
  longTextMax: 1000;
  missionsMax: 10;
  missionTitleMax: 100;
  missionTextMax: 500;
  departmentsMax: 20;
  divisionsMax: 20;
  /** A department's or division's name. */
  unitNameMax: 60;
  /** A member's name and post. */
  memberTextMax: 100;
  /** Members in one group of the order call. */
  orderMax: 500;
  /** Rows of one member import. */
  importRowsMax: 300;
}

/** The texts of the cabinet and member routes. */
export interface CabinetMessages {
  created: 'Kabinet berhasil ditambahkan!';
  updated: 'Kabinet berhasil diperbarui!';
  activated: (name: string) => `Kabinet ${string} sekarang aktif.`;
  deleted: 'Kabinet berhasil dihapus!';
  structureSaved: 'Struktur kabinet berhasil disimpan!';
  notFound: 'Kabinet tidak ditemukan.';
  nameRequired: 'Nama kabinet wajib diisi.';
  nameTooLong: 'Nama kabinet maksimal 60 karakter.';
  periodInvalid: 'Periode harus berupa dua tahun berurutan, misalnya 2026/2027.';
  taken: 'Kabinet dengan nama dan periode ini sudah ada.';
  taglineRequired: 'Tagline wajib diisi.';
  taglineTooLong: 'Tagline maksimal 120 karakter.';
  nameMeaningRequired: 'Makna nama kabinet wajib diisi.';
  nameMeaningTooLong: 'Makna nama kabinet maksimal 1000 karakter.';
  visionRequired: 'Visi wajib diisi.';
  visionTooLong: 'Visi maksimal 1000 karakter.';
  missionsInvalid: 'Misi harus berupa daftar berisi judul dan penjelasan.';
  missionsRequired: 'Isi minimal satu misi.';
  missionsTooMany: 'Misi maksimal 10 butir.';
  missionTitleRequired: 'Judul misi wajib diisi.';
  missionTitleTooLong: 'Judul misi maksimal 100 karakter.';
  missionTextRequired: 'Penjelasan misi wajib diisi.';
  missionTextTooLong: 'Penjelasan misi maksimal 500 karakter.';
  logoRequired: 'Logo kabinet wajib diunggah.';
  oneLogoOnly: 'Unggah satu logo saja.';
  oneStructureOnly: 'Unggah satu gambar struktur organisasi saja.';
  structureAltTooLong: 'Deskripsi bagan maksimal 1000 karakter.';
  designedCardsInvalid: 'Pilihan kartu foto tidak valid.';
  copyFromNotFound: 'Kabinet yang strukturnya disalin tidak ditemukan.';
  deleteActive: 'Kabinet yang sedang aktif tidak dapat dihapus. Aktifkan kabinet lain terlebih dahulu.';
  structureInvalid: 'Struktur harus berupa daftar departemen beserta divisinya.';
  departmentsRequired: 'Isi minimal satu departemen.';
  departmentsTooMany: 'Departemen maksimal 20.';
  divisionsTooMany: 'Divisi dalam satu departemen maksimal 20.';
  unitNameRequired: 'Nama wajib diisi.';
  unitNameTooLong: 'Nama maksimal 60 karakter.';
  departmentDuplicate: (name: string) => `Nama departemen "${string}" dipakai lebih dari sekali.`;
  divisionDuplicate: (name: string) => `Nama divisi "${string}" dipakai lebih dari sekali dalam departemen ini.`;
  departmentUnknown: 'Departemen ini bukan bagian dari kabinet ini. Muat ulang halaman lalu coba lagi.';
  divisionUnknown: 'Divisi ini bukan bagian dari departemen ini. Muat ulang halaman lalu coba lagi.';
  departmentHasMembers: (
    name: string,
  ) => `Departemen "${string}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`;
  divisionHasMembers: (
    name: string,
  ) => `Divisi "${string}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`;
}

export interface MemberMessages {
  created: 'Anggota berhasil ditambahkan!';
  updated: 'Anggota berhasil diperbarui!';
  deleted: 'Anggota berhasil dihapus!';
  ordered: 'Urutan berhasil disimpan!';
  notFound: 'Anggota tidak ditemukan.';
  kabinetRequired: 'Pilih kabinet.';
  kabinetUnknown: 'Kabinet tidak ditemukan.';
  departmentRequired: 'Pilih departemen.';
  departmentUnknown: 'Departemen tidak ditemukan di kabinet ini.';
  divisionUnknown: 'Divisi tidak ditemukan di departemen ini.';
  namaRequired: 'Nama wajib diisi.';
  namaTooLong: 'Nama maksimal 100 karakter.';
  jabatanRequired: 'Jabatan wajib diisi.';
  jabatanTooLong: 'Jabatan maksimal 100 karakter.';
  isHeadInvalid: 'Tanda kepala departemen tidak valid.';
  headInDivision: 'Kepala departemen tidak berada di dalam divisi. Kosongkan pilihan divisi.';
  headTaken: (name: string) => `Departemen ini sudah memiliki kepala: ${string}.`;
  urutanInvalid: 'Urutan harus berupa bilangan bulat 0 sampai 10000.';
  oneImageOnly: 'Unggah satu foto saja.';
  idsInvalid: 'Daftar urutan harus berisi id anggota.';
  idsTooMany: 'Daftar urutan terlalu panjang.';
  idsNotOneGroup: 'Urutkan anggota dari satu kelompok saja (satu departemen atau satu divisi, tanpa kepala departemen).';
  idsIncomplete: 'Daftar anggota sudah berubah. Muat ulang halaman lalu coba lagi.';
}

/** The texts of a member import: a bad row's messages are `Baris {n}: ...` (the 422's `message` is the first). */
export interface MemberImportMessages {
  imported: (count: number) => `${number} anggota berhasil diimpor!`;
  rowsInvalid: 'Daftar anggota tidak valid.';
  rowsRequired: 'Berkas tidak berisi baris anggota.';
  rowsTooMany: 'Maksimal 300 anggota sekali impor.';
  row: (baris: number, message: string) => `Baris ${number}: ${string}`;
  namaRequired: 'Nama wajib diisi.';
  namaTooLong: 'Nama maksimal 100 karakter.';
  jabatanRequired: 'Jabatan wajib diisi.';
  jabatanTooLong: 'Jabatan maksimal 100 karakter.';
  departmentRequired: 'Departemen wajib diisi.';
  departmentUnknown: (name: string) => `Departemen "${string}" tidak ada di kabinet ini.`;
  divisionUnknown: (name: string, department: string) => `Divisi "${string}" tidak ada di departemen ${string}.`;
  orderInvalid: 'Urutan harus berupa bilangan bulat 0 sampai 10000.';
  kepalaInvalid: 'Kolom kepala diisi "ya" atau dikosongkan.';
  headInDivision: 'Kepala departemen tidak berada di dalam divisi. Kosongkan kolom divisi.';
  headTaken: (name: string) => `Departemen ini sudah memiliki kepala: ${string}.`;
  headTwice: (department: string) => `Departemen ${string} mendapat lebih dari satu kepala dalam berkas ini.`;
}
