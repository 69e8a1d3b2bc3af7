/**
 * Lifecycle hooks that refuse to delete a department or a division that still has members, also from Strapi's
 * dashboard (/cms): its members would be left in no department. The site's structure route checks this before
 * writing (and names the unit); these hooks agree.
 */
import { errors } from '@strapi/utils';

interface DeleteEvent {
  params: { where?: Record<string, unknown> };
}

export function keepUnitsWithMembers(
  uid: 'api::departemen.departemen' | 'api::divisi.divisi',
  memberRelation: 'departemen' | 'divisi',
  message: (name: string) => string,
) {
  async function beforeDelete(event: DeleteEvent) {
    const targets = (await strapi.db
      .query(uid)
      .findMany({ where: event.params.where ?? {}, select: ['id', 'name'] })) as Array<{ id: number; name: string }>;
    for (const target of targets) {
      const count = await strapi.db
        .query('api::anggota.anggota')
        .count({ where: { [memberRelation]: { id: target.id } } });
      if (count > 0) throw new errors.ApplicationError(message(target.name));
    }
  }
  return { beforeDelete, beforeDeleteMany: beforeDelete };
}
