/** The cabinet report (under /api): for `pengelola` alone (`roles: []`). No content type. ADR 092. */
const pengelolaRoute = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] };

export default {
  routes: [{ method: 'GET', path: '/admin/laporan', handler: 'api::laporan.laporan.download', config: pengelolaRoute }],
};
