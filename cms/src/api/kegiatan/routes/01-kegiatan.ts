/** Activity routes (under /api). Only these exist: no core REST routes for `kegiatans`. */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `redaksi` (and `pengelola`, who may use everything: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/kegiatan', handler: 'api::kegiatan.kegiatan.list', config: publicRoute },
    { method: 'GET', path: '/kegiatan/:slug', handler: 'api::kegiatan.kegiatan.findBySlug', config: publicRoute },
    { method: 'GET', path: '/admin/kegiatan', handler: 'api::kegiatan.kegiatan.adminList', config: adminRoute },
    { method: 'GET', path: '/admin/kegiatan/:id', handler: 'api::kegiatan.kegiatan.findById', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/kegiatan',
      handler: 'api::kegiatan.kegiatan.create',
      config: audited(adminRoute, 'kegiatan.buat'),
    },
    {
      method: 'POST',
      path: '/admin/kegiatan/:id',
      handler: 'api::kegiatan.kegiatan.update',
      config: audited(adminRoute, 'kegiatan.ubah'),
    },
    {
      method: 'DELETE',
      path: '/admin/kegiatan/:id',
      handler: 'api::kegiatan.kegiatan.remove',
      config: audited(adminRoute, 'kegiatan.hapus'),
    },
  ],
};
