/**
 * The cabinet's rules for every write, also from Strapi's dashboard (/cms), where the site's own routes are not in
 * the way: the slug follows the name and the period; ticking `active` on one cabinet unticks the others; the active
 * cabinet, and a cabinet that still has departments, cannot be deleted there (/admin, Kelola Kabinet, deletes a
 * cabinet with its structure and members). The site's routes check all of this before writing; these hooks agree.
 */
import { errors } from '@strapi/utils';
import { CABINET_MESSAGES, cabinetSlug } from '../../../../lib/content/cabinet-rules';

const UID = 'api::kabinet.kabinet';
const DEPARTEMEN = 'api::departemen.departemen';

interface WriteEvent {
  params: { data?: Record<string, unknown>; where?: Record<string, unknown> };
}

const KEEP_STRUCTURE_MESSAGE =
  'Kabinet ini masih memiliki struktur. Hapus kabinet melalui halaman admin situs (Kelola Kabinet).';

const rows = async (where: Record<string, unknown> | undefined) =>
  (await strapi.db.query(UID).findMany({ where: where ?? {}, select: ['id', 'name', 'period', 'active'] })) as Array<{
    id: number;
    name: string | null;
    period: string | null;
    active: boolean | null;
  }>;

async function beforeWrite(event: WriteEvent, creating: boolean) {
  const data = event.params.data;
  if (!data) return;
  const targets = creating ? [] : await rows(event.params.where);
  if (typeof data.name === 'string' || typeof data.period === 'string') {
    const current = targets[0];
    const name = typeof data.name === 'string' ? data.name : (current?.name ?? '');
    const period = typeof data.period === 'string' ? data.period : (current?.period ?? '');
    if (creating || targets.length === 1) data.slug = cabinetSlug(name.trim(), period.trim());
  }
  if (data.active === true) {
    const keep = targets.map((row) => row.id);
    await strapi.db.query(UID).updateMany({
      where: keep.length > 0 ? { id: { $notIn: keep }, active: true } : { active: true },
      data: { active: false },
    });
  }
}

async function beforeDelete(event: WriteEvent) {
  const targets = await rows(event.params.where);
  if (targets.some((row) => row.active)) throw new errors.ApplicationError(CABINET_MESSAGES.deleteActive);
  const ids = targets.map((row) => row.id);
  if (ids.length === 0) return;
  const structure = await strapi.db.query(DEPARTEMEN).count({ where: { kabinet: { id: { $in: ids } } } });
  if (structure > 0) throw new errors.ApplicationError(KEEP_STRUCTURE_MESSAGE);
}

export default {
  beforeCreate: (event: WriteEvent) => beforeWrite(event, true),
  beforeUpdate: (event: WriteEvent) => beforeWrite(event, false),
  beforeDelete,
  beforeDeleteMany: beforeDelete,
};
