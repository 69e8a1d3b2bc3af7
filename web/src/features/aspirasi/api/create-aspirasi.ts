import type { AspirationCategories, AspirationCreated, AspirationLimits, AspirationRequest } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

export const ASPIRATION_CATEGORIES: AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];
export const ASPIRATION_LIMITS: AspirationLimits = { pesanMax: 2000, namaMax: 100, nimMax: 20, perMinute: 5 };

/** POST /api/aspirasi (CSRF header added by the client). An anonymous sender's nama and nim are never sent. */
export function createAspirasi(input: AspirationRequest): Promise<AspirationCreated> {
  const body: AspirationRequest = input.isAnonim
    ? { nama: null, nim: null, kategori: input.kategori, pesan: input.pesan, isAnonim: true }
    : {
        nama: input.nama?.trim() || null,
        nim: input.nim?.trim() || null,
        kategori: input.kategori,
        pesan: input.pesan,
        isAnonim: false,
      };
  return request<AspirationCreated>('/api/aspirasi', { method: 'POST', body });
}
