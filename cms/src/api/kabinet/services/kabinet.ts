/**
 * Cabinets: the active one and the archive (public reads), and the admin's writes (add, edit, activate, delete, save
 * the whole structure: store/, checked first by rules/), each in one transaction under the cabinet's lock, leaving
 * nothing behind when it fails. The database keeps its own two rules too (src/bootstrap/cabinet-indexes.ts). ADR 039.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet, CabinetList } from '@hmrpl/contract';
import { notFound } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { toCabinetSummary } from '../mappers/to-kabinet-dto';
import { CABINET_MESSAGES } from '../../../lib/content/cabinet-rules';
import { cabinetStore } from '../store/cabinet-store';
import { cabinetWrites } from '../store/cabinet-writes';
import { structureWrites } from '../store/save-structure';

const NEWEST_FIRST = [{ period: 'desc' as const }, { id: 'desc' as const }];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = cabinetStore(strapi);
  const { cabinets, findEntry, tree, lockCabinet } = store;
  const writes = cabinetWrites(strapi, store);
  const structure = structureWrites(strapi, store);

  return {
    tree,
    lockCabinet,

    /** The active cabinet, or null when there is none (the pages then show no cabinet). */
    async activeOrNull(): Promise<Cabinet | null> {
      const entry = await findEntry({ active: { $eq: true } });
      return entry ? tree(entry) : null;
    },

    async active(): Promise<Cabinet> {
      const entry = await findEntry({ active: { $eq: true } });
      if (!entry) throw notFound(CABINET_MESSAGES.notFound);
      return tree(entry);
    },

    async bySlug(slug: string): Promise<Cabinet> {
      // a value no slug can have is answered without a query
      const entry = isSlug(slug) ? await findEntry({ slug: { $eq: slug } }) : null;
      if (!entry) throw notFound(CABINET_MESSAGES.notFound);
      return tree(entry);
    },

    async list(): Promise<CabinetList> {
      const rows = await cabinets().findMany({ sort: NEWEST_FIRST, populate: { logo: true }, limit: 1000 });
      return { data: rows.map(toCabinetSummary) };
    },

    create: writes.create,
    update: writes.update,
    activate: writes.activate,
    remove: writes.remove,
    saveStructure: structure.saveStructure,
  };
};

export type KabinetService = ReturnType<typeof import('./kabinet').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::kabinet.kabinet': KabinetService;
  }
}
