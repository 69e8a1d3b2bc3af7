/**
 * Cabinets: the active one and the archive (public reads), and the admin's writes (add, edit, activate, delete, save
 * the whole structure). Every write is checked whole before anything is stored, its database part runs in one
 * transaction under the cabinet's lock, and a failure leaves nothing behind. The database keeps its own two rules
 * too (src/bootstrap/cabinet-indexes.ts). See ADR 039.
 */
import type { Core } from '@strapi/strapi';
import type { Cabinet, CabinetLimits, CabinetList, CabinetMessages, CabinetSummary, Mission } from '@hmrpl/contract';
import { invalid, notFound, type FieldErrors } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { slugify } from '../../../lib/content/slug';
import { isUniquenessError, usesPostgres } from '../../../lib/strapi/database';
import { numericId, present } from '../../../lib/strapi/documents';
import { removeMedia, storeImages, validateImages, type IncomingFile } from '../../../lib/uploads/store';
import type { MediaFile } from '../../../lib/uploads/media-fields';
import {
  toCabinet,
  toCabinetSummary,
  type AnggotaEntity,
  type DepartemenEntity,
  type DivisiEntity,
  type KabinetEntity,
} from '../mappers/to-kabinet-dto';

const KABINET = 'api::kabinet.kabinet';
const DEPARTEMEN = 'api::departemen.departemen';
const DIVISI = 'api::divisi.divisi';
const ANGGOTA = 'api::anggota.anggota';

export const CABINET_LIMITS: CabinetLimits = {
  nameMax: 60,
  taglineMax: 120,
  longTextMax: 1000,
  missionsMax: 10,
  missionTitleMax: 100,
  missionTextMax: 500,
  departmentsMax: 20,
  divisionsMax: 20,
  unitNameMax: 60,
  memberTextMax: 100,
  orderMax: 500,
};

export const CABINET_MESSAGES = {
  created: 'Kabinet berhasil ditambahkan!',
  updated: 'Kabinet berhasil diperbarui!',
  activated: (name: string) => `Kabinet ${name} sekarang aktif.`,
  deleted: 'Kabinet berhasil dihapus!',
  structureSaved: 'Struktur kabinet berhasil disimpan!',
  notFound: 'Kabinet tidak ditemukan.',
  nameRequired: 'Nama kabinet wajib diisi.',
  nameTooLong: 'Nama kabinet maksimal 60 karakter.',
  periodInvalid: 'Periode harus berupa dua tahun berurutan, misalnya 2026/2027.',
  taken: 'Kabinet dengan nama dan periode ini sudah ada.',
  taglineRequired: 'Tagline wajib diisi.',
  taglineTooLong: 'Tagline maksimal 120 karakter.',
  nameMeaningRequired: 'Makna nama kabinet wajib diisi.',
  nameMeaningTooLong: 'Makna nama kabinet maksimal 1000 karakter.',
  visionRequired: 'Visi wajib diisi.',
  visionTooLong: 'Visi maksimal 1000 karakter.',
  missionsInvalid: 'Misi harus berupa daftar berisi judul dan penjelasan.',
  missionsRequired: 'Isi minimal satu misi.',
  missionsTooMany: 'Misi maksimal 10 butir.',
  missionTitleRequired: 'Judul misi wajib diisi.',
  missionTitleTooLong: 'Judul misi maksimal 100 karakter.',
  missionTextRequired: 'Penjelasan misi wajib diisi.',
  missionTextTooLong: 'Penjelasan misi maksimal 500 karakter.',
  logoRequired: 'Logo kabinet wajib diunggah.',
  oneLogoOnly: 'Unggah satu logo saja.',
  oneStructureOnly: 'Unggah satu gambar struktur organisasi saja.',
  structureAltTooLong: 'Deskripsi bagan maksimal 1000 karakter.',
  copyFromNotFound: 'Kabinet yang strukturnya disalin tidak ditemukan.',
  deleteActive: 'Kabinet yang sedang aktif tidak dapat dihapus. Aktifkan kabinet lain terlebih dahulu.',
  structureInvalid: 'Struktur harus berupa daftar departemen beserta divisinya.',
  departmentsRequired: 'Isi minimal satu departemen.',
  departmentsTooMany: 'Departemen maksimal 20.',
  divisionsTooMany: 'Divisi dalam satu departemen maksimal 20.',
  unitNameRequired: 'Nama wajib diisi.',
  unitNameTooLong: 'Nama maksimal 60 karakter.',
  departmentDuplicate: (name: string) => `Nama departemen "${name}" dipakai lebih dari sekali.`,
  divisionDuplicate: (name: string) => `Nama divisi "${name}" dipakai lebih dari sekali dalam departemen ini.`,
  departmentUnknown: 'Departemen ini bukan bagian dari kabinet ini. Muat ulang halaman lalu coba lagi.',
  divisionUnknown: 'Divisi ini bukan bagian dari departemen ini. Muat ulang halaman lalu coba lagi.',
  departmentHasMembers: (name: string) =>
    `Departemen "${name}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`,
  divisionHasMembers: (name: string) =>
    `Divisi "${name}" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.`,
} as const satisfies CabinetMessages;

