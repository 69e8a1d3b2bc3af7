import { http, HttpResponse } from 'msw';
import type {
  Aspiration,
  AspirationCategories,
  AspirationCreated,
  AspirationFilter,
  AspirationFormInfo,
  AspirationInboxLimits,
  AspirationInboxMessages,
  AspirationLimits,
  AspirationMessages,
  AspirationPage,
  AspirationPageLimits,
  AspirationRequest,
  AspirationStatuses,
  AspirationUpdateRequest,
  BulkDeleteAspirationsRequest,
  BulkDeleteAspirationsResponse,
  DeleteAspirationResponse,
  EditStamp,
  ErrorBody,
  MarkAspirationReadResponse,
  UpdateAspirationResponse,
  ValidationErrorBody,
} from '@hmrpl/contract';
// the CMS's own pure rules, so the fixtures cannot drift from them
import { withoutInvisibleCharacters } from '@cms-content/invisible';
import { DAY_MS, jakartaDayStart } from '@cms-content/jakarta-day';
import { db, fixtureState } from '../db';
import {
  exportRecord,
  MESSAGES,
  adminFailure,
  csrfFailure,
  errorResponse,
  guardAdminWrite,
  latency,
  newId,
  pageOf,
  staleEdit,
  validationResponse,
} from '../utils';
import { putBack, toFixtureTrash } from '../trash';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const ASPIRATION_MESSAGES: AspirationMessages = {
  created: 'Aspirasi Anda berhasil terkirim. Terima kasih!',
  pesanTooLong: 'Pesan maksimal 2000 karakter.',
  kategoriInvalid: 'Kategori tidak valid.',
  namaInvalid: 'Nama harus berupa teks.',
  namaTooLong: 'Nama maksimal 100 karakter.',
  nimInvalid: 'NIM hanya boleh berisi angka.',
  nimTooLong: 'NIM maksimal 20 digit.',
  isAnonimInvalid: 'Pilihan anonim tidak valid.',
};

const INBOX_MESSAGES: AspirationInboxMessages = {
  updated: 'Aspirasi berhasil diperbarui!',
  markedRead: 'Aspirasi ditandai dibaca.',
  deleted: 'Aspirasi berhasil dihapus!',
  bulkDeleted: (count) => `${count} aspirasi berhasil dihapus!`,
  notFound: 'Aspirasi tidak ditemukan.',
  statusInvalid: 'Status tidak valid.',
  catatanInvalid: 'Catatan harus berupa teks.',
  catatanTooLong: 'Catatan maksimal 2000 karakter.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
  kategoriInvalid: 'Kategori tidak valid.',
  qTooLong: 'Kata pencarian maksimal 200 karakter.',
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD.',
  dateOrder: 'Tanggal awal tidak boleh setelah tanggal akhir.',
  filterRequired: 'Pilih setidaknya satu filter sebelum menghapus semua hasilnya.',
  maxIdInvalid: 'Daftar yang akan dihapus tidak dikenali. Muat ulang halaman lalu coba lagi.',
};

const CATEGORIES: AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
const STATUSES: AspirationStatuses = ['baru', 'dibaca', 'diproses', 'selesai'];
const LIMITS: AspirationLimits = { pesanMax: 2000, namaMax: 100, nimMax: 20, perMinute: 5 };
const PAGE_LIMITS: AspirationPageLimits = { perPageDefault: 20, perPageMax: 100 };
const INBOX_LIMITS: AspirationInboxLimits = { catatanMax: 2000, qMax: 200, qWordsMax: 10 };

type Matcher = (aspiration: Aspiration) => boolean;

