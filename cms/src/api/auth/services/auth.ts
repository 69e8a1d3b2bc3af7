/**
 * The login rules (contract: "Session and CSRF"; limits: src/lib/auth/login-guard.ts, ADR 016).
 *
 * `email` holds a username or an e-mail address (case-insensitive, local provider). A wrong pair answers the
 * same 401 whether the user exists or not, after a bcrypt comparison either way (a dummy hash for unknown
 * users), so neither the text nor the timing tells which. Too many failures from one address, or against one
 * account, answer 429 with Retry-After before any password is compared.
 */
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { LoginMessages } from '@hmrpl/contract';
import { HttpError, MESSAGES, forbidden, invalid, tooManyRequests, type FieldErrors } from '../../../lib/http/errors';
import { createDeviceToken, lockAccount, loginLimiters, verifyDeviceToken } from '../../../lib/auth/login-guard';
import { rateLimitKey } from '../../../lib/http/request-ip';
import { USER_UID, isAdminUser, type UpUser } from '../../../lib/auth/session';

const LOGIN_MESSAGES = {
  usernameRequired: 'Username wajib diisi.',
  passwordRequired: 'Password wajib diisi.',
} as const satisfies LoginMessages;
const USERNAME_REQUIRED = LOGIN_MESSAGES.usernameRequired;
const PASSWORD_REQUIRED = LOGIN_MESSAGES.passwordRequired;
export const MAX_IDENTIFIER = 255;
export const MAX_PASSWORD = 1024;

export interface LoginAttempt {
  body: unknown;
  /** The client address (src/lib/http/request-ip.ts). */
  ip: string;
  /** The `hmrpl_device` cookie, if any. */
  deviceToken?: string;
}

export interface LoginSuccess {
  user: UpUser;
  /** The device token to (re)set: a new one, or the one that was sent. */
  deviceToken: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let dummyHash: Promise<string> | undefined;
  /** A real bcrypt hash with the user model's cost, compared against when the user does not exist. */
  const getDummyHash = () =>
    (dummyHash ??= strapi
      .plugin('users-permissions')
      .service('user')
      .ensureHashedPasswords({ password: `dummy-${Math.random()}` })
      .then((values: { password: string }) => values.password) as Promise<string>);

  async function findUser(identifier: string): Promise<UpUser | null> {
    if (identifier.length > MAX_IDENTIFIER) return null;
    return (await strapi.db.query(USER_UID).findOne({
      where: { provider: 'local', $or: [{ username: { $eqi: identifier } }, { email: { $eqi: identifier } }] },
      populate: { role: { select: ['id', 'type', 'name'] } },
    })) as UpUser | null;
  }

  return {
    /** Checks one attempt; throws the contract's 401/403/422/429, or answers the user to start a session for. */
    async authenticate({ body, ip, deviceToken }: LoginAttempt): Promise<LoginSuccess> {
      const limits = loginLimiters(strapi);
      const address = rateLimitKey(ip);
      const gate = await limits.address.consume(address);
      if (!gate.allowed) throw tooManyRequests(gate.retryAfterSeconds);

      let failed = false;
      let account: string | undefined;
      let accountCounted = false;
      try {
        const fields = (body ?? {}) as Record<string, unknown>;
        const identifier = text(fields.email).trim();
        const password = text(fields.password);
        const errors: FieldErrors = {};
        if (!identifier) errors.email = [USERNAME_REQUIRED];
        if (!password) errors.password = [PASSWORD_REQUIRED];
        if (Object.keys(errors).length > 0) throw invalid(errors);

        const user = await findUser(identifier);
        account = user
          ? `u${user.id}`
          : `n${createHash('sha256').update(identifier.toLowerCase()).digest('base64url').slice(0, 32)}`;
        const device = user ? verifyDeviceToken(strapi, deviceToken, user.id) : null;
        const trusted = device !== null && (await limits.device.peek(device)).allowed;
        if (!trusted) {
          const verdict = await limits.account.consume(account);
          accountCounted = true;
          if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
        }

        const userService = strapi.plugin('users-permissions').service('user');
        const candidate = password.length <= MAX_PASSWORD ? password : '';
        const valid = user?.password
          ? await userService.validatePassword(candidate, user.password)
          : (await userService.validatePassword(candidate, await getDummyHash()), false);

        if (!user || !valid || !candidate) {
          failed = true;
          if (trusted) await limits.device.consume(device);
          else {
            const now = await limits.account.peek(account);
            if (!now.allowed) await lockAccount(limits, account);
          }
          throw new HttpError(401, MESSAGES.wrongCredentials);
        }
        // the right password: the account's failures are forgiven (the lock escalation stays for its hour)
        await limits.account.delete(account);
        accountCounted = false;
        if (user.blocked || !isAdminUser(user)) throw forbidden();
        return { user, deviceToken: trusted && deviceToken ? deviceToken : createDeviceToken(strapi, user.id) };
      } finally {
        if (!failed) {
          await limits.address.reward(address);
          if (accountCounted && account) await limits.account.reward(account);
        }
      }
    },
  };
};

export type AuthService = ReturnType<typeof import('./auth').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::auth.auth': AuthService;
  }
}
