/** An activity's certificates (ADR 105-107): the status (refreshed while sending), the template's save, the send. */
import useSWR from 'swr';
import type { CertificateSaved, CertificateSendStarted, CertificateStatus } from '@hmrpl/contract';
import { request, upload } from '@/lib/http-client';

const base = (activityId: number | string) =>
  `/api/admin/kegiatan/${encodeURIComponent(String(activityId))}/sertifikat`;

/** GET .../sertifikat, again every 3 s while the job sends or waits. */
export function useCertificateStatus(activityId: number | string) {
  return useSWR<CertificateStatus>(base(activityId), {
    refreshInterval: (latest) =>
      latest && (latest.job.state === 'mengirim' || latest.job.state === 'menunggu') ? 3000 : 0,
  });
}

/** The server's PDF preview of the saved template with `nama`. */
export const certificatePreviewUrl = (activityId: number | string, nama: string) =>
  `${base(activityId)}/pratinjau?nama=${encodeURIComponent(nama)}`;

export function saveCertificateTemplate(activityId: number | string, form: FormData) {
  return upload<CertificateSaved>(base(activityId), form);
}

export function sendCertificates(activityId: number | string) {
  return request<CertificateSendStarted>(`${base(activityId)}/kirim`, { method: 'POST' });
}
