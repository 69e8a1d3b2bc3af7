/**
 * Member routes (under /api/admin). `/admin/anggota/urutan` and `/admin/anggota/impor` (a spreadsheet's rows, all or
 * none: ADR 068) come before `/admin/anggota/:id`.
 */
const adminRoute = { auth: false as const, policies: ['global::is-admin'] };

export default {
  routes: [
    { method: 'POST', path: '/admin/anggota', handler: 'api::anggota.anggota.create', config: adminRoute },
    { method: 'POST', path: '/admin/anggota/urutan', handler: 'api::anggota.anggota.reorder', config: adminRoute },
    { method: 'POST', path: '/admin/anggota/impor', handler: 'api::anggota.anggota.import', config: adminRoute },
    { method: 'POST', path: '/admin/anggota/:id', handler: 'api::anggota.anggota.update', config: adminRoute },
    { method: 'DELETE', path: '/admin/anggota/:id', handler: 'api::anggota.anggota.remove', config: adminRoute },
  ],
};
