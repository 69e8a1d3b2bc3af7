/** Session endpoints: /sanctum/csrf-cookie, /api/login (and its second step /api/login/2fa), /api/me, /api/logout, /api/logout-all. */
import type { AdminRole } from './pengguna';
import type { LoginTwoFactorResponse, UserTwoFactor } from './two-factor';

export interface User {
  id: number;
  /** Display name; falls back to `username`. */
  name: string;
  username: string;
  email: string;
  /** True until the admin has chosen their own password: the admin area then only offers that (the server refuses the rest). */
  must_change_password: boolean;
  /** The second factor: on for this account, and whether it must be (the admin area then only offers its set-up). */
  two_factor: UserTwoFactor;
  /** What the admin may do (at least one): the admin area shows only the screens of these roles. */
  roles: AdminRole[];
}

/** POST /api/login body. `email` holds the username or the e-mail address. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/login 200 (and POST /api/login/2fa 200, the second step's end). */
export interface LoginResponse {
  message: 'Login berhasil';
  user: User;
}

/** POST /api/login 200: signed in, or (an account with the second factor) the code is asked next. */
export type LoginAnswer = LoginResponse | LoginTwoFactorResponse;

/** GET /api/me 200. */
export type MeResponse = User;

/** POST /api/logout 200. */
export interface LogoutResponse {
  message: 'Logout berhasil';
}

/**
 * POST /api/logout-all 200 ("Keluar dari semua perangkat"): every session of the signed-in admin ends, this one
 * included, and the browsers they used lose their exemption from the login limits. 401 without a session.
 */
export interface LogoutAllResponse {
  message: 'Anda telah keluar dari semua perangkat.';
}
