/** Admin account routes (under /api). `/me/password` is open to an admin who must still choose a password. */
import { audited } from '../../../lib/audit/route';

const adminRoute = { auth: false as const, policies: ['global::is-admin'] };
const passwordRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { beforePasswordChange: true } }],
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
  ],
};
