/** Admin calls for programs of work: a cabinet's list (any cabinet), add, edit (also the list's quick update), delete. */
import useSWR from 'swr';
import type {
  AdminCabinetList,
  AdminCabinetResponse,
  CreateProkerResponse,
  DeleteProkerResponse,
  EditStamp,
  ProkerFormFields,
  ProkerList,
  UpdateProkerResponse,
} from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const ADMIN_PROKER = '/api/admin/proker';
const adminProgramsKey = (kabinetSlug: string) => `${ADMIN_PROKER}?kabinet=${encodeURIComponent(kabinetSlug)}`;

/** Every cabinet (the one being prepared too), newest period first. */
export function useCabinetChoices() {
  return useSWR<AdminCabinetList>('/api/admin/kabinet');
}

/** One cabinet whole (its departments, in order). */
export function useCabinetDepartments(id: number | undefined) {
  return useSWR<AdminCabinetResponse>(id === undefined ? null : `/api/admin/kabinet/${id}`);
}

export function useAdminPrograms(kabinetSlug: string | undefined) {
  return useSWR<ProkerList>(kabinetSlug ? adminProgramsKey(kabinetSlug) : null, { keepPreviousData: true });
}

export function createProgram(fields: ProkerFormFields) {
  return request<CreateProkerResponse>(ADMIN_PROKER, { method: 'POST', body: fields });
}

/** `updatedAt`: the version the form (or the row) loaded; a save over a newer one is refused with 409 (ADR 101). */
export function updateProgram(id: number, fields: ProkerFormFields, updatedAt?: string) {
  const body: ProkerFormFields & EditStamp = updatedAt ? { ...fields, updated_at: updatedAt } : fields;
  return request<UpdateProkerResponse>(`${ADMIN_PROKER}/${id}`, { method: 'POST', body });
}

export function deleteProgram(id: number) {
  return request<DeleteProkerResponse>(`${ADMIN_PROKER}/${id}`, { method: 'DELETE' });
}

/** After a change: the admin's lists and every public read of programs. */
export const isProgramKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(ADMIN_PROKER) || key.startsWith('/api/proker'));
