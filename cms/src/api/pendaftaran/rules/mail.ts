/**
 * The registrants' e-mails (ADR 100): the ticket (registered or on the waitlist; the QR code of the signed ticket as
 * an inline PNG and as an attachment, and the cancel link) and the notice of moving up from the waitlist (a ticket
 * too). Sent through Strapi's e-mail plugin (config/plugins.ts); without SMTP_HOST nothing is sent and the start-up
 * log says so once.
 */
import type { Core } from '@strapi/strapi';
import QRCode from 'qrcode';
import { escapeHtml } from '../../../lib/content/escape';
import { jakartaParts, MONTH_NAMES } from '../../../lib/content/jakarta-time';
import { digestConfigured } from '../../aspirasi/jobs/digest';
import { issueCancelToken, issueTicket } from './ticket';

/** `1 Desember 2025 pukul 09.00 WIB` */
function jakartaLongTime(date: Date): string {
  const p = jakartaParts(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.day} ${MONTH_NAMES[p.month - 1]} ${p.year} pukul ${two(p.hour)}.${two(p.minute)} WIB`;
}

/** The site's address for links in e-mails: PUBLIC_URL, else this process on localhost. */
function siteUrl(strapi: Core.Strapi): string {
  const configured = String(strapi.config.get('server.url', '') ?? '');
  if (!configured.startsWith('http')) return `http://localhost:${strapi.config.get('server.port', 1337)}`;
  // trailing slashes off without a regular expression (each is proven linear: tests/security-regex.unit.test.ts)
  let url = configured;
  while (url.endsWith('/')) url = url.slice(0, -1);
  return url;
}

export interface TicketMailInput {
  registration: { id: number; nama: string; email: string; status: 'terdaftar' | 'cadangan' };
  activity: { id: number; slug: string; title: string; starts_at: Date; place: string | null };
  /** `moved-up`: the waitlist's first, told a place is theirs. */
  kind: 'confirmation' | 'moved-up';
}

async function composeTicketMail(strapi: Core.Strapi, { registration, activity, kind }: TicketMailInput) {
  const ticket = issueTicket(strapi, registration.id, activity.id);
  const cancelUrl = `${siteUrl(strapi)}/kegiatan/${encodeURIComponent(activity.slug)}?batal=${encodeURIComponent(
    issueCancelToken(strapi, registration.id),
  )}`;
  const png = await QRCode.toBuffer(ticket, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  const waiting = registration.status === 'cadangan';
  const when = jakartaLongTime(activity.starts_at);
  const subject =
    kind === 'moved-up'
      ? `[HMRPL] Anda mendapat tempat di ${activity.title}`
      : waiting
        ? `[HMRPL] Anda di daftar cadangan ${activity.title}`
        : `[HMRPL] Tiket ${activity.title}`;
  const opening =
    kind === 'moved-up'
      ? `Ada peserta yang membatalkan pendaftaran, jadi Anda kini terdaftar di ${activity.title}.`
      : waiting
        ? `Kuota ${activity.title} sudah penuh, jadi Anda masuk daftar cadangan. Kami akan mengirim email jika ada tempat kosong.`
        : `Pendaftaran Anda di ${activity.title} berhasil.`;
  const showTicket = !waiting || kind === 'moved-up';
  const lines = [
    `Halo ${registration.nama},`,
    '',
    opening,
    `Waktu: ${when}`,
    ...(activity.place ? [`Tempat: ${activity.place}`] : []),
    '',
    ...(showTicket ? ['Tunjukkan kode QR terlampir (tiket.png) kepada panitia di pintu masuk.', ''] : []),
    `Tidak jadi hadir? Batalkan pendaftaran agar tempat Anda bisa dipakai orang lain: ${cancelUrl}`,
    '',
    'HMRPL',
  ];
  const html =
    `<p>Halo ${escapeHtml(registration.nama)},</p>` +
    `<p>${escapeHtml(opening)}<br>Waktu: ${escapeHtml(when)}` +
    (activity.place ? `<br>Tempat: ${escapeHtml(activity.place)}` : '') +
    '</p>' +
    (showTicket
      ? '<p>Tunjukkan kode QR ini kepada panitia di pintu masuk:</p>' +
        `<p><img src="cid:tiket" alt="Kode QR tiket ${escapeHtml(activity.title)}" width="240" height="240"></p>`
      : '') +
    `<p>Tidak jadi hadir? <a href="${escapeHtml(cancelUrl)}">Batalkan pendaftaran</a> agar tempat Anda bisa dipakai orang lain.</p>` +
    '<p>HMRPL</p>';
  return {
    to: registration.email,
    subject,
    text: lines.join('\n'),
    html,
    // the waitlist's mail carries the cancel link only: a ticket arrives with the place
    attachments: showTicket ? [{ filename: 'tiket.png', content: png, contentType: 'image/png', cid: 'tiket' }] : [],
  };
}

/** Sends one registrant's e-mail; a failure is logged (the registration stands) and answered false. */
export async function sendTicketMail(strapi: Core.Strapi, input: TicketMailInput): Promise<boolean> {
  if (!digestConfigured(strapi)) return false;
  try {
    const mail = await composeTicketMail(strapi, input);
    await strapi.plugin('email').service('email').send(mail);
    return true;
  } catch (error) {
    strapi.log.error(
      `pendaftaran ${input.registration.id}: email tiket tidak terkirim (${error instanceof Error ? error.message : String(error)})`,
    );
    return false;
  }
}
