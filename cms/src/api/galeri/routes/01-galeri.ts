/** Gallery routes (under /api). Only these exist: no core REST routes for `galeris`. */
const publicRoute = { auth: false as const };
// for `redaksi` (and `pengelola`, who may use everything: ADR 083)
const redaksiRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/galeri', handler: 'api::galeri.galeri.list', config: publicRoute },
    { method: 'POST', path: '/admin/galeri', handler: 'api::galeri.galeri.upload', config: redaksiRoute },
    { method: 'POST', path: '/admin/galeri/:id', handler: 'api::galeri.galeri.update', config: redaksiRoute },
    { method: 'DELETE', path: '/admin/galeri/:id', handler: 'api::galeri.galeri.remove', config: redaksiRoute },
  ],
};
