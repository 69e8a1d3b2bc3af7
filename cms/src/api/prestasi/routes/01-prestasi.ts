import { audited } from '../../../lib/audit/route';

/** Achievement routes (under /api). Only these exist: no core REST routes for `prestasis`. Admin: `redaksi`. */
const publicRoute = { auth: false as const };
const adminRoute = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }] };

export default {
  routes: [
    { method: 'POST', path: '/prestasi', handler: 'api::prestasi.prestasi.submit', config: publicRoute },
    // before `/prestasi/:slug`, which would otherwise take `formulir` for a slug
    { method: 'GET', path: '/prestasi/formulir', handler: 'api::prestasi.prestasi.form', config: publicRoute },
    { method: 'GET', path: '/prestasi', handler: 'api::prestasi.prestasi.list', config: publicRoute },
    { method: 'GET', path: '/prestasi/:slug', handler: 'api::prestasi.prestasi.findBySlug', config: publicRoute },
    { method: 'GET', path: '/admin/prestasi', handler: 'api::prestasi.prestasi.adminList', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/prestasi',
      handler: 'api::prestasi.prestasi.add',
      config: audited(adminRoute, 'prestasi.buat'),
    },
    { method: 'GET', path: '/admin/prestasi/:id', handler: 'api::prestasi.prestasi.adminFindOne', config: adminRoute },
    { method: 'GET', path: '/admin/prestasi/:id/bukti', handler: 'api::prestasi.prestasi.proof', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/prestasi/:id',
      handler: 'api::prestasi.prestasi.update',
      config: audited(adminRoute, 'prestasi.ubah'),
    },
    {
      method: 'DELETE',
      path: '/admin/prestasi/:id',
      handler: 'api::prestasi.prestasi.remove',
      config: audited(adminRoute, 'prestasi.hapus'),
    },
  ],
};
