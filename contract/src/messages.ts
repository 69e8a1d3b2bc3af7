/**
 * The texts of each resource's answers: success messages and field-validation messages (422 `errors`), as literal
 * types. The CMS declares each set once (`{...} as const satisfies NewsMessages`) and so do the MSW fixtures
 * (`const M: NewsMessages = {...}`): a text changed on one side only is a compile error on the other.
 * Texts that carry a number are written with the contract's limit (e.g. 255 = NewsLimits['titleMax']).
 */

export interface NewsMessages {
  created: 'Berita berhasil ditambahkan!';
  updated: 'Berita berhasil diperbarui!';
  deleted: 'Berita berhasil dihapus!';
  titleRequired: 'Judul wajib diisi.';
  titleTooLong: 'Judul maksimal 255 karakter.';
  contentRequired: 'Konten wajib diisi.';
  contentTooLarge: 'Konten maksimal 200 KB.';
  contentEmptyAfterSanitize: 'Konten tidak berisi teks atau gambar yang diizinkan.';
  imageRequired: 'Gambar headline wajib diunggah.';
  oneImageOnly: 'Unggah satu gambar headline saja.';
  imageAltTooLong: 'Deskripsi gambar maksimal 255 karakter.';
}

export interface GalleryMessages {
  uploaded: (count: number) => `${number} gambar berhasil diunggah!`;
  deleted: 'Gambar berhasil dihapus!';
  notFound: 'Gambar tidak ditemukan.';
  imagesRequired: 'Silakan pilih gambar terlebih dahulu.';
  captionTooLong: 'Keterangan maksimal 255 karakter.';
  imageAltTooLong: 'Deskripsi gambar maksimal 255 karakter.';
  updated: 'Gambar berhasil diperbarui!';
  captionInvalid: 'Keterangan harus berupa teks.';
  imageAltInvalid: 'Deskripsi gambar harus berupa teks.';
  /** `kegiatan_id` names no activity (or is not an id). */
  activityNotFound: 'Kegiatan tidak ditemukan.';
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.';
}

export interface PosterMessages {
  uploaded: 'Poster rekrutmen berhasil diunggah!';
  deleted: 'Poster berhasil dihapus!';
  notFound: 'Poster tidak ditemukan.';
  posterRequired: 'Silakan pilih poster terlebih dahulu.';
  onePosterOnly: 'Unggah satu poster saja.';
}

export interface AwardingMessages {
  updated: 'Gambar awarding berhasil diperbarui!';
  oneImageOnly: 'Unggah satu gambar untuk setiap kategori.';
}

export interface AspirationMessages {
  created: 'Aspirasi Anda berhasil terkirim. Terima kasih!';
  pesanTooLong: 'Pesan maksimal 2000 karakter.';
  kategoriInvalid: 'Kategori tidak valid.';
  namaInvalid: 'Nama harus berupa teks.';
  namaTooLong: 'Nama maksimal 100 karakter.';
  nimInvalid: 'NIM hanya boleh berisi angka.';
  nimTooLong: 'NIM maksimal 20 digit.';
  isAnonimInvalid: 'Pilihan anonim tidak valid.';
}

/** Login's field messages (the wrong-pair text is ErrorMessages['wrongCredentials']). */
export interface LoginMessages {
  usernameRequired: 'Username wajib diisi.';
  passwordRequired: 'Password wajib diisi.';
}

/** Every upload: the file-count limit and the per-file refusals (the file name is the client's). */
export interface UploadMessages {
  tooManyFiles: 'Maksimal 20 berkas dalam satu unggahan.';
  badFileNamed: (name: string) => `Berkas "${string}" harus berupa gambar PNG, JPEG, atau WebP.`;
  emptyFile: (name: string) => `Berkas "${string}" kosong.`;
}
