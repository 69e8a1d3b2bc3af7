/**
 * The digest e-mail (ADR 046): when aspirations have arrived, staff get one e-mail with how many there are by
 * category and a link to the inbox. Never one per send: after a digest the next is due `ASPIRATION_DIGEST_MINUTES`
 * (default 15) later, so a flood becomes at most one e-mail a window. It holds no nama, no nim and no pesan (it is
 * written from counts only: `composeDigest` is never given an aspiration).
 *
 * Sent through Strapi's e-mail plugin (its nodemailer provider, config/plugins.ts); off unless SMTP_HOST is set and
 * there is a recipient. One process sends it (src/lib/process/jobs.ts); its state is the highest aspiration id that a
 * digest has covered, so every aspiration is counted in exactly one digest. The first look after the digest is
 * turned on starts from the newest aspiration (no e-mail about the past).
 */
import type { Core } from '@strapi/strapi';
import { serviceOf } from '../../../lib/strapi/documents';
import type { AspirationCategory } from '@hmrpl/contract';
import type { JobSpec } from '../../../lib/process/jobs';
import { mailLinkBase } from '../../../lib/process/outbound';
import { escapeHtml } from '../../../lib/content/escape';
import { ASPIRATION_CATEGORIES, UNREAD } from '../rules/filter';

const UID = 'api::aspirasi.aspirasi';

interface DigestState {
  /** Every aspiration up to this id has been counted in a digest (or came before the digest was on). */
  lastId: number;
}

/**
 * Who receives the digest: ASPIRATION_NOTIFY_TO (one address, or several separated by commas), which only the
 * operator sets; only without it, the contact e-mail of the site settings (Pengaturan, which any admin edits and every
 * page shows); null = nobody. The one place that decides it (ADR 063).
 */
async function digestRecipient(strapi: Core.Strapi): Promise<string | null> {
  const settings = await serviceOf(strapi, 'api::pengaturan.pengaturan').get();
  return pickRecipient(settings.contact_email, strapi.config.get('server.hmrpl.aspirasi.notifyTo', ''));
}

/** The operator's list when set, else the contact e-mail, else nobody. */
export function pickRecipient(contactEmail: string | null, notifyTo: unknown): string | null {
  const configured = String(notifyTo ?? '').trim();
  if (configured) return configured;
  return contactEmail?.trim() || null;
}

/** True when SMTP is configured (without it the plugin has no way to send, and the digest is not scheduled). */
export const digestConfigured = (strapi: Pick<Core.Strapi, 'config'>): boolean =>
  Boolean(String(strapi.config.get('server.hmrpl.smtp.host', '') ?? '').trim());

function digestMinutes(strapi: Core.Strapi): number {
  const value = Number(strapi.config.get('server.hmrpl.aspirasi.digestMinutes', 15));
  return Number.isInteger(value) && value >= 1 ? value : 15;
}

/** Where the link points: PUBLIC_URL, else this process on localhost. */
function inboxUrl(strapi: Core.Strapi): string {
  return `${mailLinkBase(strapi)}/admin/aspirasi?status=baru`;
}

interface DigestFacts {
  counts: Record<AspirationCategory, number>;
  /** Every `baru` aspiration, also those from earlier digests. */
  unread: number;
  inboxUrl: string;
  windowMinutes: number;
}

/** The e-mail, from counts only. */
export function composeDigest({ counts, unread, inboxUrl: url, windowMinutes }: DigestFacts) {
  const total = ASPIRATION_CATEGORIES.reduce((sum, kategori) => sum + counts[kategori], 0);
  const lines = ASPIRATION_CATEGORIES.map((kategori) => `- ${kategori}: ${counts[kategori]}`);
  const footer =
    `Ringkasan ini dikirim paling sering sekali setiap ${windowMinutes} menit. Demi menjaga data mahasiswa, surel ini ` +
    'tidak memuat nama, NIM, maupun isi aspirasi.';
  const subject = `[HMRPL] ${total} aspirasi baru`;
  const text = [
    'Halo pengurus HMRPL,',
    '',
    `Ada ${total} aspirasi baru sejak ringkasan terakhir:`,
    ...lines,
    '',
    `Aspirasi yang belum dibaca seluruhnya: ${unread}.`,
    'Buka kotak aspirasi untuk membaca dan menindaklanjutinya:',
    url,
    '',
    footer,
  ].join('\n');
  const html =
    `<p>Halo pengurus HMRPL,</p><p>Ada <strong>${total}</strong> aspirasi baru sejak ringkasan terakhir:</p><ul>` +
    ASPIRATION_CATEGORIES.map((kategori) => `<li>${kategori}: ${counts[kategori]}</li>`).join('') +
    `</ul><p>Aspirasi yang belum dibaca seluruhnya: ${unread}.</p>` +
    `<p><a href="${escapeHtml(url)}">Buka kotak aspirasi</a> untuk membaca dan menindaklanjutinya.</p>` +
    `<p style="color:#555">${footer}</p>`;
  return { subject, text, html };
}

export function digestJob(strapi: Core.Strapi): JobSpec<DigestState> {
  const rows = () => strapi.db.query(UID);
  let warnedNoRecipient = false;
  return {
    name: 'aspirasi-ringkasan',
    // an SMTP exchange takes seconds; its time-outs (config/plugins.ts) stay well inside this
    leaseMs: 5 * 60 * 1000,
    async run({ now, state }) {
      const newest = (await rows().findOne({ select: ['id'], orderBy: { id: 'desc' } })) as { id: number } | null;
      const maxId = newest ? Number(newest.id) : 0;
      // due again at the next look unless a digest goes out
      const soon = { nextAt: now };
      if (!state) return { ...soon, state: { lastId: maxId } };
      if (maxId <= state.lastId) return soon;
      const to = await digestRecipient(strapi);
      if (!to) {
        if (!warnedNoRecipient)
          strapi.log.warn(
            'ringkasan aspirasi: SMTP diatur tetapi tidak ada penerima (ASPIRATION_NOTIFY_TO, atau e-mail kontak di Pengaturan)',
          );
        warnedNoRecipient = true;
        return soon;
      }
      const range = { id: { $gt: state.lastId, $lte: maxId } };
      const counted = await Promise.all(
        ASPIRATION_CATEGORIES.map((kategori) => rows().count({ where: { ...range, kategori } })),
      );
      const counts = Object.fromEntries(ASPIRATION_CATEGORIES.map((k, i) => [k, Number(counted[i])])) as Record<
        AspirationCategory,
        number
      >;
      // all of them deleted meanwhile (spam cleared): nothing to tell
      if (counted.every((n) => Number(n) === 0)) return { ...soon, state: { lastId: maxId } };
      const minutes = digestMinutes(strapi);
      const unread = Number(await rows().count({ where: UNREAD }));
      const mail = composeDigest({ counts, unread, inboxUrl: inboxUrl(strapi), windowMinutes: minutes });
      await strapi
        .plugin('email')
        .service('email')
        .send({ to, ...mail });
      strapi.log.info(`ringkasan aspirasi (pid ${process.pid}): 1 surel, ${mail.subject}`);
      return { nextAt: new Date(now.getTime() + minutes * 60_000), state: { lastId: maxId } };
    },
  };
}
