/** Awarding routes (under /api). Only these exist: no core REST routes for the single type or the archive. */
import { audited } from '../../../lib/audit/route';

export default {
  routes: [
    { method: 'GET', path: '/awarding', handler: 'api::awarding.awarding.find', config: { auth: false as const } },
    {
      method: 'GET',
      path: '/awarding/arsip',
      handler: 'api::awarding.awarding.archive',
      config: { auth: false as const },
    },
    {
      method: 'GET',
      path: '/awarding/arsip/:periode',
      handler: 'api::awarding.awarding.month',
      config: { auth: false as const },
    },
    {
      method: 'POST',
      path: '/admin/awarding',
      handler: 'api::awarding.awarding.update',
      config: audited(
        { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }] },
        'awarding.ubah',
      ),
    },
  ],
};
