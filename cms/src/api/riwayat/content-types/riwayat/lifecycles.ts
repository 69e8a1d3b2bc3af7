/**
 * An audit entry is never changed nor deleted through Strapi (ADR 086): whatever asks (a route, the dashboard's content
 * manager, a plugin, our own code), an update or a delete of an entry throws before it reaches the database. The
 * retention job (src/api/riwayat/jobs/retention.ts) removes old entries with one SQL statement, below Strapi's
 * lifecycles.
 */
export const AUDIT_ENTRY_IMMUTABLE = 'Riwayat tidak dapat diubah atau dihapus.';

const refuse = () => {
  throw new Error(AUDIT_ENTRY_IMMUTABLE);
};

export default {
  beforeUpdate: refuse,
  beforeUpdateMany: refuse,
  beforeDelete: refuse,
  beforeDeleteMany: refuse,
};
