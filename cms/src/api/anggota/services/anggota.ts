/**
 * A cabinet's members: add, edit, delete, and the order within a group. Each write is checked whole first (texts,
 * the department and division it names, the one-head rule, the portrait's type and size); the portrait is stored
 * only then, and deleted again when the database part fails, so a refused or failed save leaves no file behind.
 * The database part runs in one transaction holding the cabinet's lock (the kabinet service), so it cannot meet a
 * structure change half-way. A name and a post lose the invisible and direction characters an aspiration loses
 * (src/lib/content/invisible.ts).
 */
import type { Core } from '@strapi/strapi';
import type { Member, MemberMessages } from '@hmrpl/contract';
import { HttpError, invalid, notFound, type FieldErrors } from '../../../lib/http/errors';
import {
  checkMemberImport,
  firstImportError,
  importErrors,
  type ImportDepartment,
} from '../../../lib/content/member-import';
import { numericId, serviceOf } from '../../../lib/strapi/documents';
import { removeMedia, storeImages, validateImages, type IncomingFile } from '../../../lib/uploads/store';
import { memberPlace, toMember, type AnggotaEntity } from '../../kabinet/mappers/to-kabinet-dto';
import { CABINET_LIMITS } from '../../../lib/content/cabinet-rules';
import { withoutInvisibleCharacters } from '../../../lib/content/invisible';
import { moveToTrash } from '../../../lib/trash/trash';

const ANGGOTA = 'api::anggota.anggota';
const DEPARTEMEN = 'api::departemen.departemen';
const DIVISI = 'api::divisi.divisi';

export const MEMBER_MESSAGES = {
  created: 'Anggota berhasil ditambahkan!',
  updated: 'Anggota berhasil diperbarui!',
  deleted: 'Anggota berhasil dihapus!',
  ordered: 'Urutan berhasil disimpan!',
  notFound: 'Anggota tidak ditemukan.',
  kabinetRequired: 'Pilih kabinet.',
  kabinetUnknown: 'Kabinet tidak ditemukan.',
  departmentRequired: 'Pilih departemen.',
  departmentUnknown: 'Departemen tidak ditemukan di kabinet ini.',
  divisionUnknown: 'Divisi tidak ditemukan di departemen ini.',
  namaRequired: 'Nama wajib diisi.',
  namaTooLong: 'Nama maksimal 100 karakter.',
  jabatanRequired: 'Jabatan wajib diisi.',
  jabatanTooLong: 'Jabatan maksimal 100 karakter.',
  isHeadInvalid: 'Tanda kepala departemen tidak valid.',
  headInDivision: 'Kepala departemen tidak berada di dalam divisi. Kosongkan pilihan divisi.',
  headTaken: (name: string) => `Departemen ini sudah memiliki kepala: ${name}.`,
  urutanInvalid: 'Urutan harus berupa bilangan bulat 0 sampai 10000.',
  oneImageOnly: 'Unggah satu foto saja.',
  idsInvalid: 'Daftar urutan harus berisi id anggota.',
  idsTooMany: 'Daftar urutan terlalu panjang.',
  idsNotOneGroup:
    'Urutkan anggota dari satu kelompok saja (satu departemen atau satu divisi, tanpa kepala departemen).',
  idsIncomplete: 'Daftar anggota sudah berubah. Muat ulang halaman lalu coba lagi.',
} as const satisfies MemberMessages;

const URUTAN_MAX = 10_000;

/** The text fields of an add or an edit (multipart), as sent. Absent: unchanged on an edit. */
export interface MemberInput {
  kabinet_id?: string;
  nama?: string;
  jabatan?: string;
  department_id?: string;
  /** '' or absent on an add: in no division. On an edit, '' moves the member out of its division. */
  division_id?: string;
  is_head?: string;
  urutan?: string;
  /** '1' or 'true' on an edit: remove the portrait. */
  hapus_image?: string;
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const idOf = (value: string | undefined): number | null =>
  value !== undefined && POSITIVE_ID.test(value.trim()) ? Number(value.trim()) : null;

function booleanOf(value: string | undefined): boolean | null | undefined {
  if (value === undefined) return undefined;
  const clean = value.trim().toLowerCase();
  if (clean === 'true' || clean === '1' || clean === 'on') return true;
  if (clean === 'false' || clean === '0' || clean === '') return false;
  return null;
}

const POPULATE = { image: true, departemen: { fields: ['name' as const] }, divisi: { fields: ['name' as const] } };
const BY_ORDER = [{ urutan: 'asc' as const }, { id: 'asc' as const }];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = () => strapi.documents(ANGGOTA);
  const kabinet = () => serviceOf(strapi, 'api::kabinet.kabinet');

