/** Admin calls for documents: the list (the public read), every cabinet, add / edit (multipart, with progress), delete. */
import useSWR from 'swr';
import type {
  CabinetList,
  CreateDokumenResponse,
  DeleteDokumenResponse,
  DokumenKategori,
  DokumenList,
  UpdateDokumenResponse,
} from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';

export const DOCUMENTS_KEY = '/api/dokumen';
const ADMIN_CABINETS_KEY = '/api/admin/kabinet';

/** 20 MB, the server's limit (checked here first, so a large file is not sent in vain). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export function useAdminDocuments() {
  return useSWR<DokumenList>(DOCUMENTS_KEY);
}

/** Every cabinet, the next one too (a document may belong to it before it is public). */
export function useAllCabinets() {
  return useSWR<CabinetList>(ADMIN_CABINETS_KEY);
}

export interface DocumentInput {
  title: string;
  kategori: DokumenKategori;
  /** '' for none. */
  kabinet_id: string;
  file: File | null;
}

function formOf(input: DocumentInput, fields: { kabinet: boolean }): FormData {
  const form = new FormData();
  form.append('title', input.title);
  form.append('kategori', input.kategori);
  if (fields.kabinet) form.append('kabinet_id', input.kabinet_id);
  if (input.file) form.append('file', input.file);
  return form;
}

export function createDocument(input: DocumentInput, options?: UploadOptions) {
  return upload<CreateDokumenResponse>('/api/admin/dokumen', formOf(input, { kabinet: true }), options);
}

/**
 * `kabinetChanged`: send the cabinet only when it was changed (a cabinet not public yet is not in the list's answer).
 * `updatedAt`: the version the form loaded; a save over a newer one is refused with 409 (ADR 101).
 */
export function updateDocument(
  id: number,
  input: DocumentInput,
  kabinetChanged: boolean,
  options?: UploadOptions,
  updatedAt?: string,
) {
  const form = formOf(input, { kabinet: kabinetChanged });
  if (updatedAt) form.append('updated_at', updatedAt);
  return upload<UpdateDokumenResponse>(`/api/admin/dokumen/${id}`, form, options);
}

export function deleteDocument(id: number) {
  return request<DeleteDokumenResponse>(`/api/admin/dokumen/${id}`, { method: 'DELETE' });
}
