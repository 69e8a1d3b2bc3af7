/**
 * Certificates on fixtures (contract part two, "Activity registration, attendance, certificates"; ADR 105-107): the
 * public read of one certificate by its code, answered from the activity fixtures (the name, the activity and its day;
 * 404 `Sertifikat tidak ditemukan.` otherwise; one certificate is seeded for a past activity); the admin's status, the
 * template (an image or a one-page PDF by content, the place and size checked as the CMS does) and the send: the job
 * of the fixtures sends to every attendee (handlers/pendaftaran.ts) by the next look at the status.
 */
import { http, HttpResponse } from 'msw';
import type {
  CertificateMessages,
  CertificateSaved,
  CertificateSendStarted,
  CertificateStatus,
  CertificateTemplate,
  ErrorBody,
  PublicCertificate,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { ACTIVITY_MESSAGES } from '@cms-content/activity-input';
import { db, fixtureState } from '../db';
import {
  adminFailure,
  errorResponse,
  filesOf,
  guardAdminWrite,
  isAllowedImage,
  isPdf,
  latency,
  validationResponse,
} from '../utils';
import { fixtureAttendees } from './pendaftaran';

interface StoredCertificate {
  kode: string;
  kegiatan_id: number;
  pendaftaran_id: number;
  nama: string;
}

const MESSAGES: Pick<
  CertificateMessages,
  | 'notFound'
  | 'saved'
  | 'started'
  | 'templateRequired'
  | 'templateType'
  | 'templatePages'
  | 'positionInvalid'
  | 'sizeInvalid'
  | 'noTemplate'
  | 'noAttendees'
  | 'allSent'
  | 'running'
> = {
  notFound: 'Sertifikat tidak ditemukan.',
  saved: 'Templat sertifikat disimpan.',
  started: 'Sertifikat sedang dikirim ke peserta yang hadir.',
  templateRequired: 'Unggah templat sertifikat (PNG, JPEG, atau PDF satu halaman).',
  templateType: 'Templat harus berupa gambar PNG atau JPEG, atau PDF satu halaman.',
  templatePages: 'Templat PDF harus satu halaman.',
  positionInvalid: 'Posisi nama harus angka antara 0 dan 1.',
  sizeInvalid: 'Ukuran nama harus angka antara 0,02 dan 0,2.',
  noTemplate: 'Unggah templat sertifikat terlebih dahulu.',
  noAttendees: 'Belum ada peserta yang tercatat hadir.',
  allSent: 'Semua peserta yang hadir sudah dikirimi sertifikat.',
  running: 'Pengiriman sertifikat sedang berjalan.',
};

interface StoredSending {
  template: CertificateTemplate | null;
  /** Asked and not finished (the next status read finishes it). */
  running: boolean;
  finished_at: string | null;
}

const sendings = fixtureState<Map<number, StoredSending>>(() => new Map());

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
    if (!found || !activity) return errorResponse(404, MESSAGES.notFound);
    return HttpResponse.json<PublicCertificate>({
      nama: found.nama,
      kegiatan: { slug: activity.slug, title: activity.title },
      date: jakartaDay(activity.starts_at),
    });
  }),

  http.get<{ id: string }, never, CertificateStatus | ErrorBody>(
    '/api/admin/kegiatan/:id/sertifikat',
    async ({ params }) => {
      await latency();
      const denied = adminFailure();
      if (denied) return denied;
      const activityId = Number(params.id);
      if (!db.activities.some((a) => a.id === activityId)) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const sending = sendings.current.get(activityId);
      // the fixtures' job: everything asked is sent by the next look
      if (sending?.running) {
        for (const person of fixtureAttendees(activityId))
          if (!certificates.current.some((c) => c.pendaftaran_id === person.id))
            certificates.current.push({
              kode: `Fx${String(person.id).padStart(20, '0')}`,
              kegiatan_id: activityId,
              pendaftaran_id: person.id,
              nama: person.nama,
            });
        sending.running = false;
        sending.finished_at = new Date().toISOString();
      }
      return HttpResponse.json<CertificateStatus>(statusOf(activityId));
    },
  ),

  http.post<{ id: string }, never, CertificateSaved | ErrorBody | ValidationErrorBody>(
    '/api/admin/kegiatan/:id/sertifikat',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const activityId = Number(params.id);
      if (!db.activities.some((a) => a.id === activityId)) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const current = sendings.current.get(activityId) ?? { template: null, running: false, finished_at: null };
      if (current.running) return errorResponse(409, MESSAGES.running);
      const form = await request.formData();
      const [file] = filesOf(form, 'template');
      if (!file && !current.template) return validationResponse({ template: [MESSAGES.templateRequired] });
      let kind: CertificateTemplate['kind'] | null = current.template?.kind ?? null;
      let size = { width: current.template?.width ?? 0, height: current.template?.height ?? 0 };
      if (file) {
        if (await isAllowedImage(file)) {
          const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
          if (head[0] === 0x52) return validationResponse({ template: [MESSAGES.templateType] });
          kind = head[0] === 0x89 ? 'png' : 'jpeg';
          size = { width: 841.89, height: 595.28 };
        } else if (await isPdf(file)) {
          const text = new TextDecoder('latin1').decode(await file.arrayBuffer());
          if ((text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length !== 1)
            return validationResponse({ template: [MESSAGES.templatePages] });
          kind = 'pdf';
          size = { width: 595, height: 842 };
        } else return validationResponse({ template: [MESSAGES.templateType] });
      }
      const errors: Record<string, string[]> = {};
      const read = (field: 'name_x' | 'name_y' | 'name_size', min: number, max: number, message: string) => {
        const value = form.get(field);
        if ((value === null || value === '') && current.template) return current.template[field];
        const n =
          typeof value === 'string' && /^\s*\d{1,3}([.,]\d{1,6})?\s*$/.test(value)
            ? Number(value.replace(',', '.'))
            : NaN;
        if (!(n >= min && n <= max)) errors[field] = [message];
        return n;
      };
      const name_x = read('name_x', 0, 1, MESSAGES.positionInvalid);
      const name_y = read('name_y', 0, 1, MESSAGES.positionInvalid);
      const name_size = read('name_size', 0.02, 0.2, MESSAGES.sizeInvalid);
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      current.template = {
        kind: kind!,
        url: file
          ? `/storage/kegiatan-templat.${kind === 'pdf' ? 'pdf' : kind === 'png' ? 'png' : 'jpg'}`
          : current.template!.url,
        ...size,
        name_x,
        name_y,
        name_size,
        updated_at: new Date().toISOString(),
      };
      sendings.current.set(activityId, current);
      return HttpResponse.json<CertificateSaved>({ message: MESSAGES.saved, data: statusOf(activityId) });
    },
  ),

  http.post<{ id: string }, never, CertificateSendStarted | ErrorBody>(
    '/api/admin/kegiatan/:id/sertifikat/kirim',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const activityId = Number(params.id);
      if (!db.activities.some((a) => a.id === activityId)) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const sending = sendings.current.get(activityId);
      if (!sending?.template) return errorResponse(422, MESSAGES.noTemplate);
      if (sending.running) return errorResponse(409, MESSAGES.running);
      const status = statusOf(activityId);
      if (status.counts.attendees === 0) return errorResponse(422, MESSAGES.noAttendees);
      if (status.counts.pending === 0) return errorResponse(409, MESSAGES.allSent);
      sending.running = true;
      sending.finished_at = null;
      return HttpResponse.json<CertificateSendStarted>(
        { message: MESSAGES.started, data: statusOf(activityId) },
        { status: 202 },
      );
    },
  ),
];

function statusOf(activityId: number): CertificateStatus {
  const sending = sendings.current.get(activityId);
  const attendees = fixtureAttendees(activityId).length;
  const sent = certificates.current.filter((c) => c.kegiatan_id === activityId).length;
  const counts = { attendees, sent, pending: Math.max(0, attendees - sent), failed: 0 };
  const state = sending?.running ? 'mengirim' : sending?.finished_at ? 'selesai' : 'belum';
  const message = {
    belum: 'Sertifikat belum dikirim.',
    mengirim: `Mengirim sertifikat: ${sent} dari ${attendees} terkirim.`,
    selesai: `Selesai: ${sent} sertifikat terkirim.`,
  }[state];
  return {
    template: sending?.template ?? null,
    counts,
    job: {
      state,
      message,
      error: null,
      retry_at: null,
      requested_at: sending?.running ? new Date().toISOString() : null,
      finished_at: sending?.finished_at ?? null,
    },
  };
}
