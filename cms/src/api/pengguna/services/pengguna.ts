/**
 * The site's admin accounts (users-permissions users with the `admin` role): the list, adding one with its roles,
 * changing one's name and roles, blocking and unblocking (one, or several at once for the handover), changing one's
 * own password (hashed under src/lib/auth/password.ts's cap; a wrong current password counts like a wrong sign-in,
 * ADR 081), resetting another admin's second factor (ADR 080). "Never block yourself, and at least one unblocked
 * `pengelola` always remains" is checked and written under one lock (one transaction, and on PostgreSQL an advisory
 * lock every process takes), so two requests at once cannot both pass it; blocking and a password change end sessions
 * (src/bootstrap/session-revocation.ts). A name loses the invisible and direction characters an aspiration loses
 * (src/lib/content/invisible.ts). See ADR 040, ADR 035 and ADR 083.
 */
import type { Core } from '@strapi/strapi';
import type {
  AdminAccount,
  AdminAccountLimits,
  AdminAccountMessages,
  AdminRole,
  BlockAdminsRequest,
  ChangePasswordRequest,
  CreateAdminRequest,
  UpdateAdminRequest,
} from '@hmrpl/contract';
import type { ResetTwoFactorResponse } from '@hmrpl/contract';
import { invalid, notFound, tooManyRequests, type FieldErrors } from '../../../lib/http/errors';
import { countedCheck } from '../../../lib/auth/login-guard';
import { withoutInvisibleCharacters } from '../../../lib/content/invisible';
import { TWO_FACTOR_MESSAGES } from '../../two-factor/services/two-factor';
import { PasswordBusyError, hashPassword, verifyPassword } from '../../../lib/auth/password';
import { USER_UID, type UpUser } from '../../../lib/auth/session';
import { ADMIN_ROLE_TYPE } from '../../../lib/auth/session-user';
import { isEmailAddress } from '../../../lib/content/addresses';
import { createSerialQueue } from '../../../lib/process/serial';
import { usesPostgres } from '../../../lib/strapi/database';
import { parseRoles, rolesOf } from '../../../lib/content/admin-roles';

const ROLE_UID = 'plugin::users-permissions.role';

export const ADMIN_ACCOUNT_LIMITS: AdminAccountLimits = {
  usernameMin: 3,
  usernameMax: 50,
  nameMax: 100,
  emailMax: 254,
  passwordMin: 12,
  passwordMax: 1024,
  blockManyMax: 100,
};

export const ADMIN_ACCOUNT_MESSAGES = {
  created: 'Admin berhasil ditambahkan!',
  blocked: (username: string) => `Admin ${username} berhasil diblokir.`,
  unblocked: (username: string) => `Blokir admin ${username} berhasil dibuka.`,
  passwordChanged: 'Password berhasil diubah.',
  notFound: 'Admin tidak ditemukan.',
  usernameInvalid: 'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.',
  usernameTaken: 'Username sudah dipakai.',
  emailInvalid: 'Alamat email tidak valid.',
  emailTaken: 'Email sudah dipakai.',
  nameTooLong: 'Nama maksimal 100 karakter.',
  passwordTooShort: 'Password minimal 12 karakter.',
  passwordTooLong: 'Password maksimal 1024 karakter.',
  currentPasswordRequired: 'Password saat ini wajib diisi.',
  currentPasswordWrong: 'Password saat ini salah.',
  passwordSameAsCurrent: 'Password baru harus berbeda dari password saat ini.',
  blockSelf: 'Anda tidak dapat memblokir akun Anda sendiri.',
  blockLast: 'Admin terakhir yang tidak diblokir tidak dapat diblokir.',
  updated: 'Admin berhasil diperbarui!',
  blockedMany: (count: number) => `${count} admin berhasil diblokir.`,
  rolesRequired: 'Pilih setidaknya satu peran.',
  roleInvalid: 'Peran harus pengelola, redaksi, atau aspirasi.',
  lastPengelola: 'Harus ada setidaknya satu pengelola aktif.',
  nameInvalid: 'Nama harus berupa teks.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
  idsRequired: 'Pilih setidaknya satu admin.',
  idsTooMany: 'Maksimal 100 admin dalam satu langkah.',
  mustChangePassword: 'Ganti password Anda terlebih dahulu sebelum melanjutkan.',
} as const satisfies AdminAccountMessages;

/**
 * A key for PostgreSQL's transaction-scoped advisory lock that serialises the writes the "one pengelola remains" rule
 * judges: blocking and changing roles (any constant of ours).
 */
const BLOCK_LOCK_KEY = 7_160_424;

interface AccountRow extends UpUser {
  last_login_at?: string | Date | null;
}

/** What the "one pengelola remains" rule reads of each admin. */
interface GuardRow {
  id: number;
  blocked?: boolean | null;
  roles?: unknown;
}

