/**
 * Achievements on fixtures (contract part two, "Achievements (prestasi)"; ADR 094): the public form with the CMS's own
 * field rules (`@cms-content/prestasi-rules`), its honeypot and per-minute limit, a proof decided by content; the
 * approved ones by year and level; the staff's queue, review, add and delete. A NIM, an e-mail or the proof never
 * appear in a public answer here either.
 */
import { http, HttpResponse } from 'msw';
import type {
  AdminPrestasi,
  AdminPrestasiPage,
  CreatePrestasiResponse,
  DeletePrestasiResponse,
  ErrorBody,
  Prestasi,
  PrestasiCreated,
  PrestasiFormInfo,
  PrestasiPage,
  PrestasiProof,
  UpdatePrestasiResponse,
  ValidationErrorBody,
} from '@hmrpl/contract';
import {
  PRESTASI_LIMITS as LIMITS,
  PRESTASI_MESSAGES,
  checkPrestasi,
  cleanAlasan,
  isPrestasiStatus,
  levelParam,
  yearParam,
  type PrestasiInput,
  type PrestasiMode,
} from '@cms-content/prestasi-rules';
import { jakartaToday } from '@cms-content/jakarta-time';
import { slugify } from '@cms-content/slug';
import { fixtureState } from '../db';
import { putBack, toFixtureTrash } from '../trash';
import {
  MESSAGES,
  csrfFailure,
  errorResponse,
  guardAdminWrite,
  adminFailure,
  isAllowedImage,
  isPdf,
  latency,
  newId,
  pageOf,
  paged,
  sentVersion,
  staleEdit,
  validationResponse,
} from '../utils';

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

function item(id: number, fields: Partial<AdminPrestasi> & Pick<AdminPrestasi, 'title' | 'date'>): AdminPrestasi {
  return {
    id,
    slug: slugify(fields.title, 'prestasi'),
    rank: 'Juara 1',
    level: 'nasional',
    organizer: 'Kementerian Pendidikan',
    students: [{ nama: 'Nadia Putri Ramadhani', angkatan: '2022' }],
    summary: `Cerita di balik ${fields.title}.`,
    image_path: null,
    image_width: null,
    image_height: null,
    status: 'disetujui',
    alasan: null,
    nim: null,
    email: null,
    bukti: null,
    created_at: at(30),
    updated_at: at(30),
    ...fields,
  };
}

/** The queue at the start of every test: approved, waiting (one PDF, one photo proof) and refused ones. */
const initial = (): AdminPrestasi[] => [
  item(9101, {
    title: 'Gemastik XVII Divisi Pengembangan Perangkat Lunak',
    rank: 'Juara 2',
    date: '2025-10-18',
    students: [
      { nama: 'Nadia Putri Ramadhani', angkatan: '2022' },
      { nama: 'Fajar Nugroho', angkatan: '2022' },
    ],
    image_path: 'prestasi-gemastik.webp',
    image_width: 1200,
    image_height: 800,
  }),
  item(9102, {
    title: 'Hackathon Digital Nusantara',
    date: '2025-08-09',
    students: [{ nama: 'Rizky Maulana', angkatan: '2023' }],
  }),
  item(9103, {
    title: 'ASEAN Student Software Challenge',
    rank: 'Honorable Mention',
    level: 'internasional',
    date: '2024-05-24',
    students: [{ nama: 'Kevin Aditya Pratama', angkatan: '2021' }],
  }),
  item(9104, {
    title: 'Lomba Aplikasi Kampus Hijau',
    level: 'universitas',
    date: '2025-11-01',
    status: 'menunggu',
    nim: '1302223344',
    email: 'putri@student.test',
    students: [{ nama: 'Putri Lestari', angkatan: '2023' }],
    bukti: { url: '/api/admin/prestasi/9104/bukti', kind: 'pdf', size_bytes: 182_000 },
    created_at: at(1),
  }),
  item(9105, {
    title: 'Kompetisi Keamanan Siber Regional',
    level: 'regional',
    rank: 'Juara 3',
    date: '2025-10-30',
    status: 'menunggu',
    nim: '1302225566',
    email: 'bima@student.test',
    students: [{ nama: 'Bima Sakti', angkatan: '2022' }],
    bukti: { url: '/api/admin/prestasi/9105/bukti', kind: 'gambar', size_bytes: 640_000 },
    created_at: at(2),
  }),
  item(9106, {
    title: 'Lomba Poster Digital',
    date: '2025-09-01',
    status: 'ditolak',
    alasan: 'Sertifikat tidak terbaca.',
    nim: '1302227788',
    email: 'citra@student.test',
    bukti: { url: '/api/admin/prestasi/9106/bukti', kind: 'gambar', size_bytes: 90_000 },
    created_at: at(5),
  }),
];

