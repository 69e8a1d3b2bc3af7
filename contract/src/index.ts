/**
 * @hmrpl/contract: the types of the HTTP contract (its rules: docs/product.md, "The HTTP contract").
 * Types only, no build: consumers `import type`, so neither Strapi's CommonJS runtime nor Vite loads it.
 * Constants are literal types (`NewsLimits`, `ErrorMessages`, ...): each side writes the value once,
 * annotated with the type, and the compiler proves both sides agree with the contract.
 */
export type * from './common';
export type * from './auth';
export type * from './berita';
export type * from './awarding';
export type * from './galeri';
export type * from './rekrutmen';
export type * from './aspirasi';
export type * from './uploads';
export type * from './messages';
export type * from './kabinet';
export type * from './serah-terima';
export type * from './pengaturan';
export type * from './pengguna';
export type * from './kegiatan';
export type * from './outage';
export type * from './cadangan';
export type * from './two-factor';
export type * from './dokumen';
export type * from './sampah';
export type * from './pendaftaran';
export type * from './proker';
export type * from './laporan';
export type * from './prestasi';
export type * from './riwayat';
export type * from './sertifikat';
export type * from './kecepatan';
