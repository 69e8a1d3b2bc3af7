/**
 * News routes (under /api). Only these exist: no core REST routes for `beritas`.
 * `/berita/terbaru` comes before `/berita/:slug` so it is not read as a slug.
 */
const publicRoute = { auth: false as const };
const adminRoute = { auth: false as const, policies: ['global::is-admin'] };

export default {
  routes: [
    { method: 'GET', path: '/berita/terbaru', handler: 'api::berita.berita.latest', config: publicRoute },
    { method: 'GET', path: '/berita', handler: 'api::berita.berita.list', config: publicRoute },
    { method: 'GET', path: '/berita/:slug', handler: 'api::berita.berita.findBySlug', config: publicRoute },
    { method: 'GET', path: '/admin/berita', handler: 'api::berita.berita.adminList', config: adminRoute },
    { method: 'GET', path: '/admin/berita/:id', handler: 'api::berita.berita.findById', config: adminRoute },
    { method: 'POST', path: '/admin/berita', handler: 'api::berita.berita.create', config: adminRoute },
    { method: 'POST', path: '/admin/berita/:id', handler: 'api::berita.berita.update', config: adminRoute },
    { method: 'DELETE', path: '/admin/berita/:id', handler: 'api::berita.berita.remove', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/berita/:id/pratinjau',
      handler: 'api::berita.berita.previewLink',
      config: adminRoute,
    },
    {
      method: 'DELETE',
      path: '/admin/berita/:id/pratinjau',
      handler: 'api::berita.berita.revokePreviewLinks',
      config: adminRoute,
    },
    { method: 'GET', path: '/admin/berita/:id/revisi', handler: 'api::berita.berita.revisions', config: adminRoute },
    {
      method: 'GET',
      path: '/admin/berita/:id/revisi/:revisionId',
      handler: 'api::berita.berita.revision',
      config: adminRoute,
    },
    {
      method: 'POST',
      path: '/admin/berita/:id/revisi/:revisionId/pulihkan',
      handler: 'api::berita.berita.restoreRevision',
      config: adminRoute,
    },
  ],
};