  async function findMember(id: number | null): Promise<AnggotaEntity> {
    const entry = id ? await members().findFirst({ filters: { id: { $eq: id } }, populate: POPULATE }) : null;
    if (!entry?.documentId) throw notFound(MEMBER_MESSAGES.notFound);
    return entry;
  }

  /** The department's cabinet id, or null when the department does not exist. */
  async function cabinetOfDepartment(departmentId: number): Promise<number | null> {
    const dept = await strapi.documents(DEPARTEMEN).findFirst({
      filters: { id: { $eq: departmentId } },
      fields: ['name'],
      populate: { kabinet: { fields: ['name'] } },
    });
    return dept?.kabinet?.id === undefined || dept.kabinet === null ? null : numericId(dept.kabinet.id);
  }

  async function departmentOfDivision(divisionId: number): Promise<number | null> {
    const div = await strapi.documents(DIVISI).findFirst({
      filters: { id: { $eq: divisionId } },
      fields: ['name'],
      populate: { departemen: { fields: ['name'] } },
    });
    return div?.departemen?.id === undefined || div.departemen === null ? null : numericId(div.departemen.id);
  }

  /** Members of one group: a department's members in no division (heads or not), or a division's. */
  async function group(departmentId: number, divisionId: number | null): Promise<AnggotaEntity[]> {
    return members().findMany({
      filters: {
        departemen: { id: { $eq: departmentId } },
        ...(divisionId === null ? { divisi: { id: { $null: true } } } : { divisi: { id: { $eq: divisionId } } }),
      },
      populate: POPULATE,
      sort: BY_ORDER,
      limit: 10_000,
    });
  }

  interface Place {
    cabinetId: number;
    departmentId: number;
    divisionId: number | null;
    isHead: boolean;
  }

  /**
   * Checks the fields of an add (`existing` absent) or an edit, and where they put the member; throws 422 with every
   * error. Answers the cleaned text fields and the member's place after the write.
   */
  async function check(input: MemberInput, files: IncomingFile[], existing?: AnggotaEntity & { place: Place }) {
    const M = MEMBER_MESSAGES;
    const L = CABINET_LIMITS;
    const errors: FieldErrors = {};
    const creating = !existing;
    const text = (field: 'nama' | 'jabatan', required: string, tooLong: string) => {
      const value = input[field];
      if (value === undefined) {
        if (creating) errors[field] = [required];
        return undefined;
      }
      // a name that poses as another (invisible or direction characters) loses them, as an aspiration's does
      const clean = withoutInvisibleCharacters(value).trim();
      if (!clean) errors[field] = [required];
      else if (clean.length > L.memberTextMax) errors[field] = [tooLong];
      return clean;
    };
    const nama = text('nama', M.namaRequired, M.namaTooLong);
    const jabatan = text('jabatan', M.jabatanRequired, M.jabatanTooLong);

    const isHead = booleanOf(input.is_head);
    if (isHead === null) errors.is_head = [M.isHeadInvalid];
    let urutan: number | undefined;
    if (input.urutan !== undefined && input.urutan.trim() !== '') {
      const n = Number(input.urutan.trim());
      if (!Number.isSafeInteger(n) || n < 0 || n > URUTAN_MAX) errors.urutan = [M.urutanInvalid];
      else urutan = n;
    }
    if (files.length > 1) errors.image = [M.oneImageOnly];

    // where the member goes
    let cabinetId = existing?.place.cabinetId ?? null;
    let departmentId = existing?.place.departmentId ?? null;
    let divisionId = existing?.place.divisionId ?? null;
    if (input.kabinet_id !== undefined || creating) {
      cabinetId = idOf(input.kabinet_id);
      if (cabinetId === null) errors.kabinet_id = [input.kabinet_id ? M.kabinetUnknown : M.kabinetRequired];
    }
    if (input.department_id !== undefined || creating) {
      departmentId = idOf(input.department_id);
      if (departmentId === null)
        errors.department_id = [input.department_id ? M.departmentUnknown : M.departmentRequired];
      // a new department without a division sent: out of the old division
      if (!creating && input.division_id === undefined && departmentId !== existing?.place.departmentId)
        divisionId = null;
    }
    if (input.division_id !== undefined) {
      divisionId = input.division_id.trim() === '' ? null : idOf(input.division_id);
      if (input.division_id.trim() !== '' && divisionId === null) errors.division_id = [M.divisionUnknown];
    }
    if (!errors.kabinet_id && !errors.department_id && cabinetId !== null && departmentId !== null) {
      const cabinetOfDept = await cabinetOfDepartment(departmentId);
      if (cabinetOfDept === null) errors.department_id = [M.departmentUnknown];
      else if (input.kabinet_id !== undefined && cabinetOfDept !== cabinetId)
        errors.department_id = [M.departmentUnknown];
      else cabinetId = cabinetOfDept;
    }
    if (!errors.division_id && !errors.department_id && divisionId !== null && departmentId !== null) {
      if ((await departmentOfDivision(divisionId)) !== departmentId) errors.division_id = [M.divisionUnknown];
    }
    const head = isHead ?? existing?.place.isHead ?? false;
    if (head && divisionId !== null && !errors.division_id) errors.division_id = [M.headInDivision];
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const images = await validateImages(files, { field: 'image' });
    const place: Place = { cabinetId: cabinetId!, departmentId: departmentId!, divisionId, isHead: head };
    return { nama, jabatan, urutan, place, images };
  }

