/**
 * POST /api/login, GET /api/me, POST /api/logout (contract: "Session and CSRF").
 *
 * Login: `email` holds a username or an e-mail address (case-insensitive, local provider). A wrong pair
 * answers the same 401 whether the user exists or not, after a bcrypt comparison either way (a dummy
 * hash for unknown users), so neither the text nor the timing tells which. Five failures a minute from
 * one IP lock that IP out with 429 for the rest of the minute; attempts still being verified count, so a
 * burst of parallel guesses gets at most five verified. Success starts a server-side session
 * (httpOnly cookie, no token in the body) and rotates the CSRF token.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { LoginMessages, LoginResponse, LogoutResponse, MeResponse } from '@hmrpl/contract';
import { HttpError, MESSAGES, forbidden, invalid, tooManyRequests, unauthenticated, type FieldErrors } from '../../../lib/http-errors';
import { createRateLimiter } from '../../../lib/rate-limit';
import { clientIp } from '../../../lib/request-ip';
import { csrfSecret, issueCsrfCookie } from '../../../lib/csrf';
import {
  USER_UID,
  clearSessionCookie,
  isAdminUser,
  revokeSession,
  startSession,
  toContractUser,
  type UpUser,
} from '../../../lib/session';
import type { SessionUser } from '../../../lib/session-user';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 60_000;
const loginFailures = createRateLimiter({ limit: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS });

const LOGIN_MESSAGES = { usernameRequired: 'Username wajib diisi.', passwordRequired: 'Password wajib diisi.' } as const satisfies LoginMessages;
const USERNAME_REQUIRED = LOGIN_MESSAGES.usernameRequired;
const PASSWORD_REQUIRED = LOGIN_MESSAGES.passwordRequired;
const MAX_IDENTIFIER = 255;
const MAX_PASSWORD = 1024;

let dummyHash: Promise<string> | undefined;
/** A real bcrypt hash with the user model's cost, compared against when the user does not exist. */
function getDummyHash(strapi: Core.Strapi): Promise<string> {
  if (!dummyHash) {
    dummyHash = strapi
      .plugin('users-permissions')
      .service('user')
      .ensureHashedPasswords({ password: `dummy-${Math.random()}` })
      .then((values: { password: string }) => values.password) as Promise<string>;
  }
  return dummyHash;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    noStore(ctx);
    const ip = clientIp(ctx);
    // Count the attempt BEFORE the password is verified and give it back unless it fails: guesses sent all
    // at once would otherwise all pass a check that only sees finished failures (and each costs a bcrypt).
    const gate = loginFailures.hit(ip);
    if (!gate.allowed) throw tooManyRequests(gate.retryAfterSeconds);
    let failed = false;
    try {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const identifier = text(body.email).trim();
      const password = text(body.password);
      const errors: FieldErrors = {};
      if (!identifier) errors.email = [USERNAME_REQUIRED];
      if (!password) errors.password = [PASSWORD_REQUIRED];
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const userService = strapi.plugin('users-permissions').service('user');
      const user =
        identifier.length <= MAX_IDENTIFIER
          ? ((await strapi.db.query(USER_UID).findOne({
              where: {
                provider: 'local',
                $or: [{ username: { $eqi: identifier } }, { email: { $eqi: identifier } }],
              },
              populate: { role: { select: ['id', 'type', 'name'] } },
            })) as UpUser | null)
          : null;

      const candidate = password.length <= MAX_PASSWORD ? password : '';
      const valid = user?.password
        ? await userService.validatePassword(candidate, user.password)
        : (await userService.validatePassword(candidate, await getDummyHash(strapi)), false);

      if (!user || !valid || !candidate) {
        failed = true;
        throw new HttpError(401, MESSAGES.wrongCredentials);
      }
      if (user.blocked || !isAdminUser(user)) throw forbidden();

      const previous = ctx.state.sessionUser as SessionUser | undefined;
      if (previous) await revokeSession(strapi, previous.sessionId);
      await startSession(strapi, ctx, user.id, ip);
      issueCsrfCookie(ctx, csrfSecret(strapi));

      const answer: LoginResponse = { message: 'Login berhasil', user: toContractUser(user) };
      ctx.body = answer;
    } finally {
      if (!failed) loginFailures.release(ip);
    }
  },

  async me(ctx: Context) {
    noStore(ctx);
    const user = ctx.state.sessionUser as SessionUser | undefined;
    if (!user) throw unauthenticated();
    const answer: MeResponse = { id: user.id, name: user.name, username: user.username, email: user.email };
    ctx.body = answer;
  },

  async logout(ctx: Context) {
    noStore(ctx);
    const user = ctx.state.sessionUser as SessionUser | undefined;
    if (user) await revokeSession(strapi, user.sessionId);
    clearSessionCookie(ctx);
    issueCsrfCookie(ctx, csrfSecret(strapi));
    const answer: LogoutResponse = { message: 'Logout berhasil' };
    ctx.body = answer;
  },
});