/** The longest `missions` JSON text read (ten points at their longest, with room for escapes). */
const MISSIONS_JSON_MAX = 20_000;
/** A key for PostgreSQL's advisory locks on one cabinet: this base plus the cabinet's id. */
const CABINET_LOCK_BASE = 7_160_000_000;

/** The text fields of an add or an edit, as sent (multipart). Absent: unchanged on an edit. */
export interface CabinetInput {
  name?: string;
  period?: string;
  tagline?: string;
  name_meaning?: string;
  vision?: string;
  missions?: string;
  structure_alt?: string;
  copy_from?: string;
  /** '1' or 'true' on an edit: remove the chart image. */
  hapus_structure?: string;
}

export interface CabinetFiles {
  logo: IncomingFile[];
  structure: IncomingFile[];
}

/** The cleaned text fields of an add or an edit (only those sent). */
interface CabinetData {
  name?: string;
  period?: string;
  tagline?: string;
  name_meaning?: string;
  vision?: string;
  /** Stored as JSON: plain `{ title, text }` objects. */
  missions?: Array<{ [key: string]: string }>;
  structure_alt?: string;
}

/** `YYYY/YYYY` with the second year the one after the first. */
export function isPeriod(value: string): boolean {
  if (value.length !== 9 || value[4] !== '/') return false;
  const digits = (s: string) => s.length === 4 && [...s].every((c) => c >= '0' && c <= '9');
  const [from, to] = [value.slice(0, 4), value.slice(5)];
  return digits(from) && digits(to) && Number(to) === Number(from) + 1;
}

export const cabinetSlug = (name: string, period: string) => slugify(`${name} ${period}`);

const isTrue = (value: string | undefined) => value === '1' || value === 'true';

/** A required text field's cleaned value, or an error under `field`. */
function textField(
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  {
    required,
    max,
    requiredMessage,
    tooLong,
  }: { required: boolean; max: number; requiredMessage: string; tooLong: string },
): string | undefined {
  if (value === undefined) {
    if (required) errors[field] = [requiredMessage];
    return undefined;
  }
  const clean = value.trim();
  if (!clean) errors[field] = [requiredMessage];
  else if (clean.length > max) errors[field] = [tooLong];
  return clean;
}

/** `missions` (a JSON text of `{ title, text }[]`) read and checked point by point. */
function parseMissions(errors: FieldErrors, value: string | undefined, required: boolean): Mission[] | undefined {
  const M = CABINET_MESSAGES;
  if (value === undefined) {
    if (required) errors.missions = [M.missionsRequired];
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = value.length <= MISSIONS_JSON_MAX ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    errors.missions = [M.missionsInvalid];
    return undefined;
  }
  if (parsed.length === 0) errors.missions = [M.missionsRequired];
  else if (parsed.length > CABINET_LIMITS.missionsMax) errors.missions = [M.missionsTooMany];
  if (errors.missions) return undefined;
  const missions: Mission[] = [];
  parsed.forEach((item: unknown, index) => {
    const point = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (typeof point.title !== 'string' || typeof point.text !== 'string') {
      errors[`missions.${index}`] = [M.missionsInvalid];
      return;
    }
    const title = point.title.trim();
    const text = point.text.trim();
    if (!title) errors[`missions.${index}.title`] = [M.missionTitleRequired];
    else if (title.length > CABINET_LIMITS.missionTitleMax) errors[`missions.${index}.title`] = [M.missionTitleTooLong];
    if (!text) errors[`missions.${index}.text`] = [M.missionTextRequired];
    else if (text.length > CABINET_LIMITS.missionTextMax) errors[`missions.${index}.text`] = [M.missionTextTooLong];
    missions.push({ title, text });
  });
  return missions;
}

