/**
 * News routes (under /api). Only these exist: no core REST routes for `beritas`.
 * `/berita/terbaru` comes before `/berita/:slug` so it is not read as a slug.
 */
import { audited } from '../../../lib/audit/route';

const publicRoute = { auth: false as const };
const adminRoute = {
  auth: false as const,
  // for `redaksi` (and `pengelola`, who may use everything: ADR 083)
  policies: [{ name: 'global::is-admin', config: { roles: ['redaksi'] } }],
};

export default {
  routes: [
    { method: 'GET', path: '/berita/terbaru', handler: 'api::berita.berita.latest', config: publicRoute },
    { method: 'GET', path: '/berita', handler: 'api::berita.berita.list', config: publicRoute },
    { method: 'GET', path: '/berita/:slug', handler: 'api::berita.berita.findBySlug', config: publicRoute },
    { method: 'GET', path: '/admin/berita', handler: 'api::berita.berita.adminList', config: adminRoute },
    { method: 'GET', path: '/admin/berita/:id', handler: 'api::berita.berita.findById', config: adminRoute },
    {
      method: 'POST',
      path: '/admin/berita',
      handler: 'api::berita.berita.create',
      config: audited(adminRoute, 'berita.buat'),
    },
    {
      method: 'POST',
      path: '/admin/berita/:id',
      handler: 'api::berita.berita.update',
      config: audited(adminRoute, 'berita.ubah'),
    },
    {
      method: 'DELETE',
      path: '/admin/berita/:id',
      handler: 'api::berita.berita.remove',
      config: audited(adminRoute, 'berita.hapus'),
    },
    {
      method: 'POST',
      path: '/admin/berita/:id/pratinjau',
      handler: 'api::berita.berita.previewLink',
      config: audited(adminRoute, 'berita.ubah', { summary: 'Membuat tautan pratinjau' }),
    },
    {
      method: 'DELETE',
      path: '/admin/berita/:id/pratinjau',
      handler: 'api::berita.berita.revokePreviewLinks',
      config: audited(adminRoute, 'berita.ubah', { summary: 'Mencabut tautan pratinjau' }),
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
      config: audited(adminRoute, 'berita.pulihkan', { summary: 'Memulihkan revisi' }),
    },
  ],
};
