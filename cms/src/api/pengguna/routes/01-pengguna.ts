/** Admin account routes (under /api). `/me/password` is open to an admin who must still choose a password. */
const adminRoute = { auth: false as const, policies: ['global::is-admin'] };
const passwordRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { beforePasswordChange: true } }],
};

export default {
  routes: [
    { method: 'GET', path: '/admin/pengguna', handler: 'api::pengguna.pengguna.list', config: adminRoute },
    { method: 'POST', path: '/admin/pengguna', handler: 'api::pengguna.pengguna.create', config: adminRoute },
    { method: 'POST', path: '/admin/pengguna/:id/blokir', handler: 'api::pengguna.pengguna.block', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/pengguna/:id/buka-blokir',
      handler: 'api::pengguna.pengguna.unblock',
      config: adminRoute,
    },
    // another admin's second factor off (a lost phone; ADR 080): `pengelola` alone
    {
      method: 'POST',
      path: '/admin/pengguna/:id/reset-2fa',
      handler: 'api::pengguna.pengguna.resetTwoFactor',
      config: { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] },
    },
    { method: 'POST', path: '/me/password', handler: 'api::pengguna.pengguna.changePassword', config: passwordRoute },
  ],
};
