/**
 * Certificates on fixtures (contract part two, "Activity registration, attendance, certificates"; ADR 105): the public
 * read of one certificate by its code, answered from the activity fixtures (the name, the activity and its day; 404
 * `Sertifikat tidak ditemukan.` otherwise). One certificate is seeded for a past activity.
 */
import { http, HttpResponse } from 'msw';
import type { CertificateMessages, ErrorBody, PublicCertificate } from '@hmrpl/contract';
import { db, fixtureState } from '../db';
import { errorResponse, latency } from '../utils';

interface StoredCertificate {
  kode: string;
  kegiatan_id: number;
  pendaftaran_id: number;
  nama: string;
}

const NOT_FOUND: CertificateMessages['notFound'] = 'Sertifikat tidak ditemukan.';

/** The seeded certificate's code (Seminar Nasional RPL, 10 Mei 2025). */
export const FIXTURE_CERTIFICATE_CODE = 'Sn8Qx2VbT4LmP0aZr7KdYw';

const certificates = fixtureState<StoredCertificate[]>(() => [
  { kode: FIXTURE_CERTIFICATE_CODE, kegiatan_id: 6, pendaftaran_id: 1, nama: 'Nadia Putri Maharani' },
]);

/** `YYYY-MM-DD` of an instant in Asia/Jakarta (UTC+7, no daylight saving). */
const jakartaDay = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 10);

export const sertifikatHandlers = [
  http.get<{ kode: string }, never, PublicCertificate | ErrorBody>('/api/sertifikat/:kode', async ({ params }) => {
    await latency();
    const found = certificates.current.find((item) => item.kode === params.kode);
    const activity = found && db.activities.find((item) => item.id === found.kegiatan_id);
    if (!found || !activity) return errorResponse(404, NOT_FOUND);
    return HttpResponse.json<PublicCertificate>({
      nama: found.nama,
      kegiatan: { slug: activity.slug, title: activity.title },
      date: jakartaDay(activity.starts_at),
    });
  }),
];
