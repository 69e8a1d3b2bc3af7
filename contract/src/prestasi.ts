/**
 * Achievements (prestasi): students submit their own through a public form (the aspiration form's defences), staff
 * review them, and the approved ones are public. A NIM, an e-mail and the proof are never in a public answer: they
 * exist only in the admin shapes below. See docs/product.md, "Achievements", and ADR 094.
 */
import type { ImageFormats, ImageSize, IsoDateTime, MessageBody, MessageWith, StoragePath } from './common';
import type { PageMeta } from './berita';

export type PrestasiLevel = 'internasional' | 'nasional' | 'regional' | 'universitas';
export type PrestasiLevels = ['internasional', 'nasional', 'regional', 'universitas'];
export type PrestasiStatus = 'menunggu' | 'disetujui' | 'ditolak';
export type PrestasiStatuses = ['menunggu', 'disetujui', 'ditolak'];

/** One student of an achievement, as the public sees it (never a NIM). */
export interface PrestasiStudent {
  nama: string;
  /** The year the student entered, `2023`. */
  angkatan: string;
}

/** An approved achievement, as every public answer carries it. */
export interface Prestasi extends ImageSize {
  id: number;
  slug: string;
  title: string;
  /** `Juara 1`, `Finalis`, `Medali Emas`. */
  rank: string;
  level: PrestasiLevel;
  organizer: string;
  /** The day of the result, `YYYY-MM-DD`. */
  date: string;
  students: PrestasiStudent[];
  /** Plain text (paragraphs as line breaks). */
  summary: string;
  /** A photo staff added (never the proof), relative to `/storage/`. */
  image_path: StoragePath | null;
  image_formats?: ImageFormats;
}

/** GET /api/prestasi?tahun&level&page: approved only, newest first; `years`: the years that have any (newest first). */
export interface PrestasiPage {
  data: Prestasi[];
  meta: PageMeta & { years: number[] };
}

/** GET /api/prestasi/formulir (public, never cached): the form's token (the aspiration form's, ADR 047). */
export interface PrestasiFormInfo {
  token: string;
}

/**
 * Multipart fields of POST /api/prestasi. `nama` and `angkatan` may repeat (a team; the first is the submitter);
 * `nim` and `email` are the submitter's, for contact only. `token` is the form's token, `tautan` the honeypot.
 */
export interface PrestasiSubmission {
  title: string;
  rank: string;
  level: PrestasiLevel;
  organizer: string;
  date: string;
  nama: string | string[];
  angkatan: string | string[];
  nim: string;
  email: string;
  summary: string;
  token?: string;
  tautan?: string;
  /** The proof: PNG, JPEG, WebP or PDF, at most 10 MB (a file field). */
  bukti?: unknown;
}

export type PrestasiCreated = MessageBody & { message: 'Terima kasih! Prestasi Anda akan ditinjau pengurus.' };

/** The proof as staff see it: read through `url` (an admin route), never from `/storage/`. */
export interface PrestasiProof {
  url: string;
  kind: 'gambar' | 'pdf';
  size_bytes: number;
}