/** The filter as the CMS reads it (cms/src/api/aspirasi/rules/filter.ts): a matcher, or the 422 for what it cannot read. */
function readFilter(source: Record<string, unknown>): { match: Matcher; narrows: boolean } | Response {
  const errors: Record<string, string[]> = {};
  const checks: Matcher[] = [];
  const text = (name: keyof AspirationFilter) => {
    const value = source[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const status = text('status');
  if (status && !STATUSES.includes(status as AspirationStatuses[number]))
    errors.status = [INBOX_MESSAGES.statusInvalid];
  else if (status) checks.push((a) => a.status === status);
  const kategori = text('kategori');
  if (kategori && !CATEGORIES.includes(kategori as AspirationCategories[number]))
    errors.kategori = [INBOX_MESSAGES.kategoriInvalid];
  else if (kategori) checks.push((a) => a.kategori === kategori);
  const q = withoutInvisibleCharacters(text('q'));
  if (q.length > INBOX_LIMITS.qMax) errors.q = [INBOX_MESSAGES.qTooLong];
  const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, INBOX_LIMITS.qWordsMax);
  for (const word of words)
    checks.push((a) => [a.pesan, a.nama ?? '', a.nim ?? ''].some((field) => field.toLowerCase().includes(word)));
  let from: number | undefined;
  let until: number | undefined;
  for (const field of ['dari', 'sampai'] as const) {
    const value = text(field);
    if (!value) continue;
    const start = jakartaDayStart(value);
    if (!start) errors[field] = [INBOX_MESSAGES.dateInvalid];
    else if (field === 'dari') from = start.getTime();
    else until = start.getTime() + DAY_MS;
  }
  if (from !== undefined && until !== undefined && from >= until) errors.sampai = [INBOX_MESSAGES.dateOrder];
  if (from !== undefined) checks.push((a) => Date.parse(a.created_at) >= from!);
  if (until !== undefined) checks.push((a) => Date.parse(a.created_at) < until!);
  if (Object.keys(errors).length) return validationResponse(errors);
  return { match: (a) => checks.every((check) => check(a)), narrows: checks.length > 0 };
}

/** GET /api/aspirasi?page&per_page&filter as the CMS answers it (db.aspirations is kept newest first). */
function aspirationPage(url: URL): AspirationPage | Response {
  const filter = readFilter(Object.fromEntries(url.searchParams));
  if (filter instanceof Response) return filter;
  const asked = Number.parseInt(url.searchParams.get('per_page') ?? '', 10);
  const perPage =
    Number.isFinite(asked) && asked >= 1 ? Math.min(asked, PAGE_LIMITS.perPageMax) : PAGE_LIMITS.perPageDefault;
  const matching = db.aspirations.filter(filter.match);
  const total = matching.length;
  const current = pageOf(url);
  const data = matching.slice((current - 1) * perPage, current * perPage);
  return {
    data,
    meta: {
      current_page: current,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
      unread: db.aspirations.filter((a) => a.status === 'baru').length,
      max_id: total ? Math.max(...matching.map((a) => a.id)) : null,
    },
  };
}

const byId = (id: string | readonly string[] | undefined) => db.aspirations.find((a) => String(a.id) === String(id));
const notFound = () => errorResponse(404, INBOX_MESSAGES.notFound);

/** When the form was last sent (the flood ceiling's minute). */
const sends = fixtureState<number[]>(() => []);

export const aspirasiHandlers = [
  http.get<never, never, AspirationFormInfo>('/api/aspirasi/formulir', async () => {
    await latency();
    return HttpResponse.json<AspirationFormInfo>(
      { token: `${Date.now().toString(36)}.uji.tanda`, retention_months: 12 },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }),

  http.post<never, Partial<AspirationRequest>, AspirationCreated | ErrorBody | ValidationErrorBody>(
    '/api/aspirasi',
    async ({ request }) => {
      await latency();
      const csrf = csrfFailure(request);
      if (csrf) return csrf;
      const now = Date.now();
      sends.current = sends.current.filter((time) => now - time < 60_000);
      if (sends.current.length >= LIMITS.perMinute)
        return errorResponse(429, MESSAGES.tooManyRequests.replace('{n}', '60'), { 'Retry-After': '60' });
      const body = await request.json();
      sends.current.push(now);
      // the honeypot: answered like a success, nothing stored
      if (body.tautan)
        return HttpResponse.json<AspirationCreated>({ message: ASPIRATION_MESSAGES.created }, { status: 201 });
      const visible = (value: unknown) => withoutInvisibleCharacters(String(value ?? '')).trim();
      const pesan = visible(body.pesan);
      const errors: Record<string, string[]> = {};
      if (!pesan) errors.pesan = [MESSAGES.emptyPesan];
      else if (pesan.length > LIMITS.pesanMax) errors.pesan = [ASPIRATION_MESSAGES.pesanTooLong];
      if (!CATEGORIES.includes(body.kategori as AspirationCategories[number]))
        errors.kategori = [ASPIRATION_MESSAGES.kategoriInvalid];
      const isAnonim = body.isAnonim === true;
      const nama = isAnonim ? null : visible(body.nama).replace(/\s+/g, ' ') || null;
      const nim = isAnonim ? null : visible(body.nim) || null;
      if (nama && nama.length > LIMITS.namaMax) errors.nama = [ASPIRATION_MESSAGES.namaTooLong];
      if (nim && !/^\d+$/.test(nim)) errors.nim = [ASPIRATION_MESSAGES.nimInvalid];
      else if (nim && nim.length > LIMITS.nimMax) errors.nim = [ASPIRATION_MESSAGES.nimTooLong];
      if (Object.keys(errors).length) return validationResponse(errors);
      db.aspirations.unshift({
        id: newId(),
        nama,
        nim,
        kategori: body.kategori as AspirationCategories[number],
        pesan,
        isAnonim,
        created_at: new Date().toISOString(),
        status: 'baru',
        catatan: null,
      });
      return HttpResponse.json<AspirationCreated>({ message: ASPIRATION_MESSAGES.created }, { status: 201 });
    },
  ),

  http.get<never, never, AspirationPage | ErrorBody>('/api/aspirasi', async ({ request }) => {
    await latency();
    const failure = adminFailure();
    if (failure) return failure;
    const page = aspirationPage(new URL(request.url));
    return page instanceof Response ? page : HttpResponse.json<AspirationPage>(page);
  }),

  http.post<never, Partial<BulkDeleteAspirationsRequest>, BulkDeleteAspirationsResponse | ErrorBody>(
    '/api/admin/aspirasi/hapus',
    async ({ request }) => {
      await latency();
      const failure = guardAdminWrite(request);
      if (failure) return failure;
      const body = await request.json();
      const filter = readFilter(body as Record<string, unknown>);
      if (filter instanceof Response) return filter;
      if (!filter.narrows) return validationResponse({ filter: [INBOX_MESSAGES.filterRequired] });
      const maxId = body.max_id;
      if (typeof maxId !== 'number' || !Number.isSafeInteger(maxId) || maxId < 1)
        return validationResponse({ max_id: [INBOX_MESSAGES.maxIdInvalid] });
      // each to the trash, as the CMS does (ADR 089)
      const gone = db.aspirations.filter((a) => a.id <= maxId && filter.match(a));
      for (const found of gone) {
        toFixtureTrash('aspirasi', `${found.kategori}: ${found.pesan.slice(0, 80)}`, () => {
          db.aspirations.push(found);
          db.aspirations.sort((a, b) => b.id - a.id);
          return true;
        });
      }
      db.aspirations = db.aspirations.filter((a) => !gone.includes(a));
      const deleted = gone.length;
      return HttpResponse.json<BulkDeleteAspirationsResponse>({
        message: INBOX_MESSAGES.bulkDeleted(deleted),
        deleted,
      });
    },
  ),

  // the export's audit entry (ADR 086): before '/api/admin/aspirasi/:id', as the CMS routes it
  http.post('/api/admin/aspirasi/ekspor', async ({ request }) => {
    await latency();
    return exportRecord(request, 'aspirasi');
  }),

  http.get<{ id: string }, never, Aspiration | ErrorBody>('/api/admin/aspirasi/:id', async ({ params }) => {
    await latency();
    const failure = adminFailure();
    if (failure) return failure;
    const found = byId(params.id);
    return found ? HttpResponse.json<Aspiration>(found) : notFound();
  }),

  http.post<{ id: string }, never, MarkAspirationReadResponse | ErrorBody>(
    '/api/admin/aspirasi/:id/dibaca',
    async ({ request, params }) => {
      await latency();
      const failure = guardAdminWrite(request);
      if (failure) return failure;
      const found = byId(params.id);
      if (!found) return notFound();
      if (found.status === 'baru') found.status = 'dibaca';
      return HttpResponse.json<MarkAspirationReadResponse>({ message: INBOX_MESSAGES.markedRead, data: found });
    },
  ),

  http.post<{ id: string }, Partial<AspirationUpdateRequest & EditStamp>, UpdateAspirationResponse | ErrorBody>(
    '/api/admin/aspirasi/:id',
    async ({ request, params }) => {
      await latency();
      const failure = guardAdminWrite(request);
      if (failure) return failure;
      const body = await request.json();
      const current = byId(params.id);
      // a fixture item stored without a version: its arrival is its version
      const stale =
        current &&
        staleEdit(body.updated_at, { ...current, updated_at: current.updated_at ?? current.created_at }, 'aspirasi');
      if (stale) return stale;
      const errors: Record<string, string[]> = {};
      if (body.status !== undefined && !STATUSES.includes(body.status)) errors.status = [INBOX_MESSAGES.statusInvalid];
      const catatan =
        body.catatan === undefined || body.catatan === null
          ? body.catatan
          : withoutInvisibleCharacters(String(body.catatan)).trim();
      if (catatan && catatan.length > INBOX_LIMITS.catatanMax) errors.catatan = [INBOX_MESSAGES.catatanTooLong];
      if (body.status === undefined && body.catatan === undefined) errors.status = [INBOX_MESSAGES.nothingToUpdate];
      if (Object.keys(errors).length) return validationResponse(errors);
      const found = byId(params.id);
      if (!found) return notFound();
      if (body.status !== undefined) found.status = body.status;
      if (catatan !== undefined) found.catatan = catatan || null;
      found.updated_at = new Date().toISOString();
      return HttpResponse.json<UpdateAspirationResponse>({ message: INBOX_MESSAGES.updated, data: found });
    },
  ),

  http.delete<{ id: string }, never, DeleteAspirationResponse | ErrorBody>(
    '/api/admin/aspirasi/:id',
    async ({ request, params }) => {
      await latency();
      const failure = guardAdminWrite(request);
      if (failure) return failure;
      const found = byId(params.id);
      if (!found) return notFound();
      const index = db.aspirations.indexOf(found);
      db.aspirations = db.aspirations.filter((a) => a !== found);
      toFixtureTrash('aspirasi', `${found.kategori}: ${found.pesan.slice(0, 80)}`, () => {
        putBack(db.aspirations, index, found);
        return true;
      });
      return HttpResponse.json<DeleteAspirationResponse>({ message: INBOX_MESSAGES.deleted });
    },
  ),
];
