/**
 * Admin calls for cabinets, their structure and their members. The screens read through the admin routes (every
 * cabinet, the one not yet active included; never cached: ADR 065); after a write every cabinet key is refreshed,
 * the admin ones and the public ones the site shares, so the admin screens and the public pages agree.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  ActivateCabinetResponse,
  AdminCabinetList,
  AdminCabinetResponse,
  CreateCabinetResponse,
  CreateMemberResponse,
  DeleteCabinetResponse,
  DeleteMemberResponse,
  EditStamp,
  HandoverResponse,
  HandoverReviewResponse,
  HandoverReviewStep,
  MemberImportRequest,
  MemberImportResponse,
  MemberOrderResponse,
  PreviewLinkResponse,
  SaveStructureResponse,
  StructureRequest,
  UpdateCabinetResponse,
  UpdateMemberResponse,
} from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';

const ADMIN_CABINETS_KEY = '/api/admin/kabinet';
const adminCabinetKey = (id: number) => `/api/admin/kabinet/${id}`;

/** Every SWR key that holds cabinet data: the admin reads, the handover checklist and the public reads. */
const isCabinetKey = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith('/api/kabinet') || key.startsWith(ADMIN_CABINETS_KEY) || key.startsWith('/api/admin/serah-terima'));

/** Refreshes every cabinet read after a write (resolves once the admin screens hold the new state). */
export function useRefreshCabinets() {
  const { mutate } = useSWRConfig();
  return () => mutate(isCabinetKey);
}

/** Every cabinet, newest period first, with the one being prepared marked. */
export function useAdminCabinets() {
  return useSWR<AdminCabinetList>(ADMIN_CABINETS_KEY);
}

/**
 * One cabinet by its id (the admin URLs carry ids). `missing` once the list is known and the id is not in it.
 */
export function useCabinetById(id: number | null) {
  const list = useAdminCabinets();
  const known = id !== null && list.data?.data.some((item) => item.id === id);
  const cabinet = useSWR<AdminCabinetResponse>(known ? adminCabinetKey(id) : null);
  return {
    cabinet: cabinet.data?.data,
    error: list.error ?? cabinet.error,
    missing: Boolean(list.data) && !known,
    loading: (!list.data && !list.error) || (Boolean(known) && !cabinet.data && !cabinet.error),
    list: list.data?.data,
  };
}

/**
 * The cabinet an admin screen shows: `?kabinet={id}`, else the one being prepared for the handover (the work of the
 * moment), else the active one.
 */
export function chosenCabinetId(
  param: string | null,
  list: Array<{ id: number; active: boolean; preparing: boolean }> | undefined,
) {
  const asked = param && /^\d+$/.test(param) ? Number(param) : null;
  return (
    asked ?? list?.find((item) => item.preparing)?.id ?? list?.find((item) => item.active)?.id ?? list?.[0]?.id ?? null
  );
}

export function createCabinet(form: FormData, options?: UploadOptions) {
  return upload<CreateCabinetResponse>('/api/admin/kabinet', form, options);
}

/** `updatedAt` (of this and the next edits): the version the form loaded; a newer one refuses the save, 409 (ADR 101). */
export function updateCabinet(id: number, form: FormData, options?: UploadOptions, updatedAt?: string) {
  if (updatedAt) form.append('updated_at', updatedAt);
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

export function saveStructure(id: number, structure: StructureRequest, updatedAt?: string) {
  const body: StructureRequest & EditStamp = updatedAt ? { ...structure, updated_at: updatedAt } : structure;
  return request<SaveStructureResponse>(`/api/admin/kabinet/${id}/struktur`, { method: 'POST', body });
}

export function createMember(form: FormData, options?: UploadOptions) {
  return upload<CreateMemberResponse>('/api/admin/anggota', form, options);
}

export function updateMember(id: number, form: FormData, options?: UploadOptions, updatedAt?: string) {
  if (updatedAt) form.append('updated_at', updatedAt);
  return upload<UpdateMemberResponse>(`/api/admin/anggota/${id}`, form, options);
}

export function deleteMember(id: number) {
  return request<DeleteMemberResponse>(`/api/admin/anggota/${id}`, { method: 'DELETE' });
}

export function reorderMembers(ids: number[]) {
  return request<MemberOrderResponse>('/api/admin/anggota/urutan', { method: 'POST', body: { ids } });
}

/** Adds a spreadsheet's rows to a cabinet: all of them, or none (422 naming each bad row). */
export function importMembers(body: MemberImportRequest) {
  return request<MemberImportResponse>('/api/admin/anggota/impor', { method: 'POST', body });
}

const HANDOVER_KEY = '/api/admin/serah-terima';

/** The yearly handover's checklist (ADR 067). */
export function useHandover() {
  return useSWR<HandoverResponse>(HANDOVER_KEY);
}

/** Marks a step that needed no change as reviewed, on the cabinet being prepared. */
export function reviewHandoverStep(langkah: HandoverReviewStep) {
  return request<HandoverReviewResponse>(`${HANDOVER_KEY}/tinjau`, { method: 'POST', body: { langkah } });
}
