import { audited } from '../../../lib/audit/route';

/** Registration routes (under /api; ADR 100). Only these exist: no core REST routes for `pendaftarans`. */
const publicRoute = { auth: false as const };
// the participants and the door: `redaksi` (and `pengelola`, who may do everything; ADR 083)
const redaksiRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

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
    {
      method: 'GET',
      path: '/admin/kegiatan/:id/peserta',
      handler: 'api::pendaftaran.pendaftaran.participants',
      config: redaksiRoute,
    },
    {
      method: 'POST',
      path: '/admin/kegiatan/:id/presensi',
      handler: 'api::pendaftaran.pendaftaran.checkIn',
      // the entry names the activity; its summary says who came in
      config: audited(redaksiRoute, 'kegiatan.ubah', { summary: 'Presensi: peserta tercatat hadir' }),
    },
  ],
};
