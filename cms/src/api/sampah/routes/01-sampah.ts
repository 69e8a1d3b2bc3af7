import { audited } from '../../../lib/audit/route';

/**
 * The trash (contract part two, "Trash"; ADR 089): the list and a restore for every role that deletes something
 * (`redaksi`, `aspirasi`: each sees the kinds its roles cover), the permanent delete for `pengelola` alone
 * (`roles: []`). Which kinds each sees: ADR 121.
 */
const forDeleters = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi', 'aspirasi'] } }],
};
const forPengelola = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] };

export default {
  routes: [
    { method: 'GET', path: '/admin/sampah', handler: 'api::sampah.sampah.list', config: forDeleters },
    {
      method: 'POST',
      path: '/admin/sampah/:id/pulihkan',
      handler: 'api::sampah.sampah.restore',
      config: audited(forDeleters, 'sampah.pulihkan'),
    },
    {
      method: 'DELETE',
      path: '/admin/sampah/:id',
      handler: 'api::sampah.sampah.purge',
      config: audited(forPengelola, 'sampah.hapus', { transaction: false }),
    },
  ],
};
