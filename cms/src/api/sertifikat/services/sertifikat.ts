/**
 * Certificates of an activity (ADR 105): each attendee (`hadir`) gets one certificate with an unguessable code, shown
 * publicly at /sertifikat/{kode} (the name, the activity and its day: nothing else), and a PDF made from the
 * activity's template and sent by e-mail by the certificate job. Here: the public read, the admin's
 * status, the template's upload (rules/template.ts) and preview, and the request to send (jobs/send.ts does it).
 */
import type { Core } from '@strapi/strapi';
import type { CertificateJobState, CertificateStatus, PublicCertificate } from '@hmrpl/contract';
import { HttpError, notFound } from '../../../lib/http/errors';
import { jakartaClock } from '../../../lib/content/jakarta-time';
import { ACTIVITY_MESSAGES } from '../../../lib/content/activity-input';
import { incomingFiles, removeMedia, storeImages, type IncomingFile } from '../../../lib/uploads/store';
import { digestConfigured } from '../../aspirasi/jobs/digest';
import { CERTIFICATE_MESSAGES, isCertificateCode, jakartaDay, toTemplate, type TemplateRow } from '../rules/texts';
import { checkPlacement, checkTemplateFile } from '../rules/template';
import { certificatePdf } from '../rules/certificate-pdf';
import { certificateUrl, kickCertificateSending, templateLayout } from '../jobs/send';

