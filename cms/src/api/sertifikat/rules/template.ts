/**
 * The certificate template's checks (ADR 106): the file is a PNG, a JPEG (by content: src/lib/uploads/image-type.ts)
 * or a PDF of exactly one page (by content: src/lib/content/pdf-check.ts, then read by pdf-lib; an encrypted or broken
 * PDF is refused), at most 10 MB; the name's centre (`name_x`, `name_y`) is a fraction of the page (0..1) and its size a
 * share of the page's height (0.02..0.2). Decimals may be written with `.` or `,`.
 */
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { CertificateTemplateKind } from '@hmrpl/contract';
import { HttpError, invalid, payloadTooLarge, type FieldErrors } from '../../../lib/http/errors';
import { inspectImageFile } from '../../../lib/uploads/image-type';
import { pdfProblem } from '../../../lib/content/pdf-check';
import type { IncomingFile, ValidFile } from '../../../lib/uploads/store';
import { CERTIFICATE_LIMITS, CERTIFICATE_MESSAGES } from './texts';
import { imagePageSize } from './certificate-pdf';

interface Placement {
  name_x: number;
  name_y: number;
  name_size: number;
}

const decimal = (value: unknown): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string' || !/^\s*\d{1,3}([.,]\d{1,6})?\s*$/.test(text)) return null;
  return Number(text.trim().replace(',', '.'));
};

/** The placement fields, or their 422 errors; a field left out keeps `current`'s value (when there is one). */
export function checkPlacement(body: Record<string, unknown>, current: Placement | null): Placement {
  const errors: FieldErrors = {};
  const read = (field: keyof Placement, ok: (n: number) => boolean, message: string) => {
    const sent = body[field];
    if ((sent === undefined || sent === '') && current) return current[field];
    const n = decimal(sent);
    if (n === null || !ok(n)) {
      errors[field] = [message];
      return 0;
    }
    return n;
  };
  const inside = (n: number) => n >= 0 && n <= 1;
  const placement = {
    name_x: read('name_x', inside, CERTIFICATE_MESSAGES.positionInvalid),
    name_y: read('name_y', inside, CERTIFICATE_MESSAGES.positionInvalid),
    name_size: read(
      'name_size',
      (n) => n >= CERTIFICATE_LIMITS.nameSizeMin && n <= CERTIFICATE_LIMITS.nameSizeMax,
      CERTIFICATE_MESSAGES.sizeInvalid,
    ),
  };
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return placement;
}

interface CheckedTemplate extends ValidFile {
  kind: CertificateTemplateKind;
  width: number;
  height: number;
}

const refuse = (message: string) => new HttpError(422, message, { errors: { template: [message] } });

/** The uploaded template by its content, with its page size in points; 413 or 422 otherwise. */
export async function checkTemplateFile(file: IncomingFile): Promise<CheckedTemplate> {
  if (file.size > CERTIFICATE_LIMITS.templateMaxBytes) throw payloadTooLarge(CERTIFICATE_MESSAGES.templateTooLarge);
  if (file.size === 0) throw refuse(CERTIFICATE_MESSAGES.templateType);
  const image = await inspectImageFile(file.filepath);
  if (image) {
    if (image.mime === 'image/webp') throw refuse(CERTIFICATE_MESSAGES.templateType);
    const page = imagePageSize(image.width, image.height);
    return {
      file,
      type: { mime: image.mime, ext: image.ext },
      kind: image.mime === 'image/png' ? 'png' : 'jpeg',
      ...page,
    };
  }
  const bytes = new Uint8Array(await readFile(file.filepath));
  if (pdfProblem(bytes)) throw refuse(CERTIFICATE_MESSAGES.templateType);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    // encrypted, or not readable as a document
    throw refuse(CERTIFICATE_MESSAGES.templateType);
  }
  if (doc.getPageCount() !== 1) throw refuse(CERTIFICATE_MESSAGES.templatePages);
  const { width, height } = doc.getPage(0).getSize();
  return { file, type: { mime: 'application/pdf', ext: '.pdf' }, kind: 'pdf', width, height };
}
