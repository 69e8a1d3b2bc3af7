/**
 * Member routes (under /api/admin). `/admin/anggota/urutan` and `/admin/anggota/impor` (a spreadsheet's rows, all or
 * none: ADR 068) come before `/admin/anggota/:id`.
 */
import { audited } from '../../../lib/audit/route';

const adminRoute = {
  auth: false as const,
  // for `pengelola` alone (the roles: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: [] } }],
};

export default {
  routes: [
    {
      method: 'POST',
      path: '/admin/anggota',
      handler: 'api::anggota.anggota.create',
      config: audited(adminRoute, 'anggota.buat'),
    },
    {
      method: 'POST',
      path: '/admin/anggota/urutan',
      handler: 'api::anggota.anggota.reorder',
      config: audited(adminRoute, 'anggota.ubah', { summary: 'Urutan anggota' }),
    },
    {
      method: 'POST',
      path: '/admin/anggota/impor',
      handler: 'api::anggota.anggota.import',
      config: audited(adminRoute, 'anggota.buat', { summary: 'Impor dari lembar kerja' }),
    },
    {
      method: 'POST',
      path: '/admin/anggota/:id',
      handler: 'api::anggota.anggota.update',
      config: audited(adminRoute, 'anggota.ubah', { read: 'api::anggota.anggota.findById' }),
    },
    {
      method: 'DELETE',
      path: '/admin/anggota/:id',
      handler: 'api::anggota.anggota.remove',
      config: audited(adminRoute, 'anggota.hapus'),
    },
  ],
};
