/** Aspiration routes (under /api). Only these exist: no core REST routes for `aspirasis`. */
export default {
  routes: [
    { method: 'POST', path: '/aspirasi', handler: 'api::aspirasi.aspirasi.create', config: { auth: false as const } },
    {
      method: 'GET',
      path: '/aspirasi',
      handler: 'api::aspirasi.aspirasi.list',
      config: { auth: false as const, policies: ['global::is-admin'] },
    },
  ],
};
