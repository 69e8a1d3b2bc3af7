/**
 * Admin accounts on fixtures (contract: "Admin accounts", "Second factor": another admin's reset, and part two,
 * "Roles"), with the CMS's rules and texts: roles on create and edit, several blocked at once, and one unblocked
 * `pengelola` always remains; a name loses invisible and direction characters; five wrong current passwords pause
 * the password change.
 */
import { http, HttpResponse } from 'msw';
import type {
  AdminAccount,
  AdminAccountList,
  BlockAdminResponse,
  BlockAdminsRequest,
  BlockAdminsResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  CreateAdminRequest,
  CreateAdminResponse,
  ErrorBody,
  ResetTwoFactorResponse,
  UnblockAdminResponse,
  UpdateAdminRequest,
  UpdateAdminResponse,
  ValidationErrorBody,
  AdminAccountMessages,
} from '@hmrpl/contract';
import { isEmailAddress } from '@cms-content/addresses';
import { parseRoles } from '@cms-content/admin-roles';
import { withoutInvisibleCharacters } from '@cms-content/invisible';
import { db, fixtureState, type MockUser } from '../db';
import { MESSAGES, adminFailure, errorResponse, guardAdminWrite, latency, newId, validationResponse } from '../utils';
import { markHandover } from './kabinet';
import { TWO_FACTOR_MESSAGES as T } from './two-factor';
import { publicUser } from './auth';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const A: AdminAccountMessages = {
  created: 'Admin berhasil ditambahkan!',
  blocked: (username) => `Admin ${username} berhasil diblokir.`,
  unblocked: (username) => `Blokir admin ${username} berhasil dibuka.`,
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
  mustChangePassword: 'Ganti password Anda terlebih dahulu sebelum melanjutkan.',
  updated: 'Admin berhasil diperbarui!',
  blockedMany: (count) => `${count} admin berhasil diblokir.`,
  rolesRequired: 'Pilih setidaknya satu peran.',
  roleInvalid: 'Peran harus pengelola, redaksi, atau aspirasi.',
  lastPengelola: 'Harus ada setidaknya satu pengelola aktif.',
  nameInvalid: 'Nama harus berupa teks.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
  idsRequired: 'Pilih setidaknya satu admin.',
  idsTooMany: 'Maksimal 100 admin dalam satu langkah.',
};

const accountOf = (user: MockUser): AdminAccount => ({
  id: user.id,
  username: user.username,
  email: user.email,
  name: user.name,
  blocked: user.blocked,
  must_change_password: user.must_change_password,
  two_factor_enabled: Boolean(user.secondFactor),
  last_login_at: user.last_login_at,
  roles: [...user.roles],
});

/** Wrong current passwords in a row (the CMS counts them with the sign-in's, and pauses after five). */
const wrongCurrent = fixtureState(() => 0);

const admins = () => db.users.filter((user) => user.isAdmin);

/** The roles of an input, or the field's message (the CMS's rule, `@cms-content/admin-roles`). */
function rolesInput(value: unknown, errors: Record<string, string[]>) {
  const parsed = parseRoles(value);
  if ('roles' in parsed) return parsed.roles;
  errors.roles = [parsed.problem === 'required' ? A.rolesRequired : A.roleInvalid];
  return undefined;
}

/** True when, with `after` applied to each admin, an unblocked `pengelola` remains. */
const pengelolaRemains = (after: (user: MockUser) => Pick<MockUser, 'blocked' | 'roles'>) =>
  admins().some((user) => {
    const state = after(user);
    return !state.blocked && state.roles.includes('pengelola');
  });

