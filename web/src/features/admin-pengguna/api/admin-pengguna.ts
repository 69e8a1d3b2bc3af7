/** Admin calls for the site's admin accounts. */
import useSWR from 'swr';
import type {
  AdminAccountList,
  BlockAdminResponse,
  CreateAdminRequest,
  CreateAdminResponse,
  ResetTwoFactorResponse,
  UnblockAdminResponse,
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
