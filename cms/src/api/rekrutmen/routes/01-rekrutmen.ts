/** Recruitment routes (under /api). Only these exist: no core REST routes for `rekrutmens`. */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `redaksi` (and `pengelola`, who may use everything: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/rekrutmen', handler: 'api::rekrutmen.rekrutmen.list', config: publicRoute },
    // The original site posts posters here, without /admin; it is an admin call all the same.
    {
      method: 'POST',
      path: '/rekrutmen',
      handler: 'api::rekrutmen.rekrutmen.upload',
      config: audited(adminRoute, 'rekrutmen.buat'),
    },
    {
      method: 'DELETE',
      path: '/admin/rekrutmen/:id',
      handler: 'api::rekrutmen.rekrutmen.remove',
      config: audited(adminRoute, 'rekrutmen.hapus'),
    },
  ],
};