const store = fixtureState(initial);
/** Sends of the public form in the last minute (its per-minute limit). */
const sends = fixtureState<number[]>(() => []);

/** The public shape: what an approved achievement shows (never NIM, e-mail, proof, status). */
function publicOf(entry: AdminPrestasi): Prestasi {
  const { status: _s, alasan: _a, nim: _n, email: _e, bukti: _b, created_at: _c, updated_at: _u, ...rest } = entry;
  return rest;
}

const newestFirst = (a: AdminPrestasi, b: AdminPrestasi) => b.date.localeCompare(a.date) || b.id - a.id;

/** The text fields and files of a request (multipart or JSON), as the CMS's controller reads them. */
async function readRequest(request: Request) {
  const type = request.headers.get('Content-Type') ?? '';
  const values: Record<string, unknown> = {};
  const files: Record<'bukti' | 'foto', File[]> = { bukti: [], foto: [] };
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    for (const [key, value] of form.entries()) {
      if (value instanceof File) {
        if (key === 'bukti' || key === 'foto') files[key].push(value);
      } else if (key === 'nama' || key === 'angkatan') values[key] = [...((values[key] as string[]) ?? []), value];
      else values[key] = value;
    }
  } else Object.assign(values, await request.json().catch(() => ({})));
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  const list = (key: string) =>
    values[key] === undefined
      ? undefined
      : ([] as unknown[]).concat(values[key]).map((v) => (typeof v === 'string' ? v : ''));
  const input: PrestasiInput = {
    title: text('title'),
    rank: text('rank'),
    level: text('level'),
    organizer: text('organizer'),
    date: text('date'),
    nim: text('nim'),
    email: text('email'),
    summary: text('summary'),
    ...(list('nama') ? { nama: list('nama') } : {}),
    ...(list('angkatan') ? { angkatan: list('angkatan') } : {}),
  };
  for (const key of Object.keys(input) as (keyof PrestasiInput)[]) if (input[key] === undefined) delete input[key];
  return { values, input, files };
}

/** The fields' rules, then the files: a 422/413 response, or the values. */
async function check(input: PrestasiInput, files: Record<'bukti' | 'foto', File[]>, mode: PrestasiMode) {
  const result = checkPrestasi(input, mode, jakartaToday(new Date()));
  const errors: Record<string, string[]> = result.ok ? {} : { ...result.errors };
  if (mode === 'kirim' && files.bukti.length === 0) errors.bukti = [PRESTASI_MESSAGES.proofRequired];
  if (files.bukti.length > 1) errors.bukti = [PRESTASI_MESSAGES.oneProofOnly];
  if (files.foto.length > 1) errors.foto = [PRESTASI_MESSAGES.onePhotoOnly];
  if (!result.ok || Object.keys(errors).length > 0) return { response: validationResponse(errors) } as const;
  const [proof] = files.bukti;
  if (proof && proof.size > LIMITS.proofMaxBytes)
    return { response: errorResponse(413, PRESTASI_MESSAGES.proofTooLarge) } as const;
  const proofKind: PrestasiProof['kind'] | null = proof
    ? (await isAllowedImage(proof))
      ? 'gambar'
      : (await isPdf(proof))
        ? 'pdf'
        : null
    : null;
  if (proof && !proofKind) return { response: validationResponse({ bukti: [PRESTASI_MESSAGES.proofType] }) } as const;
  const [photo] = files.foto;
  if (photo && !(await isAllowedImage(photo)))
    return { response: validationResponse({ foto: [MESSAGES.badFileType] }) } as const;
  return {
    response: null,
    values: result.values,
    proof: proof && proofKind ? { kind: proofKind, size: proof.size } : null,
    photo,
  } as const;
}

const findById = (id: string) => store.current.find((entry) => entry.id === Number(id));
const freeSlug = (title: string) => {
  const base = slugify(title, 'prestasi');
  let slug = base;
  for (let n = 2; store.current.some((entry) => entry.slug === slug) || ['kirim', 'formulir'].includes(slug); n += 1)
    slug = `${base}-${n}`;
  return slug;
};

