/**
 * A cabinet's reads the service's routes share: the entry by id, slug or `active`, its departments, divisions and
 * members, the whole tree (the contract's Cabinet), the cabinet's write lock and copying a structure. See ADR 039.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet } from '@hmrpl/contract';
import { notFound } from '../../../lib/http/errors';
import { usesPostgres } from '../../../lib/strapi/database';
import { numericId } from '../../../lib/strapi/documents';
import {
  toCabinet,
  type AnggotaEntity,
  type DepartemenEntity,
  type DivisiEntity,
  type KabinetEntity,
} from '../mappers/to-kabinet-dto';
import { CABINET_MESSAGES } from '../../../lib/content/cabinet-rules';

export const KABINET = 'api::kabinet.kabinet';
const DEPARTEMEN = 'api::departemen.departemen';
const DIVISI = 'api::divisi.divisi';
const ANGGOTA = 'api::anggota.anggota';
/**
 * The cabinets every visitor may see: the active one and those that were active before (ADR 062). One that has never
 * been active (the next one, being prepared) is in no public answer.
 */
export const PUBLIC_CABINETS = {
  $or: [{ active: { $eq: true } }, { activated_at: { $notNull: true } }],
};

/** A key for PostgreSQL's advisory locks on one cabinet: this base plus the cabinet's id. */
const CABINET_LOCK_BASE = 7_160_000_000;

const BY_ORDER = [{ urutan: 'asc' as const }, { id: 'asc' as const }];

/** The cabinet tables and their shared reads, bound to one Strapi. */
export function cabinetStore(strapi: Core.Strapi) {
  const cabinets = () => strapi.documents(KABINET);
  const departments = () => strapi.documents(DEPARTEMEN);
  const divisions = () => strapi.documents(DIVISI);
  const members = () => strapi.documents(ANGGOTA);

  async function findEntry(
    filters:
      | { id: { $eq: number } }
      | { slug: { $eq: string } }
      | { active: { $eq: true } }
      | { $and: [typeof PUBLIC_CABINETS, { slug: { $eq: string } }] },
  ) {
    return (await cabinets().findFirst({ filters, populate: { logo: true, structure: true } })) ?? null;
  }

  async function findById(id: number | null): Promise<KabinetEntity> {
    const entry = id ? await findEntry({ id: { $eq: id } }) : null;
    if (!entry?.documentId) throw notFound(CABINET_MESSAGES.notFound);
    return entry;
  }

  async function departmentsOf(cabinetId: number): Promise<DepartemenEntity[]> {
    return departments().findMany({
      filters: { kabinet: { id: { $eq: cabinetId } } },
      fields: ['name', 'urutan'],
      sort: BY_ORDER,
      limit: 1000,
    });
  }

  async function divisionsOf(departmentIds: number[]): Promise<DivisiEntity[]> {
    if (departmentIds.length === 0) return [];
    return divisions().findMany({
      filters: { departemen: { id: { $in: departmentIds } } },
      fields: ['name', 'urutan'],
      populate: { departemen: { fields: ['name'] } },
      sort: BY_ORDER,
      limit: 10_000,
    });
  }

  async function membersOf(departmentIds: number[]): Promise<AnggotaEntity[]> {
    if (departmentIds.length === 0) return [];
    return members().findMany({
      filters: { departemen: { id: { $in: departmentIds } } },
      populate: { image: true, departemen: { fields: ['name'] }, divisi: { fields: ['name'] } },
      sort: BY_ORDER,
      limit: 10_000,
    });
  }

  async function tree(entry: KabinetEntity): Promise<Cabinet> {
    const depts = await departmentsOf(numericId(entry.id));
    const ids = depts.map((d) => numericId(d.id));
    const [divs, people] = await Promise.all([divisionsOf(ids), membersOf(ids)]);
    return toCabinet(entry, depts, divs, people);
  }

  /** Inside a transaction: the cabinet's lock (PostgreSQL; SQLite serialises writers itself), held until it ends. */
  async function lockCabinet(trx: { raw(sql: string, bindings: unknown[]): Promise<unknown> }, cabinetId: number) {
    if (usesPostgres(strapi)) await trx.raw('SELECT pg_advisory_xact_lock(?)', [CABINET_LOCK_BASE + cabinetId]);
  }

  async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const found = await cabinets().findFirst({ filters: { slug: { $eq: slug } }, fields: ['slug'] });
    return Boolean(found && numericId(found.id) !== exceptId);
  }

  /** Copies `sourceId`'s departments and divisions (names and order, no members) into `targetId`. */
  async function copyStructure(sourceId: number, targetId: number) {
    const depts = await departmentsOf(sourceId);
    const divs = await divisionsOf(depts.map((d) => numericId(d.id)));
    for (const dept of depts) {
      const created = await departments().create({
        data: { name: dept.name ?? '', urutan: dept.urutan ?? 0, kabinet: targetId },
      });
      for (const div of divs.filter((d) => numericId(d.departemen?.id ?? 0) === numericId(dept.id))) {
        await divisions().create({
          data: { name: div.name ?? '', urutan: div.urutan ?? 0, departemen: numericId(created.id) },
        });
      }
    }
  }

  return {
    cabinets,
    departments,
    divisions,
    members,
    findEntry,
    findById,
    departmentsOf,
    divisionsOf,
    membersOf,
    tree,
    lockCabinet,
    slugTaken,
    copyStructure,
  };
}

export type CabinetStore = ReturnType<typeof cabinetStore>;
