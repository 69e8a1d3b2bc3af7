/**
 * What makes an uploaded file a PDF we keep and serve (ADR 097), decided by its bytes, never its name or declared type.
 * Pure, so the CMS (src/lib/uploads/pdf-file.ts reads the file) and the MSW fixtures run the same rule:
 * - it starts with `%PDF-1.x` or `%PDF-2.0` at its first byte (a reader accepts a header up to 1 KB in; a browser
 *   sniffing those bytes could take an HTML prefix for a page, so we do not);
 * - it ends with `%%EOF` (in its last 1 KB): a script or a page with a PDF header pasted on is not a document;
 * - it holds no markup a browser would run (`<script`, `<html`, `<iframe`, ...): the PDF/HTML polyglot;
 * - it names no action that runs code or opens other programs (`/JavaScript`, `/JS`, `/Launch`, also when written
 *   with `#xx` escapes). Names inside compressed object streams are not seen; the file is served sandboxed all the
 *   same (Content-Security-Policy: sandbox, nosniff).
 */

type PdfProblem = 'not-pdf' | 'markup' | 'active-content';

const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)/;
const TAIL_BYTES = 1024;
/** Markup a browser would run, anywhere in the file (case-insensitive). */
const MARKUP = /<(?:script|html|body|head|iframe|frame|object|embed|svg|meta|img|style|link|form|!doctype|\?php)\b/i;
/** PDF names of actions that run code or start programs. */
const ACTIVE_NAMES = new Set(['/javascript', '/js', '/launch', '/richmedia']);
const NAME = /\/(?:[A-Za-z0-9_.+-]|#[0-9A-Fa-f]{2})+/g;

/** The bytes as a Latin-1 string (one character per byte): the PDF syntax is ASCII. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return text;
}

const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).toLowerCase();

/** Why these bytes are not a PDF we keep, or null when they are one. */
export function pdfProblem(bytes: Uint8Array): PdfProblem | null {
  if (bytes.length < 16) return 'not-pdf';
  const text = latin1(bytes);
  if (!HEADER.test(text)) return 'not-pdf';
  if (!text.slice(-TAIL_BYTES).includes('%%EOF')) return 'not-pdf';
  if (MARKUP.test(text)) return 'markup';
  for (const match of text.matchAll(NAME)) {
    if (ACTIVE_NAMES.has(decodeName(match[0]))) return 'active-content';
  }
  return null;
}
