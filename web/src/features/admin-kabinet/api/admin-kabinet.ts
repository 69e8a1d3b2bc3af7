/**
 * Admin calls for cabinets, their structure and their members. Reads are the public ones (every cabinet is public), shared with the
 * site through SWR; after a write every cabinet key is refreshed, so the admin screens and the public pages agree.
 */
import { useSWRConfig } from 'swr';
import type {
  ActivateCabinetResponse,
  CreateCabinetResponse,
  CreateMemberResponse,
  DeleteCabinetResponse,
  DeleteMemberResponse,
  MemberOrderResponse,
  UpdateMemberResponse,
  SaveStructureResponse,
  StructureRequest,
  UpdateCabinetResponse,
} from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';
import { useCabinet, useCabinetList } from '@/lib/site-content';

/** Every SWR key that holds cabinet data (public reads). */
const isCabinetKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/kabinet');

/** Refreshes every cabinet read after a write. */
export function useRefreshCabinets() {
  const { mutate } = useSWRConfig();
  return () => mutate(isCabinetKey);
}

/**
 * One cabinet by its id (the admin URLs carry ids, slugs follow the name): the list gives its slug, then the cabinet.
 * `missing` once the list is known and the id is not in it.
 */
export function useCabinetById(id: number | null) {
  const list = useCabinetList();
  const summary = id === null ? undefined : list.data?.data.find((item) => item.id === id);
  const cabinet = useCabinet(summary?.slug);
  return {
    cabinet: cabinet.data,
    error: list.error ?? cabinet.error,
    missing: Boolean(list.data) && !summary,
    loading: (!list.data && !list.error) || (Boolean(summary) && !cabinet.data && !cabinet.error),
    list: list.data?.data,
  };
}

/** The cabinet an admin screen shows: `?kabinet={id}`, else the active one. */
export function chosenCabinetId(param: string | null, list: { id: number; active: boolean }[] | undefined) {
  const asked = param && /^\d+$/.test(param) ? Number(param) : null;
  return asked ?? list?.find((item) => item.active)?.id ?? list?.[0]?.id ?? null;
}

export function createCabinet(form: FormData, options?: UploadOptions) {
  return upload<CreateCabinetResponse>('/api/admin/kabinet', form, options);
}

export function updateCabinet(id: number, form: FormData, options?: UploadOptions) {
  return upload<UpdateCabinetResponse>(`/api/admin/kabinet/${id}`, form, options);
}

export function activateCabinet(id: number) {
  return request<ActivateCabinetResponse>(`/api/admin/kabinet/${id}/aktifkan`, { method: 'POST' });
}

export function deleteCabinet(id: number) {
  return request<DeleteCabinetResponse>(`/api/admin/kabinet/${id}`, { method: 'DELETE' });
}

export function saveStructure(id: number, body: StructureRequest) {
  return request<SaveStructureResponse>(`/api/admin/kabinet/${id}/struktur`, { method: 'POST', body });
}

export function createMember(form: FormData, options?: UploadOptions) {
  return upload<CreateMemberResponse>('/api/admin/anggota', form, options);
}

export function updateMember(id: number, form: FormData, options?: UploadOptions) {
  return upload<UpdateMemberResponse>(`/api/admin/anggota/${id}`, form, options);
}

export function deleteMember(id: number) {
  return request<DeleteMemberResponse>(`/api/admin/anggota/${id}`, { method: 'DELETE' });
}

export function reorderMembers(ids: number[]) {
  return request<MemberOrderResponse>('/api/admin/anggota/urutan', { method: 'POST', body: { ids } });
}
