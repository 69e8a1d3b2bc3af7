/**
 * The fixtures' copy of each resource's texts, typed by the contract (contract/src/messages.ts): the compiler fails
 * when a text here differs from the one the CMS declares against the same type.
 */
import type {
  ActivityMessages,
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
};

export const GALLERY_MESSAGES: GalleryMessages = {
  uploaded: (count) => `${count} gambar berhasil diunggah!`,
  deleted: 'Gambar berhasil dihapus!',
  notFound: 'Gambar tidak ditemukan.',
  imagesRequired: 'Silakan pilih gambar terlebih dahulu.',
  captionTooLong: 'Keterangan maksimal 255 karakter.',
  imageAltTooLong: 'Deskripsi gambar maksimal 255 karakter.',
  updated: 'Gambar berhasil diperbarui!',
  captionInvalid: 'Keterangan harus berupa teks.',
  imageAltInvalid: 'Deskripsi gambar harus berupa teks.',
  activityNotFound: 'Kegiatan tidak ditemukan.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
};

export const ACTIVITY_MESSAGES: ActivityMessages = {
  created: 'Kegiatan berhasil ditambahkan!',
  updated: 'Kegiatan berhasil diperbarui!',
  deleted: 'Kegiatan berhasil dihapus!',
  notFound: 'Kegiatan tidak ditemukan.',
  titleRequired: 'Judul kegiatan wajib diisi.',
  titleTooLong: 'Judul kegiatan maksimal 255 karakter.',
  startsRequired: 'Waktu mulai wajib diisi.',
  startsInvalid: 'Waktu mulai tidak valid.',
  endsInvalid: 'Waktu selesai tidak valid.',
  endsBeforeStart: 'Waktu selesai harus setelah waktu mulai.',
  placeTooLong: 'Tempat maksimal 255 karakter.',
  summaryRequired: 'Ringkasan wajib diisi.',
  summaryTooLong: 'Ringkasan maksimal 500 karakter.',
  contentRequired: 'Deskripsi kegiatan wajib diisi.',
  contentTooLarge: 'Deskripsi kegiatan maksimal 200 KB.',
  contentEmptyAfterSanitize: 'Deskripsi kegiatan tidak berisi teks atau gambar yang diizinkan.',
  registrationUrlInvalid: 'Tautan pendaftaran harus berupa alamat https:// yang valid.',
  registrationUrlTooLong: 'Tautan pendaftaran maksimal 2048 karakter.',
  onePosterOnly: 'Unggah satu poster saja.',
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