export const penggunaHandlers = [
  http.get<never, never, AdminAccountList | ErrorBody>('/api/admin/pengguna', async () => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    return HttpResponse.json<AdminAccountList>({ data: admins().map(accountOf) });
  }),

  http.post<never, Partial<CreateAdminRequest>, CreateAdminResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/pengguna',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const body = await request.json();
      const username = (body.username ?? '').trim();
      const email = (body.email ?? '').trim().toLowerCase();
      const name = withoutInvisibleCharacters(body.name ?? '').trim();
      const errors: Record<string, string[]> = {};
      if (!/^[A-Za-z0-9._-]{3,50}$/.test(username)) errors.username = [A.usernameInvalid];
      else if (db.users.some((u) => u.username.toLowerCase() === username.toLowerCase()))
        errors.username = [A.usernameTaken];
      if (!isEmailAddress(email)) errors.email = [A.emailInvalid];
      else if (db.users.some((u) => u.email.toLowerCase() === email)) errors.email = [A.emailTaken];
      if (name.length > 100) errors.name = [A.nameTooLong];
      if ((body.password ?? '').length < 12) errors.password = [A.passwordTooShort];
      const roles = rolesInput(body.roles, errors);
      if (Object.keys(errors).length > 0 || !roles) return validationResponse(errors);
      const user: MockUser = {
        id: newId(),
        username,
        email,
        name: name || username,
        password: body.password!,
        isAdmin: true,
        blocked: false,
        must_change_password: true,
        last_login_at: null,
        roles,
      };
      db.users.push(user);
      markHandover('admin');
      return HttpResponse.json<CreateAdminResponse>({ message: A.created, data: accountOf(user) }, { status: 201 });
    },
  ),

  // before /:id, as in the CMS
  http.post<never, Partial<BlockAdminsRequest>, BlockAdminsResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/pengguna/blokir',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const body = await request.json();
      const list: unknown[] = Array.isArray(body.ids) ? body.ids : [];
      if (list.length === 0 || !list.every((id) => Number.isSafeInteger(id) && (id as number) > 0))
        return validationResponse({ ids: [A.idsRequired] });
      const ids = [...new Set(list as number[])];
      if (ids.length > 100) return validationResponse({ ids: [A.idsTooMany] });
      if (ids.includes(db.session!.id)) return validationResponse({ ids: [A.blockSelf] });
      const targets = ids.map((id) => admins().find((user) => user.id === id));
      if (targets.some((user) => !user)) return errorResponse(404, A.notFound);
      if (!pengelolaRemains((user) => (ids.includes(user.id) ? { ...user, blocked: true } : user)))
        return validationResponse({ ids: [A.lastPengelola] });
      for (const user of targets) user!.blocked = true;
      markHandover('admin');
      return HttpResponse.json<BlockAdminsResponse>({
        message: A.blockedMany(ids.length),
        data: targets.map((user) => accountOf(user!)),
      });
    },
  ),

  http.post<
    { id: string },
    Partial<Record<keyof UpdateAdminRequest, unknown>>,
    UpdateAdminResponse | ErrorBody | ValidationErrorBody
  >('/api/admin/pengguna/:id', async ({ request, params }) => {
    await latency();
    const denied = guardAdminWrite(request);
    if (denied) return denied;
    const body = await request.json();
    const errors: Record<string, string[]> = {};
    let name: string | undefined;
    if ('name' in body) {
      if (body.name !== null && body.name !== undefined && typeof body.name !== 'string') errors.name = [A.nameInvalid];
      else if (withoutInvisibleCharacters(String(body.name ?? '')).trim().length > 100) errors.name = [A.nameTooLong];
      else name = withoutInvisibleCharacters(String(body.name ?? '')).trim();
    }
    const roles = 'roles' in body ? rolesInput(body.roles, errors) : undefined;
    if (Object.keys(errors).length > 0) return validationResponse(errors);
    if (!('name' in body) && !('roles' in body)) return validationResponse({ roles: [A.nothingToUpdate] });
    const target = admins().find((user) => String(user.id) === params.id);
    if (!target) return errorResponse(404, A.notFound);
    if (roles && !pengelolaRemains((user) => (user === target ? { ...user, roles } : user)))
      return validationResponse({ roles: [A.lastPengelola] });
    if (name !== undefined) target.name = name || target.username;
    if (roles) target.roles = roles;
    if (target.id === db.session?.id) db.session = publicUser(target);
    return HttpResponse.json<UpdateAdminResponse>({ message: A.updated, data: accountOf(target) });
  }),

  ...(['blokir', 'buka-blokir'] as const).map((action) =>
    http.post<{ id: string }, never, BlockAdminResponse | UnblockAdminResponse | ErrorBody | ValidationErrorBody>(
      `/api/admin/pengguna/:id/${action}`,
      async ({ request, params }) => {
        await latency();
        const denied = guardAdminWrite(request);
        if (denied) return denied;
        const target = admins().find((user) => String(user.id) === params.id);
        if (!target) return errorResponse(404, A.notFound);
        if (action === 'blokir') {
          if (target.id === db.session?.id) return validationResponse({ id: [A.blockSelf] });
          if (!admins().some((user) => user !== target && !user.blocked))
            return validationResponse({ id: [A.blockLast] });
          if (!pengelolaRemains((user) => (user === target ? { ...user, blocked: true } : user)))
            return validationResponse({ id: [A.lastPengelola] });
          target.blocked = true;
          markHandover('admin');
          return HttpResponse.json<BlockAdminResponse>({
            message: A.blocked(target.username),
            data: accountOf(target),
          });
        }
        target.blocked = false;
        markHandover('admin');
        return HttpResponse.json<UnblockAdminResponse>({
          message: A.unblocked(target.username),
          data: accountOf(target),
        });
      },
    ),
  ),

  http.post<{ id: string }, never, ResetTwoFactorResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/pengguna/:id/reset-2fa',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const target = admins().find((user) => String(user.id) === params.id);
      if (!target) return errorResponse(404, A.notFound);
      if (target.id === db.session?.id) return validationResponse({ id: [T.resetSelf] });
      if (!target.secondFactor) return validationResponse({ id: [T.resetNotEnabled] });
      target.secondFactor = null;
      return HttpResponse.json<ResetTwoFactorResponse>({
        message: T.reset(target.username),
        data: accountOf(target),
      });
    },
  ),

  http.post<never, Partial<ChangePasswordRequest>, ChangePasswordResponse | ErrorBody | ValidationErrorBody>(
    '/api/me/password',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request, { beforePasswordChange: true });
      if (denied) return denied;
      const user = db.users.find((candidate) => candidate.id === db.session?.id)!;
      const body = await request.json();
      const errors: Record<string, string[]> = {};
      if (!body.current_password) errors.current_password = [A.currentPasswordRequired];
      if ((body.password ?? '').length < 12) errors.password = [A.passwordTooShort];
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      if (wrongCurrent.current >= 5)
        return errorResponse(429, MESSAGES.tooManyRequests.replace('{n}', '30'), { 'Retry-After': '30' });
      if (body.current_password !== user.password) {
        wrongCurrent.current += 1;
        return validationResponse({ current_password: [A.currentPasswordWrong] });
      }
      wrongCurrent.current = 0;
      if (body.password === user.password) return validationResponse({ password: [A.passwordSameAsCurrent] });
      user.password = body.password!;
      user.must_change_password = false;
      db.session = publicUser(user);
      return HttpResponse.json<ChangePasswordResponse>({ message: A.passwordChanged });
    },
  ),
];
