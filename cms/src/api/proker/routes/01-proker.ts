/** Program-of-work routes (under /api). Only these exist: no core REST routes for `prokers`. ADR 091. */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
/** Programs of work are `redaksi`'s (and `pengelola`'s: it may do everything). */
const redaksiRoute = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }] };

export default {
  routes: [
    { method: 'GET', path: '/proker', handler: 'api::proker.proker.list', config: publicRoute },
    { method: 'GET', path: '/proker/:slug', handler: 'api::proker.proker.findBySlug', config: publicRoute },
    { method: 'GET', path: '/admin/proker', handler: 'api::proker.proker.adminList', config: redaksiRoute },
    {
      method: 'POST',
      path: '/admin/proker',
      handler: 'api::proker.proker.create',
      config: audited(redaksiRoute, 'proker.buat'),
    },
    {
      method: 'POST',
      path: '/admin/proker/:id',
      handler: 'api::proker.proker.update',
      config: audited(redaksiRoute, 'proker.ubah', { read: 'api::proker.proker.findById' }),
    },
    {
      method: 'DELETE',
      path: '/admin/proker/:id',
      handler: 'api::proker.proker.remove',
      config: audited(redaksiRoute, 'proker.hapus'),
    },
  ],
};
