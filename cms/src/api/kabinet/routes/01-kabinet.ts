/**
 * Cabinet routes (under /api). Only these exist: no core REST routes for `kabinets`.
 * `/kabinet/aktif` comes before `/kabinet/:slug` (a cabinet's slug always ends in its period, so never `aktif`).
 * The public reads show the cabinets that were ever active (ADR 062); the admin screens read every cabinet through
 * `/admin/kabinet` (never cached: ADR 065) and the handover checklist through `/admin/serah-terima` (ADR 067).
 */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `pengelola` alone (the roles: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: [] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/kabinet/aktif', handler: 'api::kabinet.kabinet.active', config: publicRoute },
    { method: 'GET', path: '/kabinet', handler: 'api::kabinet.kabinet.list', config: publicRoute },
    { method: 'GET', path: '/kabinet/:slug', handler: 'api::kabinet.kabinet.findBySlug', config: publicRoute },
    { method: 'GET', path: '/admin/kabinet', handler: 'api::kabinet.kabinet.adminList', config: adminRoute },
    { method: 'GET', path: '/admin/kabinet/:id', handler: 'api::kabinet.kabinet.adminById', config: adminRoute },
    { method: 'GET', path: '/admin/serah-terima', handler: 'api::kabinet.kabinet.handover', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/serah-terima/tinjau',
      handler: 'api::kabinet.kabinet.reviewHandover',
      config: audited(adminRoute, 'kabinet.ubah', { summary: 'Serah terima ditinjau' }),
    },
    {
      method: 'POST',
      path: '/admin/kabinet',
      handler: 'api::kabinet.kabinet.create',
      config: audited(adminRoute, 'kabinet.buat'),
    },
    {
      method: 'POST',
      path: '/admin/kabinet/:id/aktifkan',
      handler: 'api::kabinet.kabinet.activate',
      config: audited(adminRoute, 'kabinet.aktifkan'),
    },
    {
      method: 'POST',
      path: '/admin/kabinet/:id/pratinjau',
      handler: 'api::kabinet.kabinet.previewLink',
      config: audited(adminRoute, 'kabinet.ubah', { summary: 'Membuat tautan pratinjau' }),
    },
    {
      method: 'POST',
      path: '/admin/kabinet/:id/struktur',
      handler: 'api::kabinet.kabinet.saveStructure',
      config: audited(adminRoute, 'kabinet.ubah', {
        summary: 'Struktur kabinet',
        read: 'api::kabinet.kabinet.adminById',
      }),
    },
    {
      method: 'POST',
      path: '/admin/kabinet/:id',
      handler: 'api::kabinet.kabinet.update',
      config: audited(adminRoute, 'kabinet.ubah'),
    },
    {
      method: 'DELETE',
      path: '/admin/kabinet/:id',
      handler: 'api::kabinet.kabinet.remove',
      config: audited(adminRoute, 'kabinet.hapus'),
    },
  ],
};
