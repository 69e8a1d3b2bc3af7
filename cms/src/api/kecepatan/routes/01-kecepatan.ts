/**
 * Visitors' speed (ADR 122): the public pages' report (anonymous, no CSRF token: src/middlewares/csrf.ts exempts this
 * one path and still refuses a foreign Origin) and the dashboard's summary, for `pengelola` alone (the site's
 * operation, like the backups' card: ADR 083).
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/kecepatan',
      handler: 'api::kecepatan.kecepatan.report',
      config: { auth: false as const },
    },
    {
      method: 'GET',
      path: '/admin/kecepatan',
      handler: 'api::kecepatan.kecepatan.summary',
      config: { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] },
    },
  ],
};
