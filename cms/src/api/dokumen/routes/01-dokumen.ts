import { audited } from '../../../lib/audit/route';

/** Document routes (under /api). Only these exist: no core REST routes for `dokumens`. Admin routes: `redaksi`. */
const publicRoute = { auth: false as const };
const redaksiRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/dokumen', handler: 'api::dokumen.dokumen.list', config: publicRoute },
    {
      method: 'POST',
      path: '/admin/dokumen',
      handler: 'api::dokumen.dokumen.create',
      config: audited(redaksiRoute, 'dokumen.buat'),
    },
    {
      method: 'POST',
      path: '/admin/dokumen/:id',
      handler: 'api::dokumen.dokumen.update',
      config: audited(redaksiRoute, 'dokumen.ubah', { read: 'api::dokumen.dokumen.findById' }),
    },
    {
      method: 'DELETE',
      path: '/admin/dokumen/:id',
      handler: 'api::dokumen.dokumen.remove',
      config: audited(redaksiRoute, 'dokumen.hapus'),
    },
  ],
};
