/**
 * The second factor (contract: "Second factor"; ADR 080): its set-up in /admin/akun (a secret sealed at rest, shown
 * once as text and QR code, switched on by a first code, with 10 recovery codes kept as hashes), turning it off (the
 * password and a code), new recovery codes, and the sign-in's second step.
 *
 * A code is accepted once: a TOTP code's time step must be later than the last one used (a conditional write, so two
 * requests with the same code cannot both pass, on any number of processes), a recovery code is marked used by a
 * conditional write too. The second step of a sign-in is a row (`api::two-factor.two-factor-attempt`) made only after
 * the right password, found by the SHA-256 of a signed random token in an httpOnly cookie of that browser: it lives
 * 5 minutes, takes at most 5 codes (each try is claimed before the code is checked), and ends with a password change,
 * a block or "sign out everywhere" (src/lib/auth/sign-ins.ts). Wrong codes count like wrong passwords on the sign-in
 * limits (src/lib/auth/login-guard.ts): the attempt's device cookie budget, else the account's; the fifth ends the
 * attempt and locks the account.
 *
 * Whether it is on is the user's `two_factor_enabled` (read with the session, no extra query); writing it off, from
 * here or from the dashboard, removes the secret and codes and ends the user's sign-ins
 * (src/bootstrap/two-factor-lifecycle.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { Core } from '@strapi/strapi';
import type { TwoFactorMessages, TwoFactorSetup, TwoFactorStatus } from '@hmrpl/contract';
import { HttpError, invalid, tooManyRequests, type FieldErrors } from '../../../lib/http/errors';
import { USER_UID, isAdminUser, type UpUser } from '../../../lib/auth/session';
import type { SessionUser } from '../../../lib/auth/session-user';
import { accountKey, countedCheck, lockAccount, loginLimiters } from '../../../lib/auth/login-guard';
import { PasswordBusyError, verifyPassword } from '../../../lib/auth/password';
import { openSecret, sealSecret } from '../../../lib/auth/secret-box';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash } from '../../../lib/auth/totp';
import { inGroupsOfFour, readCode, verifyTotp, type TypedCode } from '../../../lib/content/second-factor';
import { MAX_PASSWORD } from '../../auth/services/auth';

export const TWO_FACTOR_UID = 'api::two-factor.two-factor';
export const RECOVERY_CODE_UID = 'api::two-factor.two-factor-code';
export const ATTEMPT_UID = 'api::two-factor.two-factor-attempt';

export const TWO_FACTOR_MESSAGES = {
  enabled: 'Verifikasi dua langkah aktif.',
  disabled: 'Verifikasi dua langkah dimatikan.',
  recoveryCodesRenewed: 'Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.',
  reset: (username: string) => `Verifikasi dua langkah ${username} berhasil direset.` as const,
  wrongCode: 'Kode verifikasi salah.',
  codeRequired: 'Kode verifikasi wajib diisi.',
  passwordRequired: 'Password wajib diisi.',
  passwordWrong: 'Password salah.',
  required: 'Aktifkan verifikasi dua langkah terlebih dahulu.',
  alreadyEnabled: 'Verifikasi dua langkah sudah aktif.',
  notEnabled: 'Verifikasi dua langkah belum aktif.',
  setupMissing: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu.',
  attemptExpired: 'Waktu verifikasi habis. Silakan masuk lagi dengan username dan password.',
  resetSelf: 'Matikan verifikasi dua langkah Anda sendiri dari halaman Akun.',
  resetNotEnabled: 'Admin ini belum mengaktifkan verifikasi dua langkah.',
} as const satisfies TwoFactorMessages;
const M = TWO_FACTOR_MESSAGES;

/** The browser's cookie of a sign-in between its password and its code (sent only to /api/login and below). */
export const ATTEMPT_COOKIE = 'hmrpl_2fa';
export const ATTEMPT_COOKIE_PATH = '/api/login';
export const ATTEMPT_SECONDS = 5 * 60;
/** Codes one attempt may try. */
export const ATTEMPT_TRIES = 5;
/** A set-up not confirmed with a first code within this long must start again. */
const SETUP_MINUTES = 30;

interface FactorRow {
  id: number;
  userId: number;
  secret: string | null;
  pendingSecret: string | null;
  pendingAt: string | Date | null;
  enabledAt: string | Date | null;
  lastStep: number | null;
}

