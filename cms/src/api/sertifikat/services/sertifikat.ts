/**
 * Certificates of an activity (ADR 105): each attendee (`hadir`) gets one certificate with an unguessable code, shown
 * publicly at /sertifikat/{kode} (the name, the activity and its day: nothing else), and a PDF made from the
 * activity's template and sent by e-mail by the certificate job. The public read is here; the
 * template, the PDF and the job come beside it.
 */
import type { Core } from '@strapi/strapi';
import type { CertificateLimits, CertificateMessages, PublicCertificate } from '@hmrpl/contract';
import { notFound } from '../../../lib/http/errors';
import { jakartaParts } from '../../../lib/content/jakarta-time';

const UID = 'api::sertifikat.sertifikat';
const ACTIVITY = 'api::kegiatan.kegiatan';

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

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);

  return {
    /** GET /api/sertifikat/{kode}: the name, the activity and its day; 404 when the code or its activity is gone. */
    async publicByCode(kode: string): Promise<PublicCertificate> {
      const found = isCertificateCode(kode)
        ? ((await rows().findOne({ where: { kode }, select: ['nama', 'kegiatan_id'] })) as {
            nama: string;
            kegiatan_id: number;
          } | null)
        : null;
      const activity = found
        ? ((await strapi.db.query(ACTIVITY).findOne({
            where: { id: found.kegiatan_id },
            select: ['slug', 'title', 'starts_at'],
          })) as { slug: string; title: string; starts_at: string | Date } | null)
        : null;
      if (!found || !activity) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return {
        nama: found.nama,
        kegiatan: { slug: activity.slug, title: activity.title },
        date: jakartaDay(activity.starts_at),
      };
    },
  };
};

export type SertifikatService = ReturnType<typeof import('./sertifikat').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::sertifikat.sertifikat': SertifikatService;
  }
}