/** Checks an add (`creating`) or an edit; throws 422 with every field's error. */
export function validateCabinetInput(input: CabinetInput, files: CabinetFiles, creating: boolean) {
  const M = CABINET_MESSAGES;
  const L = CABINET_LIMITS;
  const errors: FieldErrors = {};
  const name = textField(errors, 'name', input.name, {
    required: creating,
    max: L.nameMax,
    requiredMessage: M.nameRequired,
    tooLong: M.nameTooLong,
  });
  let period: string | undefined;
  if (input.period !== undefined || creating) {
    period = (input.period ?? '').trim();
    if (!isPeriod(period)) errors.period = [M.periodInvalid];
  }
  const tagline = textField(errors, 'tagline', input.tagline, {
    required: creating,
    max: L.taglineMax,
    requiredMessage: M.taglineRequired,
    tooLong: M.taglineTooLong,
  });
  const nameMeaning = textField(errors, 'name_meaning', input.name_meaning, {
    required: creating,
    max: L.longTextMax,
    requiredMessage: M.nameMeaningRequired,
    tooLong: M.nameMeaningTooLong,
  });
  const vision = textField(errors, 'vision', input.vision, {
    required: creating,
    max: L.longTextMax,
    requiredMessage: M.visionRequired,
    tooLong: M.visionTooLong,
  });
  const missions = parseMissions(errors, input.missions, creating);
  let structureAlt: string | undefined;
  if (input.structure_alt !== undefined) {
    structureAlt = input.structure_alt.trim();
    if (structureAlt.length > L.longTextMax) errors.structure_alt = [M.structureAltTooLong];
  }
  if (creating && files.logo.length === 0) errors.logo = [M.logoRequired];
  else if (files.logo.length > 1) errors.logo = [M.oneLogoOnly];
  if (files.structure.length > 1) errors.structure = [M.oneStructureOnly];
  const copyFrom = input.copy_from?.trim() || undefined;
  if (copyFrom !== undefined && !isSlug(copyFrom)) errors.copy_from = [M.copyFromNotFound];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const data: CabinetData = {};
  if (name !== undefined) data.name = name;
  if (period !== undefined) data.period = period;
  if (tagline !== undefined) data.tagline = tagline;
  if (nameMeaning !== undefined) data.name_meaning = nameMeaning;
  if (vision !== undefined) data.vision = vision;
  if (missions !== undefined) data.missions = missions.map(({ title, text }) => ({ title, text }));
  // stored as '' when cleared (the mapper answers null)
  if (structureAlt !== undefined) data.structure_alt = structureAlt;
  return { data, copyFrom, removeStructure: !creating && isTrue(input.hapus_structure) };
}

const NEWEST_FIRST = [{ period: 'desc' as const }, { id: 'desc' as const }];
const BY_ORDER = [{ urutan: 'asc' as const }, { id: 'asc' as const }];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cabinets = () => strapi.documents(KABINET);
  const departments = () => strapi.documents(DEPARTEMEN);
  const divisions = () => strapi.documents(DIVISI);
  const members = () => strapi.documents(ANGGOTA);

  async function findEntry(filters: { id: { $eq: number } } | { slug: { $eq: string } } | { active: { $eq: true } }) {
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
      return tree(await findById(numericId(existing.id)));
    },

    /** Makes `id` the active cabinet; the one active before is not any more (one transaction). */
    async activate(id: number | null): Promise<CabinetSummary> {
      const existing = await findById(id);
      await strapi.db.transaction(async () => {
        // every row is written (no condition on `active`), so two activations at once wait for each other and the
        // later one leaves exactly its own cabinet active
        await strapi.db.query(KABINET).updateMany({ where: { id: { $notNull: true } }, data: { active: false } });
        await strapi.db.query(KABINET).update({ where: { id: numericId(existing.id) }, data: { active: true } });
      });
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
      });
      return tree(await findById(cabinetId));
    },
  };
};

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

export type KabinetService = ReturnType<typeof import('./kabinet').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::kabinet.kabinet': KabinetService;
  }
}
