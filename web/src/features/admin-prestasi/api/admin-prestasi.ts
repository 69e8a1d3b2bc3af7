/** Admin calls for achievements: the queue by status, one achievement, its review or edit (multipart POST), delete. */
import useSWR from 'swr';
import type {
  AdminPrestasi,
  AdminPrestasiPage,
  DeletePrestasiResponse,
  PrestasiStatus,
  UpdatePrestasiResponse,
} from '@hmrpl/contract';
import { request, upload } from '@/lib/http-client';

const ADMIN_PRESTASI = '/api/admin/prestasi';
const queueKey = (status: PrestasiStatus | '', page: number) =>
  `${ADMIN_PRESTASI}?${status ? `status=${status}&` : ''}page=${page}`;
const itemKey = (id: number | string) => `${ADMIN_PRESTASI}/${encodeURIComponent(String(id))}`;

/** Any admin answer of achievements (revalidated after a write). */
export const isPrestasiKey = (key: unknown) => typeof key === 'string' && key.startsWith(ADMIN_PRESTASI);

export function useAdminPrestasiQueue(status: PrestasiStatus | '', page: number) {
  return useSWR<AdminPrestasiPage>(queueKey(status, page), { keepPreviousData: true });
}

export function useAdminPrestasi(id: string | undefined) {
  return useSWR<AdminPrestasi>(id === undefined ? null : itemKey(id));
}

/** POST /api/admin/prestasi/{id}: the review (`status`, `alasan`), corrected fields and the photo, in one send. */
/** `updatedAt`: the version the form loaded; a save over a newer one is refused with 409 (ADR 101). */
export function updatePrestasi(id: number, form: FormData, updatedAt?: string): Promise<UpdatePrestasiResponse> {
  if (updatedAt) form.append('updated_at', updatedAt);
  return upload<UpdatePrestasiResponse>(itemKey(id), form);
}

export function deletePrestasi(id: number): Promise<DeletePrestasiResponse> {
  return request<DeletePrestasiResponse>(itemKey(id), { method: 'DELETE' });
}
