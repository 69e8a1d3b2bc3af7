import type { AspirationCategories, AspirationCreated, AspirationLimits, AspirationRequest } from '@hmrpl/contract';
import { request } from '@/lib/http-client';
import { useFormToken } from '@/lib/form-token';

export const ASPIRATION_CATEGORIES: AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
export const ASPIRATION_LIMITS: AspirationLimits = { pesanMax: 2000, namaMax: 100, nimMax: 20, perMinute: 5 };

/** How long nama and NIM are kept when the CMS cannot be asked (its default). */
const DEFAULT_RETENTION_MONTHS = 12;

/**
 * GET /api/aspirasi/formulir: the form's single-use token (it tells the CMS the form was really opened, some time
 * before the send) and how many months nama and NIM are kept. Read once when the form opens; `renew()` after a send.
 */
export function useAspirationForm() {
  const { token, info, renew } = useFormToken();
  return { token, retentionMonths: info?.retention_months ?? DEFAULT_RETENTION_MONTHS, renew };
}

/**
 * POST /api/aspirasi (CSRF header added by the client). An anonymous sender's nama and nim are never sent. `tautan` is
 * the hidden field only programs fill in; it is sent only when something filled it.
 */
export function createAspirasi(input: AspirationRequest): Promise<AspirationCreated> {
  const extras = { ...(input.token ? { token: input.token } : {}), ...(input.tautan ? { tautan: input.tautan } : {}) };
  const body: AspirationRequest = input.isAnonim
    ? { nama: null, nim: null, kategori: input.kategori, pesan: input.pesan, isAnonim: true, ...extras }
    : {
        nama: input.nama?.trim() || null,
        nim: input.nim?.trim() || null,
        kategori: input.kategori,
        pesan: input.pesan,
        isAnonim: false,
        ...extras,
      };
  return request<AspirationCreated>('/api/aspirasi', { method: 'POST', body });
}
