/**
 * What makes an uploaded file a PDF we keep (ADR 118: one rule for the documents, ADR 097, and the achievements'
 * proofs, ADR 094), decided by its bytes, never its name or declared type. Pure, so the CMS
 * (src/lib/uploads/pdf-file.ts reads the file) and the MSW fixtures (through `@cms-content`) run the same rule:
 * - it starts with `%PDF-1.x` or `%PDF-2.0` at its first byte (a reader accepts a header up to 1 KB in; a browser
 *   sniffing those bytes could take an HTML prefix for a page, so we do not);
 * - it ends with `%%EOF` (in its last 1 KB): a script, a page with a PDF header pasted on, a cut-off upload is not a
 *   document;
 * - it holds no markup a browser would run, anywhere, in any case: a tag's name (`<script`, `<html`, `<svg`, `<img`,
 *   ...) and the character that ends a tag's name in HTML (a space, `>` or `/`): the PDF/HTML polyglot;
 * - it names no action that runs code, starts a program or carries another file (`/JavaScript`, `/Launch`,
 *   `/RichMedia`, `/EmbeddedFile`: anywhere; `/JS`, `/XFA`: outside the bodies of its streams), also when written with
 *   `#xx` escapes, in any case. The short names are not looked for inside a stream's body: in the compressed bytes of
 *   a scan they turn up by chance (about once in 5.7 MB), and a JavaScript action names `/S /JavaScript` as well.
 *   Names inside compressed object streams are not seen; the files are served sandboxed all the same
 *   (Content-Security-Policy: sandbox, nosniff).
 */

type PdfProblem = 'not-pdf' | 'markup' | 'active-content';

const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)/;
const TAIL_BYTES = 1024;
/** Markup a browser would run: a tag's name and what ends it (case-insensitive). */
const MARKUP =
  /<(?:script|html|body|head|iframe|frame|object|embed|svg|meta|img|style|link|form|!doctype|\?php)[\s>/]/i;
/** Actions that run code, start programs or carry files, looked for everywhere. */
const LONG_ACTIONS = new Set(['/javascript', '/launch', '/richmedia', '/embeddedfile']);
/** Short ones, looked for outside stream bodies (see above). */
const SHORT_ACTIONS = new Set(['/js', '/xfa']);
const NAME = /\/(?:[A-Za-z0-9_.+-]|#[0-9A-Fa-f]{2})+/g;
/** A stream's body starts after its dictionary's `>>`, the keyword and an end of line. */
const STREAM_START = />>\s*stream(?:\r\n|\n|\r)/g;

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

const namesAny = (text: string, names: ReadonlySet<string>) => {
  for (const match of text.matchAll(NAME)) if (names.has(decodeName(match[0]))) return true;
  return false;
};

/** The text without the bodies of its streams; a body never closed by `endstream` is no body (its bytes count). */
function outsideStreams(text: string): string {
  const parts: string[] = [];
  let at = 0;
  STREAM_START.lastIndex = 0;
  for (let start = STREAM_START.exec(text); start; start = STREAM_START.exec(text)) {
    const body = start.index + start[0].length;
    const end = text.indexOf('endstream', body);
    if (end < 0) break;
    parts.push(text.slice(at, body));
    at = end;
    STREAM_START.lastIndex = end;
  }
  parts.push(text.slice(at));
  return parts.join('\n');
}

/** Why these bytes are not a PDF we keep, or null when they are one. */
export function pdfProblem(bytes: Uint8Array): PdfProblem | null {
  if (bytes.length < 16) return 'not-pdf';
  const text = latin1(bytes);
  if (!HEADER.test(text)) return 'not-pdf';
  if (!text.slice(-TAIL_BYTES).includes('%%EOF')) return 'not-pdf';
  if (MARKUP.test(text)) return 'markup';
  if (namesAny(text, LONG_ACTIONS) || namesAny(outsideStreams(text), SHORT_ACTIONS)) return 'active-content';
  return null;
}
