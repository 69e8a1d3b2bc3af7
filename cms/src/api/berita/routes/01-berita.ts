/**
 * News routes (under /api). Only these exist: no core REST routes for `beritas`.
 * `/berita/terbaru` comes before `/berita/:slug` so it is not read as a slug.
 */
const publicRoute = { auth: false as const };
// for `redaksi` (and `pengelola`, who may use everything: ADR 083)
const redaksiRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/berita/terbaru', handler: 'api::berita.berita.latest', config: publicRoute },
    { method: 'GET', path: '/berita', handler: 'api::berita.berita.list', config: publicRoute },
    { method: 'GET', path: '/berita/:slug', handler: 'api::berita.berita.findBySlug', config: publicRoute },
    { method: 'GET', path: '/admin/berita', handler: 'api::berita.berita.adminList', config: redaksiRoute },
    { method: 'GET', path: '/admin/berita/:id', handler: 'api::berita.berita.findById', config: redaksiRoute },
    { method: 'POST', path: '/admin/berita', handler: 'api::berita.berita.create', config: redaksiRoute },
    { method: 'POST', path: '/admin/berita/:id', handler: 'api::berita.berita.update', config: redaksiRoute },
    { method: 'DELETE', path: '/admin/berita/:id', handler: 'api::berita.berita.remove', config: redaksiRoute },
    {
      method: 'POST',
      path: '/admin/berita/:id/pratinjau',
      handler: 'api::berita.berita.previewLink',
      config: redaksiRoute,
    },
    {
      method: 'DELETE',
      path: '/admin/berita/:id/pratinjau',
      handler: 'api::berita.berita.revokePreviewLinks',
      config: redaksiRoute,
    },
    { method: 'GET', path: '/admin/berita/:id/revisi', handler: 'api::berita.berita.revisions', config: redaksiRoute },
    {
      method: 'GET',
      path: '/admin/berita/:id/revisi/:revisionId',
      handler: 'api::berita.berita.revision',
      config: redaksiRoute,
    },
    {
      method: 'POST',
      path: '/admin/berita/:id/revisi/:revisionId/pulihkan',
      handler: 'api::berita.berita.restoreRevision',
      config: redaksiRoute,
    },
  ],
};
