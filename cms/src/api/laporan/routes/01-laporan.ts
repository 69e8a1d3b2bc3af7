/**
 * The cabinet report (under /api): for `pengelola` alone (`roles: []`). No content type. ADR 092. Every download writes
 * one `laporan.ekspor` audit entry (ADR 086): without a transaction, since the report only reads and a transaction
 * would hold SQLite's one connection while the file is made; the entry is written before the file is sent, and a
 * failed entry sends no file.
 */
import { audited } from '../../../lib/audit/route';

const pengelolaRoute = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] };

export default {
  routes: [
    {
      method: 'GET',
      path: '/admin/laporan',
      handler: 'api::laporan.laporan.download',
      config: audited(pengelolaRoute, 'laporan.ekspor', { transaction: false }),
    },
  ],
};
