/**
 * Admin account routes (under /api). `/me/password` is open to an admin who must still choose a password.
 * `/admin/pengguna/blokir` (several at once) comes before `/admin/pengguna/:id`.
 */
import { audited } from '../../../lib/audit/route';

const adminRoute = {
  auth: false as const,
  // for `pengelola` alone (the roles: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: [] } }],
};
const passwordRoute = {
  auth: false as const,
  // every admin, whatever their roles (pengelola passes anyway)
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi', 'aspirasi'], beforePasswordChange: true } }],
};

export default {
  routes: [
    { method: 'GET', path: '/admin/pengguna', handler: 'api::pengguna.pengguna.list', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/pengguna',
      handler: 'api::pengguna.pengguna.create',
      config: audited(adminRoute, 'pengguna.buat'),
    },
    {
      method: 'POST',
      path: '/admin/pengguna/blokir',
      handler: 'api::pengguna.pengguna.blockMany',
      config: audited(adminRoute, 'pengguna.blokir'),
    },
    {
      method: 'POST',
      path: '/admin/pengguna/:id',
      handler: 'api::pengguna.pengguna.update',
      config: audited(adminRoute, 'pengguna.ubah'),
    },
    {
      method: 'POST',
      path: '/admin/pengguna/:id/blokir',
      handler: 'api::pengguna.pengguna.block',
      config: audited(adminRoute, 'pengguna.blokir'),
    },
    {
      method: 'POST',
      path: '/admin/pengguna/:id/buka-blokir',
      handler: 'api::pengguna.pengguna.unblock',
      config: audited(adminRoute, 'pengguna.buka-blokir'),
    },
    {
      method: 'POST',
      path: '/me/password',
      handler: 'api::pengguna.pengguna.changePassword',
      config: audited(passwordRoute, 'pengguna.ubah', {
        summary: 'Mengganti password',
        self: true,
        transaction: false,
      }),
    },
    // another admin's second factor off (a lost phone; ADR 080): `pengelola` alone
    {
      method: 'POST',
      path: '/admin/pengguna/:id/reset-2fa',
      handler: 'api::pengguna.pengguna.resetTwoFactor',
      config: audited(adminRoute, 'pengguna.ubah', { summary: 'Mengatur ulang verifikasi dua langkah' }),
    },
  ],
};
