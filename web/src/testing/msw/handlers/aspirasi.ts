import { http, HttpResponse } from 'msw';
import type {
  AspirationCategories,
  AspirationCreated,
  AspirationLimits,
  AspirationPage,
  AspirationPageLimits,
  AspirationRequest,
  ErrorBody,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { ASPIRATION_MESSAGES } from '../messages';
import { db } from '../db';
import {
  MESSAGES,
  adminFailure,
  csrfFailure,
  errorResponse,
  latency,
  newId,
  pageOf,
  validationResponse,
} from '../utils';

const CATEGORIES: AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
const LIMITS: AspirationLimits = { pesanMax: 2000, namaMax: 100, nimMax: 20, perMinute: 5 };
const PAGE_LIMITS: AspirationPageLimits = { perPageDefault: 20, perPageMax: 100 };

/** GET /api/aspirasi?page=n&per_page=m as the CMS answers it (db.aspirations is kept newest first). */
function aspirationPage(url: URL): AspirationPage {
  const asked = Number.parseInt(url.searchParams.get('per_page') ?? '', 10);
  const perPage =
    Number.isFinite(asked) && asked >= 1 ? Math.min(asked, PAGE_LIMITS.perPageMax) : PAGE_LIMITS.perPageDefault;
  const total = db.aspirations.length;
  const current = pageOf(url);
  const data = db.aspirations.slice((current - 1) * perPage, current * perPage);
  return {
    data,
    meta: { current_page: current, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

let sends: number[] = [];

export const aspirasiHandlers = [
  http.post<never, Partial<AspirationRequest>, AspirationCreated | ErrorBody | ValidationErrorBody>(
    '/api/aspirasi',
    async ({ request }) => {
      await latency();
      const csrf = csrfFailure(request);
      if (csrf) return csrf;
      const now = Date.now();
      sends = sends.filter((time) => now - time < 60_000);
      if (sends.length >= LIMITS.perMinute)
        return errorResponse(429, MESSAGES.tooManyRequests.replace('{n}', '60'), { 'Retry-After': '60' });
      const body = await request.json();
      const pesan = String(body.pesan ?? '').trim();
      const errors: Record<string, string[]> = {};
      if (!pesan) errors.pesan = [MESSAGES.emptyPesan];
      else if (pesan.length > LIMITS.pesanMax) errors.pesan = [ASPIRATION_MESSAGES.pesanTooLong];
      if (!CATEGORIES.includes(body.kategori as AspirationCategories[number]))
        errors.kategori = [ASPIRATION_MESSAGES.kategoriInvalid];
      const isAnonim = body.isAnonim === true;
      const nama = isAnonim ? null : String(body.nama ?? '').trim() || null;
      const nim = isAnonim ? null : String(body.nim ?? '').trim() || null;
      if (nama && nama.length > LIMITS.namaMax) errors.nama = [ASPIRATION_MESSAGES.namaTooLong];
      if (nim && !/^\d+$/.test(nim)) errors.nim = ['NIM hanya boleh berisi angka.'];
      else if (nim && nim.length > LIMITS.nimMax) errors.nim = ['NIM maksimal 20 digit.'];
      if (Object.keys(errors).length) return validationResponse(errors);
      sends.push(now);
      db.aspirations.unshift({
        id: newId(),
        nama,
        nim,
        kategori: body.kategori as AspirationCategories[number],
        pesan,
        isAnonim,
        created_at: new Date().toISOString(),
      });
      return HttpResponse.json<AspirationCreated>({ message: ASPIRATION_MESSAGES.created }, { status: 201 });
    },
  ),

  http.get<never, never, AspirationPage | ErrorBody>('/api/aspirasi', async ({ request }) => {
    await latency();
    return adminFailure() ?? HttpResponse.json<AspirationPage>(aspirationPage(new URL(request.url)));
  }),
];

export function resetAspirationLimiter() {
  sends = [];
}
