/** Aspiration routes (under /api). Only these exist: no core REST routes for `aspirasis`. */
const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `aspirasi` (and `pengelola`, who may use everything: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: ['aspirasi'] } }],
};

export default {
  routes: [
    { method: 'POST', path: '/aspirasi', handler: 'api::aspirasi.aspirasi.create', config: publicRoute },
    { method: 'GET', path: '/aspirasi/formulir', handler: 'api::aspirasi.aspirasi.form', config: publicRoute },
    { method: 'GET', path: '/aspirasi', handler: 'api::aspirasi.aspirasi.list', config: adminRoute },
    // before `/admin/aspirasi/:id`, which would otherwise take `hapus` for an id
    {
      method: 'POST',
      path: '/admin/aspirasi/hapus',
      handler: 'api::aspirasi.aspirasi.removeMatching',
      config: adminRoute,
    },
    { method: 'GET', path: '/admin/aspirasi/:id', handler: 'api::aspirasi.aspirasi.findOne', config: adminRoute },
    { method: 'POST', path: '/admin/aspirasi/:id', handler: 'api::aspirasi.aspirasi.update', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/aspirasi/:id/dibaca',
      handler: 'api::aspirasi.aspirasi.markRead',
      config: adminRoute,
    },
    { method: 'DELETE', path: '/admin/aspirasi/:id', handler: 'api::aspirasi.aspirasi.remove', config: adminRoute },
  ],
};
