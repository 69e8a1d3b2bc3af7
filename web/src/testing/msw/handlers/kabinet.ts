/**
 * Cabinets, their structure and members on fixtures (contract: "Cabinet, structure and members"): the public reads
 * (only cabinets that were ever active, or one a preview link opens), the admin reads of every cabinet, and the admin
 * writes with the CMS's main rules and texts (the CMS's own tests prove every rule; these make the screens meet the
 * same answers).
 */
import { http, HttpResponse } from 'msw';
import type {
  ActivateCabinetResponse,
  AdminCabinetList,
  AdminCabinetResponse,
  Cabinet,
  CabinetList,
  CabinetSummary,
  CreateCabinetResponse,
  CreateMemberResponse,
  DeleteCabinetResponse,
  DeleteMemberResponse,
  Department,
  ErrorBody,
  HandoverResponse,
  HandoverReviewRequest,
  HandoverReviewResponse,
  Member,
  MemberImportRequest,
  MemberImportResponse,
  MemberOrderRequest,
  MemberOrderResponse,
  Mission,
  PreviewLinkResponse,
  SaveStructureResponse,
  StructureRequest,
  UpdateCabinetResponse,
  UpdateMemberResponse,
  ValidationErrorBody,
  HandoverMessages,
  MemberMessages,
} from '@hmrpl/contract';
import { CABINET_MESSAGES as C, cabinetSlug, checkCabinetText } from '@cms-content/cabinet-rules';
import { withoutInvisibleCharacters } from '@cms-content/invisible';
import { handoverMarksOf, handoverOf, preparingCabinet, type HandoverMark } from '@cms-content/cabinet-handover';
import { MEMBER_IMPORT_MESSAGES, checkMemberImport, firstImportError, importErrors } from '@cms-content/member-import';
import { db } from '../db';
import {
  MAX_FILE_BYTES,
  MESSAGES,
  adminFailure,
  errorResponse,
  filesOf,
  guardAdminWrite,
  isAllowedImage,
  latency,
  newId,
  validationResponse,
} from '../utils';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const H: HandoverMessages = {
  reviewed: 'Langkah ditandai sudah ditinjau.',
  stepInvalid: 'Langkah tidak dikenal.',
  noCabinet: 'Belum ada kabinet yang sedang disiapkan. Tambahkan kabinet baru terlebih dahulu.',
};

const M: MemberMessages = {
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
  headTaken: (name) => `Departemen ini sudah memiliki kepala: ${name}.`,
  urutanInvalid: 'Urutan harus berupa bilangan bulat 0 sampai 10000.',
  oneImageOnly: 'Unggah satu foto saja.',
  idsInvalid: 'Daftar urutan harus berisi id anggota.',
  idsTooMany: 'Daftar urutan terlalu panjang.',
  idsNotOneGroup:
    'Urutkan anggota dari satu kelompok saja (satu departemen atau satu divisi, tanpa kepala departemen).',
  idsIncomplete: 'Daftar anggota sudah berubah. Muat ulang halaman lalu coba lagi.',
};

type Errors = Record<string, string[]>;
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

const summaryOf = (cabinet: Cabinet): CabinetSummary => ({
  id: cabinet.id,
  slug: cabinet.slug,
  name: cabinet.name,
  period: cabinet.period,
  logo_path: cabinet.logo_path,
  active: cabinet.active,
});

const newestFirst = (a: Cabinet, b: Cabinet) => b.period.localeCompare(a.period) || b.id - a.id;

/** The cabinet being prepared for the handover, as the CMS picks it. */
const preparing = () => preparingCabinet(db.cabinets);

/** Records a handover step on a cabinet (default: the one being prepared), as the CMS's saves do. */
export function markHandover(step: HandoverMark, cabinetId = preparing()?.id): void {
  if (cabinetId === undefined) return;
  db.handover[cabinetId] = { ...handoverMarksOf(db.handover[cabinetId]), [step]: new Date().toISOString() };
}

function handoverState() {
  return handoverOf(
    [...db.cabinets].sort(newestFirst).map((cabinet) => ({
      ...summaryOf(cabinet),
      marks: handoverMarksOf(db.handover[cabinet.id]),
      members: everyMember(cabinet).length,
    })),
  );
}

const isTrue = (value: string | undefined) => value === 'true' || value === '1' || value === 'on';

