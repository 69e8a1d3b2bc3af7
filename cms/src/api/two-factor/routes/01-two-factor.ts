/**
 * The signed-in admin's second factor (under /api; contract: "Second factor"). Its status and set-up stay open to an
 * admin who must have it and has not set it up yet (TWO_FACTOR_REQUIRED: every other admin call is 403 for them). The
 * sign-in's second step, POST /api/login/2fa, is with the other sign-in routes (src/api/auth/routes/auth.ts).
 * Its writes declare their audit entries on the admin's own account (ADR 086).
 */
import { audited } from '../../../lib/audit/route';

/** Every admin's own account: every role (`pengelola` may everything; the others listed). */
const EVERY_ROLE = ['redaksi', 'aspirasi'];
const setupRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { roles: EVERY_ROLE, beforeTwoFactor: true } }],
};
const adminRoute = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: EVERY_ROLE } }] };

export default {
  routes: [
    { method: 'GET', path: '/me/2fa', handler: 'api::two-factor.two-factor.status', config: setupRoute },
    {
      method: 'POST',
      path: '/me/2fa/mulai',
      handler: 'api::two-factor.two-factor.start',
      config: audited(setupRoute, 'pengguna.ubah', {
        summary: 'Memulai pengaturan verifikasi dua langkah',
        self: true,
      }),
    },
    {
      method: 'POST',
      path: '/me/2fa/aktifkan',
      handler: 'api::two-factor.two-factor.activate',
      config: audited(setupRoute, 'pengguna.ubah', {
        summary: 'Mengaktifkan verifikasi dua langkah',
        self: true,
        transaction: false,
      }),
    },
    {
      method: 'POST',
      path: '/me/2fa/matikan',
      handler: 'api::two-factor.two-factor.disable',
      config: audited(adminRoute, 'pengguna.ubah', {
        summary: 'Mematikan verifikasi dua langkah',
        self: true,
        transaction: false,
      }),
    },
    {
      method: 'POST',
      path: '/me/2fa/kode-pemulihan',
      handler: 'api::two-factor.two-factor.renewRecoveryCodes',
      config: audited(adminRoute, 'pengguna.ubah', {
        summary: 'Membuat kode pemulihan baru',
        self: true,
        transaction: false,
      }),
    },
  ],
};
