/**
 * The certificates' texts, limits and shared shapes (ADR 105): the messages typed by the contract, the code's form,
 * the day an activity is dated by, and the template row as stored with its mapping to the contract.
 */
import type {
  CertificateLimits,
  CertificateMessages,
  CertificateTemplate,
  CertificateTemplateKind,
} from '@hmrpl/contract';
import { jakartaParts } from '../../../lib/content/jakarta-time';
import { storagePathOf, storageUrlOf, type MediaFile } from '../../../lib/uploads/media-fields';

export const CERTIFICATE_MESSAGES: CertificateMessages = {
  notFound: 'Sertifikat tidak ditemukan.',
  saved: 'Templat sertifikat disimpan.',
  started: 'Sertifikat sedang dikirim ke peserta yang hadir.',
  templateRequired: 'Unggah templat sertifikat (PNG, JPEG, atau PDF satu halaman).',
  templateType: 'Templat harus berupa gambar PNG atau JPEG, atau PDF satu halaman.',
  templatePages: 'Templat PDF harus satu halaman.',
  templateTooLarge: 'Ukuran templat maksimal 10 MB.',
  positionInvalid: 'Posisi nama harus angka antara 0 dan 1.',
  sizeInvalid: 'Ukuran nama harus angka antara 0,02 dan 0,2.',
  noTemplate: 'Unggah templat sertifikat terlebih dahulu.',
  noAttendees: 'Belum ada peserta yang tercatat hadir.',
  allSent: 'Semua peserta yang hadir sudah dikirimi sertifikat.',
  running: 'Pengiriman sertifikat sedang berjalan.',
  mailOff: 'Email belum diatur di server, jadi sertifikat belum dapat dikirim.',
};

export const CERTIFICATE_LIMITS: CertificateLimits = {
  templateMaxBytes: 10485760,
  nameSizeMin: 0.02,
  nameSizeMax: 0.2,
  codeLength: 22,
};

/** A certificate's code as issued: base64url of 16 random bytes (anything else is answered 404 without a query). */
export const isCertificateCode = (value: unknown): value is string =>
  typeof value === 'string' && value.length === CERTIFICATE_LIMITS.codeLength && /^[A-Za-z0-9_-]+$/.test(value);

/** `YYYY-MM-DD`: an instant's day in Asia/Jakarta. */
export function jakartaDay(value: string | Date): string {
  const p = jakartaParts(new Date(value));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export interface TemplateRow {
  id: number;
  kegiatan_id: number;
  file: MediaFile | null;
  kind: CertificateTemplateKind;
  width: number;
  height: number;
  name_x: number;
  name_y: number;
  name_size: number;
  requested_at: string | Date | null;
  finished_at: string | Date | null;
  retry_at: string | Date | null;
  error: string | null;
  updatedAt: string | Date;
}

export const toTemplate = (row: TemplateRow): CertificateTemplate | null =>
  row.file
    ? {
        kind: row.kind,
        url: storageUrlOf(storagePathOf(row.file.url)),
        width: Number(row.width),
        height: Number(row.height),
        name_x: Number(row.name_x),
        name_y: Number(row.name_y),
        name_size: Number(row.name_size),
        updated_at: new Date(row.updatedAt).toISOString(),
      }
    : null;
