/**
 * Shapes shared by every part of the HTTP contract (docs/product.md, "The HTTP contract").
 * Types only: consumers use `import type`, so nothing here exists at run time.
 */

/** An ISO 8601 date-time string in UTC, e.g. `2025-08-25T03:14:15.000Z`. */
export type IsoDateTime = string;

/**
 * An editable item's version: when it was last saved. The CMS's answers always carry it, and the item's edit form
 * sends it back as `updated_at`; a save over a newer version is refused with 409 (part two, "Edit conflicts";
 * `EditConflictResponse`). Optional in the type only, for items a page or a test puts together itself.
 */
export interface Versioned {
  updated_at?: IsoDateTime;
}

/** A path relative to `/storage/`, e.g. `berita/9f2c...webp`. */
export type StoragePath = string;

/** A root-relative URL under `/storage/`, e.g. `/storage/rekrutmen/ab12.webp`. */
export type StorageUrl = string;

/** Smaller renditions made by the CMS, each a path relative to `/storage/` (for `srcset`). */
export type ImageFormatName = 'thumbnail' | 'small' | 'medium' | 'large';
export interface ImageFormat {
  path: StoragePath;
  width: number;
  height: number;
  /** The same rendition as WebP (pages offer it first; `path` stays the fallback). Absent until it is made. */
  webp?: StoragePath;
}
export type ImageFormats = Partial<Record<ImageFormatName, ImageFormat>>;

/** The original image's own size, so pages can reserve space (no layout shift). */
export interface ImageSize {
  image_width?: number | null;
  image_height?: number | null;
}

/**
 * Where a picture's subject is, as an editor marks it in the media library: percentages of the original's width
 * (`x`, from the left) and height (`y`, from the top), each 0 to 100.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The focal point of an image that screens may crop (cards, grids); absent when none was set (crops keep the centre). */
export interface ImageFocus {
  image_focal_point?: FocalPoint;
}

/** Every error body has a message, in Indonesian, shown to users as is. */
export interface ErrorBody {
  message: string;
}

/** 422: the first error as `message`, and every error by field. */
export interface ValidationErrorBody extends ErrorBody {
  errors: Record<string, string[]>;
}

/** A success answer that carries a message for the user, with an optional payload. */
export interface MessageBody {
  message: string;
}
export interface MessageWith<T> extends MessageBody {
  data: T;
}

/**
 * The fixed error texts. A literal type, not a value: each side declares
 * `const MESSAGES: ErrorMessages = {...}` and the compiler proves the texts agree.
 */
export interface ErrorMessages {
  unauthenticated: 'Silakan masuk terlebih dahulu.';
  forbidden: 'Akses hanya untuk admin.';
  /** 403: an admin whose roles do not cover the route (contract part two, "Roles"). */
  forbiddenRole: 'Anda tidak memiliki akses ke fitur ini.';
  payloadTooLarge: 'Ukuran berkas melebihi 25 MB.';
  csrf: 'Sesi halaman kedaluwarsa. Muat ulang halaman lalu coba lagi.';
  tooManyRequests: 'Terlalu banyak percobaan. Coba lagi dalam {n} detik.';
  server: 'Terjadi kesalahan pada server';
  badFileType: 'Berkas harus berupa gambar PNG, JPEG, atau WebP.';
  wrongCredentials: 'Username atau password salah.';
  newsNotFound: 'Berita tidak ditemukan.';
  emptyPesan: 'Pesan tidak boleh kosong!';
  noAwardingImage: 'Tidak ada gambar baru yang dipilih untuk diunggah.';
  /** 507: the server's disk is (nearly) full; nothing was stored, and retrying will not help. */
  diskFull: 'Penyimpanan server penuh. Hubungi pengelola situs.';
  /** 422: an iPhone HEIC photo (the server cannot decode it). */
  heicPhoto: 'Foto HEIC dari iPhone belum didukung. Kirim sebagai JPEG: pilih foto langsung dari aplikasi Foto/Galeri (iPhone mengirimnya sebagai JPEG), atau ubah Pengaturan > Kamera > Format ke "Paling Kompatibel".';
}
