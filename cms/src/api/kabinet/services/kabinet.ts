/**
 * Cabinets: the active one and the archive (public reads: only cabinets that were ever active, ADR 062), every cabinet
 * for admins and through a cabinet's preview link, and the admin's writes (add, edit, activate, delete, save the whole
 * structure: store/, checked first by rules/), each in one transaction under the cabinet's lock, leaving nothing
 * behind when it fails. The database keeps its own two rules too (src/bootstrap/cabinet-indexes.ts). ADR 039.
 */
import type { Core } from '@strapi/strapi';
import type {
  AdminCabinetList,
  AdminCabinetResponse,
  Cabinet,
  CabinetList,
  PreviewLinkResponse,
} from '@hmrpl/contract';
import { notFound } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { csrfSecret } from '../../../lib/auth/csrf';
import { numericId } from '../../../lib/strapi/documents';
import {
  PREVIEW_LINK_DAYS,
  makePreviewToken,
  previewKey,
  previewTokenOpens,
  type PreviewSubject,
} from '../../../lib/cache/preview-token';
import { toCabinetSummary, type KabinetEntity } from '../mappers/to-kabinet-dto';
import { CABINET_MESSAGES } from '../../../lib/content/cabinet-rules';
import { PUBLIC_CABINETS, cabinetStore } from '../store/cabinet-store';
import { cabinetWrites } from '../store/cabinet-writes';
import { structureWrites } from '../store/save-structure';
import { handoverStore } from '../store/handover';

const NEWEST_FIRST = [{ period: 'desc' as const }, { id: 'desc' as const }];
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a cabinet's preview link is bound to: the cabinet at its slug (a rename ends the link). */
const previewSubject = (entry: KabinetEntity): PreviewSubject => ({
  kind: 'kabinet',
  id: numericId(entry.id),
  slug: entry.slug ?? '',
  state: '',
  epoch: 0,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = cabinetStore(strapi);
  const { cabinets, findEntry, findById, tree, lockCabinet } = store;
  const handover = handoverStore(strapi, store);
  const writes = cabinetWrites(strapi, store, handover);
  const structure = structureWrites(strapi, store);
  const previewSigningKey = () => previewKey(csrfSecret(strapi));

  async function summaries(filters?: typeof PUBLIC_CABINETS): Promise<CabinetList> {
    const rows = await cabinets().findMany({
      ...(filters ? { filters } : {}),
      sort: NEWEST_FIRST,
      populate: { logo: true },
      limit: 1000,
    });
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

    /**
     * A public cabinet by its slug; one that was never active only through its own preview link (then marked as a
     * preview), else 404 like an unknown slug (nothing about it is told).
     */
    async bySlug(slug: string, previewToken?: unknown): Promise<Cabinet> {
      // a value no slug can have is answered without a query
      if (!isSlug(slug)) throw notFound(CABINET_MESSAGES.notFound);
      const found = await findEntry({ $and: [PUBLIC_CABINETS, { slug: { $eq: slug } }] });
      if (found) return tree(found);
      const hidden = previewToken === undefined ? null : await findEntry({ slug: { $eq: slug } });
      if (hidden && previewTokenOpens(previewSigningKey(), previewToken, previewSubject(hidden), new Date()))
        return { ...(await tree(hidden)), preview: true };
      throw notFound(CABINET_MESSAGES.notFound);
    },

    /** GET /api/kabinet: the public cabinets (those that were ever active), newest period first. */
    list: () => summaries(PUBLIC_CABINETS),

    /** GET /api/admin/kabinet: every cabinet, the one being prepared included and marked (ADR 065, 067). */
    async adminList(): Promise<AdminCabinetList> {
      const preparingId = (await handover.preparing())?.id;
      const { data } = await summaries();
      return { data: data.map((summary) => ({ ...summary, preparing: summary.id === preparingId })) };
    },

    /** GET /api/admin/kabinet/:id: one cabinet, whole, whether public or not. */
    async adminById(id: number | null): Promise<AdminCabinetResponse> {
      const cabinet = await tree(await findById(id));
      return { data: { ...cabinet, preparing: (await handover.preparing())?.id === cabinet.id } };
    },

    /** POST /api/admin/kabinet/{id}/pratinjau: its page for whoever holds the link, for 7 days or until it is renamed. */
    async previewLink(id: number | null): Promise<PreviewLinkResponse> {
      const entry = await findById(id);
      const token = makePreviewToken(
        previewSigningKey(),
        previewSubject(entry),
        new Date(Date.now() + PREVIEW_LINK_DAYS * DAY_MS),
      );
      return { url: `/tentang/kabinet/${encodeURIComponent(entry.slug ?? '')}?pratinjau=${token}` };
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
