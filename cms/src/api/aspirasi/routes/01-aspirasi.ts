/** Aspiration routes (under /api). Only these exist: no core REST routes for `aspirasis`. */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `aspirasi` (and `pengelola`, who may use everything: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: ['aspirasi'] } }],
};

export default {
  routes: [
    { method: 'POST', path: '/aspirasi', handler: 'api::aspirasi.aspirasi.create', config: publicRoute },
    { method: 'GET', path: '/aspirasi/formulir', handler: 'api::aspirasi.aspirasi.form', config: publicRoute },
    { method: 'GET', path: '/aspirasi', handler: 'api::aspirasi.aspirasi.list', config: adminRoute },
    // before `/admin/aspirasi/:id`, which would otherwise take `hapus` for an id
    {
      method: 'POST',
      path: '/admin/aspirasi/hapus',
      handler: 'api::aspirasi.aspirasi.removeMatching',
      config: audited(adminRoute, 'aspirasi.hapus'),
    },
    // the export's record (the file is made in the browser; ADR 086): before `/admin/aspirasi/:id`
    {
      method: 'POST',
      path: '/admin/aspirasi/ekspor',
      handler: 'api::riwayat.riwayat.recordExport',
      config: audited(adminRoute, 'aspirasi.ekspor'),
    },
    { method: 'GET', path: '/admin/aspirasi/:id', handler: 'api::aspirasi.aspirasi.findOne', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/aspirasi/:id',
      handler: 'api::aspirasi.aspirasi.update',
      config: audited(adminRoute, 'aspirasi.ubah'),
    },
    {
      method: 'POST',
      path: '/admin/aspirasi/:id/dibaca',
      handler: 'api::aspirasi.aspirasi.markRead',
      config: audited(adminRoute, 'aspirasi.ubah', { summary: 'Ditandai dibaca' }),
    },
    {
      method: 'DELETE',
      path: '/admin/aspirasi/:id',
      handler: 'api::aspirasi.aspirasi.remove',
      config: audited(adminRoute, 'aspirasi.hapus'),
    },
  ],
};
