/**
 * The admin session endpoints (contract: "Session and CSRF", "Second factor"). Served under /api. `/logout-all` ends every session
 * of the signed-in admin (401 without one).
 * `auth: false` switches off users-permissions' JWT check: these routes do their own, on the
 * `hmrpl_session` cookie (src/middlewares/session.ts). CSRF is enforced globally (src/middlewares/csrf.ts).
 */
import { audited } from '../../../lib/audit/route';

export default {
  routes: [
    {
      method: 'POST',
      path: '/login',
      handler: 'api::auth.auth.login',
      config: audited({ auth: false }, 'sesi.masuk', { failure: 'sesi.gagal', self: true, transaction: false }),
    },
    // the second step of an account with the second factor (its cookie names the attempt the password opened): the
    // sign-in's entry is written here, not at its password step; a wrong code is no `sesi.gagal` (that entry names
    // the account by the typed username, which this body does not carry; wrong codes count like wrong passwords)
    {
      method: 'POST',
      path: '/login/2fa',
      handler: 'api::auth.auth.loginTwoFactor',
      config: audited({ auth: false }, 'sesi.masuk', {
        summary: 'Masuk dengan kode verifikasi',
        self: true,
        transaction: false,
      }),
    },
    { method: 'GET', path: '/me', handler: 'api::auth.auth.me', config: { auth: false } },
    {
      method: 'POST',
      path: '/logout',
      handler: 'api::auth.auth.logout',
      config: audited({ auth: false }, 'sesi.hapus', { summary: 'Keluar', self: true }),
    },
    {
      method: 'POST',
      path: '/logout-all',
      handler: 'api::auth.auth.logoutAll',
      config: audited({ auth: false }, 'sesi.hapus', { summary: 'Keluar dari semua perangkat', self: true }),
    },
  ],
};
