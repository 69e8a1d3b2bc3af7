/**
 * The e-mail that tells a submitter what became of their achievement (approved: its page; refused: the staff's reason
 * and the form to send again), and its sending: through Strapi's e-mail plugin as the aspiration digest does
 * (config/plugins.ts; off without SMTP_HOST). A mail that cannot go out is logged and never undoes the review.
 * It names the achievement and the first student only: never the NIM. See ADR 094.
 */
import type { Core } from '@strapi/strapi';
import type { AdminPrestasi } from '@hmrpl/contract';
import { escapeHtml } from '../../../lib/content/escape';
import { mailLinkBase } from '../../../lib/process/outbound';
import { digestConfigured } from '../../aspirasi/jobs/digest';

interface ReviewFacts {
  item: Pick<AdminPrestasi, 'title' | 'rank' | 'organizer' | 'students' | 'slug' | 'alasan'>;
  outcome: 'disetujui' | 'ditolak';
  /** The site's address, without a trailing slash. */
  base: string;
}

/** The e-mail's subject, text and HTML. */
export function composeReviewMail({ item, outcome, base }: ReviewFacts) {
  const name = item.students[0]?.nama || 'Mahasiswa';
  const what = `"${item.title}" (${item.rank}, ${item.organizer})`;
  const footer = 'Surel ini dikirim otomatis oleh situs HMRPL. Balas ke pengurus bila ada pertanyaan.';
  if (outcome === 'disetujui') {
    const url = `${base}/prestasi/${encodeURIComponent(item.slug)}`;
    const subject = `[HMRPL] Prestasi Anda sudah tayang: ${item.title}`;
    const text = [
      `Halo ${name},`,
      '',
      `Prestasi ${what} sudah ditinjau pengurus dan kini tampil di situs HMRPL:`,
      url,
      '',
      'Selamat, dan terima kasih telah berbagi kabar baik!',
      '',
      footer,
    ].join('\n');
    const html =
      `<p>Halo ${escapeHtml(name)},</p><p>Prestasi ${escapeHtml(what)} sudah ditinjau pengurus dan kini tampil di ` +
      `situs HMRPL: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` +
      `<p>Selamat, dan terima kasih telah berbagi kabar baik!</p><p style="color:#555">${footer}</p>`;
    return { subject, text, html };
  }
  const form = `${base}/prestasi/kirim`;
  const reason = item.alasan ?? '';
  const subject = `[HMRPL] Prestasi Anda belum dapat ditayangkan: ${item.title}`;
  const text = [
    `Halo ${name},`,
    '',
    `Terima kasih telah mengirim prestasi ${what}. Setelah ditinjau, pengurus belum dapat menayangkannya.`,
    '',
    'Alasan dari pengurus:',
    reason,
    '',
    `Anda dapat memperbaikinya lalu mengirim ulang melalui ${form}`,
    '',
    footer,
  ].join('\n');
  const html =
    `<p>Halo ${escapeHtml(name)},</p><p>Terima kasih telah mengirim prestasi ${escapeHtml(what)}. Setelah ditinjau, ` +
    `pengurus belum dapat menayangkannya.</p><p>Alasan dari pengurus:</p><blockquote>${escapeHtml(reason).replace(/\n/g, '<br>')}</blockquote>` +
    `<p>Anda dapat memperbaikinya lalu <a href="${escapeHtml(form)}">mengirim ulang</a>.</p>` +
    `<p style="color:#555">${footer}</p>`;
  return { subject, text, html };
}

/** Sends the review's e-mail to `to` when SMTP is set; false when it did not go out (logged). */
export async function sendReviewMail(
  strapi: Core.Strapi,
  to: string,
  item: ReviewFacts['item'],
  outcome: ReviewFacts['outcome'],
): Promise<boolean> {
  if (!digestConfigured(strapi)) {
    strapi.log.info('prestasi: SMTP belum diatur, pengirim tidak diberi tahu lewat surel');
    return false;
  }
  try {
    const mail = composeReviewMail({ item, outcome, base: mailLinkBase(strapi) });
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
    return true;
  } catch (error) {
    strapi.log.warn(`prestasi: surel hasil tinjauan tidak terkirim (${(error as Error).message})`);
    return false;
  }
}
