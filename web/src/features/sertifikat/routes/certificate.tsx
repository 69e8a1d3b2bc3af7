/**
 * /sertifikat/{kode}: the public check of a certificate (its QR points here). It shows the name, the activity and its
 * day, and nothing else (ADR 105); an unknown code says so. The server embeds the first answer under the same key
 * (cms/src/front/types/sertifikat.ts).
 */
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { CertificateMessages, PublicCertificate } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http-client';
import { formatLongDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/components/ui/use-document-title';

export const CERTIFICATE_NOT_FOUND: CertificateMessages['notFound'] = 'Sertifikat tidak ditemukan.';
export const CERTIFICATE_LOAD_FAILED = 'Sertifikat gagal dimuat. Periksa koneksi Anda, lalu coba lagi.';

/** The SWR key of GET /api/sertifikat/{kode}. */
export const certificateKey = (kode: string) => `/api/sertifikat/${encodeURIComponent(kode)}`;

/** `2030-03-04` (a day in Asia/Jakarta) -> `4 Maret 2030`. */
const dayText = (day: string) => formatLongDate(`${day}T12:00:00+07:00`);

const factsStyle = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.4rem 1rem',
  margin: '1rem 0 1.5rem',
} as const;

export default function CertificatePage() {
  const { kode = '' } = useParams<{ kode: string }>();
  const { data, error, isLoading, mutate } = useSWR<PublicCertificate>(kode ? certificateKey(kode) : null, {
    shouldRetryOnError: false,
  });
  const missing = error instanceof ApiError && error.status === 404;
  useDocumentTitle(data ? `Sertifikat ${data.nama}` : missing ? CERTIFICATE_NOT_FOUND : 'Sertifikat');

  if (!data && (isLoading || !error)) {
    return (
      <p className="status-text" role="status">
        Memeriksa sertifikat...
      </p>
    );
  }
  if (!data) {
    return (
      <div className="container" style={{ paddingBlock: '2rem 3rem' }}>
        <h1>{missing ? CERTIFICATE_NOT_FOUND : CERTIFICATE_LOAD_FAILED}</h1>
        {missing ? (
          <p>Periksa kembali kode pada sertifikat atau pindai ulang kode QR-nya.</p>
        ) : (
          <button type="button" className="btn" onClick={() => void mutate()}>
            Coba lagi
          </button>
        )}
      </div>
    );
  }
  return (
    <article className="container" style={{ paddingBlock: '2rem 3rem', maxWidth: 860 }} aria-labelledby="cert-title">
      <h1 id="cert-title">Sertifikat Sah</h1>
      <p>Sertifikat ini diterbitkan oleh HMRPL Telkom University untuk peserta yang hadir di kegiatan berikut.</p>
      <dl style={factsStyle}>
        <dt style={{ fontWeight: 600 }}>Nama</dt>
        <dd style={{ margin: 0 }}>{data.nama}</dd>
        <dt style={{ fontWeight: 600 }}>Kegiatan</dt>
        <dd style={{ margin: 0 }}>
          <Link to={`${paths.activities}/${encodeURIComponent(data.kegiatan.slug)}`}>{data.kegiatan.title}</Link>
        </dd>
        <dt style={{ fontWeight: 600 }}>Tanggal</dt>
        <dd style={{ margin: 0 }}>{dayText(data.date)}</dd>
      </dl>
    </article>
  );
}
