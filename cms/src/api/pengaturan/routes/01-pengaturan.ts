/** Site settings routes (under /api). Only these exist: no core REST routes for the single type. */
import { audited } from '../../../lib/audit/route';

export default {
  routes: [
    {
      method: 'GET',
      path: '/pengaturan',
      handler: 'api::pengaturan.pengaturan.find',
      config: { auth: false as const },
    },
    {
      method: 'POST',
      path: '/admin/pengaturan',
      handler: 'api::pengaturan.pengaturan.update',
      config: audited(
        { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] },
        'pengaturan.ubah',
      ),
    },
  ],
};
