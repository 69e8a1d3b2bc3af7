/**
 * A cabinet's own writes: add (optionally copying another one's structure), edit, activate, delete with its structure,
 * members and files. Each is checked whole first, its database part runs in one transaction, and files stored for a
 * write that fails are removed again. See ADR 039.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet, CabinetSummary } from '@hmrpl/contract';
import { invalid } from '../../../lib/http/errors';
import { isUniquenessError } from '../../../lib/strapi/database';
import { numericId, present } from '../../../lib/strapi/documents';
import { removeMedia, storeImages, validateImages } from '../../../lib/uploads/store';
import type { MediaFile } from '../../../lib/uploads/media-fields';
import { toCabinetSummary } from '../mappers/to-kabinet-dto';
import { CABINET_MESSAGES, cabinetSlug } from '../../../lib/content/cabinet-rules';
import { validateCabinetInput, type CabinetFiles, type CabinetInput } from '../rules/cabinet-input';
import { KABINET, type CabinetStore } from './cabinet-store';
import type { handoverStore } from './handover';

export function cabinetWrites(strapi: Core.Strapi, store: CabinetStore, handover: ReturnType<typeof handoverStore>) {
  const { cabinets, departments, divisions, members, findEntry, findById, tree, lockCabinet, slugTaken } = store;
  const { departmentsOf, divisionsOf, membersOf, copyStructure } = store;

  /** Stores the logo and chart files sent (after validating them); answers what was stored. */
  async function storeFiles(files: CabinetFiles): Promise<{ logo?: MediaFile; structure?: MediaFile }> {
    const [logoImage] = await validateImages(files.logo, { field: 'logo' });
    const [structureImage] = await validateImages(files.structure, { field: 'structure' });
    const stored: { logo?: MediaFile; structure?: MediaFile } = {};
    try {
      if (logoImage) [stored.logo] = await storeImages(strapi, [logoImage], { prefix: 'kabinet', field: 'logo' });
      if (structureImage)
        [stored.structure] = await storeImages(strapi, [structureImage], { prefix: 'kabinet', field: 'structure' });
    } catch (error) {
      await removeMedia(strapi, [stored.logo, stored.structure]);
      throw error;
    }
    return stored;
  }

  return {
    /** A new cabinet (not active), optionally starting with another one's departments and divisions. */
    async create(input: CabinetInput, files: CabinetFiles): Promise<Cabinet> {
      const { data, copyFrom } = validateCabinetInput(input, files, true);
      const name = present(data.name, 'name');
      const period = present(data.period, 'period');
      const slug = cabinetSlug(name, period);
      const source = copyFrom ? await findEntry({ slug: { $eq: copyFrom } }) : null;
      if (copyFrom && !source) throw invalid({ copy_from: [CABINET_MESSAGES.copyFromNotFound] });
      if (await slugTaken(slug)) throw invalid({ name: [CABINET_MESSAGES.taken] });
      const stored = await storeFiles(files);
      try {
        const created = await strapi.db.transaction(async () => {
          const entry = await cabinets().create({
            data: {
              ...data,
              name,
              period,
              slug,
              active: false,
              logo: stored.logo?.id,
              ...(stored.structure ? { structure: stored.structure.id } : {}),
            },
          });
          if (source) await copyStructure(numericId(source.id), numericId(entry.id));
          return entry;
        });
        return tree(await findById(numericId(created.id)));
      } catch (error) {
        await removeMedia(strapi, [stored.logo, stored.structure]);
        if (isUniquenessError(error)) throw invalid({ name: [CABINET_MESSAGES.taken] });
        throw error;
      }
    },

    /** Changes the fields sent; a new logo or chart replaces the old file once saved. */
    async update(id: number | null, input: CabinetInput, files: CabinetFiles): Promise<Cabinet> {
      const existing = await findById(id);
      const { data, removeStructure } = validateCabinetInput(input, files, false);
      const name = data.name ?? existing.name ?? '';
      const period = data.period ?? existing.period ?? '';
      const slug = cabinetSlug(name, period);
      if (slug !== existing.slug && (await slugTaken(slug, numericId(existing.id))))
        throw invalid({ name: [CABINET_MESSAGES.taken] });
      const stored = await storeFiles(files);
      const replaced: Array<MediaFile | null | undefined> = [];
      if (stored.logo) replaced.push(existing.logo);
      if (stored.structure || removeStructure) replaced.push(existing.structure);
      try {
        await cabinets().update({
          documentId: existing.documentId!,
          data: {
            ...data,
            slug,
            ...(stored.logo ? { logo: stored.logo.id } : {}),
            ...(stored.structure ? { structure: stored.structure.id } : removeStructure ? { structure: null } : {}),
          },
        });
      } catch (error) {
        await removeMedia(strapi, [stored.logo, stored.structure]);
        if (isUniquenessError(error)) throw invalid({ name: [CABINET_MESSAGES.taken] });
        throw error;
      }
      await removeMedia(strapi, replaced);
      // the texts were checked and saved: the handover's "Edit" step (ADR 067)
      await handover.mark('teks', numericId(existing.id));
      return tree(await findById(numericId(existing.id)));
    },

    /**
     * Makes `id` the active cabinet; the one active before is not any more (one transaction). From its first activation
     * on, a cabinet is public for good: the archive (ADR 062).
     */
    async activate(id: number | null): Promise<CabinetSummary> {
      const existing = await findById(id);
      // the cabinet being prepared becomes active: its handover is complete (ADR 067)
      const wasPreparing = (await handover.preparing())?.id === numericId(existing.id);
      await strapi.db.transaction(async () => {
        // every row is written (no condition on `active`), so two activations at once wait for each other and the
        // later one leaves exactly its own cabinet active
        await strapi.db.query(KABINET).updateMany({ where: { id: { $notNull: true } }, data: { active: false } });
        await strapi.db.query(KABINET).update({
          where: { id: numericId(existing.id) },
          data: { active: true, activated_at: existing.activated_at ?? new Date().toISOString() },
        });
      });
      if (wasPreparing) await handover.mark('aktifkan', numericId(existing.id));
      return toCabinetSummary({ ...(await findById(numericId(existing.id))) });
    },

    /** Deletes a cabinet that is not active, with its structure, its members and their files. */
    async remove(id: number | null): Promise<void> {
      const existing = await findById(id);
      if (existing.active) throw invalid({ id: [CABINET_MESSAGES.deleteActive] });
      const files: Array<MediaFile | null | undefined> = [existing.logo, existing.structure];
      await strapi.db.transaction(async ({ trx }) => {
        await lockCabinet(trx, numericId(existing.id));
        // read again under the lock: activated meanwhile?
        const now = await findById(numericId(existing.id));
        if (now.active) throw invalid({ id: [CABINET_MESSAGES.deleteActive] });
        const depts = await departmentsOf(numericId(existing.id));
        const ids = depts.map((d) => numericId(d.id));
        const [divs, people] = await Promise.all([divisionsOf(ids), membersOf(ids)]);
        for (const person of people) {
          files.push(person.image);
          await members().delete({ documentId: person.documentId! });
        }
        for (const div of divs) await divisions().delete({ documentId: div.documentId! });
        for (const dept of depts) await departments().delete({ documentId: dept.documentId! });
        await cabinets().delete({ documentId: existing.documentId! });
      });
      await removeMedia(strapi, files);
    },
  };
}
