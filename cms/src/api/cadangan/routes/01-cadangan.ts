/**
 * GET /api/admin/cadangan: the scheduled backup's state (contract part two, "Backups"), for `pengelola` alone
 * (ADR 083).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/admin/cadangan',
      handler: 'api::cadangan.cadangan.status',
      config: { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] },
    },
  ],
};
