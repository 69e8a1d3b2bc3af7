/**
 * The structure body (the ordered departments and their divisions) checked whole: shapes, names, limits,
 * duplicates. Whether the ids belong to the cabinet is checked when it is saved (store/save-structure.ts). ADR 039.
 */
import { invalid, type FieldErrors } from '../../../lib/http/errors';
import { CABINET_LIMITS, CABINET_MESSAGES } from '../../../lib/content/cabinet-rules';

interface WantedDepartment {
  id?: number;
  name: string;
  divisions: Array<{ id?: number; name: string }>;
}

const optionalId = (value: unknown): number | undefined | null =>
  value === undefined || value === null
    ? undefined
    : Number.isSafeInteger(value) && (value as number) > 0
      ? (value as number)
      : null;

/** The structure body checked whole: shapes, names, limits, duplicates. Throws 422 with every error. */
export function validateStructure(body: unknown): WantedDepartment[] {
  const M = CABINET_MESSAGES;
  const L = CABINET_LIMITS;
  const list = (body as { departments?: unknown } | null)?.departments;
  if (!Array.isArray(list)) throw invalid({ departments: [M.structureInvalid] });
  if (list.length === 0) throw invalid({ departments: [M.departmentsRequired] });
  if (list.length > L.departmentsMax) throw invalid({ departments: [M.departmentsTooMany] });
  const errors: FieldErrors = {};
  const name = (value: unknown, field: string): string => {
    if (typeof value !== 'string' || !value.trim()) {
      errors[field] = [M.unitNameRequired];
      return '';
    }
    const clean = value.trim();
    if (clean.length > L.unitNameMax) errors[field] = [M.unitNameTooLong];
    return clean;
  };
  const seenDepts = new Set<string>();
  const seenIds = { dept: new Set<number>(), div: new Set<number>() };
  const wanted = list.map((raw: unknown, i): WantedDepartment => {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const id = optionalId(item.id);
    if (id === null || (id !== undefined && seenIds.dept.has(id)))
      errors[`departments.${i}.id`] = [M.departmentUnknown];
    else if (id !== undefined) seenIds.dept.add(id);
    const deptName = name(item.name, `departments.${i}.name`);
    if (deptName && seenDepts.has(deptName.toLowerCase()))
      errors[`departments.${i}.name`] = [M.departmentDuplicate(deptName)];
    seenDepts.add(deptName.toLowerCase());
    const rawDivisions = item.divisions ?? [];
    if (!Array.isArray(rawDivisions)) {
      errors[`departments.${i}.divisions`] = [M.structureInvalid];
      return { id: id ?? undefined, name: deptName, divisions: [] };
    }
    if (rawDivisions.length > L.divisionsMax) errors[`departments.${i}.divisions`] = [M.divisionsTooMany];
    const seenDivs = new Set<string>();
    const divisions = rawDivisions.slice(0, L.divisionsMax).map((rawDiv: unknown, j) => {
      const div = (rawDiv && typeof rawDiv === 'object' ? rawDiv : {}) as Record<string, unknown>;
      const divId = optionalId(div.id);
      const field = `departments.${i}.divisions.${j}`;
      if (divId === null || (divId !== undefined && seenIds.div.has(divId)))
        errors[`${field}.id`] = [M.divisionUnknown];
      else if (divId !== undefined) seenIds.div.add(divId);
      const divName = name(div.name, `${field}.name`);
      if (divName && seenDivs.has(divName.toLowerCase())) errors[`${field}.name`] = [M.divisionDuplicate(divName)];
      seenDivs.add(divName.toLowerCase());
      return { id: divId ?? undefined, name: divName };
    });
    return { id: id ?? undefined, name: deptName, divisions };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return wanted;
}
