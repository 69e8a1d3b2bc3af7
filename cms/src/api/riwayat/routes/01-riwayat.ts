/**
 * The audit log's routes (contract part two, "Audit log (riwayat)"; ADR 086): the list, for `pengelola`, and the record of
 * its export (an export is made in the browser; it tells the server first, and the entry is written here; the
 * aspiration export's record is routed in src/api/aspirasi/routes, before `/admin/aspirasi/:id`).
 * There is no route that changes or deletes an entry.
 */
import { audited } from '../../../lib/audit/route';

const pengelola = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: [] } }] };

export default {
  routes: [
    { method: 'GET', path: '/admin/riwayat', handler: 'api::riwayat.riwayat.list', config: pengelola },
    {
      method: 'POST',
      path: '/admin/riwayat/ekspor',
      handler: 'api::riwayat.riwayat.recordExport',
      config: audited(pengelola, 'riwayat.ekspor'),
    },
  ],
};
