/**
 * A real SMTP server inside the test process (the `smtp-server` package), and a small reader of what arrives, so the
 * tests see the e-mails the CMS sends as a mail server would: envelope, headers, the text and HTML parts decoded.
 *
 *   const box = await startMailbox();        // listens on 127.0.0.1, a free port: box.port
 *   ... SMTP_HOST=127.0.0.1 SMTP_PORT=box.port for the CMS ...
 *   await box.waitFor(1);                    // resolves with the mails once at least one arrived
 *   box.mails[0].subject, .text, .html, .raw, .to
 *
 * It takes any sender and recipient without authentication and offers no STARTTLS (plain SMTP on loopback);
 * `refuse(true)` turns every connection away with 421 until `refuse(false)`.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when none). */
  html: string;
  /** The message as it arrived. */
  raw: string;
  /** Every part that is not text (inline images, files), decoded. */
  attachments: { contentType: string; filename: string | null; cid: string | null; content: Buffer }[];
}

export interface Mailbox {
  port: number;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
  /** While on, every connection is refused with 421 (the server "down" as a client sees it). */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words of a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]{1,40})\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Every leaf part of a MIME message, multipart or not. */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, ''))));
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const textOf = (kind: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(kind));
    return part ? decodeBody(part) : '';
  };
  return {
    to,
    from: decodeWords(message.headers.from ?? ''),
    subject: decodeWords(message.headers.subject ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
    raw,
    attachments: parts
      .filter((p) => !(p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith('text/'))
      .map((p) => ({
        contentType: (p.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase(),
        filename:
          /(?:file)?name="?([^";]+)"?/i.exec(
            p.headers['content-disposition'] ?? p.headers['content-type'] ?? '',
          )?.[1] ?? null,
        cid: /<([^>]+)>/.exec(p.headers['content-id'] ?? '')?.[1] ?? null,
        content:
          (p.headers['content-transfer-encoding'] ?? '').toLowerCase() === 'base64'
            ? Buffer.from(p.body.replace(/\s+/g, ''), 'base64')
            : Buffer.from(p.body, 'binary'),
      })),
  };
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      const down = Object.assign(new Error('Layanan tidak tersedia, coba lagi nanti'), { responseCode: 421 });
      return callback(down);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    waitFor(count, timeoutMs = 15_000) {
      if (mails.length >= count) return Promise.resolve(mails);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mail(s) within ${timeoutMs} ms, got ${mails.length}`));
        }, timeoutMs);
        const check = () => {
          if (mails.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mails);
        };
        waiters.add(check);
      });
    },
    clear() {
      mails.length = 0;
    },
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
