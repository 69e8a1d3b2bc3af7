/**
 * Saving a cabinet's whole ordered structure: kept entries renamed and reordered, new ones made, missing ones removed
 * unless they still have members (422 naming them); checked and written under the cabinet's lock in one transaction,
 * all or nothing. See ADR 039.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet } from '@hmrpl/contract';
import { invalid, type FieldErrors } from '../../../lib/http/errors';
import { numericId } from '../../../lib/strapi/documents';
import type { AnggotaEntity } from '../mappers/to-kabinet-dto';
import { CABINET_MESSAGES } from '../../../lib/content/cabinet-rules';
import { validateStructure } from '../rules/structure-input';
import type { CabinetStore } from './cabinet-store';

export function structureWrites(strapi: Core.Strapi, store: CabinetStore) {
  const { departments, divisions, findById, tree, lockCabinet, departmentsOf, divisionsOf, membersOf } = store;

  return {
    /**
     * The whole ordered structure: entries with an id (of this cabinet) are kept and renamed, new ones made, the
     * missing ones removed, unless they still have members (422 naming them). All or nothing.
     */
    async saveStructure(id: number | null, body: unknown): Promise<Cabinet> {
      const existing = await findById(id);
      const cabinetId = numericId(existing.id);
      const wanted = validateStructure(body);
      await strapi.db.transaction(async ({ trx }) => {
        await lockCabinet(trx, cabinetId);
        const depts = await departmentsOf(cabinetId);
        const deptIds = depts.map((d) => numericId(d.id));
        const [divs, people] = await Promise.all([divisionsOf(deptIds), membersOf(deptIds)]);
        const errors: FieldErrors = {};
        const deptById = new Map(depts.map((d) => [numericId(d.id), d]));
        const divById = new Map(divs.map((d) => [numericId(d.id), d]));
        wanted.forEach((dept, i) => {
          if (dept.id !== undefined && !deptById.has(dept.id))
            errors[`departments.${i}.id`] = [CABINET_MESSAGES.departmentUnknown];
          dept.divisions.forEach((div, j) => {
            const found = div.id === undefined ? undefined : divById.get(div.id);
            if (
              div.id !== undefined &&
              (!found || dept.id === undefined || numericId(found.departemen?.id ?? 0) !== dept.id)
            )
              errors[`departments.${i}.divisions.${j}.id`] = [CABINET_MESSAGES.divisionUnknown];
          });
        });
        const keptDepts = new Set(wanted.flatMap((d) => (d.id === undefined ? [] : [d.id])));
        const keptDivs = new Set(wanted.flatMap((d) => d.divisions.flatMap((v) => (v.id === undefined ? [] : [v.id]))));
        const goneDepts = depts.filter((d) => !keptDepts.has(numericId(d.id)));
        const goneDivs = divs.filter((d) => !keptDivs.has(numericId(d.id)));
        const place = (m: AnggotaEntity) => ({
          dept: numericId(m.departemen?.id ?? 0),
          div: m.divisi?.id === undefined || m.divisi === null ? null : numericId(m.divisi.id),
        });
        for (const dept of goneDepts) {
          if (people.some((m) => place(m).dept === numericId(dept.id)))
            (errors.departments ??= []).push(CABINET_MESSAGES.departmentHasMembers(dept.name ?? ''));
        }
        for (const div of goneDivs) {
          if (goneDepts.some((d) => numericId(d.id) === numericId(div.departemen?.id ?? 0))) continue;
          if (people.some((m) => place(m).div === numericId(div.id)))
            (errors.departments ??= []).push(CABINET_MESSAGES.divisionHasMembers(div.name ?? ''));
        }
        if (Object.keys(errors).length > 0) throw invalid(errors);

        for (const div of goneDivs) await divisions().delete({ documentId: div.documentId! });
        for (const dept of goneDepts) await departments().delete({ documentId: dept.documentId! });
        for (const [i, dept] of wanted.entries()) {
          let deptId = dept.id;
          if (deptId === undefined) {
            const created = await departments().create({ data: { name: dept.name, urutan: i, kabinet: cabinetId } });
            deptId = numericId(created.id);
          } else {
            const current = deptById.get(deptId)!;
            if (current.name !== dept.name || current.urutan !== i)
              await departments().update({ documentId: current.documentId!, data: { name: dept.name, urutan: i } });
          }
          for (const [j, div] of dept.divisions.entries()) {
            if (div.id === undefined) {
              await divisions().create({ data: { name: div.name, urutan: j, departemen: deptId } });
            } else {
              const current = divById.get(div.id)!;
              if (current.name !== div.name || current.urutan !== j)
                await divisions().update({ documentId: current.documentId!, data: { name: div.name, urutan: j } });
            }
          }
        }
        // a new structure is a new version of the cabinet (its `updated_at`; ADR 087)
        await strapi.db.query('api::kabinet.kabinet').update({ where: { id: cabinetId }, data: {} });
      });
      return tree(await findById(cabinetId));
    },
  };
}
