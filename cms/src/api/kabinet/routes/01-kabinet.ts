/**
 * Cabinet routes (under /api). Only these exist: no core REST routes for `kabinets`.
 * `/kabinet/aktif` comes before `/kabinet/:slug` (a cabinet's slug always ends in its period, so never `aktif`).
 * The public reads show the cabinets that were ever active (ADR 062); the admin screens read every cabinet through
 * `/admin/kabinet` (never cached: ADR 065) and the handover checklist through `/admin/serah-terima` (ADR 067).
 */
const publicRoute = { auth: false as const };
const adminRoute = { auth: false as const, policies: ['global::is-admin'] };

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
      config: adminRoute,
    },
    { method: 'POST', path: '/admin/kabinet', handler: 'api::kabinet.kabinet.create', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/kabinet/:id/aktifkan',
      handler: 'api::kabinet.kabinet.activate',
      config: adminRoute,
    },
    {
      method: 'POST',
      path: '/admin/kabinet/:id/pratinjau',
      handler: 'api::kabinet.kabinet.previewLink',
      config: adminRoute,
    },
    {
      method: 'POST',
      path: '/admin/kabinet/:id/struktur',
      handler: 'api::kabinet.kabinet.saveStructure',
      config: adminRoute,
    },
    { method: 'POST', path: '/admin/kabinet/:id', handler: 'api::kabinet.kabinet.update', config: adminRoute },
    { method: 'DELETE', path: '/admin/kabinet/:id', handler: 'api::kabinet.kabinet.remove', config: adminRoute },
  ],
};
