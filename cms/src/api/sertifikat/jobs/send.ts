/**
 * The certificate job (ADR 107): one job row (`sertifikat-kirim`, src/lib/process/jobs.ts), so one process at a time
 * sends, however many share the database. For each activity whose sending was asked (`requested_at` on its template):
 * every attendee (`hadir`) without a certificate gets one (a random code), then every certificate not yet sent is made
 * (rules/certificate-pdf.ts) and mailed, one by one, and marked sent right after the mail server took it. A restart, a
 * crash, or another process taking over after the lease resumes from the first unsent one: nobody is sent twice
 * (at most the one mail in flight when a process died, which carries the same Message-ID, so mail programs show it
 * once) and nobody is missed. The e-mail server down: the activity waits (`retry_at`, `error`, shown in the admin
 * area) and the job resumes by itself. A recipient the server refuses for good (5xx) or an erased address is marked
 * failed and the others go on.
 *
 * The send marks are written past Strapi's lifecycles (one UPDATE on the table): no visitor sees them, so they do not
 * move the public cache version 300 times for 300 mails. Issuing certificates does (a code becomes readable).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { jobPerStrapi, type JobSpec } from '../../../lib/process/jobs';
import { clockMs } from '../../../lib/process/clock';
import { mailLinkBase } from '../../../lib/process/outbound';
import { escapeHtml } from '../../../lib/content/escape';
import { certificatePdf, type CertificateLayout } from '../rules/certificate-pdf';
import { jakartaDay, type TemplateRow } from '../rules/texts';

const UID = 'api::sertifikat.sertifikat';
const TEMPLATE_UID = 'api::sertifikat.sertifikat-templat';
const REGISTRATION = 'api::pendaftaran.pendaftaran';
const ACTIVITY = 'api::kegiatan.kegiatan';
const TABLE = 'sertifikats';
const BATCH = 50;
/** A run sends for at most this long, then hands over (the lease below stays well ahead of it). */
const RUN_BUDGET_MS = 2 * 60_000;

const CERTIFICATE_JOB = 'sertifikat-kirim';

/** A new certificate code: 16 random bytes, base64url (22 characters). */
const newCertificateCode = () => randomBytes(16).toString('base64url');

/** How long the job waits after the e-mail server could not be reached (CERTIFICATE_RETRY_SECONDS, default 60). */
function retryMs(strapi: Core.Strapi): number {
  const value = Number(strapi.config.get('server.hmrpl.sertifikat.retrySeconds', 60));
  return (Number.isFinite(value) && value >= 1 ? value : 60) * 1000;
}

/** The public page of a certificate (its QR code and the e-mail's link). */
export const certificateUrl = (strapi: Core.Strapi, kode: string) =>
  `${mailLinkBase(strapi)}/sertifikat/${encodeURIComponent(kode)}`;

/** The template's stored file as bytes (the local upload provider: public/uploads). */
export async function templateLayout(strapi: Core.Strapi, row: TemplateRow): Promise<CertificateLayout> {
  if (!row.file) throw new Error(`sertifikat: templat kegiatan ${row.kegiatan_id} tanpa berkas`);
  const relative = row.file.url.replace(/^\/+/, '');
  if (!relative.startsWith('uploads/') || relative.includes('..')) throw new Error('sertifikat: berkas templat asing');
  const bytes = new Uint8Array(await readFile(path.join(strapi.dirs.static.public, relative)));
  const kind = row.kind === 'pdf' ? 'pdf' : row.file.mime === 'image/png' ? 'png' : 'jpeg';
  return { kind, bytes, name_x: Number(row.name_x), name_y: Number(row.name_y), name_size: Number(row.name_size) };
}

interface Activity {
  id: number;
  title: string;
  starts_at: string | Date;
}

const MONTHS = 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(' ');
const longDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
};

function composeMail(activity: Activity, nama: string, url: string) {
  const day = longDay(jakartaDay(activity.starts_at));
  const lines = [
    `Halo ${nama},`,
    '',
    `Terima kasih telah hadir di ${activity.title} pada ${day}. Sertifikat Anda terlampir (sertifikat.pdf).`,
    `Keaslian sertifikat dapat diperiksa siapa saja di: ${url}`,
    '',
    'HMRPL',
  ];
  const html =
    `<p>Halo ${escapeHtml(nama)},</p>` +
    `<p>Terima kasih telah hadir di ${escapeHtml(activity.title)} pada ${escapeHtml(day)}. Sertifikat Anda terlampir ` +
    '(sertifikat.pdf).</p>' +
    `<p>Keaslian sertifikat dapat diperiksa siapa saja di <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>.</p>` +
    '<p>HMRPL</p>';
  return { subject: `[HMRPL] Sertifikat ${activity.title}`, text: lines.join('\n'), html };
}

/** A refusal of this one recipient for good (the address), not of the server: the others still go. */
function refusedForGood(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number };
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 480);

