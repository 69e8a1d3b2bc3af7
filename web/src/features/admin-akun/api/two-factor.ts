/**
 * The signed-in admin's second factor (contract: "Second factor"): its status under the SWR key '/api/me/2fa', the
 * set-up (a secret to scan, then the first code), switching it off, and new recovery codes. Switching it on or off
 * starts a new session for this browser on the server (the other sessions end); the cached user is refreshed.
 */
import useSWR from 'swr';
import type {
  RecoveryCodesResponse,
  TwoFactorDisableRequest,
  TwoFactorDisabledResponse,
  TwoFactorEnabledResponse,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@hmrpl/contract';
import { request } from '@/lib/http-client';

export const TWO_FACTOR_KEY = '/api/me/2fa';

export function useTwoFactorStatus() {
  return useSWR<TwoFactorStatus>(TWO_FACTOR_KEY);
}

export function startTwoFactorSetup() {
  return request<TwoFactorSetup>(`${TWO_FACTOR_KEY}/mulai`, { method: 'POST' });
}

export function enableTwoFactor(code: string) {
  return request<TwoFactorEnabledResponse>(`${TWO_FACTOR_KEY}/aktifkan`, { method: 'POST', body: { code } });
}

export function disableTwoFactor(body: TwoFactorDisableRequest) {
  return request<TwoFactorDisabledResponse>(`${TWO_FACTOR_KEY}/matikan`, { method: 'POST', body });
}

export function renewRecoveryCodes(code: string) {
  return request<RecoveryCodesResponse>(`${TWO_FACTOR_KEY}/kode-pemulihan`, { method: 'POST', body: { code } });
}