interface AttemptRow {
  id: number;
  userId: number;
  expiresAt: string | Date;
  tries: number;
  deviceNonce: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
/** What a sealed secret is bound to: its user (a sealed value copied to another user's row does not open). */
const secretContext = (userId: number) => `user:${userId}`;
const documentId = () => randomBytes(12).toString('hex');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const factors = () => strapi.db.query(TWO_FACTOR_UID);
  const codes = () => strapi.db.query(RECOVERY_CODE_UID);
  const attempts = () => strapi.db.query(ATTEMPT_UID);
  const users = () => strapi.db.query(USER_UID);

  const factorOf = async (userId: number) => (await factors().findOne({ where: { userId } })) as FactorRow | null;

  async function enabledFlag(userId: number): Promise<boolean> {
    const row = (await users().findOne({ where: { id: userId }, select: ['two_factor_enabled'] })) as {
      two_factor_enabled?: boolean | null;
    } | null;
    return row?.two_factor_enabled === true;
  }

  /** Ten new recovery codes for the user, replacing any before; answers them in clear (shown once). */
  async function replaceRecoveryCodes(userId: number): Promise<string[]> {
    const fresh = newRecoveryCodes();
    await codes().deleteMany({ where: { userId } });
    for (const code of fresh)
      await codes().create({
        data: { documentId: documentId(), userId, codeHash: recoveryCodeHash(code), usedAt: null },
      });
    return fresh;
  }

  /**
   * Uses one code of the user's, once: a TOTP code of now (or one step off) after the last step used, or an unused
   * recovery code. Both are conditional writes, so the same code sent twice at once passes once.
   */
  async function useCode(userId: number, typed: TypedCode): Promise<boolean> {
    if (typed.kind === 'recovery') {
      const { count } = await codes().updateMany({
        where: { userId, codeHash: recoveryCodeHash(typed.value), usedAt: { $null: true } },
        data: { usedAt: new Date() },
      });
      return count === 1;
    }
    const row = await factorOf(userId);
    if (!row?.enabledAt) return false;
    const secret = openSecret(strapi, row.secret, secretContext(userId));
    if (!secret) {
      strapi.log.warn(
        `two-factor: the secret of user ${userId} cannot be opened (ENCRYPTION_KEY changed?): only recovery codes work`,
      );
      return false;
    }
    const step = verifyTotp(secret, typed.value, { afterStep: row.lastStep ?? null, nowMs: Date.now() });
    if (step === null) return false;
    const { count } = await factors().updateMany({
      where: { id: row.id, $or: [{ lastStep: { $null: true } }, { lastStep: { $lt: step } }] },
      data: { lastStep: step },
    });
    return count === 1;
  }

  /** `{ code }` of a request: 422 when empty; a code of the wrong shape reads as null (wrong, after counting). */
  function codeOf(body: unknown, errors: FieldErrors): TypedCode | null {
    const raw = text((body as Record<string, unknown> | null)?.code);
    if (!raw.trim()) errors.code = [M.codeRequired];
    return readCode(raw);
  }

  const wrongCode = () => invalid({ code: [M.wrongCode] });

  /** A code of the signed-in admin's, counted like a sign-in (address and account); 422 when wrong. */
  async function checkOwnCode(userId: number, typed: TypedCode | null, ip: string) {
    const right = await countedCheck(strapi, { ip, userId }, async () => (typed ? useCode(userId, typed) : false));
    if (!right) throw wrongCode();
  }

  // -- the sign-in's second step ------------------------------------------------------------------------------------

  function attemptKey(): Buffer {
    const keys = strapi.config.get<string[]>('server.app.keys', []) ?? [];
    return createHmac('sha256', String(keys[0] ?? 'hmrpl'))
      .update('hmrpl-two-factor-attempt')
      .digest();
  }
  const signNonce = (nonce: string) => createHmac('sha256', attemptKey()).update(nonce).digest('base64url');

  /** The attempt a cookie names, while it lives; null for a token we did not sign, an unknown one or an expired one. */
  async function liveAttempt(token: string | undefined): Promise<AttemptRow | null> {
    if (!token || token.length > 200) return null;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return null;
    const expected = Buffer.from(signNonce(nonce));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const row = (await attempts().findOne({ where: { tokenHash: sha256(token) } })) as AttemptRow | null;
    if (!row) return null;
    if (new Date(row.expiresAt).getTime() <= Date.now()) {
      await attempts().delete({ where: { id: row.id } });
      return null;
    }
    return row;
  }

