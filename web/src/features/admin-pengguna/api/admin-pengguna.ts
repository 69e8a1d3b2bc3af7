/** Admin calls for the site's admin accounts. */
import useSWR from 'swr';
import type {
  AdminAccountList,
  BlockAdminResponse,
  BlockAdminsResponse,
  CreateAdminRequest,
  CreateAdminResponse,
  ResetTwoFactorResponse,
  UnblockAdminResponse,
  UpdateAdminRequest,
  UpdateAdminResponse,
} from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const ACCOUNTS_KEY = '/api/admin/pengguna';

export function useAdminAccounts() {
  return useSWR<AdminAccountList>(ACCOUNTS_KEY);
}

export function createAdmin(body: CreateAdminRequest) {
  return request<CreateAdminResponse>(ACCOUNTS_KEY, { method: 'POST', body });
}

export function blockAdmin(id: number) {
  return request<BlockAdminResponse>(`${ACCOUNTS_KEY}/${id}/blokir`, { method: 'POST' });
}

export function unblockAdmin(id: number) {
  return request<UnblockAdminResponse>(`${ACCOUNTS_KEY}/${id}/buka-blokir`, { method: 'POST' });
}

/** Another admin's second factor off (a lost phone): they sign in with the password and set it up again. */
export function resetAdminTwoFactor(id: number) {
  return request<ResetTwoFactorResponse>(`${ACCOUNTS_KEY}/${id}/reset-2fa`, { method: 'POST' });
}

/** A new name and/or new roles (the last unblocked pengelola keeps theirs: 422). */
export function updateAdmin(id: number, body: UpdateAdminRequest) {
  return request<UpdateAdminResponse>(`${ACCOUNTS_KEY}/${id}`, { method: 'POST', body });
}

/** Several admins blocked in one step (the old board's accounts at the handover). */
export function blockAdmins(ids: number[]) {
  return request<BlockAdminsResponse>(`${ACCOUNTS_KEY}/blokir`, { method: 'POST', body: { ids } });
}