function certificateJob(strapi: Core.Strapi): JobSpec<null> {
  const rows = () => strapi.db.query(UID);
  const templates = () => strapi.db.query(TEMPLATE_UID);
  const table = () => strapi.db.connection(TABLE);

  /** Every attendee of the activity without a certificate gets one; the job alone writes them (no two at once). */
  async function issue(activityId: number): Promise<void> {
    const attendees = (await strapi.db.query(REGISTRATION).findMany({
      where: { kegiatan: { id: activityId }, status: 'hadir' },
      select: ['id', 'nama'],
      orderBy: [{ id: 'asc' }],
    })) as { id: number; nama: string }[];
    const issued = new Set(
      (
        (await rows().findMany({ where: { kegiatan_id: activityId }, select: ['pendaftaran_id'] })) as {
          pendaftaran_id: number;
        }[]
      ).map((row) => Number(row.pendaftaran_id)),
    );
    const missing = attendees.filter((row) => !issued.has(Number(row.id)));
    for (let i = 0; i < missing.length; i += 500)
      await rows().createMany({
        data: missing.slice(i, i + 500).map((row) => ({
          kode: newCertificateCode(),
          kegiatan_id: activityId,
          pendaftaran_id: Number(row.id),
          nama: row.nama,
        })),
      });
  }

  /** Sends what is left for one activity: `done`, `time` (the run's budget is spent) or `wait` (the server is down). */
  async function sendFor(row: TemplateRow, now: Date, deadline: number): Promise<'done' | 'time' | 'wait'> {
    const activityId = Number(row.kegiatan_id);
    const activity = (await strapi.db.query(ACTIVITY).findOne({
      where: { id: activityId },
      select: ['id', 'title', 'starts_at'],
    })) as Activity | null;
    if (!activity) return 'done';
    await issue(activityId);
    const layout = await templateLayout(strapi, row);
    for (;;) {
      const pending = (await rows().findMany({
        where: { kegiatan_id: activityId, sent_at: { $null: true }, failed_at: { $null: true } },
        select: ['id', 'kode', 'nama', 'pendaftaran_id'],
        orderBy: [{ id: 'asc' }],
        limit: BATCH,
      })) as { id: number; kode: string; nama: string; pendaftaran_id: number }[];
      if (pending.length === 0) return 'done';
      const emails = new Map(
        (
          (await strapi.db.query(REGISTRATION).findMany({
            where: { id: { $in: pending.map((item) => Number(item.pendaftaran_id)) } },
            select: ['id', 'email'],
          })) as { id: number; email: string | null }[]
        ).map((item) => [Number(item.id), item.email]),
      );
      for (const item of pending) {
        if (Date.now() > deadline) return 'time';
        const email = emails.get(Number(item.pendaftaran_id));
        if (!email) {
          await table()
            .where({ id: item.id })
            .update({ failed_at: new Date(), error: 'Alamat email peserta sudah tidak ada.' });
          continue;
        }
        const url = certificateUrl(strapi, item.kode);
        const pdf = await certificatePdf(layout, { nama: item.nama, title: activity.title, url });
        try {
          await strapi
            .plugin('email')
            .service('email')
            .send({
              to: email,
              ...composeMail(activity, item.nama, url),
              // the same message again (a resend after a crash mid-send) is recognised as one
              messageId: `<sertifikat-${item.kode}@hmrpl.sertifikat>`,
              attachments: [{ filename: 'sertifikat.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
            });
        } catch (error) {
          if (refusedForGood(error)) {
            await table()
              .where({ id: item.id })
              .update({ failed_at: new Date(), error: describe(error) });
            continue;
          }
          const retryAt = new Date(now.getTime() + retryMs(strapi));
          await templates().update({ where: { id: row.id }, data: { retry_at: retryAt, error: describe(error) } });
          strapi.log.warn(
            `sertifikat kegiatan ${activityId}: server email tidak dapat dihubungi (${describe(error)}); ` +
              `dicoba lagi ${retryAt.toISOString()}`,
          );
          return 'wait';
        }
        await table().where({ id: item.id }).update({ sent_at: new Date() });
      }
    }
  }

  return {
    name: CERTIFICATE_JOB,
    // an SMTP exchange takes seconds (its time-outs: config/plugins.ts); a run hands over after RUN_BUDGET_MS
    leaseMs: 10 * 60_000,
    retryMs: 60_000,
    async run({ now }) {
      const deadline = Date.now() + RUN_BUDGET_MS;
      const asked = (await templates().findMany({
        where: { requested_at: { $notNull: true } },
        populate: { file: true },
        orderBy: [{ requested_at: 'asc' }, { id: 'asc' }],
      })) as TemplateRow[];
      for (const row of asked) {
        if (row.retry_at && new Date(row.retry_at).getTime() > now.getTime()) continue;
        const outcome = await sendFor(row, now, deadline);
        if (outcome === 'time') return { nextAt: now };
        // the server is down for every activity alike: the others wait for the next look too
        if (outcome === 'wait') return { nextAt: now };
        await templates().update({
          where: { id: row.id },
          data: { requested_at: null, finished_at: new Date(clockMs()), retry_at: null, error: null },
        });
      }
      return { nextAt: now };
    },
  };
}

/**
 * The certificate job on this Strapi (src/bootstrap/registrations.ts schedules it on every process).
 * @public (the integration tests tick it by hand, through the compiled app)
 */
export const certificateSending = jobPerStrapi(certificateJob);

/** A look at the job now (after an admin asked to send); a run that hands over goes on at the next poll. */
export function kickCertificateSending(strapi: Core.Strapi): void {
  certificateSending(strapi)
    .tick()
    .catch((error: Error) => strapi.log.warn(`job ${CERTIFICATE_JOB}: could not look (${error.message})`));
}