const byId = (id: string | readonly string[] | undefined) => db.cabinets.find((cabinet) => String(cabinet.id) === id);
/** Visitors see the active cabinet and those that were active before. */
const isPublic = (cabinet: Cabinet) => cabinet.active || db.cabinetsEverActive.includes(cabinet.id);

function everyMember(cabinet: Cabinet): Member[] {
  return cabinet.departments.flatMap((d) => [
    ...(d.head ? [d.head] : []),
    ...d.members,
    ...d.divisions.flatMap((division) => division.members),
  ]);
}

/** The member's place: its cabinet, department and (maybe) division. */
function placeOf(memberId: number) {
  for (const cabinet of db.cabinets)
    for (const department of cabinet.departments) {
      if (department.head?.id === memberId || department.members.some((m) => m.id === memberId))
        return { cabinet, department, division: null };
      for (const division of department.divisions)
        if (division.members.some((m) => m.id === memberId)) return { cabinet, department, division };
    }
  return null;
}

function detach(memberId: number) {
  const place = placeOf(memberId);
  if (!place) return;
  const { department, division } = place;
  if (department.head?.id === memberId) department.head = null;
  department.members = department.members.filter((m) => m.id !== memberId);
  if (division) division.members = division.members.filter((m) => m.id !== memberId);
}

/** Cabinet text fields by the CMS's own rules (cms/src/lib/content/cabinet-rules.ts): required on an add, those sent on an edit. */
function cabinetFields(form: FormData, creating: boolean) {
  const names = ['name', 'period', 'tagline', 'name_meaning', 'vision', 'missions', 'structure_alt'] as const;
  const { errors, data } = checkCabinetText(
    Object.fromEntries(names.map((name) => [name, text(form, name)])),
    creating,
  );
  const missions: Mission[] | undefined = data.missions?.map(({ title, text }) => ({ title: title!, text: text! }));
  const cards = text(form, 'designed_cards')?.trim().toLowerCase();
  if (cards !== undefined && !['true', 'false', '1', '0', 'on', ''].includes(cards))
    errors.designed_cards = [C.designedCardsInvalid];
  const designedCards = cards === undefined ? undefined : isTrue(cards);
  return {
    errors,
    name: data.name,
    period: data.period,
    tagline: data.tagline,
    nameMeaning: data.name_meaning,
    vision: data.vision,
    missions,
    structureAlt: data.structure_alt,
    designedCards,
  };
}

/** The one image of a field, checked like the CMS: too large 413, not PNG/JPEG/WebP 422. */
async function imageOf(form: FormData, field: string, errors: Errors, oneOnly: string) {
  const files = filesOf(form, field);
  if (files.length > 1) errors[field] = [oneOnly];
  const [file] = files;
  if (!file) return { file: undefined, tooLarge: false };
  if (file.size > MAX_FILE_BYTES) return { file, tooLarge: true };
  if (!(await isAllowedImage(file))) errors[field] = [MESSAGES.badFileType];
  return { file, tooLarge: false };
}

