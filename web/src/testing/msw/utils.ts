/** Shared pieces of the MSW handlers: the contract's error bodies, CSRF and admin checks. */
import { HttpResponse, delay } from 'msw';
import type {
  AdminAccountMessages,
  ErrorBody,
  ErrorMessages,
  TwoFactorMessages,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { db } from './db';

export const MESSAGES: ErrorMessages = {
  unauthenticated: 'Silakan masuk terlebih dahulu.',
  forbidden: 'Akses hanya untuk admin.',
  payloadTooLarge: 'Ukuran berkas melebihi 25 MB.',
  csrf: 'Sesi halaman kedaluwarsa. Muat ulang halaman lalu coba lagi.',
  tooManyRequests: 'Terlalu banyak percobaan. Coba lagi dalam {n} detik.',
  server: 'Terjadi kesalahan pada server',
  badFileType: 'Berkas harus berupa gambar PNG, JPEG, atau WebP.',
  wrongCredentials: 'Username atau password salah.',
  newsNotFound: 'Berita tidak ditemukan.',
  emptyPesan: 'Pesan tidak boleh kosong!',
  noAwardingImage: 'Tidak ada gambar baru yang dipilih untuk diunggah.',
  diskFull: 'Penyimpanan server penuh. Hubungi pengelola situs.',
  heicPhoto:
    'Foto HEIC dari iPhone belum didukung. Kirim sebagai JPEG: pilih foto langsung dari aplikasi Foto/Galeri (iPhone mengirimnya sebagai JPEG), atau ubah Pengaturan > Kamera > Format ke "Paling Kompatibel".',
};

export function errorResponse(status: number, message: string, headers?: Record<string, string>) {
  return HttpResponse.json<ErrorBody>({ message }, { status, headers });
}

export function validationResponse(errors: Record<string, string[]>) {
  const message = Object.values(errors)[0]?.[0] ?? 'Data tidak valid.';
  return HttpResponse.json<ValidationErrorBody>({ message, errors }, { status: 422 });
}

/** 419 unless the request carries the X-XSRF-TOKEN that /sanctum/csrf-cookie handed out. */
export function csrfFailure(request: Request) {
  const token = request.headers.get('X-XSRF-TOKEN');
  if (!db.csrfToken || token !== db.csrfToken) return errorResponse(419, MESSAGES.csrf);
  return null;
}

/** The fixtures' copy of the server's refusal while a new admin has not chosen a password yet. */
const MUST_CHANGE_PASSWORD: AdminAccountMessages['mustChangePassword'] =
  'Ganti password Anda terlebih dahulu sebelum melanjutkan.';

/** The fixtures' copy of the server's refusal while an account that must have the second factor has not set it up. */
const TWO_FACTOR_REQUIRED: TwoFactorMessages['required'] = 'Aktifkan verifikasi dua langkah terlebih dahulu.';

/** Whether TWO_FACTOR_REQUIRED asks this admin for the second factor (every admin is `pengelola` until roles exist). */
export const twoFactorRequiredFor = (user: { isAdmin: boolean }) => user.isAdmin && db.twoFactorRequirement !== 'tidak';

interface AdminGate {
  /** Open to an admin who must still choose a password (POST /api/me/password). */
  beforePasswordChange?: boolean;
  /** Open to an admin who must set up the second factor first (its status and set-up). */
  beforeTwoFactor?: boolean;
}

/**
 * 401/403 unless an admin is signed in (a blocked admin's session is gone: 401). An admin who must still choose a
 * password gets 403 everywhere but the password change itself (`beforePasswordChange`); then one who must have the
 * second factor and has not set it up gets 403 everywhere but its set-up (`beforeTwoFactor`), as the CMS answers.
 */
export function adminFailure({ beforePasswordChange = false, beforeTwoFactor = false }: AdminGate = {}) {
  if (!db.session) return errorResponse(401, MESSAGES.unauthenticated);
  const user = db.users.find((candidate) => candidate.id === db.session?.id);
  if (!user || user.blocked) {
    db.session = null;
    return errorResponse(401, MESSAGES.unauthenticated);
  }
  if (!user.isAdmin) return errorResponse(403, MESSAGES.forbidden);
  if (user.must_change_password && !beforePasswordChange) return errorResponse(403, MUST_CHANGE_PASSWORD);
  if (twoFactorRequiredFor(user) && !user.secondFactor && !beforeTwoFactor && !beforePasswordChange)
    return errorResponse(403, TWO_FACTOR_REQUIRED);
  return null;
}

/** An unsafe admin call: CSRF first, then the session (as the CMS orders them). */
export function guardAdminWrite(request: Request, options?: AdminGate) {
  return csrfFailure(request) ?? adminFailure(options);
}

/** A small, realistic latency in the browser (dev:mock); none under test. */
export async function latency() {
  if (typeof process === 'undefined' || process.env.NODE_ENV !== 'test') await delay(250);
}

const MAGIC: Array<[string, (bytes: Uint8Array) => boolean]> = [
  ['image/png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  [
    'image/webp',
    (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  ],
];

/** Decides an upload's type by content, like the CMS. */
export async function isAllowedImage(file: File): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return MAGIC.some(([, test]) => test(bytes));
}

export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** The form's files under one field, whatever the client named it (`images[]` or `images`). */
export function filesOf(form: FormData, ...names: string[]): File[] {
  return names.flatMap((name) => form.getAll(name)).filter((value): value is File => value instanceof File);
}

export function pageOf(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function newId(): number {
  db.nextId += 1;
  return db.nextId;
}
