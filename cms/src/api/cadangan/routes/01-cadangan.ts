/**
 * GET /api/admin/cadangan: the scheduled backup's state (contract part two, "Backups"). For the `pengelola` role in
 * the contract; until roles exist, every admin (global::is-admin).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/admin/cadangan',
      handler: 'api::cadangan.cadangan.status',
      config: { auth: false as const, policies: ['global::is-admin'] },
    },
  ],
};