/** The roles of an input, or the field's message. */
function rolesInput(value: unknown, errors: FieldErrors): AdminRole[] | undefined {
  const parsed = parseRoles(value);
  if ('roles' in parsed) return parsed.roles;
  errors.roles = [
    parsed.problem === 'required' ? ADMIN_ACCOUNT_MESSAGES.rolesRequired : ADMIN_ACCOUNT_MESSAGES.roleInvalid,
  ];
  return undefined;
}

/** An optional display name: a string of at most 100 characters (empty: the username is shown). */
function nameInput(value: unknown, errors: FieldErrors): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors.name = [ADMIN_ACCOUNT_MESSAGES.nameInvalid];
    return undefined;
  }
  const name = withoutInvisibleCharacters(value).trim();
  if (name.length > ADMIN_ACCOUNT_LIMITS.nameMax) {
    errors.name = [ADMIN_ACCOUNT_MESSAGES.nameTooLong];
    return undefined;
  }
  return name;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Letters, digits, `.`, `_`, `-` only (checked by code point: no regular expression to backtrack). */
function isUsername(value: string): boolean {
  if (value.length < ADMIN_ACCOUNT_LIMITS.usernameMin || value.length > ADMIN_ACCOUNT_LIMITS.usernameMax) return false;
  for (const char of value) {
    const ok = (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char >= '0' && char <= '9');
    if (!ok && char !== '.' && char !== '_' && char !== '-') return false;
  }
  return true;
}

/** The new password's own rules (length); `errors` gets the message under `field`. */
function checkNewPassword(password: string | undefined, errors: FieldErrors, field = 'password') {
  if (!password || password.length < ADMIN_ACCOUNT_LIMITS.passwordMin)
    errors[field] = [ADMIN_ACCOUNT_MESSAGES.passwordTooShort];
  else if (password.length > ADMIN_ACCOUNT_LIMITS.passwordMax) errors[field] = [ADMIN_ACCOUNT_MESSAGES.passwordTooLong];
}

export function toAdminAccount(user: AccountRow): AdminAccount {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name?.trim() || user.username,
    blocked: user.blocked === true,
    must_change_password: user.must_change_password === true,
    two_factor_enabled: user.two_factor_enabled === true,
    last_login_at: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
    roles: rolesOf(user.roles),
  };
}

