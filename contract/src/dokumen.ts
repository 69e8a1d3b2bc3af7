import type { IsoDateTime, MessageBody, MessageWith, StoragePath, Versioned } from './common';

/** The kinds of document the association keeps (the public page groups by them, in this order). */
export type DokumenKategori = 'AD/ART' | 'SOP' | 'LPJ' | 'Lainnya';

/** One document: a PDF with its title, kind and (optionally) the cabinet it belongs to. */
export interface Dokumen extends Versioned {
  id: number;
  slug: string;
  title: string;
  kategori: DokumenKategori;
  /** The cabinet's slug; null when the document belongs to no cabinet (or to one that is not public yet). */
  kabinet_slug: string | null;
  /** Relative to `/storage/`: the browser downloads `/storage/{file_path}` (application/pdf, sandboxed). */
  file_path: StoragePath;
  size_bytes: number;
  uploaded_at: IsoDateTime;
}

/** GET /api/dokumen?kategori&kabinet: every matching document, by kind (the order above), then newest first. */
export interface DokumenList {
  data: Dokumen[];
}

/** The multipart fields of POST /api/admin/dokumen and POST /api/admin/dokumen/{id} (`file` optional on edit). */
export type DokumenField = 'title' | 'kategori' | 'kabinet_id' | 'file';

/** Limits of a document, as literal types. */
export interface DokumenLimits {
  /** Bytes a PDF (20 MB). */
  maxFileBytes: 20971520;
  titleMax: 200;
  /** Documents one public answer holds at most (a handful a year). */
  listMax: 500;
}

/** Every text of the documents' routes. */
export interface DokumenMessages {
  created: 'Dokumen berhasil ditambahkan!';
  updated: 'Dokumen berhasil diperbarui!';
  deleted: 'Dokumen berhasil dihapus!';
  notFound: 'Dokumen tidak ditemukan.';
  notPdf: 'Berkas harus berupa PDF.';
  fileRequired: 'Silakan pilih berkas PDF terlebih dahulu.';
  oneFileOnly: 'Unggah satu berkas PDF saja.';
  tooLarge: 'Ukuran berkas melebihi 20 MB.';
  titleRequired: 'Judul dokumen wajib diisi.';
  titleTooLong: 'Judul dokumen maksimal 200 karakter.';
  badKategori: 'Kategori harus salah satu dari AD/ART, SOP, LPJ, atau Lainnya.';
  badKabinet: 'Kabinet tidak ditemukan.';
}

/** POST /api/admin/dokumen 201. */
export type CreateDokumenResponse = MessageWith<Dokumen> & { message: 'Dokumen berhasil ditambahkan!' };
/** POST /api/admin/dokumen/{id} 200. */
export type UpdateDokumenResponse = MessageWith<Dokumen> & { message: 'Dokumen berhasil diperbarui!' };
/** DELETE /api/admin/dokumen/{id} 200. */
export type DeleteDokumenResponse = MessageBody & { message: 'Dokumen berhasil dihapus!' };