  /** Claims the next try of the attempt before its code is checked; null once its tries are spent. */
  async function claimTry(row: AttemptRow): Promise<number | null> {
    let tries = row.tries;
    for (;;) {
      if (tries >= ATTEMPT_TRIES) return null;
      const { count } = await attempts().updateMany({ where: { id: row.id, tries }, data: { tries: tries + 1 } });
      if (count === 1) return tries + 1;
      const now = (await attempts().findOne({ where: { id: row.id }, select: ['tries'] })) as { tries: number } | null;
      if (!now) return null;
      tries = now.tries;
    }
  }

  const endAttempt = (id: number) => attempts().deleteMany({ where: { id } });
  const expired = () => new HttpError(401, M.attemptExpired);

  return {
    /** GET /api/me/2fa */
    async status(user: SessionUser): Promise<TwoFactorStatus> {
      const enabled = await enabledFlag(user.id);
      const row = enabled ? await factorOf(user.id) : null;
      const left = enabled ? await codes().count({ where: { userId: user.id, usedAt: { $null: true } } }) : 0;
      return {
        enabled,
        required: user.two_factor.required,
        enabled_at: row?.enabledAt ? new Date(row.enabledAt).toISOString() : null,
        recovery_codes_left: left,
      };
    },

    /** POST /api/me/2fa/mulai: a new secret to scan; nothing is on until /aktifkan. 409 when it is on already. */
    async start(user: SessionUser): Promise<TwoFactorSetup> {
      if (await enabledFlag(user.id)) throw new HttpError(409, M.alreadyEnabled);
      const secret = newTotpSecret();
      const data = { pendingSecret: sealSecret(strapi, secret, secretContext(user.id)), pendingAt: new Date() };
      const { count } = await factors().updateMany({ where: { userId: user.id }, data });
      if (count === 0) {
        try {
          await factors().create({
            data: { documentId: documentId(), userId: user.id, secret: null, enabledAt: null, lastStep: null, ...data },
          });
        } catch {
          // a second request made the row at the same moment (unique userId): this one's secret wins
          await factors().updateMany({ where: { userId: user.id }, data });
        }
      }
      const url = otpauthUrl(secret, user.username);
      const qr = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret: inGroupsOfFour(secret, ' '), otpauth_url: url, qr_svg: qr };
    },

