/**
 * The session on fixtures (contract: "Session and CSRF", "Second factor"): the login with its address limit, the
 * second step of an account with the second factor (its code checked by the CMS's own rule, `@cms-content`), /api/me,
 * logout. A blocked account answers as a wrong password, as the CMS does.
 */
import { http, HttpResponse } from 'msw';
import type {
  ErrorBody,
  LoginAnswer,
  LoginRequest,
  LoginResponse,
  LogoutAllResponse,
  LogoutResponse,
  MeResponse,
  TwoFactorCodeRequest,
  User,
  ValidationErrorBody,
  LoginMessages,
} from '@hmrpl/contract';
import { db, fixtureState, type MockUser } from '../db';
import { MESSAGES, csrfFailure, errorResponse, latency, twoFactorRequiredFor, validationResponse } from '../utils';
import { TWO_FACTOR_MESSAGES as T, codeOf, spendSecondFactorCode } from './two-factor';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const LOGIN_MESSAGES: LoginMessages = {
  usernameRequired: 'Username wajib diisi.',
  passwordRequired: 'Password wajib diisi.',
};

/** Failed sign-ins in a row (the CMS's limiter: five, then 429). */
const failures = fixtureState(() => 0);
/** The CMS's window of a sign-in's second step, and its tries. */
const ATTEMPT_MS = 5 * 60 * 1000;
const ATTEMPT_TRIES = 5;
/** The lock the CMS answers after the fifth wrong code (its first lock). */
const LOCK_SECONDS = 30;

/** This browser's sign-in waiting for its code (the CMS's httpOnly cookie and its row), or null. */
export const pendingSignIn = fixtureState<{ userId: number; tries: number; expiresAt: number } | null>(() => null);

/** What the session answers show of a user. */
export const publicUser = (user: MockUser): User => ({
  id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  must_change_password: user.must_change_password,
  two_factor: { enabled: Boolean(user.secondFactor), required: twoFactorRequiredFor(user) },
  roles: [...user.roles],
});

function signIn(user: MockUser) {
  user.last_login_at = new Date().toISOString();
  db.session = publicUser(user);
  return HttpResponse.json<LoginResponse>({ message: 'Login berhasil', user: db.session });
}

export const authHandlers = [
  http.get('/sanctum/csrf-cookie', async () => {
    db.csrfToken = `mock-${Math.random().toString(36).slice(2)}`;
    // The handler runs where the page runs (jsdom or the browser), so it can set the readable cookie directly.
    if (typeof document !== 'undefined') document.cookie = `XSRF-TOKEN=${db.csrfToken}; path=/; SameSite=Lax`;
    return new HttpResponse(null, { status: 204 });
  }),

  http.post<never, Partial<LoginRequest>, LoginAnswer | ErrorBody | ValidationErrorBody>(
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
      // a blocked account: the same answer as a wrong password
      if (!user || user.password !== body.password || user.blocked) {
        failures.current += 1;
        return errorResponse(401, MESSAGES.wrongCredentials);
      }
      if (!user.isAdmin) return errorResponse(403, MESSAGES.forbidden);
      failures.current = 0;
      if (user.secondFactor) {
        pendingSignIn.current = { userId: user.id, tries: 0, expiresAt: Date.now() + ATTEMPT_MS };
        return HttpResponse.json<LoginAnswer>({ two_factor: true });
      }
      return signIn(user);
    },
  ),

  http.post<never, Partial<TwoFactorCodeRequest>, LoginResponse | ErrorBody | ValidationErrorBody>(
    '/api/login/2fa',
    async ({ request }) => {
      await latency();
      const csrf = csrfFailure(request);
      if (csrf) return csrf;
      const code = codeOf(await request.json());
      if (!code.trim()) return validationResponse({ code: [T.codeRequired] });
      const pending = pendingSignIn.current;
      const user = db.users.find((candidate) => candidate.id === pending?.userId);
      if (!pending || pending.expiresAt <= Date.now() || !user || user.blocked || !user.secondFactor) {
        pendingSignIn.current = null;
        return errorResponse(401, T.attemptExpired);
      }
      pending.tries += 1;
      if (spendSecondFactorCode(user, code)) {
        pendingSignIn.current = null;
        return signIn(user);
      }
      if (pending.tries >= ATTEMPT_TRIES) {
        pendingSignIn.current = null;
        return errorResponse(429, MESSAGES.tooManyRequests.replace('{n}', String(LOCK_SECONDS)), {
          'Retry-After': String(LOCK_SECONDS),
        });
      }
      return validationResponse({ code: [T.wrongCode] });
    },
  ),

  http.get<never, never, MeResponse | ErrorBody>('/api/me', async () => {
    await latency();
    const user = db.users.find((candidate) => candidate.id === db.session?.id);
    if (!db.session || !user || user.blocked) {
      db.session = null;
      return errorResponse(401, MESSAGES.unauthenticated);
    }
    // the account as it is now (a password change clears the flag; the second factor switched on or off)
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
    pendingSignIn.current = null;
    return HttpResponse.json<LogoutAllResponse>({ message: 'Anda telah keluar dari semua perangkat.' });
  }),
];
