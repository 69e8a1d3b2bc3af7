/** Kabinet, departemen, divisi and anggota entries -> the contract's Cabinet tree. */
import type { Cabinet, CabinetSummary, Department, Member, Mission } from '@hmrpl/contract';
import { imageFormatsOf, storagePathOf, type MediaFile } from '../../../lib/uploads/media-fields';
import { isoDate, numericId, type Entry } from '../../../lib/strapi/documents';

export type KabinetEntity = Entry<'api::kabinet.kabinet'>;
export type DepartemenEntity = Entry<'api::departemen.departemen'>;
export type DivisiEntity = Entry<'api::divisi.divisi'>;
export type AnggotaEntity = Entry<'api::anggota.anggota'>;

/** A related entry as read with `populate: { x: { fields: [...] } }`: only its id matters here. */
type Related = { id?: number | string } | null | undefined;
const relatedId = (value: unknown): number | null => {
  const id = (value as Related)?.id;
  return id === undefined || id === null ? null : numericId(id);
};

const formatsOf = (file: MediaFile | null | undefined) => (file ? imageFormatsOf(file) : undefined);

/** The stored missions, keeping only well-formed points (a value typed in /cms may be anything). */
function missionsOf(value: unknown): Mission[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    item && typeof item === 'object' && typeof item.title === 'string' && typeof item.text === 'string'
      ? [{ title: item.title, text: item.text }]
      : [],
  );
}

export function toMember(entry: AnggotaEntity): Member {
  const formats = formatsOf(entry.image);
  return {
    id: numericId(entry.id),
    nama: entry.nama ?? '',
    jabatan: entry.jabatan ?? '',
    image_path: entry.image ? storagePathOf(entry.image.url) : null,
    ...(formats ? { image_formats: formats } : {}),
    is_head: entry.is_head === true,
    urutan: entry.urutan ?? 0,
    updated_at: isoDate(entry.updatedAt ?? entry.createdAt),
  };
}

export function toCabinetSummary(entry: KabinetEntity): CabinetSummary {
  return {
    id: numericId(entry.id),
    slug: entry.slug ?? '',
    name: entry.name ?? '',
    period: entry.period ?? '',
    logo_path: entry.logo ? storagePathOf(entry.logo.url) : '',
    active: entry.active === true,
  };
}

const byOrder = <T extends { urutan?: number | null; id?: number | string }>(a: T, b: T) =>
  (a.urutan ?? 0) - (b.urutan ?? 0) || numericId(a.id ?? 0) - numericId(b.id ?? 0);

/** The member's department and division ids, as read with those relations populated. */
export const memberPlace = (entry: AnggotaEntity) => ({
  departmentId: relatedId(entry.departemen),
  divisionId: relatedId(entry.divisi),
});

/**
 * The whole cabinet: departments in order, each with its head (the first member marked head and in no division),
 * its members in no division, and its divisions in order with their members (each group by `urutan`, then id).
 */
export function toCabinet(
  entry: KabinetEntity,
  departments: DepartemenEntity[],
  divisions: DivisiEntity[],
  members: AnggotaEntity[],
): Cabinet {
  const membersOf = (departmentId: number, divisionId: number | null) =>
    members
      .filter((m) => {
        const place = memberPlace(m);
        return place.departmentId === departmentId && place.divisionId === divisionId;
      })
      .sort(byOrder);

  const tree: Department[] = [...departments].sort(byOrder).map((department) => {
    const id = numericId(department.id);
    const loose = membersOf(id, null);
    const head = loose.find((m) => m.is_head === true) ?? null;
    return {
      id,
      name: department.name ?? '',
      head: head ? toMember(head) : null,
      members: loose.filter((m) => m !== head).map(toMember),
      divisions: divisions
        .filter((division) => relatedId(division.departemen) === id)
        .sort(byOrder)
        .map((division) => ({
          id: numericId(division.id),
          name: division.name ?? '',
          members: membersOf(id, numericId(division.id)).map(toMember),
        })),
    };
  });

  const logoFormats = formatsOf(entry.logo);
  const structureFormats = formatsOf(entry.structure);
  return {
    ...toCabinetSummary(entry),
    tagline: entry.tagline ?? '',
    name_meaning: entry.name_meaning ?? '',
    vision: entry.vision ?? '',
    missions: missionsOf(entry.missions),
    ...(logoFormats ? { logo_formats: logoFormats } : {}),
    structure_path: entry.structure ? storagePathOf(entry.structure.url) : null,
    ...(structureFormats ? { structure_formats: structureFormats } : {}),
    structure_width: entry.structure?.width ?? null,
    structure_height: entry.structure?.height ?? null,
    structure_alt: entry.structure_alt?.trim() ? entry.structure_alt : null,
    designed_cards: entry.designed_cards === true,
    departments: tree,
    updated_at: isoDate(entry.updatedAt ?? entry.createdAt),
  };
}
