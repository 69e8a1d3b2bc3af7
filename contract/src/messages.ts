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
  statusInvalid: 'Status berita tidak valid.';
  publishAtRequired: 'Tanggal dan jam terbit wajib diisi untuk berita terjadwal.';
  publishAtInvalid: 'Tanggal dan jam terbit tidak valid.';
  publishAtPast: 'Tanggal dan jam terbit harus di masa depan.';
  publishAtTooFar: 'Jadwal terbit paling lambat satu tahun dari sekarang.';
  slugInvalid: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.';
  slugTooLong: 'Slug maksimal 200 karakter.';
  slugTaken: 'Slug sudah dipakai berita lain.';
  slugReserved: 'Slug ini dipakai oleh alamat situs.';
  revisionRestored: 'Revisi berhasil dipulihkan!';
  revisionNotFound: 'Revisi tidak ditemukan.';
  previewRevoked: 'Tautan pratinjau berhasil dicabut!';
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

/** The inbox's answers (admin): triage, delete, bulk delete, and the filter's 422 messages. */
export interface AspirationInboxMessages {
  updated: 'Aspirasi berhasil diperbarui!';
  markedRead: 'Aspirasi ditandai dibaca.';
  deleted: 'Aspirasi berhasil dihapus!';
  bulkDeleted: (count: number) => `${number} aspirasi berhasil dihapus!`;
  notFound: 'Aspirasi tidak ditemukan.';
  statusInvalid: 'Status tidak valid.';
  catatanInvalid: 'Catatan harus berupa teks.';
  catatanTooLong: 'Catatan maksimal 2000 karakter.';
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.';
  kategoriInvalid: 'Kategori tidak valid.';
  qTooLong: 'Kata pencarian maksimal 200 karakter.';
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD.';
  dateOrder: 'Tanggal awal tidak boleh setelah tanggal akhir.';
  filterRequired: 'Pilih setidaknya satu filter sebelum menghapus semua hasilnya.';
  maxIdInvalid: 'Daftar yang akan dihapus tidak dikenali. Muat ulang halaman lalu coba lagi.';
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
  /** ErrorMessages['heicPhoto'] for one file of several. */
  heicNamed: (name: string) => `Berkas "${string}": Foto HEIC dari iPhone belum didukung. ${string}`;
}
