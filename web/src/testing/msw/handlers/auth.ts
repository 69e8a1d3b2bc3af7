import { http, HttpResponse } from 'msw';
import type {
  ErrorBody,
  LoginRequest,
  LoginResponse,
  LogoutAllResponse,
  LogoutResponse,
  MeResponse,
  User,
  ValidationErrorBody,
  LoginMessages,
} from '@hmrpl/contract';
import { db, fixtureState, type MockUser } from '../db';
import { MESSAGES, csrfFailure, errorResponse, latency, validationResponse } from '../utils';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const LOGIN_MESSAGES: LoginMessages = {
  usernameRequired: 'Username wajib diisi.',
  passwordRequired: 'Password wajib diisi.',
};

/** Failed sign-ins in a row (the CMS's limiter: five, then 429). */
const failures = fixtureState(() => 0);

/** What the session answers show of a user. */
export const publicUser = (user: MockUser): User => ({
  id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  must_change_password: user.must_change_password,
  roles: [...user.roles],
});

export const authHandlers = [
  http.get('/sanctum/csrf-cookie', async () => {
    db.csrfToken = `mock-${Math.random().toString(36).slice(2)}`;
    // The handler runs where the page runs (jsdom or the browser), so it can set the readable cookie directly.
    if (typeof document !== 'undefined') document.cookie = `XSRF-TOKEN=${db.csrfToken}; path=/; SameSite=Lax`;
    return new HttpResponse(null, { status: 204 });
  }),

  http.post<never, Partial<LoginRequest>, LoginResponse | ErrorBody | ValidationErrorBody>(
    '/api/login',
    async ({ request }) => {
      await latency();
      const csrf = csrfFailure(request);
      if (csrf) return csrf;
      const body = await request.json();
      const errors: Record<string, string[]> = {};
      if (!body.email?.trim()) errors.email = [LOGIN_MESSAGES.usernameRequired];
      if (!body.password) errors.password = [LOGIN_MESSAGES.passwordRequired];
      if (Object.keys(errors).length) return validationResponse(errors);
      if (failures.current >= 5)
        return errorResponse(429, MESSAGES.tooManyRequests.replace('{n}', '60'), { 'Retry-After': '60' });
      const login = body.email!.trim().toLowerCase();
      const user = db.users.find((candidate) => candidate.username === login || candidate.email === login);
      if (!user || user.password !== body.password) {
        failures.current += 1;
        return errorResponse(401, MESSAGES.wrongCredentials);
      }
      if (!user.isAdmin || user.blocked) return errorResponse(403, MESSAGES.forbidden);
      failures.current = 0;
      user.last_login_at = new Date().toISOString();
      db.session = publicUser(user);
      return HttpResponse.json<LoginResponse>({ message: 'Login berhasil', user: db.session });
    },
  ),

  http.get<never, never, MeResponse | ErrorBody>('/api/me', async () => {
    await latency();
    const user = db.users.find((candidate) => candidate.id === db.session?.id);
    if (!db.session || !user || user.blocked) {
      db.session = null;
      return errorResponse(401, MESSAGES.unauthenticated);
    }
    // the account as it is now (a password change clears the flag)
    return HttpResponse.json<MeResponse>(publicUser(user));
  }),

  http.post<never, never, LogoutResponse | ErrorBody>('/api/logout', async ({ request }) => {
    await latency();
    const csrf = csrfFailure(request);
    if (csrf) return csrf;
    db.session = null;
    return HttpResponse.json<LogoutResponse>({ message: 'Logout berhasil' });
  }),

  http.post<never, never, LogoutAllResponse | ErrorBody>('/api/logout-all', async ({ request }) => {
    await latency();
    const csrf = csrfFailure(request);
    if (csrf) return csrf;
    if (!db.session) return errorResponse(401, MESSAGES.unauthenticated);
    db.session = null;
    return HttpResponse.json<LogoutAllResponse>({ message: 'Anda telah keluar dari semua perangkat.' });
  }),
];