/** A small real PDF, shown in the admin's proof viewer on fixtures. */
const FIXTURE_PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

export const prestasiHandlers = [
  http.get<never, never, PrestasiFormInfo>('/api/prestasi/formulir', async () => {
    await latency();
    return HttpResponse.json<PrestasiFormInfo>({ token: `fixture-token-${newId()}` });
  }),

  http.post<never, never, PrestasiCreated | ErrorBody | ValidationErrorBody>('/api/prestasi', async ({ request }) => {
    await latency();
    const csrf = csrfFailure(request);
    if (csrf) return csrf;
    const now = Date.now();
    sends.current = sends.current.filter((time) => now - time < 60_000);
    if (sends.current.length >= LIMITS.perMinute)
      return errorResponse(429, MESSAGES.tooManyRequests.replace('{n}', '60'), { 'Retry-After': '60' });
    sends.current.push(now);
    const { values, input, files } = await readRequest(request);
    const created = HttpResponse.json<PrestasiCreated>({ message: PRESTASI_MESSAGES.created }, { status: 201 });
    if (typeof values.tautan === 'string' && values.tautan !== '') return created;
    const checked = await check(input, files, 'kirim');
    if (checked.response) return checked.response;
    const id = newId();
    const v = checked.values;
    store.current.push(
      item(id, {
        title: v.title!,
        slug: freeSlug(v.title!),
        rank: v.rank!,
        level: v.level!,
        organizer: v.organizer!,
        date: v.date!,
        students: v.students!,
        summary: v.summary!,
        status: 'menunggu',
        nim: v.nim ?? null,
        email: v.email ?? null,
        bukti: { url: `/api/admin/prestasi/${id}/bukti`, kind: checked.proof!.kind, size_bytes: checked.proof!.size },
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      }),
    );
    return created;
  }),

  http.get<never, never, PrestasiPage>('/api/prestasi', async ({ request }) => {
    await latency();
    const url = new URL(request.url);
    const tahun = yearParam(url.searchParams.get('tahun') ?? undefined);
    const level = levelParam(url.searchParams.get('level') ?? undefined);
    const approved = store.current.filter((entry) => entry.status === 'disetujui').sort(newestFirst);
    const matching = approved.filter(
      (entry) => (!tahun || entry.date.startsWith(`${tahun}-`)) && (!level || entry.level === level),
    );
    const years = [...new Set(approved.map((entry) => Number(entry.date.slice(0, 4))))];
    const { data, meta } = paged(matching, pageOf(url), LIMITS.perPage);
    return HttpResponse.json<PrestasiPage>({ data: data.map(publicOf), meta: { ...meta, years } });
  }),

  http.get<{ slug: string }, never, Prestasi | ErrorBody>('/api/prestasi/:slug', async ({ params }) => {
    await latency();
    const found = store.current.find((entry) => entry.slug === params.slug && entry.status === 'disetujui');
    return found ? HttpResponse.json<Prestasi>(publicOf(found)) : errorResponse(404, PRESTASI_MESSAGES.notFound);
  }),

  http.get<never, never, AdminPrestasiPage | ErrorBody>('/api/admin/prestasi', async ({ request }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const matching = store.current
      .filter((entry) => !isPrestasiStatus(status) || entry.status === status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const { data, meta } = paged(matching, pageOf(url), LIMITS.adminPerPage);
    const waiting = store.current.filter((entry) => entry.status === 'menunggu').length;
    return HttpResponse.json<AdminPrestasiPage>({ data, meta: { ...meta, waiting } });
  }),

  http.get<{ id: string }, never, AdminPrestasi | ErrorBody>('/api/admin/prestasi/:id', async ({ params }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const found = findById(params.id);
    return found ? HttpResponse.json<AdminPrestasi>(found) : errorResponse(404, PRESTASI_MESSAGES.notFound);
  }),

  http.get<{ id: string }>('/api/admin/prestasi/:id/bukti', async ({ params }) => {
    const denied = adminFailure();
    if (denied) return denied;
    const found = findById(params.id);
    if (!found?.bukti) return errorResponse(404, PRESTASI_MESSAGES.notFound);
    const headers = { 'Content-Security-Policy': 'sandbox', 'X-Content-Type-Options': 'nosniff' };
    if (found.bukti.kind === 'pdf')
      return new HttpResponse(FIXTURE_PDF, { headers: { ...headers, 'Content-Type': 'application/pdf' } });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560"><rect width="800" height="560" fill="#f4f6f8"/><text x="400" y="290" font-family="sans-serif" font-size="36" text-anchor="middle">Sertifikat (contoh)</text></svg>';
    return new HttpResponse(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml' } });
  }),

  http.post<never, never, CreatePrestasiResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/prestasi',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const { input, files } = await readRequest(request);
      const checked = await check(input, files, 'tambah');
      if (checked.response) return checked.response;
      const id = newId();
      const v = checked.values;
      const entry = item(id, {
        title: v.title!,
        slug: freeSlug(v.title!),
        rank: v.rank!,
        level: v.level!,
        organizer: v.organizer!,
        date: v.date!,
        students: v.students!,
        summary: v.summary!,
        nim: v.nim ?? null,
        email: v.email ?? null,
        ...(checked.photo ? { image_path: `prestasi-${id}.webp`, image_width: 1200, image_height: 800 } : {}),
        ...(checked.proof
          ? {
              bukti: {
                url: `/api/admin/prestasi/${id}/bukti`,
                kind: checked.proof.kind,
                size_bytes: checked.proof.size,
              },
            }
          : {}),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      store.current.push(entry);
      return HttpResponse.json<CreatePrestasiResponse>(
        { message: PRESTASI_MESSAGES.added, data: entry },
        { status: 201 },
      );
    },
  ),

  http.post<{ id: string }, never, UpdatePrestasiResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/prestasi/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const found = findById(params.id);
      if (!found) return errorResponse(404, PRESTASI_MESSAGES.notFound);
      const stale = staleEdit(await sentVersion(request), found, 'prestasi', { ...found });
      if (stale) return stale;
      const { values, input, files } = await readRequest(request);
      const checked = await check(input, files, 'ubah');
      const errors: Record<string, string[]> = {};
      if (checked.response) {
        if (checked.response.status !== 422) return checked.response;
        Object.assign(errors, ((await checked.response.json()) as ValidationErrorBody).errors);
      }
      const sent = values.status === '' ? undefined : values.status;
      if (sent !== undefined && !isPrestasiStatus(sent)) errors.status = [PRESTASI_MESSAGES.statusInvalid];
      const alasan = cleanAlasan(values.alasan);
      if (typeof alasan === 'object' && alasan !== null) errors.alasan = [alasan.error];
      if (sent === 'ditolak' && (typeof alasan !== 'string' || !alasan) && !errors.alasan)
        errors.alasan = [PRESTASI_MESSAGES.alasanRequired];
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      const ok = checked.response ? null : checked;
      const removePhoto = values.hapus_foto === true || values.hapus_foto === 'true';
      Object.assign(found, {
        ...(ok?.values.students ? { students: ok.values.students } : {}),
        ...Object.fromEntries(Object.entries(ok?.values ?? {}).filter(([key]) => key !== 'students')),
        ...(isPrestasiStatus(sent) ? { status: sent } : {}),
        ...(sent === 'disetujui'
          ? { alasan: null }
          : values.alasan !== undefined
            ? { alasan: alasan as string | null }
            : {}),
        ...(ok?.photo
          ? { image_path: `prestasi-${newId()}.webp`, image_width: 1200, image_height: 800 }
          : removePhoto
            ? { image_path: null, image_width: null, image_height: null }
            : {}),
        updated_at: new Date().toISOString(),
      });
      return HttpResponse.json<UpdatePrestasiResponse>({ message: PRESTASI_MESSAGES.updated, data: found });
    },
  ),

  http.delete<{ id: string }, never, DeletePrestasiResponse | ErrorBody>(
    '/api/admin/prestasi/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const found = findById(params.id);
      if (!found) return errorResponse(404, PRESTASI_MESSAGES.notFound);
      const index = store.current.indexOf(found);
      store.current = store.current.filter((entry) => entry !== found);
      toFixtureTrash('prestasi', found.title, () => {
        if (store.current.some((other) => other.slug === found.slug)) return false;
        putBack(store.current, index, found);
        return true;
      });
      return HttpResponse.json<DeletePrestasiResponse>({ message: PRESTASI_MESSAGES.deleted });
    },
  ),
];
