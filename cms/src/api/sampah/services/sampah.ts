/**
 * The trash for /admin/sampah (ADR 089, ADR 121): a page of trashed items of the kinds the admin's roles cover,
 * newest deletion first, a restore and a permanent delete. The moves themselves are src/lib/trash/trash.ts.
 */
import type { Core } from '@strapi/strapi';
import type { TrashItem, TrashPage, TrashType } from '@hmrpl/contract';
import { notFound } from '../../../lib/http/errors';
import { paging } from '../../../lib/http/request-params';
import { isoDate, numericId, type Entry } from '../../../lib/strapi/documents';
import type { SessionUser } from '../../../lib/auth/session-user';
import { trashKindsFor } from '../../../lib/content/admin-roles';
import {
  TRASH_MESSAGES,
  TRASH_UID,
  purgeAt,
  purgeFromTrash,
  restoreFromTrash,
  trashKindNames,
} from '../../../lib/trash/trash';

export const TRASH_PER_PAGE = 20;

/**
 * The kinds of trashed content an admin may see and restore: those whose delete route their roles cover (ADR 121;
 * `redaksi`: news, activities, gallery, posters, programs of work, achievements, documents; `aspirasi`: aspirations;
 * `pengelola`: all, members too).
 */
export const trashTypesFor = (user: SessionUser): TrashType[] => trashKindsFor(user.roles, trashKindNames());

type TrashEntry = Entry<'api::sampah.sampah'>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const entries = () => strapi.db.query(TRASH_UID);

  const toItem = (entry: TrashEntry): TrashItem => {
    const deletedAt = new Date(isoDate(entry.deleted_at));
    return {
      id: numericId(entry.id),
      type: entry.item_type as TrashType,
      title: entry.title ?? '',
      deleted_at: deletedAt.toISOString(),
      deleted_by:
        entry.deleted_by_id !== null && entry.deleted_by_id !== undefined
          ? { id: entry.deleted_by_id, name: entry.deleted_by_name ?? '' }
          : null,
      purge_at: purgeAt(strapi, deletedAt).toISOString(),
    };
  };

  return {
    async list(page: number, user: SessionUser): Promise<TrashPage> {
      const where = { item_type: { $in: trashTypesFor(user) } };
      const total = Number(await entries().count({ where }));
      const p = paging(page, TRASH_PER_PAGE, total);
      const found = (await entries().findMany({
        where,
        select: ['id', 'item_type', 'title', 'deleted_at', 'deleted_by_id', 'deleted_by_name'],
        orderBy: [{ deleted_at: 'desc' }, { id: 'desc' }],
        offset: p.offset,
        limit: p.perPage,
      })) as TrashEntry[];
      return {
        data: found.map(toItem),
        meta: { current_page: p.page, last_page: p.lastPage, per_page: p.perPage, total: p.total },
      };
    },

    /** An entry of a kind the admin's roles do not cover is answered as not there (404), like a wrong id. */
    async restore(id: number | null, user: SessionUser): Promise<void> {
      const entry =
        id === null ? null : ((await entries().findOne({ where: { id }, select: ['item_type'] })) as TrashEntry | null);
      if (!entry || !trashTypesFor(user).includes(entry.item_type as TrashType))
        throw notFound(TRASH_MESSAGES.notFound);
      await restoreFromTrash(strapi, id);
    },

    async purge(id: number | null): Promise<void> {
      await purgeFromTrash(strapi, id);
    },
  };
};

export type SampahService = ReturnType<typeof import('./sampah').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::sampah.sampah': SampahService;
  }
}
