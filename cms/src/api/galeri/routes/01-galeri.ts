/** Gallery routes (under /api). Only these exist: no core REST routes for `galeris`. */
const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `redaksi` (and `pengelola`, who may use everything: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/galeri', handler: 'api::galeri.galeri.list', config: publicRoute },
    { method: 'POST', path: '/admin/galeri', handler: 'api::galeri.galeri.upload', config: adminRoute },
    { method: 'POST', path: '/admin/galeri/:id', handler: 'api::galeri.galeri.update', config: adminRoute },
    { method: 'DELETE', path: '/admin/galeri/:id', handler: 'api::galeri.galeri.remove', config: adminRoute },
  ],
};
