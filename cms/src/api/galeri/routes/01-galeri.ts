/** Gallery routes (under /api). Only these exist: no core REST routes for `galeris`. */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `redaksi` (and `pengelola`, who may use everything: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/galeri', handler: 'api::galeri.galeri.list', config: publicRoute },
    {
      method: 'POST',
      path: '/admin/galeri',
      handler: 'api::galeri.galeri.upload',
      config: audited(adminRoute, 'galeri.buat'),
    },
    {
      method: 'POST',
      path: '/admin/galeri/:id',
      handler: 'api::galeri.galeri.update',
      config: audited(adminRoute, 'galeri.ubah', { read: 'api::galeri.galeri.findById' }),
    },
    {
      method: 'DELETE',
      path: '/admin/galeri/:id',
      handler: 'api::galeri.galeri.remove',
      config: audited(adminRoute, 'galeri.hapus'),
    },
  ],
};
