/**
 * PDF uploads (documents, ADR 097; achievements' proofs, ADR 094): a PDF by its content (the one rule,
 * src/lib/content/pdf-check.ts, shared with the MSW fixtures: ADR 118); a document is one file, at most its limit (413),
 * 422 otherwise. Checked before anything is stored, then stored with
 * `storeImages` (store.ts: random name, the disk's reserve, all or nothing); a refused file is only ever a temp file,
 * which `global::upload-cleanup` removes.
 */
import { readFile } from 'node:fs/promises';
import { HttpError, payloadTooLarge } from '../http/errors';
import { pdfProblem } from '../content/pdf-check';
import type { IncomingFile, ValidFile } from './store';

const PDF_TYPE = { mime: 'application/pdf', ext: '.pdf' } as const;

interface PdfRules {
  /** The field named in the 422. */
  field: string;
  maxBytes: number;
  messages: { notPdf: string; tooLarge: string };
}

/** True when the file at `filepath` is a PDF we keep (the rule above; an empty file is none). */
export async function isPdfFile(filepath: string): Promise<boolean> {
  const bytes = new Uint8Array(await readFile(filepath));
  return bytes.length > 0 && pdfProblem(bytes) === null;
}

/** The one file as a PDF ready to store, or the 413/422 (the file's size first, then its content). */
export async function validatePdf(file: IncomingFile, { field, maxBytes, messages }: PdfRules): Promise<ValidFile> {
  if (file.size > maxBytes) throw payloadTooLarge(messages.tooLarge);
  if (!(file.size > 0 && (await isPdfFile(file.filepath))))
    throw new HttpError(422, messages.notPdf, { errors: { [field]: [messages.notPdf] } });
  return { file, type: PDF_TYPE };
}
