/**
 * The fixtures' copy of each resource's texts, typed by the contract (contract/src/messages.ts): the compiler fails
 * when a text here differs from the one the CMS declares against the same type. The activity's and the cabinet's are
 * not copied: the handlers import the CMS's own rules and texts (cms/src/lib/content, `@cms-content`).
 */
import { MESSAGES } from './utils';
import type {
  AspirationInboxMessages,
  AdminAccountMessages,
  AspirationMessages,
  AwardingMessages,
  MemberMessages,
  SiteSettingsMessages,
  GalleryMessages,
  LoginMessages,
  NewsMessages,
  PosterMessages,
  TwoFactorMessages,
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
  updated: 'Gambar berhasil diperbarui!',
  captionInvalid: 'Keterangan harus berupa teks.',
  imageAltInvalid: 'Deskripsi gambar harus berupa teks.',
  activityNotFound: 'Kegiatan tidak ditemukan.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
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

export const INBOX_MESSAGES: AspirationInboxMessages = {
  updated: 'Aspirasi berhasil diperbarui!',
  markedRead: 'Aspirasi ditandai dibaca.',
  deleted: 'Aspirasi berhasil dihapus!',
  bulkDeleted: (count) => `${count} aspirasi berhasil dihapus!`,
  notFound: 'Aspirasi tidak ditemukan.',
  statusInvalid: 'Status tidak valid.',
  catatanInvalid: 'Catatan harus berupa teks.',
  catatanTooLong: 'Catatan maksimal 2000 karakter.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
  kategoriInvalid: 'Kategori tidak valid.',
  qTooLong: 'Kata pencarian maksimal 200 karakter.',
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD.',
  dateOrder: 'Tanggal awal tidak boleh setelah tanggal akhir.',
  filterRequired: 'Pilih setidaknya satu filter sebelum menghapus semua hasilnya.',
  maxIdInvalid: 'Daftar yang akan dihapus tidak dikenali. Muat ulang halaman lalu coba lagi.',
};

export const LOGIN_MESSAGES: LoginMessages = {
  usernameRequired: 'Username wajib diisi.',
  passwordRequired: 'Password wajib diisi.',
};

export const UPLOAD_MESSAGES: UploadMessages = {
  tooManyFiles: 'Maksimal 20 berkas dalam satu unggahan.',
  badFileNamed: (name) => `Berkas "${name}" harus berupa gambar PNG, JPEG, atau WebP.`,
  emptyFile: (name) => `Berkas "${name}" kosong.`,
  heicNamed: (name) => `Berkas "${name}": ${MESSAGES.heicPhoto}`,
};

export const MEMBER_MESSAGES: MemberMessages = {
  created: 'Anggota berhasil ditambahkan!',
  updated: 'Anggota berhasil diperbarui!',
  deleted: 'Anggota berhasil dihapus!',
  ordered: 'Urutan berhasil disimpan!',
  notFound: 'Anggota tidak ditemukan.',
  kabinetRequired: 'Pilih kabinet.',
  kabinetUnknown: 'Kabinet tidak ditemukan.',
  departmentRequired: 'Pilih departemen.',
  departmentUnknown: 'Departemen tidak ditemukan di kabinet ini.',
  divisionUnknown: 'Divisi tidak ditemukan di departemen ini.',
  namaRequired: 'Nama wajib diisi.',
  namaTooLong: 'Nama maksimal 100 karakter.',
  jabatanRequired: 'Jabatan wajib diisi.',
  jabatanTooLong: 'Jabatan maksimal 100 karakter.',
  isHeadInvalid: 'Tanda kepala departemen tidak valid.',
  headInDivision: 'Kepala departemen tidak berada di dalam divisi. Kosongkan pilihan divisi.',
  headTaken: (name) => `Departemen ini sudah memiliki kepala: ${name}.`,
  urutanInvalid: 'Urutan harus berupa bilangan bulat 0 sampai 10000.',
  oneImageOnly: 'Unggah satu foto saja.',
  idsInvalid: 'Daftar urutan harus berisi id anggota.',
  idsTooMany: 'Daftar urutan terlalu panjang.',
  idsNotOneGroup:
    'Urutkan anggota dari satu kelompok saja (satu departemen atau satu divisi, tanpa kepala departemen).',
  idsIncomplete: 'Daftar anggota sudah berubah. Muat ulang halaman lalu coba lagi.',
};

export const SITE_SETTINGS_MESSAGES: SiteSettingsMessages = {
  saved: 'Pengaturan berhasil disimpan!',
  notText: 'Isian harus berupa teks.',
  urlTooLong: 'Alamat maksimal 1000 karakter.',
  urlNotHttps: 'Alamat harus diawali https://.',
  calendarNotEmbed:
    'Alamat kalender harus berupa alamat sematan Google Calendar (https://calendar.google.com/calendar/embed?...).',
  emailInvalid: 'Alamat email tidak valid.',
  emailTooLong: 'Alamat email maksimal 254 karakter.',
};

export const ADMIN_ACCOUNT_MESSAGES: AdminAccountMessages = {
  created: 'Admin berhasil ditambahkan!',
  blocked: (username) => `Admin ${username} berhasil diblokir.`,
  unblocked: (username) => `Blokir admin ${username} berhasil dibuka.`,
  passwordChanged: 'Password berhasil diubah.',
  notFound: 'Admin tidak ditemukan.',
  usernameInvalid: 'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.',
  usernameTaken: 'Username sudah dipakai.',
  emailInvalid: 'Alamat email tidak valid.',
  emailTaken: 'Email sudah dipakai.',
  nameTooLong: 'Nama maksimal 100 karakter.',
  passwordTooShort: 'Password minimal 12 karakter.',
  passwordTooLong: 'Password maksimal 1024 karakter.',
  currentPasswordRequired: 'Password saat ini wajib diisi.',
  currentPasswordWrong: 'Password saat ini salah.',
  passwordSameAsCurrent: 'Password baru harus berbeda dari password saat ini.',
  blockSelf: 'Anda tidak dapat memblokir akun Anda sendiri.',
  blockLast: 'Admin terakhir yang tidak diblokir tidak dapat diblokir.',
  mustChangePassword: 'Ganti password Anda terlebih dahulu sebelum melanjutkan.',
};

export const TWO_FACTOR_MESSAGES: TwoFactorMessages = {
  enabled: 'Verifikasi dua langkah aktif.',
  disabled: 'Verifikasi dua langkah dimatikan.',
  recoveryCodesRenewed: 'Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.',
  reset: (username) => `Verifikasi dua langkah ${username} berhasil direset.`,
  wrongCode: 'Kode verifikasi salah.',
  codeRequired: 'Kode verifikasi wajib diisi.',
  passwordRequired: 'Password wajib diisi.',
  passwordWrong: 'Password salah.',
  required: 'Aktifkan verifikasi dua langkah terlebih dahulu.',
  alreadyEnabled: 'Verifikasi dua langkah sudah aktif.',
  notEnabled: 'Verifikasi dua langkah belum aktif.',
  setupMissing: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu.',
  attemptExpired: 'Waktu verifikasi habis. Silakan masuk lagi dengan username dan password.',
  resetSelf: 'Matikan verifikasi dua langkah Anda sendiri dari halaman Akun.',
  resetNotEnabled: 'Admin ini belum mengaktifkan verifikasi dua langkah.',
};
