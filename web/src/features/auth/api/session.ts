/**
 * The admin session: `GET /api/me` under the SWR key '/api/me' (a 401 means "not signed in"), login (with the second
 * step of an account with the second factor) and logout. The session cookie and the second step's cookie are
 * httpOnly, so the SPA only ever knows the user the server reports.
 */
import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginAnswer,
  LoginRequest,
  LoginResponse,
  LogoutAllResponse,
  LogoutResponse,
  MeResponse,
  User,
} from '@hmrpl/contract';
import { noteActivity, onActivity } from '@/lib/activity';
import { ensureCsrfCookie, request } from '@/lib/http-client';
import { markStaffBrowser, unmarkStaffBrowser } from '@/lib/staff-browser';

export const SESSION_KEY = '/api/me';

interface Session {
  /** The signed-in user; null when signed out (or when /api/me failed). */
  user: User | null;
  /** True until the first answer of /api/me. */
  isLoading: boolean;
}

export function useSession(): Session {
  const { data, error, isLoading } = useSWR<MeResponse | null>(SESSION_KEY, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
    // a screen that mounts later (the login page after 'Keluar') reads what is known, not the server again: after a
    // logout whose server call failed, the cookie may still be valid, and the admin must stay signed out in the UI
    revalidateIfStale: false,
  });
  // data wins over a stale error: a login writes the user into the cache after a 401 from /api/me
  const user = data ?? null;
  // this browser is a staff member's: the visitors' speed report leaves it out (ADR 122)
  useEffect(() => {
    if (user) markStaffBrowser();
  }, [user]);
  return { user, isLoading: isLoading && data === undefined && error === undefined };
}

/**
 * POST /api/login with a fresh CSRF token (the server rotates it on login). Answers the user, or `two_factor` when the
 * account's code is asked next (POST /api/login/2fa). Rejects with ApiError.
 */
export async function login(credentials: LoginRequest): Promise<{ user: User } | { twoFactor: true }> {
  await ensureCsrfCookie(true);
  const response = await request<LoginAnswer>('/api/login', { method: 'POST', body: credentials });
  return 'two_factor' in response ? { twoFactor: true } : { user: response.user };
}

/** POST /api/login/2fa: the second step's code (the app's 6 digits or a recovery code). Rejects with ApiError. */
export async function loginWithCode(code: string): Promise<User> {
  const response = await request<LoginResponse>('/api/login/2fa', { method: 'POST', body: { code } });
  return response.user;
}

/** POST /api/logout. Rejects with ApiError; callers sign the user out of the UI either way. */
export function logout(): Promise<LogoutResponse> {
  return request<LogoutResponse>('/api/logout', { method: 'POST' });
}

/** POST /api/logout-all ("Keluar dari semua perangkat"): ends every session of this admin, this one too. */
export function logoutAll(): Promise<LogoutAllResponse> {
  return request<LogoutAllResponse>('/api/logout-all', { method: 'POST' });
}

/** How often, at most, a working admin tells the server the session is in use (its idle timeout is 30 minutes). */
export const KEEP_ALIVE_EVERY_MS = 5 * 60 * 1000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/**
 * While the admin types or clicks, asks `GET /api/me` again at most every KEEP_ALIVE_EVERY_MS, so a long edit does not
 * run into the server's idle timeout; an admin who walks away is signed out by it (the next call answers 401).
 */
export function useSessionKeepAlive() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let lastPing = Date.now();
    const onWork = () => {
      const now = Date.now();
      if (now - lastPing < KEEP_ALIVE_EVERY_MS) return;
      lastPing = now;
      void mutate(SESSION_KEY);
    };
    const options = { capture: true, passive: true };
    const onEvent = () => noteActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onEvent, options);
    const stop = onActivity(onWork);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onEvent, options);
      stop();
    };
  }, [mutate]);
}

/** SWR keys that hold admin-only data (removed from the cache when the session ends): the admin's own account too. */
function isAdminDataKey(key: unknown): boolean {
  return (
    typeof key === 'string' && (key.startsWith('/api/admin/') || key.startsWith('/api/me/') || key === '/api/aspirasi')
  );
}

/** Clears the user (and the admin data in the cache) without asking the server again. */
export function useEndSession() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    unmarkStaffBrowser();
    await mutate(SESSION_KEY, null, { revalidate: false });
    await mutate(isAdminDataKey, undefined, { revalidate: false });
  }, [mutate]);
}

/**
 * POST /api/me/password: the signed-in admin's new password. The server ends their other sessions and starts a new
 * one for this browser (with a new CSRF token); the cached user is refreshed (`must_change_password` clears).
 */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return request<ChangePasswordResponse>('/api/me/password', { method: 'POST', body });
}
