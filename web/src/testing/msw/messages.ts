/**
 * The fixtures' copy of each resource's texts, typed by the contract (contract/src/messages.ts): the compiler fails
 * when a text here differs from the one the CMS declares against the same type.
 */
import type {
  AspirationMessages,
  AwardingMessages,
  GalleryMessages,
  LoginMessages,
  NewsMessages,
  PosterMessages,
  UploadMessages,
} from '@hmrpl/contract';

export const NEWS_MESSAGES: NewsMessages = {
  created: 'Berita berhasil ditambahkan!',
  updated: 'Berita berhasil diperbarui!',
  deleted: 'Berita berhasil dihapus!',
  titleRequired: 'Judul wajib diisi.',
  titleTooLong: 'Judul maksimal 255 karakter.',
  contentRequired: 'Konten wajib diisi.',
  contentTooLarge: 'Konten maksimal 200 KB.',
  contentEmptyAfterSanitize: 'Konten tidak berisi teks atau gambar yang diizinkan.',
  imageRequired: 'Gambar headline wajib diunggah.',
  oneImageOnly: 'Unggah satu gambar headline saja.',
  imageAltTooLong: 'Deskripsi gambar maksimal 255 karakter.',
  statusInvalid: 'Status berita tidak valid.',
  publishAtRequired: 'Tanggal dan jam terbit wajib diisi untuk berita terjadwal.',
  publishAtInvalid: 'Tanggal dan jam terbit tidak valid.',
  publishAtPast: 'Tanggal dan jam terbit harus di masa depan.',
  publishAtTooFar: 'Jadwal terbit paling lambat satu tahun dari sekarang.',
  slugInvalid: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.',
  slugTooLong: 'Slug maksimal 200 karakter.',
  slugTaken: 'Slug sudah dipakai berita lain.',
  slugReserved: 'Slug ini dipakai oleh alamat situs.',
  revisionRestored: 'Revisi berhasil dipulihkan!',
  revisionNotFound: 'Revisi tidak ditemukan.',
};

export const GALLERY_MESSAGES: GalleryMessages = {
  uploaded: (count) => `${count} gambar berhasil diunggah!`,
  deleted: 'Gambar berhasil dihapus!',
  notFound: 'Gambar tidak ditemukan.',
  imagesRequired: 'Silakan pilih gambar terlebih dahulu.',
  captionTooLong: 'Keterangan maksimal 255 karakter.',
  imageAltTooLong: 'Deskripsi gambar maksimal 255 karakter.',
};

export const POSTER_MESSAGES: PosterMessages = {
  uploaded: 'Poster rekrutmen berhasil diunggah!',
  deleted: 'Poster berhasil dihapus!',
  notFound: 'Poster tidak ditemukan.',
  posterRequired: 'Silakan pilih poster terlebih dahulu.',
  onePosterOnly: 'Unggah satu poster saja.',
};

export const AWARDING_MESSAGES: AwardingMessages = {
  updated: 'Gambar awarding berhasil diperbarui!',
  oneImageOnly: 'Unggah satu gambar untuk setiap kategori.',
};

export const ASPIRATION_MESSAGES: AspirationMessages = {
  created: 'Aspirasi Anda berhasil terkirim. Terima kasih!',
  pesanTooLong: 'Pesan maksimal 2000 karakter.',
  kategoriInvalid: 'Kategori tidak valid.',
  namaInvalid: 'Nama harus berupa teks.',
  namaTooLong: 'Nama maksimal 100 karakter.',
  nimInvalid: 'NIM hanya boleh berisi angka.',
  nimTooLong: 'NIM maksimal 20 digit.',
  isAnonimInvalid: 'Pilihan anonim tidak valid.',
};

export const LOGIN_MESSAGES: LoginMessages = {
  usernameRequired: 'Username wajib diisi.',
  passwordRequired: 'Password wajib diisi.',
};

export const UPLOAD_MESSAGES: UploadMessages = {
  tooManyFiles: 'Maksimal 20 berkas dalam satu unggahan.',
  badFileNamed: (name) => `Berkas "${name}" harus berupa gambar PNG, JPEG, atau WebP.`,
  emptyFile: (name) => `Berkas "${name}" kosong.`,
};
