/**
 * Admin calls for cabinets, their structure and their members. Reads are the admin's own (every cabinet, the one being
 * prepared included: the public reads show only cabinets that were ever active); after a write every cabinet key,
 * admin and public, is refreshed, so the admin screens and the public pages agree.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  ActivateCabinetResponse,
  Cabinet,
  CabinetList,
  CreateCabinetResponse,
  CreateMemberResponse,
  DeleteCabinetResponse,
  DeleteMemberResponse,
  MemberOrderResponse,
  UpdateMemberResponse,
  PreviewLinkResponse,
  SaveStructureResponse,
  StructureRequest,
  UpdateCabinetResponse,
} from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';

const ADMIN_CABINETS_KEY = '/api/admin/kabinet';
const adminCabinetKey = (id: number) => `${ADMIN_CABINETS_KEY}/${id}`;

/** Every SWR key that holds cabinet data (the admin's reads and the public ones). */
const isCabinetKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/api/kabinet') || key.startsWith(ADMIN_CABINETS_KEY));

/** GET /api/admin/kabinet: every cabinet, newest period first. */
export function useAdminCabinetList() {
  return useSWR<CabinetList>(ADMIN_CABINETS_KEY);
}

/** Refreshes every cabinet read after a write. */
export function useRefreshCabinets() {
  const { mutate } = useSWRConfig();
  return () => mutate(isCabinetKey);
}

/**
 * One cabinet by its id (the admin URLs carry ids), with the list of every cabinet. `missing` once the list is known
 * and the id is not in it.
 */
export function useCabinetById(id: number | null) {
  const list = useAdminCabinetList();
  const summary = id === null ? undefined : list.data?.data.find((item) => item.id === id);
  const cabinet = useSWR<Cabinet>(summary ? adminCabinetKey(summary.id) : null);
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

/** POST .../pratinjau: a link that shows a cabinet not yet public to whoever holds it (root-relative). */
export function createCabinetPreviewLink(id: number) {
  return request<PreviewLinkResponse>(`${adminCabinetKey(id)}/pratinjau`, { method: 'POST' });
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
