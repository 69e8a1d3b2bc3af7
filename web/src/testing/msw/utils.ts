/** Shared pieces of the MSW handlers: the contract's error bodies, CSRF and admin checks. */
import { HttpResponse, delay } from 'msw';
import type {
  AdminAccountMessages,
  AdminRole,
  AuditEntry,
  EditConflictResponse,
  ErrorBody,
  ErrorMessages,
  ExportRecordRequest,
  ExportRecordResponse,
  TwoFactorMessages,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { jakartaClock } from '@cms-content/jakarta-time';
import { pdfProblem } from '@cms-content/pdf-check';
import { db } from './db';

export const MESSAGES: ErrorMessages = {
  unauthenticated: 'Silakan masuk terlebih dahulu.',
  forbidden: 'Akses hanya untuk admin.',
  forbiddenRole: 'Anda tidak memiliki akses ke fitur ini.',
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

/** Whether TWO_FACTOR_REQUIRED asks this admin for the second factor (`pengelola`: the admins holding that role). */
export const twoFactorRequiredFor = (user: { isAdmin: boolean; roles: readonly AdminRole[] }) =>
  user.isAdmin &&
  (db.twoFactorRequirement === 'semua' ||
    (db.twoFactorRequirement === 'pengelola' && user.roles.includes('pengelola')));

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

/**
 * Decides a document's type by content, with the documents' own rule (cms/src/lib/content/pdf-check.ts, ADR 097; the
 * achievements' proof has `isPdf` below, ADR 094: one rule for both is a follow-up).
 */
export async function isDocumentPdf(file: File): Promise<boolean> {
  return pdfProblem(new Uint8Array(await file.arrayBuffer())) === null;
}

/** A one-page PDF (dev:mock serves it for every `/storage/*.pdf`; tests upload it). */
export const SAMPLE_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

/**
 * A PDF by content, as the CMS decides it (cms/src/lib/uploads/pdf-type.ts, ADR 094): the header at byte 0, `%%EOF`
 * near the end, no HTML a browser would render (a PDF/HTML polyglot) and no action that runs something.
 */
export async function isPdf(file: File): Promise<boolean> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return (
    /^%PDF-(?:1\.[0-7]|2\.0)/.test(text) &&
    text.slice(-1024).includes('%%EOF') &&
    !/<(?:!doctype|html|head|body|meta|form|script|iframe|object|embed)[\s>/]/i.test(text) &&
    !/\/(?:JavaScript|Launch|EmbeddedFile|RichMedia|XFA)(?![A-Za-z0-9])/.test(text)
  );
}

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

/** The fixtures' copy of an audit entry (ADR 086): the signed-in admin did `action` just now. */
export function recordAudit(entry: Omit<AuditEntry, 'id' | 'at' | 'actor'>): void {
  const actor = db.session ? { id: db.session.id, name: db.session.name } : null;
  db.audit.unshift({ id: newId(), at: new Date().toISOString(), actor, ...entry });
}

/** POST /api/admin/{riwayat|aspirasi}/ekspor as the CMS answers it: 422 for a wrong row count, else the entry. */
export async function exportRecord(request: Request, targetType: string) {
  const failure = guardAdminWrite(request);
  if (failure) return failure;
  const body = (await request.json().catch(() => ({}))) as Partial<ExportRecordRequest>;
  const rows = body.rows;
  if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 0)
    return validationResponse({ rows: ['Jumlah baris tidak valid.'] });
  const filter = typeof body.filter === 'string' ? body.filter.trim().slice(0, 500) : '';
  recordAudit({
    action: `${targetType}.ekspor`,
    target_type: targetType,
    target_id: null,
    target_title: null,
    summary: `${rows} baris${filter ? `; filter: ${filter}` : ''}`,
  });
  return HttpResponse.json<ExportRecordResponse>({ message: 'Ekspor dicatat.' }, { status: 201 });
}

/**
 * The CMS's edit-conflict check (ADR 087) on fixtures: a sent `updated_at` that is not the item's is 409 with who
 * changed it last (its newest audit entry) and when (HH.mm, Asia/Jakarta), and the item as it is now.
 */
export function staleEdit(sent: unknown, item: { id: number; updated_at: string }, targetType: string) {
  if (typeof sent !== 'string' || sent === '' || Date.parse(sent) === Date.parse(item.updated_at)) return null;
  const editor = db.audit.find(
    (entry) => entry.target_type === targetType && entry.target_id === item.id && entry.actor,
  );
  const name = editor?.actor?.name ?? 'admin lain';
  const message: EditConflictResponse['message'] = `Konten ini sudah diubah oleh ${name} pada ${jakartaClock(new Date(item.updated_at))}. Muat ulang untuk melihat versi terbaru.`;
  return HttpResponse.json<EditConflictResponse>({ message, data: item }, { status: 409 });
}
