/** Registration routes (under /api; ADR 100). Only these exist: no core REST routes for `pendaftarans`. */
const publicRoute = { auth: false as const };

export default {
  routes: [
    {
      method: 'POST',
      path: '/kegiatan/:slug/daftar',
      handler: 'api::pendaftaran.pendaftaran.register',
      config: publicRoute,
    },
    {
      method: 'POST',
      path: '/kegiatan/:slug/batal',
      handler: 'api::pendaftaran.pendaftaran.cancel',
      config: publicRoute,
    },
  ],
};
