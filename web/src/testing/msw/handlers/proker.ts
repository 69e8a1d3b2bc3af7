/**
 * Programs of work on fixtures (contract part two, "Programs of work (proker)"; ADR 091): the public reads (the
 * active cabinet by default, a public cabinet by slug), the admin's list of any cabinet, add / edit / delete with the
 * CMS's own rules (cms/src/lib/content/proker-rules.ts) and the department-of-this-cabinet check. Activities and news
 * linked by `proker_id` are listed from the activity and news fixtures.
 */
import { http, HttpResponse } from 'msw';
import type {
  CreateProkerResponse,
  DeleteProkerResponse,
  ErrorBody,
  Proker,
  ProkerList,
  UpdateProkerResponse,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { PROKER_FIELDS, PROKER_MESSAGES, checkProkerInput, type ProkerInput } from '@cms-content/proker-rules';
import { slugify } from '@cms-content/slug';
import { db, fixtureState } from '../db';
import { putBack, toFixtureTrash } from '../trash';
import {
  errorResponse,
  adminFailure,
  guardAdminWrite,
  latency,
  newId,
  sentVersion,
  staleEdit,
  validationResponse,
} from '../utils';

interface StoredProgram extends Omit<Proker, 'kabinet_slug' | 'department' | 'kegiatan' | 'berita'> {
  kabinet_id: number;
  department_id: number;
}

/** A few programs of the active cabinet, one in each status, across its first departments. */
function initialPrograms(): StoredProgram[] {
  const cabinet = db.cabinets.find((candidate) => candidate.active);
  if (!cabinet) return [];
  const dept = (index: number) => cabinet.departments[index % cabinet.departments.length]!.id;
  const make = (id: number, department: number, title: string, status: Proker['status'], progress: number) => ({
    id,
    slug: slugify(title),
    title,
    kabinet_id: cabinet.id,
    department_id: department,
    status,
    starts_on: '2025-02-01',
    ends_on: '2025-06-30',
    pic: 'Divisi Akademik & Riset',
    summary: `Ringkasan ${title}.`,
    content: `<p>${title}.</p>`,
    progress,
    updated_at: '2025-08-01T00:00:00.000Z',
  });
  return [
    make(501, dept(0), 'Rapat Kerja Pengurus', 'selesai', 100),
    make(502, dept(1), 'Kelas Belajar Bersama', 'berjalan', 45),
    make(503, dept(1), 'Pelatihan Kepemimpinan', 'rencana', 10),
    make(504, dept(2), 'Kunjungan Industri', 'batal', 20),
  ];
}

const state = fixtureState(initialPrograms);

/**
 * `proker_id` as the activity and news fixtures take it (as the CMS's proker service checks it): absent (unchanged),
 * '' (unlinked), or the id of a program; anything else is the CMS's 422.
 */
export function prokerLink(
  value: FormDataEntryValue | null,
): { ok: true; id: number | null | undefined } | { ok: false; response: Response } {
  if (value === null || typeof value !== 'string') return { ok: true, id: undefined };
  if (value.trim() === '') return { ok: true, id: null };
  const found = state.current.find((program) => String(program.id) === value.trim());
  return found
    ? { ok: true, id: found.id }
    : { ok: false, response: validationResponse({ proker_id: [PROKER_MESSAGES.linkUnknown] }) };
}

function answer(program: StoredProgram): Proker {
  const { kabinet_id, department_id, ...rest } = program;
  const cabinet = db.cabinets.find((candidate) => candidate.id === kabinet_id);
  const department = cabinet?.departments.find((candidate) => candidate.id === department_id);
  return {
    ...rest,
    kabinet_slug: cabinet?.slug ?? '',
    department: department ? { id: department.id, name: department.name } : null,
    kegiatan: db.activities
      .filter((activity) => activity.proker_id === program.id)
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
      .map(({ slug, title }) => ({ slug, title })),
    berita: db.news
      .filter((news) => news.proker_id === program.id && news.status === 'published')
      .map(({ slug, title }) => ({ slug, title })),
  };
}

/** A cabinet's programs as the CMS lists them (the report fixture reads them too). */
export function listOf(cabinetId: number): ProkerList {
  const cabinet = db.cabinets.find((candidate) => candidate.id === cabinetId);
  const order = (program: StoredProgram) =>
    cabinet?.departments.findIndex((department) => department.id === program.department_id) ?? 0;
  return {
    data: state.current
      .filter((program) => program.kabinet_id === cabinetId)
      .sort((a, b) => order(a) - order(b) || (a.starts_on ?? '').localeCompare(b.starts_on ?? '') || a.id - b.id)
      .map(answer),
  };
}

const isPublic = (cabinetId: number) =>
  db.cabinets.some((cabinet) => cabinet.id === cabinetId && cabinet.active) ||
  db.cabinetsEverActive.includes(cabinetId);

/** The cabinet a read names (its slug), or the active one; undefined: an unknown (or hidden) cabinet. */
function cabinetOf(url: URL, onlyPublic: boolean): number | null | undefined {
  const slug = url.searchParams.get('kabinet');
  if (!slug) return db.cabinets.find((cabinet) => cabinet.active)?.id ?? null;
  const found = db.cabinets.find((cabinet) => cabinet.slug === slug);
  return found && (!onlyPublic || isPublic(found.id)) ? found.id : undefined;
}

async function readInput(request: Request): Promise<ProkerInput> {
  const type = request.headers.get('Content-Type') ?? '';
  const input: ProkerInput = {};
  if (type.includes('application/json')) {
    const body = (await request.json()) as Record<string, unknown>;
    for (const name of PROKER_FIELDS) {
      const value = body[name];
      if (typeof value === 'string' || typeof value === 'number') input[name] = value;
      else if (value === null) input[name] = '';
    }
  } else {
    const form = await request.formData();
    for (const name of PROKER_FIELDS) {
      const value = form.get(name);
      if (typeof value === 'string') input[name] = value;
    }
  }
  return input;
}

const departmentUnknown = () => validationResponse({ department_id: [PROKER_MESSAGES.departmentUnknown] });
const inCabinet = (cabinetId: number, departmentId: number) =>
  db.cabinets.find((cabinet) => cabinet.id === cabinetId)?.departments.some((d) => d.id === departmentId) ?? false;

export const prokerHandlers = [
  http.get<never, never, ProkerList | ErrorBody>('/api/proker', async ({ request }) => {
    await latency();
    const cabinetId = cabinetOf(new URL(request.url), true);
    if (cabinetId === undefined) return errorResponse(404, PROKER_MESSAGES.kabinetUnknown);
    return HttpResponse.json<ProkerList>(cabinetId === null ? { data: [] } : listOf(cabinetId));
  }),

  http.get<{ slug: string }, never, Proker | ErrorBody>('/api/proker/:slug', async ({ params }) => {
    await latency();
    const found = state.current.find((program) => program.slug === params.slug && isPublic(program.kabinet_id));
    return found ? HttpResponse.json<Proker>(answer(found)) : errorResponse(404, PROKER_MESSAGES.notFound);
  }),

  http.get<never, never, ProkerList | ErrorBody>('/api/admin/proker', async ({ request }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const cabinetId = cabinetOf(new URL(request.url), false);
    if (cabinetId === undefined) return errorResponse(404, PROKER_MESSAGES.kabinetUnknown);
    return HttpResponse.json<ProkerList>(cabinetId === null ? { data: [] } : listOf(cabinetId));
  }),

  http.post<never, never, CreateProkerResponse | ValidationErrorBody | ErrorBody>(
    '/api/admin/proker',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const result = checkProkerInput(await readInput(request), 'create');
      if (!result.ok) return validationResponse(result.errors as Record<string, string[]>);
      const values = result.values;
      const cabinetId = values.kabinet_id ?? db.cabinets.find((cabinet) => cabinet.active)?.id;
      if (cabinetId === undefined) return validationResponse({ kabinet_id: [PROKER_MESSAGES.noActiveCabinet] });
      if (!db.cabinets.some((cabinet) => cabinet.id === cabinetId))
        return validationResponse({ kabinet_id: [PROKER_MESSAGES.kabinetUnknown] });
      if (!inCabinet(cabinetId, values.department_id!)) return departmentUnknown();
      const base = slugify(values.title!, 'proker');
      let slug = base;
      for (let n = 2; state.current.some((program) => program.slug === slug); n += 1) slug = `${base}-${n}`;
      const program: StoredProgram = {
        id: newId(),
        slug,
        title: values.title!,
        kabinet_id: cabinetId,
        department_id: values.department_id!,
        status: values.status!,
        starts_on: values.starts_on ?? null,
        ends_on: values.ends_on ?? null,
        pic: values.pic ?? null,
        summary: values.summary!,
        content: values.content ?? '',
        progress: values.progress!,
        updated_at: new Date().toISOString(),
      };
      state.current.push(program);
      return HttpResponse.json<CreateProkerResponse>(
        { message: PROKER_MESSAGES.created, data: answer(program) },
        { status: 201 },
      );
    },
  ),

  http.post<{ id: string }, never, UpdateProkerResponse | ValidationErrorBody | ErrorBody>(
    '/api/admin/proker/:id',
    async ({ params, request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const program = state.current.find((candidate) => candidate.id === Number(params.id));
      if (!program) return errorResponse(404, PROKER_MESSAGES.notFound);
      const stale = staleEdit(await sentVersion(request), program, 'proker', answer(program));
      if (stale) return stale;
      const { kabinet_id: _ignored, ...input } = await readInput(request);
      const result = checkProkerInput(input, 'update', program);
      if (!result.ok) return validationResponse(result.errors as Record<string, string[]>);
      const { kabinet_id: _none, ...values } = result.values;
      if (values.department_id !== undefined && !inCabinet(program.kabinet_id, values.department_id))
        return departmentUnknown();
      Object.assign(program, values, { updated_at: new Date().toISOString() });
      return HttpResponse.json<UpdateProkerResponse>({ message: PROKER_MESSAGES.updated, data: answer(program) });
    },
  ),

  http.delete<{ id: string }, never, DeleteProkerResponse | ErrorBody>(
    '/api/admin/proker/:id',
    async ({ params, request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const index = state.current.findIndex((candidate) => candidate.id === Number(params.id));
      if (index < 0) return errorResponse(404, PROKER_MESSAGES.notFound);
      const removed = state.current.splice(index, 1)[0]!;
      // its activities and news stay, unlinked until it comes back from the trash (ADR 089)
      const activities = db.activities.filter((item) => item.proker_id === removed.id);
      const news = db.news.filter((item) => item.proker_id === removed.id);
      for (const item of [...activities, ...news]) item.proker_id = null;
      toFixtureTrash('proker', removed.title, () => {
        if (state.current.some((other) => other.slug === removed.slug)) return false;
        putBack(state.current, index, removed);
        // those still there and not linked to another program meanwhile
        for (const item of [
          ...activities.filter((a) => db.activities.includes(a)),
          ...news.filter((n) => db.news.includes(n)),
        ])
          if (item.proker_id === null) item.proker_id = removed.id;
        return true;
      });
      return HttpResponse.json<DeleteProkerResponse>({ message: PROKER_MESSAGES.deleted });
    },
  ),
];
