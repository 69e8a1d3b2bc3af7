/**
 * An audit entry is never changed nor deleted through Strapi (ADR 086): whatever asks (a route, the dashboard's content
 * manager, a plugin, our own code), an update or a delete of an entry throws before it reaches the database. The
 * retention job (src/api/riwayat/jobs/retention.ts) removes old entries with one SQL statement, below Strapi's
 * lifecycles. Nor is an entry made by anything but the audit log's own `record` (src/lib/audit/writer.ts).
 */
import { isAuditWriter } from '../../../../lib/audit/writer';

export const AUDIT_ENTRY_IMMUTABLE = 'Riwayat tidak dapat diubah atau dihapus.';
const AUDIT_ENTRY_FORGED = 'Riwayat hanya ditulis oleh situs sendiri.';

const refuse = () => {
  throw new Error(AUDIT_ENTRY_IMMUTABLE);
};

export default {
  beforeCreate() {
    if (!isAuditWriter()) throw new Error(AUDIT_ENTRY_FORGED);
  },
  beforeCreateMany() {
    throw new Error(AUDIT_ENTRY_FORGED);
  },
  beforeUpdate: refuse,
  beforeUpdateMany: refuse,
  beforeDelete: refuse,
  beforeDeleteMany: refuse,
};
