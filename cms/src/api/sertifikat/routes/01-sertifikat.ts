/** Certificate routes (under /api; ADR 105-107). Only these exist: no core REST routes for `sertifikats`. */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
/** Certificates are `redaksi`'s, as the activity they belong to (and `pengelola`'s: it may do everything). */
const redaksiRoute = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }] };

export default {
  routes: [
    { method: 'GET', path: '/sertifikat/:kode', handler: 'api::sertifikat.sertifikat.findByCode', config: publicRoute },
    {
      method: 'GET',
      path: '/admin/kegiatan/:id/sertifikat',
      handler: 'api::sertifikat.sertifikat.status',
      config: redaksiRoute,
    },
    {
      method: 'GET',
      path: '/admin/kegiatan/:id/sertifikat/pratinjau',
      handler: 'api::sertifikat.sertifikat.preview',
      config: redaksiRoute,
    },
    {
      method: 'POST',
      path: '/admin/kegiatan/:id/sertifikat',
      handler: 'api::sertifikat.sertifikat.saveTemplate',
      // the entry names the activity; its summary says what changed
      config: audited(redaksiRoute, 'kegiatan.ubah', { summary: 'Sertifikat: templat disimpan' }),
    },
    {
      method: 'POST',
      path: '/admin/kegiatan/:id/sertifikat/kirim',
      handler: 'api::sertifikat.sertifikat.send',
      config: audited(redaksiRoute, 'kegiatan.ubah', { summary: 'Sertifikat: pengiriman dimulai' }),
    },
  ],
};