    /**
     * POST /api/me/2fa/aktifkan: the first code from the app switches it on and answers the 10 recovery codes. The
     * write of `two_factor_enabled` ends the admin's other sign-ins (the controller starts a new session here).
     */
    async activate(user: SessionUser, body: unknown): Promise<string[]> {
      const errors: FieldErrors = {};
      const typed = codeOf(body, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (await enabledFlag(user.id)) throw new HttpError(409, M.alreadyEnabled);
      const row = await factorOf(user.id);
      const started = row?.pendingAt ? new Date(row.pendingAt).getTime() : 0;
      const pending =
        row && Date.now() - started <= SETUP_MINUTES * 60 * 1000
          ? openSecret(strapi, row.pendingSecret, secretContext(user.id))
          : null;
      if (!row || !pending) throw invalid({ code: [M.setupMissing] });
      const step =
        typed?.kind === 'totp' ? verifyTotp(pending, typed.value, { afterStep: null, nowMs: Date.now() }) : null;
      if (step === null) throw wrongCode();
      return strapi.db.transaction(async () => {
        // only the set-up that was checked becomes the secret (a second /mulai meanwhile wins)
        const { count } = await factors().updateMany({
          where: { id: row.id, pendingSecret: row.pendingSecret },
          data: {
            secret: row.pendingSecret,
            pendingSecret: null,
            pendingAt: null,
            enabledAt: new Date(),
            lastStep: step,
          },
        });
        if (count !== 1) throw invalid({ code: [M.setupMissing] });
        const fresh = await replaceRecoveryCodes(user.id);
        await users().update({ where: { id: user.id }, data: { two_factor_enabled: true } });
        return fresh;
      });
    },

    /** POST /api/me/2fa/matikan: the password and a code (the app's or a recovery code), each counted like a sign-in. */
    async disable(user: SessionUser, body: unknown, ip: string): Promise<void> {
      const input = (body ?? {}) as Record<string, unknown>;
      const password = text(input.password);
      const errors: FieldErrors = {};
      if (!password) errors.password = [M.passwordRequired];
      const typed = codeOf(body, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (!(await enabledFlag(user.id))) throw invalid({ code: [M.notEnabled] });
      const stored = (await users().findOne({ where: { id: user.id }, select: ['password'] })) as {
        password?: string | null;
      } | null;
      const hash = stored?.password;
      try {
        const right = await countedCheck(strapi, { ip, userId: user.id }, async () =>
          password.length <= MAX_PASSWORD && hash ? verifyPassword(password, hash) : false,
        );
        if (!right) throw invalid({ password: [M.passwordWrong] });
      } catch (error) {
        if (error instanceof PasswordBusyError) throw tooManyRequests(error.retryAfterSeconds);
        throw error;
      }
      await checkOwnCode(user.id, typed, ip);
      // the lifecycle removes the secret and the codes and ends every sign-in of this admin
      await users().update({ where: { id: user.id }, data: { two_factor_enabled: false } });
    },

    /** POST /api/me/2fa/kode-pemulihan: a code, then 10 new recovery codes (the old ones stop working). */
    async renewRecoveryCodes(user: SessionUser, body: unknown, ip: string): Promise<string[]> {
      const errors: FieldErrors = {};
      const typed = codeOf(body, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (!(await enabledFlag(user.id))) throw invalid({ code: [M.notEnabled] });
      await checkOwnCode(user.id, typed, ip);
      return strapi.db.transaction(() => replaceRecoveryCodes(user.id));
    },

    /**
     * After the right password of an account with the second factor: a new attempt for this browser. Answers the
     * cookie's token (signed; the database keeps its SHA-256). `deviceNonce`: the device cookie the password was
     * checked with, whose budget the codes then count on.
     */
    async beginSignIn(userId: number, deviceNonce: string | null): Promise<string> {
      await attempts().deleteMany({ where: { expiresAt: { $lt: new Date() } } });
      const nonce = randomBytes(32).toString('base64url');
      const token = `${nonce}.${signNonce(nonce)}`;
      await attempts().create({
        data: {
          documentId: documentId(),
          tokenHash: sha256(token),
          userId,
          expiresAt: new Date(Date.now() + ATTEMPT_SECONDS * 1000),
          tries: 0,
          deviceNonce,
        },
      });
      return token;
    },

    /**
     * POST /api/login/2fa: the code of the attempt the cookie names. Answers the user to start a session for; 422
     * for a wrong code, 401 without a live attempt (none, expired, ended, or the account blocked or changed meanwhile),
     * 429 once the attempt's tries are spent or the sign-in limits refuse (the attempt ends).
     */
    async finishSignIn(token: string | undefined, body: unknown): Promise<UpUser> {
      const errors: FieldErrors = {};
      const typed = codeOf(body, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const attempt = await liveAttempt(token);
      if (!attempt) throw expired();
      const tries = await claimTry(attempt);
      const limits = loginLimiters(strapi);
      const account = accountKey(attempt.userId);
      if (tries === null) {
        await endAttempt(attempt.id);
        throw tooManyRequests((await limits.account.peek(account)).retryAfterSeconds || 1);
      }
      const user = (await users().findOne({
        where: { id: attempt.userId },
        populate: { role: { select: ['id', 'type', 'name'] } },
      })) as UpUser | null;
      if (!user || user.blocked || !isAdminUser(user) || user.two_factor_enabled !== true) {
        await endAttempt(attempt.id);
        throw expired();
      }

      // counted before the check, like a password: the device's budget when the password came with a valid device
      // cookie, else the account's; given back when the code is right
      let device = attempt.deviceNonce;
      if (device && !(await limits.device.consume(device)).allowed) {
        await limits.device.reward(device);
        device = null;
      }
      if (!device) {
        const verdict = await limits.account.consume(account);
        if (!verdict.allowed) {
          await limits.account.reward(account);
          await endAttempt(attempt.id);
          throw tooManyRequests(verdict.retryAfterSeconds);
        }
      }
      const right = typed ? await useCode(user.id, typed) : false;
      if (right) {
        if (device) await limits.device.reward(device);
        else await limits.account.reward(account);
        // the sign-in succeeded: the account's failures are forgiven, as a right password forgives them
        await limits.account.delete(account);
        const { count } = await endAttempt(attempt.id);
        if (count !== 1) throw expired();
        return user;
      }
      const full = !device && !(await limits.account.peek(account)).allowed;
      if (full || tries >= ATTEMPT_TRIES) {
        await endAttempt(attempt.id);
        throw tooManyRequests(await lockAccount(limits, account));
      }
      throw wrongCode();
    },
  };
};

export type TwoFactorService = ReturnType<typeof import('./two-factor').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::two-factor.two-factor': TwoFactorService;
  }
}