const UID = 'api::sertifikat.sertifikat';
const ACTIVITY = 'api::kegiatan.kegiatan';
const TEMPLATE_UID = 'api::sertifikat.sertifikat-templat';
const REGISTRATION = 'api::pendaftaran.pendaftaran';
/** The preview's name when the admin gives none: a long one, to see it shrink. */
const SAMPLE_NAME = 'Muhammad Rizky Pratama Nugraha Wijayakusuma';

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The job's state of one activity, from its template row and the counts (see `CertificateJobState`). */
function jobOf(row: TemplateRow | null, counts: CertificateStatus['counts'], now: Date): CertificateStatus['job'] {
  const retryAt = row?.requested_at && row.retry_at && new Date(row.retry_at) > now ? new Date(row.retry_at) : null;
  const state: CertificateJobState = !row
    ? 'belum'
    : row.requested_at
      ? retryAt
        ? 'menunggu'
        : 'mengirim'
      : row.finished_at
        ? 'selesai'
        : 'belum';
  const failed = counts.failed ? `, ${counts.failed} gagal` : '';
  const message: Record<CertificateJobState, string> = {
    belum: 'Sertifikat belum dikirim.',
    mengirim: `Mengirim sertifikat: ${counts.sent} dari ${counts.attendees} terkirim.`,
    menunggu:
      `Server email tidak dapat dihubungi. Pengiriman menunggu dan dilanjutkan otomatis pukul ` +
      `${retryAt ? jakartaClock(retryAt) : ''} WIB (${counts.sent} dari ${counts.attendees} terkirim).`,
    selesai: `Selesai: ${counts.sent} sertifikat terkirim${failed}.`,
  };
  return {
    state,
    message: message[state],
    error: state === 'menunggu' ? (row?.error ?? null) : null,
    retry_at: retryAt ? retryAt.toISOString() : null,
    requested_at: iso(row?.requested_at),
    finished_at: iso(row?.finished_at),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const templates = () => strapi.db.query(TEMPLATE_UID);

  async function activityExists(activityId: number | null): Promise<number> {
    const found =
      activityId === null
        ? null
        : await strapi.db.query(ACTIVITY).findOne({ where: { id: activityId }, select: ['id'] });
    if (!found || activityId === null) throw notFound(ACTIVITY_MESSAGES.notFound);
    return activityId;
  }

  const templateOf = async (activityId: number) =>
    (await templates().findOne({ where: { kegiatan_id: activityId }, populate: { file: true } })) as TemplateRow | null;

  async function status(id: number | null, now = new Date()): Promise<CertificateStatus> {
    const activityId = await activityExists(id);
    const row = await templateOf(activityId);
    const mine = { kegiatan_id: activityId };
    const [attendees, sent, failed] = await Promise.all([
      strapi.db.query(REGISTRATION).count({ where: { kegiatan: { id: activityId }, status: 'hadir' } }),
      rows().count({ where: { ...mine, sent_at: { $notNull: true } } }),
      rows().count({ where: { ...mine, sent_at: { $null: true }, failed_at: { $notNull: true } } }),
    ]);
    const counts = {
      attendees: Number(attendees),
      sent: Number(sent),
      failed: Number(failed),
      pending: Math.max(0, Number(attendees) - Number(sent) - Number(failed)),
    };
    return { template: row ? toTemplate(row) : null, counts, job: jobOf(row, counts, now) };
  }

  return {
    status,

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

    /**
     * POST /api/admin/kegiatan/{id}/sertifikat (multipart): a new template and/or the name's place and size. Refused
     * while certificates are being sent (they would not all look alike).
     */
    async saveTemplate(
      id: number | null,
      ctx: { request: { files?: Record<string, unknown> | null; body?: unknown } },
    ): Promise<CertificateStatus> {
      const activityId = await activityExists(id);
      const current = await templateOf(activityId);
      if (current?.requested_at) throw new HttpError(409, CERTIFICATE_MESSAGES.running);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const files: IncomingFile[] = incomingFiles(ctx, 'template');
      if (files.length > 1) throw new HttpError(422, CERTIFICATE_MESSAGES.templateRequired);
      if (files.length === 0 && !current?.file)
        throw new HttpError(422, CERTIFICATE_MESSAGES.templateRequired, {
          errors: { template: [CERTIFICATE_MESSAGES.templateRequired] },
        });
      const checked = files[0] ? await checkTemplateFile(files[0]) : null;
      const placement = checkPlacement(body, current ? { ...current } : null);
      const [stored] = checked ? await storeImages(strapi, [checked], { prefix: 'kegiatan', field: 'template' }) : [];
      const data = {
        ...placement,
        ...(checked && stored
          ? { file: stored.id, kind: checked.kind, width: checked.width, height: checked.height }
          : {}),
      };
      if (current) await templates().update({ where: { id: current.id }, data });
      else await templates().create({ data: { ...data, kegiatan_id: activityId } });
      if (stored && current?.file) await removeMedia(strapi, [current.file]);
      return status(activityId);
    },

    /** POST /api/admin/kegiatan/{id}/sertifikat/kirim: asks the job to send every attendee their certificate. */
    async startSending(id: number | null): Promise<CertificateStatus> {
      const activityId = await activityExists(id);
      if (!digestConfigured(strapi)) throw new HttpError(422, CERTIFICATE_MESSAGES.mailOff);
      const row = await templateOf(activityId);
      if (!row?.file) throw new HttpError(422, CERTIFICATE_MESSAGES.noTemplate);
      if (row.requested_at) throw new HttpError(409, CERTIFICATE_MESSAGES.running);
      const before = await status(activityId);
      if (before.counts.attendees === 0) throw new HttpError(422, CERTIFICATE_MESSAGES.noAttendees);
      if (before.counts.pending === 0) throw new HttpError(409, CERTIFICATE_MESSAGES.allSent);
      // the job looks once the request's transaction (with its audit entry) is committed, not before
      await strapi.db.transaction(async ({ onCommit }) => {
        await templates().update({
          where: { id: row.id },
          data: { requested_at: new Date(), finished_at: null, retry_at: null, error: null },
        });
        onCommit(() => kickCertificateSending(strapi));
      });
      return status(activityId);
    },

    /** GET /api/admin/kegiatan/{id}/sertifikat/pratinjau?nama=: the stored template with a name, as a PDF. */
    async preview(id: number | null, nama: unknown): Promise<Uint8Array> {
      const activityId = await activityExists(id);
      const row = await templateOf(activityId);
      if (!row?.file) throw notFound(CERTIFICATE_MESSAGES.noTemplate);
      const first = Array.isArray(nama) ? nama[0] : nama;
      const name = typeof first === 'string' && first.trim() ? first.trim().slice(0, 100) : SAMPLE_NAME;
      const activity = (await strapi.db.query(ACTIVITY).findOne({
        where: { id: activityId },
        select: ['title'],
      })) as { title: string };
      return certificatePdf(await templateLayout(strapi, row), {
        nama: name,
        title: activity.title,
        url: certificateUrl(strapi, 'contoh'),
      });
    },
  };
};

export type SertifikatService = ReturnType<typeof import('./sertifikat').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::sertifikat.sertifikat': SertifikatService;
  }
}
