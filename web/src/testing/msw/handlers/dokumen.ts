/** Documents on fixtures: the public list (by kind and cabinet), add / edit / delete a PDF (judged by the CMS's rule). */
import { http, HttpResponse } from 'msw';
import type {
  CreateDokumenResponse,
  DeleteDokumenResponse,
  Dokumen,
  DokumenKategori,
  DokumenLimits,
  DokumenList,
  DokumenMessages,
  ErrorBody,
  UpdateDokumenResponse,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { slugify } from '@cms-content/slug';
import { db, fixtureState } from '../db';
import { putBack, toFixtureTrash } from '../trash';
import { errorResponse, filesOf, guardAdminWrite, isDocumentPdf, latency, newId, validationResponse } from '../utils';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const DOKUMEN_MESSAGES: DokumenMessages = {
  created: 'Dokumen berhasil ditambahkan!',
  updated: 'Dokumen berhasil diperbarui!',
  deleted: 'Dokumen berhasil dihapus!',
  notFound: 'Dokumen tidak ditemukan.',
  notPdf: 'Berkas harus berupa PDF.',
  fileRequired: 'Silakan pilih berkas PDF terlebih dahulu.',
  oneFileOnly: 'Unggah satu berkas PDF saja.',
  tooLarge: 'Ukuran berkas melebihi 20 MB.',
  titleRequired: 'Judul dokumen wajib diisi.',
  titleTooLong: 'Judul dokumen maksimal 200 karakter.',
  badKategori: 'Kategori harus salah satu dari AD/ART, SOP, LPJ, atau Lainnya.',
  badKabinet: 'Kabinet tidak ditemukan.',
};
const LIMITS: DokumenLimits = { maxFileBytes: 20971520, titleMax: 200, listMax: 500 };
const KINDS: readonly DokumenKategori[] = ['AD/ART', 'SOP', 'LPJ', 'Lainnya'];
const isKind = (value: unknown): value is DokumenKategori =>
  typeof value === 'string' && (KINDS as readonly string[]).includes(value);

/** The seeded sample AD/ART (the CMS's demo seed makes one too), of the active cabinet. */
function makeDocuments(): Dokumen[] {
  const active = db.cabinets.find((cabinet) => cabinet.active);
  return [
    {
      id: 9001,
      slug: 'contoh-ad-art-hmrpl',
      title: 'Contoh AD/ART HMRPL',
      kategori: 'AD/ART',
      kabinet_slug: active?.slug ?? null,
      file_path: 'dokumen_contoh-ad-art.pdf',
      size_bytes: 2_048,
      uploaded_at: '2025-08-01T03:00:00.000Z',
    },
  ];
}
const documents = fixtureState(makeDocuments);

/** The cabinet's slug for an id, when it is public (as the CMS answers). */
const cabinetSlugOf = (id: number | null) => {
  const cabinet = id === null ? undefined : db.cabinets.find((item) => item.id === id);
  if (!cabinet) return null;
  return cabinet.active || db.cabinetsEverActive.includes(cabinet.id) ? cabinet.slug : null;
};

/** The checked fields of an admin write (`undefined`: not sent), or the 422 of every bad field. */
async function checked(form: FormData, mode: 'create' | 'update') {
  const errors: Record<string, string[]> = {};
  const title = form.get('title');
  const kategori = form.get('kategori');
  const kabinet = form.get('kabinet_id');
  const files = filesOf(form, 'file');
  const values: { title?: string; kategori?: DokumenKategori; kabinet?: number | null; file?: File } = {};
  if (title !== null || mode === 'create') {
    const text = typeof title === 'string' ? title.trim() : '';
    if (!text) errors.title = [DOKUMEN_MESSAGES.titleRequired];
    else if (text.length > LIMITS.titleMax) errors.title = [DOKUMEN_MESSAGES.titleTooLong];
    else values.title = text;
  }
  if (kategori !== null || mode === 'create') {
    if (isKind(kategori)) values.kategori = kategori;
    else errors.kategori = [DOKUMEN_MESSAGES.badKategori];
  }
  if (typeof kabinet === 'string') {
    if (!kabinet.trim()) values.kabinet = null;
    else if (db.cabinets.some((cabinet) => String(cabinet.id) === kabinet.trim())) values.kabinet = Number(kabinet);
    else errors.kabinet_id = [DOKUMEN_MESSAGES.badKabinet];
  }
  if (files.length > 1) errors.file = [DOKUMEN_MESSAGES.oneFileOnly];
  else if (files.length === 0 && mode === 'create') errors.file = [DOKUMEN_MESSAGES.fileRequired];
  if (Object.keys(errors).length > 0) return { response: validationResponse(errors) };
  const [file] = files;
  if (file && file.size > LIMITS.maxFileBytes) return { response: errorResponse(413, DOKUMEN_MESSAGES.tooLarge) };
  if (file && !(await isDocumentPdf(file)))
    return { response: validationResponse({ file: [DOKUMEN_MESSAGES.notPdf] }) };
  if (file) values.file = file;
  return { values };
}

export const dokumenHandlers = [
  http.get<never, never, DokumenList>('/api/dokumen', async ({ request }) => {
    await latency();
    const url = new URL(request.url);
    const kategori = url.searchParams.get('kategori');
    const kabinet = url.searchParams.get('kabinet');
    const data = [...documents.current]
      .filter((doc) => (!isKind(kategori) || doc.kategori === kategori) && (!kabinet || doc.kabinet_slug === kabinet))
      .sort(
        (a, b) =>
          KINDS.indexOf(a.kategori) - KINDS.indexOf(b.kategori) ||
          b.uploaded_at.localeCompare(a.uploaded_at) ||
          b.id - a.id,
      );
    return HttpResponse.json<DokumenList>({ data });
  }),

  http.post<never, never, CreateDokumenResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/dokumen',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const result = await checked(await request.formData(), 'create');
      if (result.response) return result.response;
      const { values } = result;
      const id = newId();
      const taken = new Set(documents.current.map((doc) => doc.slug));
      const base = slugify(values.title!, 'dokumen');
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
      const created: Dokumen = {
        id,
        slug,
        title: values.title!,
        kategori: values.kategori!,
        kabinet_slug: cabinetSlugOf(values.kabinet ?? null),
        file_path: `dokumen_upload-${id}.pdf`,
        size_bytes: values.file!.size,
        uploaded_at: new Date().toISOString(),
      };
      documents.current.push(created);
      return HttpResponse.json<CreateDokumenResponse>(
        { message: DOKUMEN_MESSAGES.created, data: created },
        { status: 201 },
      );
    },
  ),

  http.post<{ id: string }, never, UpdateDokumenResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/dokumen/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const doc = documents.current.find((item) => item.id === Number(params.id));
      if (!doc) return errorResponse(404, DOKUMEN_MESSAGES.notFound);
      const result = await checked(await request.formData(), 'update');
      if (result.response) return result.response;
      const { values } = result;
      if (values.title !== undefined) doc.title = values.title;
      if (values.kategori !== undefined) doc.kategori = values.kategori;
      if (values.kabinet !== undefined) doc.kabinet_slug = cabinetSlugOf(values.kabinet);
      if (values.file) {
        doc.file_path = `dokumen_upload-${newId()}.pdf`;
        doc.size_bytes = values.file.size;
      }
      return HttpResponse.json<UpdateDokumenResponse>({ message: DOKUMEN_MESSAGES.updated, data: { ...doc } });
    },
  ),

  http.delete<{ id: string }, never, DeleteDokumenResponse | ErrorBody>(
    '/api/admin/dokumen/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const index = documents.current.findIndex((doc) => doc.id === Number(params.id));
      if (index < 0) return errorResponse(404, DOKUMEN_MESSAGES.notFound);
      const removed = documents.current.splice(index, 1)[0]!;
      toFixtureTrash('dokumen', removed.title, () => {
        if (documents.current.some((other) => other.slug === removed.slug)) return false;
        putBack(documents.current, index, removed);
        return true;
      });
      return HttpResponse.json<DeleteDokumenResponse>({ message: DOKUMEN_MESSAGES.deleted });
    },
  ),
];
