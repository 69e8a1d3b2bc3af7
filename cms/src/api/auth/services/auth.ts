/**
 * The login rules (contract: "Session and CSRF"; limits: src/lib/auth/login-guard.ts, ADR 016 and 035).
 *
 * `email` holds a username or an e-mail address (case-insensitive, local provider). A wrong pair answers the
 * same 401 whether the user exists or not, after a bcrypt comparison either way (a dummy hash for unknown
 * users), so neither the text nor the timing tells which. Too many failures from one address, or against one
 * account, answer 429 with Retry-After before any password is compared; so does a full password-hashing queue
 * (src/lib/auth/password.ts). A valid device cookie of the same user replaces the address gate and the account
 * lock by the device's own budget, counted before the comparison too.
 *
 * A blocked admin's right password answers exactly as a wrong one: the same 401 and text, after the same comparison,
 * counted as a failure (ADR 081), so the answer never tells that the password was right. For an account with the
 * second factor a right password is not yet a sign-in: its failures are forgiven only once the code is right too
 * (src/api/two-factor/services/two-factor.ts).
 */
import type { Core } from '@strapi/strapi';
import type { LoginMessages } from '@hmrpl/contract';
import { HttpError, MESSAGES, forbidden, invalid, tooManyRequests, type FieldErrors } from '../../../lib/http/errors';
import {
  accountKey,
  lockAccount,
  loginLimiters,
  readDeviceToken,
  unknownAccountKey,
  type DeviceClaim,
} from '../../../lib/auth/login-guard';
import { PasswordBusyError, dummyHash, verifyPassword } from '../../../lib/auth/password';
import { deviceEpoch } from '../../../lib/auth/sign-ins';
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
  /** The valid device cookie the password was checked with (the second step's codes count on its budget), or null. */
  deviceNonce: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function findUser(identifier: string): Promise<UpUser | null> {
    if (identifier.length > MAX_IDENTIFIER) return null;
    return (await strapi.db.query(USER_UID).findOne({
      where: { provider: 'local', $or: [{ username: { $eqi: identifier } }, { email: { $eqi: identifier } }] },
      populate: { role: { select: ['id', 'type', 'name'] } },
    })) as UpUser | null;
  }

  /** The device claim of a cookie we signed, still young, of the user's current epoch; otherwise null. */
  async function validDevice(token: string | undefined): Promise<DeviceClaim | null> {
    const claim = readDeviceToken(strapi, token);
    if (!claim) return null;
    return claim.epoch === (await deviceEpoch(strapi, claim.userId)) ? claim : null;
  }

  return {
    /** Checks one attempt; throws the contract's 401/403/422/429, or answers the user to start a session for. */
    async authenticate({ body, ip, deviceToken }: LoginAttempt): Promise<LoginSuccess> {
      const limits = loginLimiters(strapi);
      const address = rateLimitKey(ip);
      // Each counter is counted BEFORE the password comparison and given back unless the attempt fails, so guesses
      // sent all at once cannot all pass (ADR 016).
      const counted = { address: false, account: '', device: '' };
      const countAddress = async () => {
        const gate = await limits.address.consume(address);
        counted.address = true;
        if (!gate.allowed) throw tooManyRequests(gate.retryAfterSeconds);
      };

      let failed = false;
      try {
        // A valid device cookie takes the place of the address gate (a campus NAT's failures do not keep the admin
        // out of their usual browser), with its own small budget.
        let device = await validDevice(deviceToken);
        if (device) {
          const verdict = await limits.device.consume(device.nonce);
          counted.device = device.nonce;
          if (!verdict.allowed) device = null;
        }
        if (!device) await countAddress();

        const fields = (body ?? {}) as Record<string, unknown>;
        const identifier = text(fields.email).trim();
        const password = text(fields.password);
        const errors: FieldErrors = {};
        if (!identifier) errors.email = [USERNAME_REQUIRED];
        if (!password) errors.password = [PASSWORD_REQUIRED];
        if (Object.keys(errors).length > 0) throw invalid(errors);

        const user = await findUser(identifier);
        if (device && user?.id !== device.userId) {
          // another user's device: this is an ordinary attempt
          await limits.device.reward(device.nonce);
          counted.device = '';
          device = null;
          if (!counted.address) await countAddress();
        }
        const account = user ? accountKey(user.id) : unknownAccountKey(identifier);
        if (!device) {
          const verdict = await limits.account.consume(account);
          counted.account = account;
          if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
        }

        const candidate = password.length <= MAX_PASSWORD ? password : '';
        const priority = device !== null;
        const valid = user?.password
          ? await verifyPassword(candidate, user.password, { priority })
          : (await verifyPassword(candidate, await dummyHash(), { priority }), false);

        // a blocked account: the same answer as a wrong password, whichever was sent
        if (!user || !valid || !candidate || user.blocked) {
          failed = true;
          if (!device && !(await limits.account.peek(account)).allowed) await lockAccount(limits, account);
          throw new HttpError(401, MESSAGES.wrongCredentials);
        }
        if (user.two_factor_enabled !== true) {
          // the right password: the account's failures are forgiven (the lock escalation stays for its hour)
          await limits.account.delete(account);
          counted.account = '';
        }
        if (!isAdminUser(user)) throw forbidden();
        return { user, deviceNonce: device?.nonce ?? null };
      } catch (error) {
        if (error instanceof PasswordBusyError) throw tooManyRequests(error.retryAfterSeconds);
        throw error;
      } finally {
        if (!failed) {
          if (counted.address) await limits.address.reward(address);
          if (counted.account) await limits.account.reward(counted.account);
          if (counted.device) await limits.device.reward(counted.device);
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
