/**
 * Cabinets: the active one and the archive (public reads), and the admin's writes (add, edit, activate, delete, save
 * the whole structure: store/, checked first by rules/), each in one transaction under the cabinet's lock, leaving
 * nothing behind when it fails. The database keeps its own two rules too (src/bootstrap/cabinet-indexes.ts). ADR 039.
 */
import type { Core } from '@strapi/strapi';
import type { AdminCabinetList, AdminCabinetResponse, Cabinet, CabinetList } from '@hmrpl/contract';
import { notFound } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { toCabinetSummary } from '../mappers/to-kabinet-dto';
import { CABINET_MESSAGES } from '../../../lib/content/cabinet-rules';
import { cabinetStore } from '../store/cabinet-store';
import { cabinetWrites } from '../store/cabinet-writes';
import { structureWrites } from '../store/save-structure';
import { handoverStore } from '../store/handover';

const NEWEST_FIRST = [{ period: 'desc' as const }, { id: 'desc' as const }];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = cabinetStore(strapi);
  const { cabinets, findEntry, findById, tree, lockCabinet } = store;
  const handover = handoverStore(strapi, store);
  const writes = cabinetWrites(strapi, store, handover);
  const structure = structureWrites(strapi, store);

  async function list(): Promise<CabinetList> {
    const rows = await cabinets().findMany({ sort: NEWEST_FIRST, populate: { logo: true }, limit: 1000 });
    return { data: rows.map(toCabinetSummary) };
  }

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

    list,

    /** GET /api/admin/kabinet: every cabinet, the one being prepared marked (ADR 065, 067). */
    async adminList(): Promise<AdminCabinetList> {
      const preparingId = (await handover.preparing())?.id;
      const { data } = await list();
      return { data: data.map((summary) => ({ ...summary, preparing: summary.id === preparingId })) };
    },

    /** GET /api/admin/kabinet/:id: one cabinet, whole, whether public or not. */
    async adminById(id: number | null): Promise<AdminCabinetResponse> {
      const cabinet = await tree(await findById(id));
      return { data: { ...cabinet, preparing: (await handover.preparing())?.id === cabinet.id } };
    },

    create: writes.create,
    update: writes.update,
    activate: writes.activate,
    remove: writes.remove,

    async saveStructure(id: number | null, body: unknown): Promise<Cabinet> {
      const saved = await structure.saveStructure(id, body);
      await handover.mark('struktur', saved.id);
      return saved;
    },

    /** The handover checklist (GET /api/admin/serah-terima), a step reviewed, a step marked by another save. */
    handover: handover.state,
    reviewHandover: handover.review,
    markHandover: handover.mark,
  };
};

export type KabinetService = ReturnType<typeof import('./kabinet').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::kabinet.kabinet': KabinetService;
  }
}
