/** Certificate routes (under /api; ADR 105). Only these exist: no core REST routes for `sertifikats`. */
const publicRoute = { auth: false as const };

export default {
  routes: [
    { method: 'GET', path: '/sertifikat/:kode', handler: 'api::sertifikat.sertifikat.findByCode', config: publicRoute },
  ],
};
