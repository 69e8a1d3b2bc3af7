/** Awarding routes (under /api). Only these exist: no core REST routes for the single type. */
export default {
  routes: [
    { method: 'GET', path: '/awarding', handler: 'api::awarding.awarding.find', config: { auth: false as const } },
    {
      method: 'POST',
      path: '/admin/awarding',
      handler: 'api::awarding.awarding.update',
      config: { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }] },
    },
  ],
};
