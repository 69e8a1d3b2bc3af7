/**
 * The site's admin accounts: GET/POST /api/admin/pengguna, editing one's name and roles, blocking (one or several at
 * once), and POST /api/me/password.
 */
import type { IsoDateTime, MessageBody, MessageWith } from './common';

/**
 * What an admin may do (contract part two, "Roles"): `pengelola` everything, and alone the accounts, the cabinet,
 * the settings, the audit log, emptying the trash, the backups and the report; `redaksi` the site's content (news,
 * gallery, activities, awarding, recruitment posters, programs of work, achievements, documents); `aspirasi` the
 * aspiration inbox and its export. An admin has at least one.
 */
export type AdminRole = 'pengelola' | 'redaksi' | 'aspirasi';

export interface AdminAccount {
  id: number;
  username: string;
  email: string;
  name: string;
  blocked: boolean;
  /** True until the admin has chosen their own password (a new admin starts with the one they were given). */
  must_change_password: boolean;
  /** The second factor is on (another admin may reset it: POST /api/admin/pengguna/{id}/reset-2fa). */
  two_factor_enabled: boolean;
  last_login_at: IsoDateTime | null;
  /** At least one; every admin that existed before roles is `pengelola`. */
  roles: AdminRole[];
}

/** GET /api/admin/pengguna. */
export interface AdminAccountList {
  data: AdminAccount[];
}

/** POST /api/admin/pengguna: `password` is the first one, which the new admin must replace at the first sign-in. */
export interface CreateAdminRequest {
  username: string;
  email: string;
  name?: string;
  password: string;
  /** At least one, only the three names. */
  roles: AdminRole[];
}

/** POST /api/admin/pengguna/{id}: either or both. */
export interface UpdateAdminRequest {
  name?: string;
  roles?: AdminRole[];
}

/** POST /api/admin/pengguna/blokir: several admins blocked in one step (the old board at the handover). */
export interface BlockAdminsRequest {
  ids: number[];
}

/** POST /api/me/password. */
export interface ChangePasswordRequest {
  current_password: string;
  password: string;
}

export type CreateAdminResponse = MessageWith<AdminAccount> & { message: 'Admin berhasil ditambahkan!' };
export type BlockAdminResponse = MessageWith<AdminAccount> & { message: `Admin ${string} berhasil diblokir.` };
export type UnblockAdminResponse = MessageWith<AdminAccount> & { message: `Blokir admin ${string} berhasil dibuka.` };
export type UpdateAdminResponse = MessageWith<AdminAccount> & { message: 'Admin berhasil diperbarui!' };
export type BlockAdminsResponse = MessageWith<AdminAccount[]> & { message: `${number} admin berhasil diblokir.` };
export type ChangePasswordResponse = MessageBody & { message: 'Password berhasil diubah.' };

export interface AdminAccountLimits {
  usernameMin: 3;
  usernameMax: 50;
  nameMax: 100;
  emailMax: 254;
  passwordMin: 12;
  passwordMax: 1024;
  /** How many admins one `blokir` call may name. */
  blockManyMax: 100;
}

export interface AdminAccountMessages {
  created: 'Admin berhasil ditambahkan!';
  blocked: (username: string) => `Admin ${string} berhasil diblokir.`;
  unblocked: (username: string) => `Blokir admin ${string} berhasil dibuka.`;
  passwordChanged: 'Password berhasil diubah.';
  notFound: 'Admin tidak ditemukan.';
  usernameInvalid: 'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.';
  usernameTaken: 'Username sudah dipakai.';
  emailInvalid: 'Alamat email tidak valid.';
  emailTaken: 'Email sudah dipakai.';
  nameTooLong: 'Nama maksimal 100 karakter.';
  passwordTooShort: 'Password minimal 12 karakter.';
  passwordTooLong: 'Password maksimal 1024 karakter.';
  currentPasswordRequired: 'Password saat ini wajib diisi.';
  currentPasswordWrong: 'Password saat ini salah.';
  passwordSameAsCurrent: 'Password baru harus berbeda dari password saat ini.';
  blockSelf: 'Anda tidak dapat memblokir akun Anda sendiri.';
  blockLast: 'Admin terakhir yang tidak diblokir tidak dapat diblokir.';
  updated: 'Admin berhasil diperbarui!';
  blockedMany: (count: number) => `${number} admin berhasil diblokir.`;
  rolesRequired: 'Pilih setidaknya satu peran.';
  roleInvalid: 'Peran harus pengelola, redaksi, atau aspirasi.';
  /** 422: blocking or demoting the last unblocked `pengelola`. */
  lastPengelola: 'Harus ada setidaknya satu pengelola aktif.';
  nameInvalid: 'Nama harus berupa teks.';
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.';
  idsRequired: 'Pilih setidaknya satu admin.';
  idsTooMany: 'Maksimal 100 admin dalam satu langkah.';
  /** 403 on every admin call until a new admin has chosen their own password. */
  mustChangePassword: 'Ganti password Anda terlebih dahulu sebelum melanjutkan.';
}