/** An achievement in the admin's queue: the public fields and what only staff see. */
export interface AdminPrestasi extends Prestasi {
  status: PrestasiStatus;
  /** Why it was refused (told to the submitter). */
  alasan: string | null;
  nim: string | null;
  email: string | null;
  bukti: PrestasiProof | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** GET /api/admin/prestasi?status&page: newest submission first; `waiting` counts `menunggu`, whatever the filter. */
export interface AdminPrestasiPage {
  data: AdminPrestasi[];
  meta: PageMeta & { waiting: number };
}

/**
 * POST /api/admin/prestasi/{id} (JSON or multipart): `status?`, `alasan?` (required to refuse), any public field, and
 * `foto` (a file: the public photo) or `hapus_foto=true`. POST /api/admin/prestasi: the same fields to add one directly
 * (stored `disetujui`; no NIM or e-mail needed).
 */
export interface PrestasiEdit {
  status?: PrestasiStatus;
  alasan?: string | null;
  title?: string;
  rank?: string;
  level?: PrestasiLevel;
  organizer?: string;
  date?: string;
  nama?: string | string[];
  angkatan?: string | string[];
  summary?: string;
  hapus_foto?: boolean | 'true';
}

export type UpdatePrestasiResponse = MessageWith<AdminPrestasi> & { message: 'Prestasi berhasil diperbarui!' };
export type CreatePrestasiResponse = MessageWith<AdminPrestasi> & { message: 'Prestasi berhasil ditambahkan!' };
export type DeletePrestasiResponse = MessageBody & { message: 'Prestasi berhasil dihapus!' };

/** Limits, as literal types. */
export interface PrestasiLimits {
  titleMax: 200;
  rankMax: 100;
  organizerMax: 200;
  namaMax: 100;
  nimMax: 20;
  emailMax: 254;
  summaryMax: 1000;
  alasanMax: 1000;
  /** Students of one achievement. */
  studentsMax: 10;
  /** The proof, in bytes (10 MB). */
  proofMaxBytes: 10485760;
  /** The public list's page. */
  perPage: 12;
  /** The admin queue's page. */
  adminPerPage: 20;
  /** Submissions a minute from one address. */
  perMinute: 5;
}

/** Every text of the achievements' answers and field errors. */
export interface PrestasiMessages {
  created: 'Terima kasih! Prestasi Anda akan ditinjau pengurus.';
  added: 'Prestasi berhasil ditambahkan!';
  updated: 'Prestasi berhasil diperbarui!';
  deleted: 'Prestasi berhasil dihapus!';
  notFound: 'Prestasi tidak ditemukan.';
  titleRequired: 'Nama kompetisi wajib diisi.';
  titleTooLong: 'Nama kompetisi maksimal 200 karakter.';
  rankRequired: 'Peringkat wajib diisi.';
  rankTooLong: 'Peringkat maksimal 100 karakter.';
  levelInvalid: 'Pilih tingkat: internasional, nasional, regional, atau universitas.';
  organizerRequired: 'Penyelenggara wajib diisi.';
  organizerTooLong: 'Penyelenggara maksimal 200 karakter.';
  dateRequired: 'Tanggal wajib diisi.';
  dateInvalid: 'Tanggal tidak valid.';
  dateInFuture: 'Tanggal tidak boleh di masa depan.';
  namaRequired: 'Nama mahasiswa wajib diisi.';
  namaTooLong: 'Nama maksimal 100 karakter.';
  tooManyStudents: 'Maksimal 10 mahasiswa dalam satu prestasi.';
  angkatanInvalid: 'Angkatan harus berupa tahun, misalnya 2023.';
  nimRequired: 'NIM wajib diisi.';
  nimInvalid: 'NIM hanya boleh berisi angka.';
  nimTooLong: 'NIM maksimal 20 digit.';
  emailRequired: 'E-mail wajib diisi.';
  emailInvalid: 'Alamat e-mail tidak valid.';
  summaryRequired: 'Cerita singkat wajib diisi.';
  summaryTooLong: 'Cerita singkat maksimal 1000 karakter.';
  proofRequired: 'Unggah bukti prestasi (gambar atau PDF).';
  proofType: 'Bukti harus berupa gambar PNG, JPEG, WebP, atau berkas PDF.';
  proofTooLarge: 'Ukuran berkas melebihi 10 MB.';
  oneProofOnly: 'Unggah satu berkas bukti saja.';
  onePhotoOnly: 'Unggah satu foto saja.';
  statusInvalid: 'Status tidak valid.';
  alasanRequired: 'Tuliskan alasan penolakan.';
  alasanTooLong: 'Alasan maksimal 1000 karakter.';
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.';
}
