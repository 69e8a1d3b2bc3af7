/**
 * One way to fail a request: throw an HttpError. The `global::api-errors` middleware turns it (and any
 * other error under /api) into the contract's body `{ message, errors? }`, never a stack trace.
 */
import type { ErrorMessages, UnavailableMessages } from '@hmrpl/contract';

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

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const notFound = (message: string) => new HttpError(404, message);
export const payloadTooLarge = (message: string = MESSAGES.payloadTooLarge) => new HttpError(413, message);
export const csrfMismatch = () => new HttpError(419, MESSAGES.csrf);
/** 507: not enough free disk for an upload; nothing was stored. */
export const insufficientStorage = () => new HttpError(507, MESSAGES.diskFull);

/** 422 with every error by field; the first one is the message. */
export const invalid = (errors: FieldErrors) => {
  const first = Object.values(errors).find((list) => list.length > 0)?.[0] ?? 'Data tidak valid.';
  return new HttpError(422, first, { errors });
};

/** 422 for a single field. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, MESSAGES.tooManyRequests.replace('{n}', String(retryAfterSeconds)), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

export const UNAVAILABLE_MESSAGES: UnavailableMessages = {
  read: 'Server sedang sibuk. Coba lagi dalam {n} detik.',
  write: 'Server sedang sibuk, tidak ada yang tersimpan. Coba lagi dalam {n} detik.',
};

/** How long a client should wait before asking again while the database does not answer. */
export const OUTAGE_RETRY_SECONDS = 10;

/** 503 with Retry-After: a read or a write (then nothing was stored) the server cannot do right now. */
export const unavailable = (kind: keyof UnavailableMessages, retryAfterSeconds = OUTAGE_RETRY_SECONDS) =>
  new HttpError(503, UNAVAILABLE_MESSAGES[kind].replace('{n}', String(retryAfterSeconds)), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
