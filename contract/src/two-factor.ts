/**
 * The second factor ("verifikasi dua langkah"): TOTP (RFC 6238: 30 s, 6 digits) set up in /admin/akun, 10 single-use
 * recovery codes, the sign-in's second step, and the reset of another admin's second factor. See ADR 080.
 */
import type { IsoDateTime, MessageBody, MessageWith } from './common';
import type { AdminAccount } from './pengguna';

/** Who must have it (`TWO_FACTOR_REQUIRED`; default `pengelola` in production, else `tidak`). */
export type TwoFactorRequirement = 'pengelola' | 'semua' | 'tidak';

/** `User.two_factor`: whether this account has it on, and whether it must (then every admin call but set-up is 403). */
export interface UserTwoFactor {
  enabled: boolean;
  required: boolean;
}

/** GET /api/me/2fa: the account screen's view of it. */
export interface TwoFactorStatus extends UserTwoFactor {
  enabled_at: IsoDateTime | null;
  /** Recovery codes not used yet (0 when off). */
  recovery_codes_left: number;
}

/**
 * POST /api/me/2fa/mulai 200: a new secret for an authenticator app, as text (Base32, for typing), as an otpauth URL
 * and as a QR code (an SVG document with no script, shown as an image). Nothing changes until /aktifkan.
 */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** POST /api/me/2fa/aktifkan and POST /api/login/2fa. `code`: 6 digits from the app, or a recovery code. */
export interface TwoFactorCodeRequest {
  code: string;
}

/** POST /api/me/2fa/aktifkan 200: the 10 recovery codes, shown once (the server keeps only their hashes). */
export interface TwoFactorEnabledResponse {
  message: 'Verifikasi dua langkah aktif.';
  recovery_codes: string[];
}

/** POST /api/me/2fa/matikan. */
export interface TwoFactorDisableRequest {
  password: string;
  code: string;
}

export type TwoFactorDisabledResponse = MessageBody & { message: 'Verifikasi dua langkah dimatikan.' };

/** POST /api/me/2fa/kode-pemulihan `{ code }` 200: 10 new recovery codes; the old ones stop working. */
export interface RecoveryCodesResponse {
  message: 'Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.';
  recovery_codes: string[];
}

/** POST /api/login 200 for an account with the second factor: no session yet; the code goes to /api/login/2fa. */
export interface LoginTwoFactorResponse {
  two_factor: true;
}

/** POST /api/admin/pengguna/{id}/reset-2fa 200: another admin's second factor is off (a lost phone). */
export type ResetTwoFactorResponse = MessageWith<AdminAccount> & {
  message: `Verifikasi dua langkah ${string} berhasil direset.`;
};

/** Recovery codes made at a time (the contract's 10). */
export type RecoveryCodeCount = 10;

export interface TwoFactorMessages {
  enabled: 'Verifikasi dua langkah aktif.';
  disabled: 'Verifikasi dua langkah dimatikan.';
  recoveryCodesRenewed: 'Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.';
  reset: (username: string) => `Verifikasi dua langkah ${string} berhasil direset.`;
  /** 422: a code that is not this moment's (or was used already), or a recovery code not (or no longer) valid. */
  wrongCode: 'Kode verifikasi salah.';
  codeRequired: 'Kode verifikasi wajib diisi.';
  passwordRequired: 'Password wajib diisi.';
  passwordWrong: 'Password salah.';
  /** 403 on every admin call of an account that must have it and has not set it up (set-up itself stays open). */
  required: 'Aktifkan verifikasi dua langkah terlebih dahulu.';
  /** 409 at /mulai when it is on already. */
  alreadyEnabled: 'Verifikasi dua langkah sudah aktif.';
  /** 422 at /matikan, /kode-pemulihan when it is off. */
  notEnabled: 'Verifikasi dua langkah belum aktif.';
  /** 422 at /aktifkan without a set-up started in the last 30 minutes. */
  setupMissing: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu.';
  /** 401 at /api/login/2fa without a live second step (none, over 5 minutes, ended, or the account changed). */
  attemptExpired: 'Waktu verifikasi habis. Silakan masuk lagi dengan username dan password.';
  /** 422 at reset-2fa for one's own account (that is /matikan, with the password and a code). */
  resetSelf: 'Matikan verifikasi dua langkah Anda sendiri dari halaman Akun.';
  resetNotEnabled: 'Admin ini belum mengaktifkan verifikasi dua langkah.';
}