export const kabinetHandlers = [
  http.get<never, never, Cabinet | ErrorBody>('/api/kabinet/aktif', async () => {
    await latency();
    const active = db.cabinets.find((cabinet) => cabinet.active);
    return active ? HttpResponse.json<Cabinet>(active) : errorResponse(404, C.notFound);
  }),

  http.get<never, never, CabinetList>('/api/kabinet', async () => {
    await latency();
    const data = db.cabinets.filter(isPublic).sort(newestFirst).map(summaryOf);
    return HttpResponse.json<CabinetList>({ data });
  }),

  http.get<{ slug: string }, never, Cabinet | ErrorBody>('/api/kabinet/:slug', async ({ params, request }) => {
    await latency();
    const cabinet = db.cabinets.find((c) => c.slug === params.slug);
    if (cabinet && isPublic(cabinet)) return HttpResponse.json<Cabinet>(cabinet);
    const token = new URL(request.url).searchParams.get('pratinjau');
    const opens = db.cabinetPreviewTokens.some((entry) => entry.token === token && entry.cabinetId === cabinet?.id);
    return cabinet && opens
      ? HttpResponse.json<Cabinet>({ ...cabinet, preview: true })
      : errorResponse(404, C.notFound);
  }),

  http.get<never, never, AdminCabinetList | ErrorBody>('/api/admin/kabinet', async () => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const preparingId = preparing()?.id;
    const data = [...db.cabinets]
      .sort(newestFirst)
      .map((cabinet) => ({ ...summaryOf(cabinet), preparing: cabinet.id === preparingId }));
    return HttpResponse.json<AdminCabinetList>({ data });
  }),

  http.get<{ id: string }, never, AdminCabinetResponse | ErrorBody>('/api/admin/kabinet/:id', async ({ params }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const cabinet = byId(params.id);
    if (!cabinet) return errorResponse(404, C.notFound);
    return HttpResponse.json<AdminCabinetResponse>({
      data: { ...cabinet, preparing: cabinet.id === preparing()?.id },
    });
  }),

  http.get<never, never, HandoverResponse | ErrorBody>('/api/admin/serah-terima', async () => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    return HttpResponse.json<HandoverResponse>({ data: handoverState() });
  }),

  http.post<never, HandoverReviewRequest, HandoverReviewResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/serah-terima/tinjau',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const body = await request.json();
      if (!['teks', 'pengaturan', 'admin'].includes(body?.langkah))
        return validationResponse({ langkah: [H.stepInvalid] });
      const target = preparing();
      if (!target) return validationResponse({ langkah: [H.noCabinet] });
      markHandover(body.langkah, target.id);
      return HttpResponse.json<HandoverReviewResponse>({ message: H.reviewed, data: handoverState() });
    },
  ),

  http.post<{ id: string }, never, PreviewLinkResponse | ErrorBody>(
    '/api/admin/kabinet/:id/pratinjau',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const cabinet = byId(params.id);
      if (!cabinet) return errorResponse(404, C.notFound);
      const token = `kabinet${cabinet.id}.${newId().toString(36)}`;
      db.cabinetPreviewTokens.push({ token, cabinetId: cabinet.id });
      return HttpResponse.json<PreviewLinkResponse>({ url: `/tentang/kabinet/${cabinet.slug}?pratinjau=${token}` });
    },
  ),

  http.post<never, never, CreateCabinetResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/kabinet',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const form = await request.formData();
      const fields = cabinetFields(form, true);
      const { errors } = fields;
      const logo = await imageOf(form, 'logo', errors, C.oneLogoOnly);
      const structure = await imageOf(form, 'structure', errors, C.oneStructureOnly);
      if (logo.tooLarge || structure.tooLarge) return errorResponse(413, MESSAGES.payloadTooLarge);
      if (!logo.file && !errors.logo) errors.logo = [C.logoRequired];
      const copyFrom = text(form, 'copy_from')?.trim();
      const source = copyFrom ? db.cabinets.find((c) => c.slug === copyFrom) : undefined;
      if (copyFrom && !source) errors.copy_from = [C.copyFromNotFound];
      const slug = cabinetSlug(fields.name ?? '', fields.period ?? '');
      if (!errors.name && !errors.period && db.cabinets.some((c) => c.slug === slug)) errors.name = [C.taken];
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      const cabinet: Cabinet = {
        id: newId(),
        slug,
        name: fields.name!,
        period: fields.period!,
        tagline: fields.tagline!,
        name_meaning: fields.nameMeaning!,
        vision: fields.vision!,
        missions: fields.missions!,
        logo_path: `kabinet/logo-${db.nextId}.png`,
        structure_path: structure.file ? `kabinet/struktur-${db.nextId}.png` : null,
        structure_width: structure.file ? 1200 : null,
        structure_height: structure.file ? 600 : null,
        structure_alt: fields.structureAlt || null,
        active: false,
        designed_cards: fields.designedCards ?? false,
        departments: (source?.departments ?? []).map((department) => ({
          id: newId(),
          name: department.name,
          head: null,
          members: [],
          divisions: department.divisions.map((division) => ({ id: newId(), name: division.name, members: [] })),
        })),
      };
      db.cabinets.push(cabinet);
      return HttpResponse.json<CreateCabinetResponse>({ message: C.created, data: cabinet }, { status: 201 });
    },
  ),

  http.post<{ id: string }, never, ActivateCabinetResponse | ErrorBody>(
    '/api/admin/kabinet/:id/aktifkan',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const cabinet = byId(params.id);
      if (!cabinet) return errorResponse(404, C.notFound);
      const wasPreparing = preparing() === cabinet;
      for (const other of db.cabinets) other.active = other === cabinet;
      if (!db.cabinetsEverActive.includes(cabinet.id)) db.cabinetsEverActive.push(cabinet.id);
      if (wasPreparing) markHandover('aktifkan', cabinet.id);
      return HttpResponse.json<ActivateCabinetResponse>({
        message: C.activated(cabinet.name),
        data: summaryOf(cabinet),
      });
    },
  ),

  http.post<{ id: string }, StructureRequest, SaveStructureResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/kabinet/:id/struktur',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const cabinet = byId(params.id);
      if (!cabinet) return errorResponse(404, C.notFound);
      const body = await request.json();
      if (!Array.isArray(body?.departments)) return validationResponse({ departments: [C.structureInvalid] });
      if (body.departments.length === 0) return validationResponse({ departments: [C.departmentsRequired] });
      const errors: Errors = {};
      const seen = new Set<string>();
      body.departments.forEach((department, i) => {
        const name = String(department.name ?? '').trim();
        if (!name) errors[`departments.${i}.name`] = [C.unitNameRequired];
        else if (name.length > 60) errors[`departments.${i}.name`] = [C.unitNameTooLong];
        else if (seen.has(name.toLowerCase())) errors[`departments.${i}.name`] = [C.departmentDuplicate(name)];
        seen.add(name.toLowerCase());
        const seenDivisions = new Set<string>();
        department.divisions.forEach((division, j) => {
          const divisionName = String(division.name ?? '').trim();
          const key = `departments.${i}.divisions.${j}.name`;
          if (!divisionName) errors[key] = [C.unitNameRequired];
          else if (divisionName.length > 60) errors[key] = [C.unitNameTooLong];
          else if (seenDivisions.has(divisionName.toLowerCase())) errors[key] = [C.divisionDuplicate(divisionName)];
          seenDivisions.add(divisionName.toLowerCase());
        });
      });
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      const keptDepartments = new Set(body.departments.flatMap((d) => (d.id ? [d.id] : [])));
      const keptDivisions = new Set(body.departments.flatMap((d) => d.divisions.flatMap((v) => (v.id ? [v.id] : []))));
      const refusals: string[] = [];
      for (const department of cabinet.departments) {
        if (!keptDepartments.has(department.id)) {
          const people =
            department.head || department.members.length || department.divisions.some((v) => v.members.length);
          if (people) refusals.push(C.departmentHasMembers(department.name));
          continue;
        }
        for (const division of department.divisions)
          if (!keptDivisions.has(division.id) && division.members.length)
            refusals.push(C.divisionHasMembers(division.name));
      }
      if (refusals.length > 0) return validationResponse({ departments: refusals });
      const old = new Map(cabinet.departments.map((d) => [d.id, d]));
      const oldDivisions = new Map(cabinet.departments.flatMap((d) => d.divisions.map((v) => [v.id, v] as const)));
      cabinet.departments = body.departments.map((wanted): Department => {
        const existing = wanted.id ? old.get(wanted.id) : undefined;
        return {
          id: existing?.id ?? newId(),
          name: wanted.name.trim(),
          head: existing?.head ?? null,
          members: existing?.members ?? [],
          divisions: wanted.divisions.map((division) => {
            const kept = division.id ? oldDivisions.get(division.id) : undefined;
            return { id: kept?.id ?? newId(), name: division.name.trim(), members: kept?.members ?? [] };
          }),
        };
      });
      markHandover('struktur', cabinet.id);
      return HttpResponse.json<SaveStructureResponse>({ message: C.structureSaved, data: cabinet });
    },
  ),

  http.post<{ id: string }, never, UpdateCabinetResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/kabinet/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const cabinet = byId(params.id);
      if (!cabinet) return errorResponse(404, C.notFound);
      const form = await request.formData();
      const fields = cabinetFields(form, false);
      const { errors } = fields;
      const logo = await imageOf(form, 'logo', errors, C.oneLogoOnly);
      const structure = await imageOf(form, 'structure', errors, C.oneStructureOnly);
      if (logo.tooLarge || structure.tooLarge) return errorResponse(413, MESSAGES.payloadTooLarge);
      const slug = cabinetSlug(fields.name ?? cabinet.name, fields.period ?? cabinet.period);
      if (!errors.name && db.cabinets.some((c) => c.slug === slug && c !== cabinet)) errors.name = [C.taken];
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      Object.assign(cabinet, {
        slug,
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.period !== undefined ? { period: fields.period } : {}),
        ...(fields.tagline !== undefined ? { tagline: fields.tagline } : {}),
        ...(fields.nameMeaning !== undefined ? { name_meaning: fields.nameMeaning } : {}),
        ...(fields.vision !== undefined ? { vision: fields.vision } : {}),
        ...(fields.missions !== undefined ? { missions: fields.missions } : {}),
        ...(fields.structureAlt !== undefined ? { structure_alt: fields.structureAlt || null } : {}),
        ...(fields.designedCards !== undefined ? { designed_cards: fields.designedCards } : {}),
        ...(logo.file ? { logo_path: `kabinet/logo-${newId()}.png` } : {}),
      });
      if (structure.file)
        Object.assign(cabinet, {
          structure_path: `kabinet/struktur-${newId()}.png`,
          structure_width: 1200,
          structure_height: 600,
        });
      else if (text(form, 'hapus_structure') === '1')
        Object.assign(cabinet, { structure_path: null, structure_width: null, structure_height: null });
      markHandover('teks', cabinet.id);
      return HttpResponse.json<UpdateCabinetResponse>({ message: C.updated, data: cabinet });
    },
  ),

  http.delete<{ id: string }, never, DeleteCabinetResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/kabinet/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const cabinet = byId(params.id);
      if (!cabinet) return errorResponse(404, C.notFound);
      if (cabinet.active) return validationResponse({ id: [C.deleteActive] });
      db.cabinets = db.cabinets.filter((c) => c !== cabinet);
      return HttpResponse.json<DeleteCabinetResponse>({ message: C.deleted });
    },
  ),

  http.post<never, MemberOrderRequest, MemberOrderResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/anggota/urutan',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every(Number.isInteger))
        return validationResponse({ ids: [M.idsInvalid] });
      const place = placeOf(ids[0]!);
      if (!place) return validationResponse({ ids: [M.idsInvalid] });
      const group = place.division ? place.division.members : place.department.members;
      if (!ids.every((id) => group.some((m) => m.id === id))) return validationResponse({ ids: [M.idsNotOneGroup] });
      if (ids.length !== group.length) return validationResponse({ ids: [M.idsIncomplete] });
      const ordered = ids.map((id, index) => ({ ...group.find((m) => m.id === id)!, urutan: index }));
      if (place.division) place.division.members = ordered;
      else place.department.members = ordered;
      return HttpResponse.json<MemberOrderResponse>({ message: M.ordered, data: ordered });
    },
  ),

  http.post<never, MemberImportRequest, MemberImportResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/anggota/impor',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const body = await request.json();
      const cabinet = byId(String(body?.kabinet_id));
      if (!cabinet) return validationResponse({ kabinet_id: [M.kabinetUnknown] });
      const checked = checkMemberImport(
        body.rows,
        cabinet.departments.map((department) => ({
          id: department.id,
          name: department.name,
          head: department.head?.nama ?? null,
          divisions: department.divisions.map(({ id, name }) => ({ id, name })),
        })),
      );
      const first = firstImportError(checked);
      if (first)
        return HttpResponse.json<ValidationErrorBody>(
          { message: first, errors: importErrors(checked) },
          { status: 422 },
        );
      const made = checked.rows.map((row) => {
        const department = cabinet.departments.find((d) => d.id === row.departmentId)!;
        const division = department.divisions.find((v) => v.id === row.divisionId) ?? null;
        const group = division ? division.members : department.members;
        const member: Member = {
          id: newId(),
          nama: row.nama,
          jabatan: row.jabatan,
          image_path: null,
          is_head: row.isHead,
          urutan: row.urutan ?? group.reduce((max, m) => Math.max(max, m.urutan + 1), 0),
        };
        if (row.isHead) department.head = member;
        else {
          group.push(member);
          group.sort((a, b) => a.urutan - b.urutan || a.id - b.id);
        }
        return member;
      });
      return HttpResponse.json<MemberImportResponse>(
        { message: MEMBER_IMPORT_MESSAGES.imported(made.length), data: made },
        { status: 201 },
      );
    },
  ),

  ...(['create', 'update'] as const).map((mode) =>
    http.post<{ id?: string }, never, CreateMemberResponse | UpdateMemberResponse | ErrorBody | ValidationErrorBody>(
      mode === 'create' ? '/api/admin/anggota' : '/api/admin/anggota/:id',
      async ({ request, params }) => {
        await latency();
        const denied = guardAdminWrite(request);
        if (denied) return denied;
        const existingPlace = mode === 'update' ? placeOf(Number(params.id)) : null;
        if (mode === 'update' && !existingPlace) return errorResponse(404, M.notFound);
        const existing = existingPlace
          ? everyMember(existingPlace.cabinet).find((m) => m.id === Number(params.id))!
          : null;
        const form = await request.formData();
        const errors: Errors = {};
        const field = (name: 'nama' | 'jabatan', required: string, tooLong: string) => {
          const value = text(form, name);
          if (value === undefined) {
            if (!existing) errors[name] = [required];
            return existing?.[name];
          }
          // as the CMS: invisible and direction characters go first
          const clean = withoutInvisibleCharacters(value).trim();
          if (!clean) errors[name] = [required];
          else if (clean.length > 100) errors[name] = [tooLong];
          return clean;
        };
        const nama = field('nama', M.namaRequired, M.namaTooLong);
        const jabatan = field('jabatan', M.jabatanRequired, M.jabatanTooLong);
        const cabinet =
          text(form, 'kabinet_id') !== undefined ? byId(text(form, 'kabinet_id')) : existingPlace?.cabinet;
        if (!cabinet) errors.kabinet_id = [text(form, 'kabinet_id') ? M.kabinetUnknown : M.kabinetRequired];
        const departmentId = text(form, 'department_id');
        const department =
          departmentId !== undefined
            ? cabinet?.departments.find((d) => String(d.id) === departmentId)
            : existingPlace?.department;
        if (cabinet && !department) errors.department_id = [departmentId ? M.departmentUnknown : M.departmentRequired];
        const divisionId = text(form, 'division_id');
        const division =
          divisionId !== undefined
            ? divisionId === ''
              ? null
              : (department?.divisions.find((v) => String(v.id) === divisionId) ?? undefined)
            : departmentId !== undefined && existingPlace?.department !== department
              ? null
              : (existingPlace?.division ?? null);
        if (division === undefined) errors.division_id = [M.divisionUnknown];
        const head =
          text(form, 'is_head') !== undefined ? text(form, 'is_head') === 'true' : (existing?.is_head ?? false);
        if (head && division) errors.division_id = [M.headInDivision];
        if (head && department?.head && department.head.id !== existing?.id)
          errors.is_head = [M.headTaken(department.head.nama)];
        const files = filesOf(form, 'image');
        if (files.length > 1) errors.image = [M.oneImageOnly];
        if (files[0] && files[0].size > MAX_FILE_BYTES) return errorResponse(413, MESSAGES.payloadTooLarge);
        if (files[0] && !(await isAllowedImage(files[0]))) errors.image = [MESSAGES.badFileType];
        if (Object.keys(errors).length > 0) return validationResponse(errors);
        const member: Member = {
          id: existing?.id ?? newId(),
          nama: nama!,
          jabatan: jabatan!,
          image_path: files[0]
            ? `anggota/foto-${newId()}.jpg`
            : text(form, 'hapus_image') === '1'
              ? null
              : (existing?.image_path ?? null),
          is_head: head,
          urutan: existing?.urutan ?? 0,
        };
        if (existing) detach(existing.id);
        if (head) department!.head = member;
        else {
          const group = division ? division.members : department!.members;
          member.urutan =
            existing && existingPlace?.division === division && existingPlace?.department === department
              ? member.urutan
              : group.reduce((max, m) => Math.max(max, m.urutan + 1), 0);
          group.push(member);
          group.sort((a, b) => a.urutan - b.urutan || a.id - b.id);
        }
        return mode === 'create'
          ? HttpResponse.json<CreateMemberResponse>({ message: M.created, data: member }, { status: 201 })
          : HttpResponse.json<UpdateMemberResponse>({ message: M.updated, data: member });
      },
    ),
  ),

  http.delete<{ id: string }, never, DeleteMemberResponse | ErrorBody>(
    '/api/admin/anggota/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      if (!placeOf(Number(params.id))) return errorResponse(404, M.notFound);
      detach(Number(params.id));
      return HttpResponse.json<DeleteMemberResponse>({ message: M.deleted });
    },
  ),
];