  /** Inside the transaction: another head of the same department answers 422. */
  async function ensureOneHead(place: Place, exceptId?: number) {
    if (!place.isHead) return;
    const other = (await group(place.departmentId, null)).find(
      (m) => m.is_head === true && numericId(m.id) !== exceptId,
    );
    if (other) throw invalid({ is_head: [MEMBER_MESSAGES.headTaken(other.nama ?? '')] });
  }

  async function nextOrder(place: Place): Promise<number> {
    const rows = await group(place.departmentId, place.divisionId);
    return rows.reduce((max, m) => Math.max(max, (m.urutan ?? 0) + 1), 0);
  }

  const withPlace = async (entry: AnggotaEntity): Promise<AnggotaEntity & { place: Place }> => {
    const { departmentId, divisionId } = memberPlace(entry);
    const cabinetId = departmentId === null ? null : await cabinetOfDepartment(departmentId);
    return {
      ...entry,
      place: { cabinetId: cabinetId ?? 0, departmentId: departmentId ?? 0, divisionId, isHead: entry.is_head === true },
    };
  };

  return {
    async create(input: MemberInput, files: IncomingFile[]): Promise<Member> {
      const { nama, jabatan, urutan, place, images } = await check(input, files);
      const [file] = images.length
        ? await storeImages(strapi, images, { prefix: 'anggota', captions: [`${nama}, ${jabatan}`], field: 'image' })
        : [];
      try {
        const created = await strapi.db.transaction(async ({ trx }) => {
          await kabinet().lockCabinet(trx, place.cabinetId);
          await ensureOneHead(place);
          return members().create({
            data: {
              nama: nama!,
              jabatan: jabatan!,
              is_head: place.isHead,
              urutan: urutan ?? (await nextOrder(place)),
              departemen: place.departmentId,
              ...(place.divisionId !== null ? { divisi: place.divisionId } : {}),
              ...(file ? { image: file.id } : {}),
            },
          });
        });
        return toMember(await findMember(numericId(created.id)));
      } catch (error) {
        if (file) await removeMedia(strapi, [file]);
        throw error;
      }
    },

    async update(id: number | null, input: MemberInput, files: IncomingFile[]): Promise<Member> {
      const existing = await withPlace(await findMember(id));
      const { nama, jabatan, urutan, place, images } = await check(input, files, existing);
      const removeImage = input.hapus_image === '1' || input.hapus_image === 'true';
      const [file] = images.length
        ? await storeImages(strapi, images, {
            prefix: 'anggota',
            captions: [`${nama ?? existing.nama}, ${jabatan ?? existing.jabatan}`],
            field: 'image',
          })
        : [];
      const moved =
        place.departmentId !== existing.place.departmentId || place.divisionId !== existing.place.divisionId;
      try {
        await strapi.db.transaction(async ({ trx }) => {
          await kabinet().lockCabinet(trx, place.cabinetId);
          await ensureOneHead(place, numericId(existing.id));
          await members().update({
            documentId: existing.documentId!,
            data: {
              ...(nama !== undefined ? { nama } : {}),
              ...(jabatan !== undefined ? { jabatan } : {}),
              is_head: place.isHead,
              ...(urutan !== undefined ? { urutan } : moved ? { urutan: await nextOrder(place) } : {}),
              departemen: place.departmentId,
              divisi: place.divisionId,
              ...(file ? { image: file.id } : removeImage ? { image: null } : {}),
            },
          });
        });
      } catch (error) {
        if (file) await removeMedia(strapi, [file]);
        throw error;
      }
      if (file || removeImage) await removeMedia(strapi, [existing.image]);
      return toMember(await findMember(numericId(existing.id)));
    },

    /** To the trash with its portrait and its place in the structure (ADR 089). */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'anggota', id, MEMBER_MESSAGES.notFound);
    },

    /**
     * A spreadsheet's members (ADR 068): every row checked against the cabinet's structure under its lock, then all of
     * them added in one transaction, or none (422 with each bad row's messages under `baris.{n}`). A row without an
     * order goes after the others of its group, in the file's order. Portraits follow, one edit each.
     */
    async importRows(body: unknown): Promise<Member[]> {
      const M = MEMBER_MESSAGES;
      const cabinetId = Number((body as { kabinet_id?: unknown } | null)?.kabinet_id);
      if (!Number.isSafeInteger(cabinetId) || cabinetId <= 0) throw invalid({ kabinet_id: [M.kabinetRequired] });
      const rows = (body as { rows?: unknown }).rows;
      const createdIds = await strapi.db.transaction(async ({ trx }) => {
        await kabinet().lockCabinet(trx, cabinetId);
        const cabinet = await kabinet()
          .adminById(cabinetId)
          .then((answer) => answer.data)
          .catch(() => null);
        if (!cabinet) throw invalid({ kabinet_id: [M.kabinetUnknown] });
        const departments: ImportDepartment[] = cabinet.departments.map((department) => ({
          id: department.id,
          name: department.name,
          head: department.head?.nama ?? null,
          divisions: department.divisions.map(({ id, name }) => ({ id, name })),
        }));
        const checked = checkMemberImport(rows, departments);
        const first = firstImportError(checked);
        if (first) throw new HttpError(422, first, { errors: importErrors(checked) });
        const next = new Map<string, number>();
        const ids: number[] = [];
        for (const row of checked.rows) {
          const place: Place = {
            cabinetId,
            departmentId: row.departmentId!,
            divisionId: row.divisionId,
            isHead: row.isHead,
          };
          const key = `${place.departmentId}/${place.divisionId ?? ''}`;
          if (!next.has(key)) next.set(key, await nextOrder(place));
          const urutan = row.urutan ?? next.get(key)!;
          next.set(key, Math.max(next.get(key)!, urutan + 1));
          const created = await members().create({
            data: {
              nama: row.nama,
              jabatan: row.jabatan,
              is_head: row.isHead,
              urutan,
              departemen: place.departmentId,
              ...(place.divisionId !== null ? { divisi: place.divisionId } : {}),
            },
          });
          ids.push(numericId(created.id));
        }
        return ids;
      });
      const made = await members().findMany({
        filters: { id: { $in: createdIds } },
        populate: POPULATE,
        limit: createdIds.length,
      });
      const byId = new Map(made.map((entry) => [numericId(entry.id), entry]));
      return createdIds.map((id) => toMember(byId.get(id)!));
    },

    /** One group's members (same department and division, heads excluded), all of them, in the new order. */
    async reorder(body: unknown): Promise<Member[]> {
      const M = MEMBER_MESSAGES;
      const ids = (body as { ids?: unknown } | null)?.ids;
      if (
        !Array.isArray(ids) ||
        ids.length === 0 ||
        !ids.every((v) => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647)
      )
        throw invalid({ ids: [M.idsInvalid] });
      if (ids.length > CABINET_LIMITS.orderMax) throw invalid({ ids: [M.idsTooMany] });
      const wanted = ids as number[];
      if (new Set(wanted).size !== wanted.length) throw invalid({ ids: [M.idsInvalid] });
      const first = await findMember(wanted[0]!)
        .then(withPlace)
        .catch(() => null);
      if (!first) throw invalid({ ids: [M.idsInvalid] });
      const { departmentId, divisionId, cabinetId } = first.place;
      return strapi.db.transaction(async ({ trx }) => {
        await kabinet().lockCabinet(trx, cabinetId);
        const rows = (await group(departmentId, divisionId)).filter((m) => m.is_head !== true);
        const inGroup = new Map(rows.map((m) => [numericId(m.id), m]));
        if (!wanted.every((v) => inGroup.has(v))) throw invalid({ ids: [M.idsNotOneGroup] });
        if (wanted.length !== rows.length) throw invalid({ ids: [M.idsIncomplete] });
        for (const [index, memberId] of wanted.entries()) {
          const row = inGroup.get(memberId)!;
          if (row.urutan !== index) await members().update({ documentId: row.documentId!, data: { urutan: index } });
        }
        return (await group(departmentId, divisionId)).filter((m) => m.is_head !== true).map(toMember);
      });
    },
  };
};

export type AnggotaService = ReturnType<typeof import('./anggota').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::anggota.anggota': AnggotaService;
  }
}