const ACCOUNT_FIELDS = [
  'id',
  'username',
  'email',
  'name',
  'blocked',
  'must_change_password',
  'two_factor_enabled',
  'last_login_at',
  'roles',
];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  /** Native bcrypt under the process's cap; a shed call is the contract's 429. */
  async function hashing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PasswordBusyError) throw tooManyRequests(error.retryAfterSeconds);
      throw error;
    }
  }
  const oneAtATime = createSerialQueue();

  async function adminRoleId(): Promise<number> {
    const role = (await strapi.db.query(ROLE_UID).findOne({ where: { type: ADMIN_ROLE_TYPE }, select: ['id'] })) as {
      id: number;
    } | null;
    if (!role) throw new Error('The admin role is missing (made at boot by src/bootstrap/admin-access.ts)');
    return role.id;
  }

  async function findAdmin(id: number | null): Promise<AccountRow> {
    const row = id
      ? ((await users().findOne({
          where: { id, role: { type: ADMIN_ROLE_TYPE } },
          select: ACCOUNT_FIELDS,
        })) as AccountRow | null)
      : null;
    if (!row) throw notFound(ADMIN_ACCOUNT_MESSAGES.notFound);
    return row;
  }

  /**
   * `work` in one transaction under the accounts' lock: one at a time in this process, and on PostgreSQL across every
   * process (a transaction-scoped advisory lock), so the rule it checks sees the writes before it.
   */
  function underLock<T>(work: () => Promise<T>): Promise<T> {
    return oneAtATime(() =>
      strapi.db.transaction(async ({ trx }): Promise<T> => {
        if (usesPostgres(strapi)) await trx.raw('SELECT pg_advisory_xact_lock(?)', [BLOCK_LOCK_KEY]);
        return await work();
      }),
    ) as Promise<T>;
  }

  /**
   * Refuses (422 under `field`) a change after which no unblocked admin would hold `pengelola`; `after` gives an
   * admin's state once the change is made. Called under the lock, before the change is written.
   */
  async function assertPengelolaRemains(field: string, after: (row: GuardRow) => GuardRow) {
    const rows = (await users().findMany({
      where: { role: { type: ADMIN_ROLE_TYPE } },
      select: ['id', 'blocked', 'roles'],
    })) as GuardRow[];
    const remains = rows.map(after).some((row) => row.blocked !== true && rolesOf(row.roles).includes('pengelola'));
    if (!remains) throw invalid({ [field]: [ADMIN_ACCOUNT_MESSAGES.lastPengelola] });
  }

  /** Sets `blocked` on an admin after the rules, all in one transaction under the lock. */
  async function setBlocked(id: number | null, actorId: number, blocked: boolean): Promise<AdminAccount> {
    return underLock(async () => {
      const target = await findAdmin(id);
      if (blocked) {
        if (target.id === actorId) throw invalid({ id: [ADMIN_ACCOUNT_MESSAGES.blockSelf] });
        const othersUnblocked = await users().count({
          where: {
            role: { type: ADMIN_ROLE_TYPE },
            id: { $ne: target.id },
            $or: [{ blocked: false }, { blocked: { $null: true } }],
          },
        });
        if (othersUnblocked === 0) throw invalid({ id: [ADMIN_ACCOUNT_MESSAGES.blockLast] });
        await assertPengelolaRemains('id', (row) => (row.id === target.id ? { ...row, blocked: true } : row));
      }
      const saved = (await users().update({
        where: { id: target.id },
        data: { blocked },
        select: ACCOUNT_FIELDS,
      })) as AccountRow;
      return toAdminAccount(saved);
    });
  }

  return {
    async list(): Promise<AdminAccount[]> {
      const rows = (await users().findMany({
        where: { role: { type: ADMIN_ROLE_TYPE } },
        select: ACCOUNT_FIELDS,
        orderBy: [{ username: 'asc' }, { id: 'asc' }],
        limit: 1000,
      })) as AccountRow[];
      return rows.map(toAdminAccount);
    },

    /** A new admin with the password given; they must choose their own at the first sign-in. */
    async create(body: unknown): Promise<AdminAccount> {
      const input = (body ?? {}) as Partial<Record<keyof CreateAdminRequest, unknown>>;
      const username = (text(input.username) ?? '').trim();
      const email = (text(input.email) ?? '').trim().toLowerCase();
      const password = text(input.password);
      const errors: FieldErrors = {};
      if (!isUsername(username)) errors.username = [ADMIN_ACCOUNT_MESSAGES.usernameInvalid];
      if (email.length > ADMIN_ACCOUNT_LIMITS.emailMax || !isEmailAddress(email))
        errors.email = [ADMIN_ACCOUNT_MESSAGES.emailInvalid];
      const name = nameInput(input.name, errors);
      checkNewPassword(password, errors);
      const roles = rolesInput(input.roles, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);

      return oneAtATime(async () => {
        const clash = (await users().findMany({
          where: { $or: [{ username: { $eqi: username } }, { email: { $eqi: email } }] },
          select: ['username', 'email'],
          limit: 2,
        })) as Array<{ username: string; email: string }>;
        const taken: FieldErrors = {};
        if (clash.some((row) => row.username.toLowerCase() === username.toLowerCase()))
          taken.username = [ADMIN_ACCOUNT_MESSAGES.usernameTaken];
        if (clash.some((row) => row.email.toLowerCase() === email)) taken.email = [ADMIN_ACCOUNT_MESSAGES.emailTaken];
        if (Object.keys(taken).length > 0) throw invalid(taken);
        const hashed = await hashing(() => hashPassword(password!));
        const created = (await users().create({
          data: {
            username,
            email,
            name: name || null,
            password: hashed,
            provider: 'local',
            confirmed: true,
            blocked: false,
            must_change_password: true,
            roles,
            role: await adminRoleId(),
          },
        })) as { id: number };
        return toAdminAccount(await findAdmin(created.id));
      });
    },

    /** A new name and/or new roles; taking `pengelola` from the last unblocked one is refused. */
    async update(id: number | null, body: unknown): Promise<AdminAccount> {
      const input = (typeof body === 'object' && body !== null ? body : {}) as Partial<
        Record<keyof UpdateAdminRequest, unknown>
      >;
      const errors: FieldErrors = {};
      const data: { name?: string | null; roles?: AdminRole[] } = {};
      if ('name' in input) {
        const name = nameInput(input.name, errors);
        if (name !== undefined) data.name = name || null;
      }
      if ('roles' in input) {
        const roles = rolesInput(input.roles, errors);
        if (roles) data.roles = roles;
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (!('name' in input) && !('roles' in input)) throw invalid({ roles: [ADMIN_ACCOUNT_MESSAGES.nothingToUpdate] });
      return underLock(async () => {
        const target = await findAdmin(id);
        if (data.roles) {
          const roles = data.roles;
          await assertPengelolaRemains('roles', (row) => (row.id === target.id ? { ...row, roles } : row));
        }
        const saved = (await users().update({
          where: { id: target.id },
          data,
          select: ACCOUNT_FIELDS,
        })) as AccountRow;
        return toAdminAccount(saved);
      });
    },

    /**
     * Several admins blocked in one step (the old board's accounts at the handover): all or none, under the same
     * rules as one (not oneself, one unblocked `pengelola` remains). Each block ends that admin's sessions.
     */
    async blockMany(body: unknown, actorId: number): Promise<AdminAccount[]> {
      const raw = (typeof body === 'object' && body !== null ? body : {}) as Partial<
        Record<keyof BlockAdminsRequest, unknown>
      >;
      const list = Array.isArray(raw.ids) ? raw.ids : [];
      const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
      if (list.length === 0 || !list.every(isId)) throw invalid({ ids: [ADMIN_ACCOUNT_MESSAGES.idsRequired] });
      const ids = [...new Set(list)];
      if (ids.length > ADMIN_ACCOUNT_LIMITS.blockManyMax) throw invalid({ ids: [ADMIN_ACCOUNT_MESSAGES.idsTooMany] });
      if (ids.includes(actorId)) throw invalid({ ids: [ADMIN_ACCOUNT_MESSAGES.blockSelf] });
      return underLock(async () => {
        const targets = (await users().findMany({
          where: { id: { $in: ids }, role: { type: ADMIN_ROLE_TYPE } },
          select: ['id'],
        })) as Array<{ id: number }>;
        if (targets.length !== ids.length) throw notFound(ADMIN_ACCOUNT_MESSAGES.notFound);
        await assertPengelolaRemains('ids', (row) => (ids.includes(row.id) ? { ...row, blocked: true } : row));
        const saved: AdminAccount[] = [];
        // one write each: each ends that admin's sessions (src/bootstrap/session-revocation.ts)
        for (const id of ids)
          saved.push(
            toAdminAccount(
              (await users().update({ where: { id }, data: { blocked: true }, select: ACCOUNT_FIELDS })) as AccountRow,
            ),
          );
        return saved;
      });
    },

    block: (id: number | null, actorId: number) => setBlocked(id, actorId, true),
    unblock: (id: number | null, actorId: number) => setBlocked(id, actorId, false),

    /**
     * The signed-in admin's new password (after the current one), which also ends the "must choose a password" state.
     * The write ends every session of theirs (session-revocation); the controller starts a new one for this browser.
     */
    async changeOwnPassword(userId: number, body: unknown, ip: string): Promise<void> {
      const input = (body ?? {}) as Partial<Record<keyof ChangePasswordRequest, unknown>>;
      const current = text(input.current_password) ?? '';
      const password = text(input.password);
      const errors: FieldErrors = {};
      if (!current) errors.current_password = [ADMIN_ACCOUNT_MESSAGES.currentPasswordRequired];
      checkNewPassword(password, errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const row = (await users().findOne({ where: { id: userId }, select: ['id', 'password'] })) as {
        id: number;
        password?: string | null;
      } | null;
      if (!row) throw notFound(ADMIN_ACCOUNT_MESSAGES.notFound);
      const stored = row.password;
      // counted like a sign-in (address and account, before the comparison): a stolen session cannot guess on
      const right = await hashing(() =>
        countedCheck(strapi, { ip, userId }, async () =>
          current.length <= ADMIN_ACCOUNT_LIMITS.passwordMax && stored ? verifyPassword(current, stored) : false,
        ),
      );
      if (!right) throw invalid({ current_password: [ADMIN_ACCOUNT_MESSAGES.currentPasswordWrong] });
      if (password === current) throw invalid({ password: [ADMIN_ACCOUNT_MESSAGES.passwordSameAsCurrent] });
      const hashed = await hashing(() => hashPassword(password!));
      // written at the database layer, where the revocation follows every password write
      await users().update({ where: { id: userId }, data: { password: hashed, must_change_password: false } });
    },

    /**
     * Another admin's second factor off (their phone is lost): the write removes its secret and recovery codes and
     * ends their sign-ins (src/bootstrap/two-factor-lifecycle.ts); they sign in with the password and set it up again.
     * One's own is turned off at /api/me/2fa/matikan, with the password and a code.
     */
    async resetTwoFactor(id: number | null, actorId: number): Promise<ResetTwoFactorResponse> {
      const target = await findAdmin(id);
      if (target.id === actorId) throw invalid({ id: [TWO_FACTOR_MESSAGES.resetSelf] });
      if (target.two_factor_enabled !== true) throw invalid({ id: [TWO_FACTOR_MESSAGES.resetNotEnabled] });
      const saved = (await users().update({
        where: { id: target.id },
        data: { two_factor_enabled: false },
        select: ACCOUNT_FIELDS,
      })) as AccountRow;
      return { message: TWO_FACTOR_MESSAGES.reset(saved.username), data: toAdminAccount(saved) };
    },
  };
};

export type PenggunaService = ReturnType<typeof import('./pengguna').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::pengguna.pengguna': PenggunaService;
  }
}
