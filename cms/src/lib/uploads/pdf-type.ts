/**
 * Whether an uploaded file is a PDF, decided by its content, never by its name or declared type (as images are:
 * ./image-type.ts; ADR 007, ADR 094). A PDF here:
 * - begins with `%PDF-1.x` or `%PDF-2.0` at its very first byte (the format lets a reader skip up to 1 KB of anything
 *   before it, which is how a PDF/HTML polyglot hides its HTML at the top, where a browser's sniffing looks: refused);
 * - ends with `%%EOF` within its last 1 KB (a cut-off upload is not a document);
 * - carries no HTML a browser would render: `<html`, `<head`, `<body`, `<meta`, `<form`, `<script`, `<iframe`,
 *   `<object`, `<embed`, `<!doctype`, in any case, anywhere in the file (tags of four letters or more followed by a
 *   delimiter: in 10 MB of compressed bytes such a run turns up by chance about once in 100,000 files);
 * - names no PDF action that runs something (`/JavaScript`, `/JS`, `/Launch`, `/EmbeddedFile`, `/RichMedia`, `/XFA`)
 *   outside its streams (inside a compressed stream such short names occur by chance).
 * A document a person exported or scanned has none of these; a file made to be both a PDF and a page has them. The
 * file is read once, whole (the callers bound its size first). Served back to staff only as `application/pdf` with
 * `Content-Security-Policy: sandbox` and `nosniff`, whatever it holds.
 */
import { readFile } from 'node:fs/promises';

const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)/;
const HTML_TAG = /<(?:!doctype|html|head|body|meta|form|script|iframe|object|embed)[\s>/]/i;
const ACTIVE_CONTENT = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)(?![A-Za-z0-9])/;
const TAIL_BYTES = 1024;

type PdfVerdict = { pdf: true } | { pdf: false; reason: 'header' | 'eof' | 'html' | 'active' };

/** The file's text without the bodies of its streams (`stream` ... `endstream`): its objects' dictionaries. */
function outsideStreams(text: string): string {
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const start = text.indexOf('stream', at);
    if (start < 0) break;
    // `endstream` also contains `stream`: only a body's start counts
    if (text.startsWith('endstream', start - 3)) {
      parts.push(text.slice(at, start + 6));
      at = start + 6;
      continue;
    }
    const end = text.indexOf('endstream', start + 6);
    parts.push(text.slice(at, start));
    if (end < 0) return parts.join('');
    at = end + 9;
  }
  parts.push(text.slice(at));
  return parts.join('\n');
}

/** The verdict on a file's bytes (pure: its unit test feeds it polyglots). */
export function inspectPdfBytes(bytes: Uint8Array): PdfVerdict {
  // latin1: one character per byte, so the patterns see the bytes as they are
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!HEADER.test(text)) return { pdf: false, reason: 'header' };
  if (!text.slice(-TAIL_BYTES).includes('%%EOF')) return { pdf: false, reason: 'eof' };
  if (HTML_TAG.test(text)) return { pdf: false, reason: 'html' };
  if (ACTIVE_CONTENT.test(outsideStreams(text))) return { pdf: false, reason: 'active' };
  return { pdf: true };
}

/** True when the file at `filepath` is a PDF by the rules above. */
export async function isPdfFile(filepath: string): Promise<boolean> {
  return inspectPdfBytes(await readFile(filepath)).pdf;
}
