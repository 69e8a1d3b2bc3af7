/**
 * The signed-in admin's second factor on fixtures (contract: "Second factor"): its status, a set-up with a real
 * secret and QR code (so `npm run dev:mock` works with a phone), switching it on with a first code, off with the
 * password and a code, and new recovery codes; the texts and the code rule are the CMS's. Another admin's reset is
 * with the accounts (./pengguna.ts); the sign-in's second step with the session (./auth.ts).
 */
import { http, HttpResponse } from 'msw';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type {
  ErrorBody,
  TwoFactorMessages,
  RecoveryCodesResponse,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorDisabledResponse,
  TwoFactorEnabledResponse,
  TwoFactorSetup,
  TwoFactorStatus,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { RECOVERY_ALPHABET, inGroupsOfFour, readCode, verifyTotp } from '@cms-content/second-factor';
import { db, type MockUser } from '../db';
import {
  errorResponse,
  guardAdminWrite,
  adminFailure,
  latency,
  twoFactorRequiredFor,
  validationResponse,
} from '../utils';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
export const TWO_FACTOR_MESSAGES: TwoFactorMessages = {
  enabled: 'Verifikasi dua langkah aktif.',
  disabled: 'Verifikasi dua langkah dimatikan.',
  recoveryCodesRenewed: 'Kode pemulihan baru dibuat. Kode lama tidak berlaku lagi.',
  reset: (username) => `Verifikasi dua langkah ${username} berhasil direset.`,
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
};
const T = TWO_FACTOR_MESSAGES;

/**
 * Uses one of the user's codes, once, as the CMS does: a TOTP code of now (one step off allowed) after the last step
 * used, or an unused recovery code. Also the sign-in's second step (./auth.ts).
 */
export function spendSecondFactorCode(user: MockUser, raw: unknown): boolean {
  const factor = user.secondFactor;
  const typed = readCode(raw);
  if (!factor || !typed) return false;
  if (typed.kind === 'recovery') {
    const at = factor.recovery.indexOf(typed.value);
    if (at < 0) return false;
    factor.recovery.splice(at, 1);
    return true;
  }
  const step = verifyTotp(factor.secret, typed.value, { afterStep: factor.lastStep, nowMs: Date.now() });
  if (step === null) return false;
  factor.lastStep = step;
  return true;
}

const signedIn = () => db.users.find((candidate) => candidate.id === db.session?.id)!;

/** Ten new recovery codes, as shown (`abcd-efgh-ijkl-mnop`). */
function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return inGroupsOfFour([...bytes].map((byte) => RECOVERY_ALPHABET[byte & 31]).join(''), '-');
  });
}

function giveRecoveryCodes(user: MockUser): string[] {
  const codes = newRecoveryCodes();
  user.secondFactor!.recovery = codes.map((code) => code.replace(/-/g, ''));
  return codes;
}

/** The `code` of a JSON body ('' when there is none). */
export const codeOf = (body: Partial<TwoFactorCodeRequest> | null) => (typeof body?.code === 'string' ? body.code : '');

export const twoFactorHandlers = [
  http.get<never, never, TwoFactorStatus | ErrorBody>('/api/me/2fa', async () => {
    await latency();
    const denied = adminFailure({ beforeTwoFactor: true });
    if (denied) return denied;
    const user = signedIn();
    return HttpResponse.json<TwoFactorStatus>({
      enabled: Boolean(user.secondFactor),
      required: twoFactorRequiredFor(user),
      enabled_at: user.secondFactor?.enabledAt ?? null,
      recovery_codes_left: user.secondFactor?.recovery.length ?? 0,
    });
  }),

  http.post<never, never, TwoFactorSetup | ErrorBody>('/api/me/2fa/mulai', async ({ request }) => {
    await latency();
    const denied = guardAdminWrite(request, { beforeTwoFactor: true });
    if (denied) return denied;
    const user = signedIn();
    if (user.secondFactor) return errorResponse(409, T.alreadyEnabled);
    const secret = generateSecret({ length: 20 });
    user.secondFactorSetup = secret;
    const url = generateURI({ issuer: 'HMRPL', label: user.username, secret });
    const qr = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return HttpResponse.json<TwoFactorSetup>({ secret: inGroupsOfFour(secret, ' '), otpauth_url: url, qr_svg: qr });
  }),

  http.post<never, Partial<TwoFactorCodeRequest>, TwoFactorEnabledResponse | ErrorBody | ValidationErrorBody>(
    '/api/me/2fa/aktifkan',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request, { beforeTwoFactor: true });
      if (denied) return denied;
      const user = signedIn();
      const code = codeOf(await request.json());
      if (!code.trim()) return validationResponse({ code: [T.codeRequired] });
      if (user.secondFactor) return errorResponse(409, T.alreadyEnabled);
      if (!user.secondFactorSetup) return validationResponse({ code: [T.setupMissing] });
      const typed = readCode(code);
      const step =
        typed?.kind === 'totp'
          ? verifyTotp(user.secondFactorSetup, typed.value, { afterStep: null, nowMs: Date.now() })
          : null;
      if (step === null) return validationResponse({ code: [T.wrongCode] });
      user.secondFactor = {
        secret: user.secondFactorSetup,
        lastStep: step,
        recovery: [],
        enabledAt: new Date().toISOString(),
      };
      user.secondFactorSetup = null;
      const codes = giveRecoveryCodes(user);
      return HttpResponse.json<TwoFactorEnabledResponse>({ message: T.enabled, recovery_codes: codes });
    },
  ),

  http.post<never, Partial<TwoFactorDisableRequest>, TwoFactorDisabledResponse | ErrorBody | ValidationErrorBody>(
    '/api/me/2fa/matikan',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const user = signedIn();
      const body = await request.json();
      const password = typeof body?.password === 'string' ? body.password : '';
      const code = codeOf(body);
      const errors: Record<string, string[]> = {};
      if (!password) errors.password = [T.passwordRequired];
      if (!code.trim()) errors.code = [T.codeRequired];
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      if (!user.secondFactor) return validationResponse({ code: [T.notEnabled] });
      if (password !== user.password) return validationResponse({ password: [T.passwordWrong] });
      if (!spendSecondFactorCode(user, code)) return validationResponse({ code: [T.wrongCode] });
      user.secondFactor = null;
      return HttpResponse.json<TwoFactorDisabledResponse>({ message: T.disabled });
    },
  ),

  http.post<never, Partial<TwoFactorCodeRequest>, RecoveryCodesResponse | ErrorBody | ValidationErrorBody>(
    '/api/me/2fa/kode-pemulihan',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const user = signedIn();
      const code = codeOf(await request.json());
      if (!code.trim()) return validationResponse({ code: [T.codeRequired] });
      if (!user.secondFactor) return validationResponse({ code: [T.notEnabled] });
      if (!spendSecondFactorCode(user, code)) return validationResponse({ code: [T.wrongCode] });
      return HttpResponse.json<RecoveryCodesResponse>({
        message: T.recoveryCodesRenewed,
        recovery_codes: giveRecoveryCodes(user),
      });
    },
  ),
];
