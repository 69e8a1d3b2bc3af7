/**
 * Every size limit on what a request may carry, in one place (ADR 037). The file limits are the contract's literal
 * types (`UploadLimits`), so the CMS and the browser's checks cannot drift apart; `config/middlewares.ts` (the body
 * parser) and `config/plugins.ts` (the upload plugin) read them from here, and each 413 names the limit that applied
 * (src/lib/uploads/__tests__/limits.test.ts fails when a copy disagrees).
 */
import type { UploadLimits } from '@hmrpl/contract';

const KB = 1024;
export const MB = 1024 * KB;

export const UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 26214400, maxFiles: 20, maxLongSide: 2560 };

/** What the body parser accepts besides files. */
export const BODY_LIMITS = {
  /** A JSON body (news are multipart; the largest JSON is an aspiration). */
  jsonBytes: 256 * KB,
  /** An urlencoded form. */
  formBytes: 1 * MB,
  textBytes: 256 * KB,
  /** All text fields of one multipart body together (news content is at most 200 kB). */
  multipartFieldsBytes: 2 * MB,
  multipartFields: 200,
} as const;

/** `26214400` -> `25 MB`, `262144` -> `256 KB` (how the messages name a limit). */
export function formatLimit(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1).replace('.', ',')} MB`;
  return `${Math.ceil(bytes / KB)} KB`;
}

/** The 413 texts besides the contract's `payloadTooLarge` (one file over its limit). */
export const LIMIT_MESSAGES = {
  tooManyFiles: `Terlalu banyak berkas. Maksimal ${UPLOAD_LIMITS.maxFiles} berkas sekali unggah.`,
  /** A body or the text fields of a form over their limit (`limit` in bytes, when the parser says which). */
  fieldsTooLarge: (limit?: number) =>
    limit ? `Isian formulir melebihi ${formatLimit(limit)}.` : 'Isian formulir terlalu besar.',
} as const;

/** The settings of `strapi::body` (koa-body 6 + formidable 2) that carry a limit; see config/middlewares.ts. */
export const BODY_PARSER_LIMITS = {
  jsonLimit: BODY_LIMITS.jsonBytes,
  formLimit: BODY_LIMITS.formBytes,
  textLimit: BODY_LIMITS.textBytes,
  formidable: {
    // formidable 2 counts maxFileSize over ALL files of a request; the per-file and per-request counts are enforced
    // while streaming (stream-limits.ts, installed with these same numbers).
    maxFileSize: UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxFileBytes,
    maxFields: BODY_LIMITS.multipartFields,
    maxFieldsSize: BODY_LIMITS.multipartFieldsBytes,
  },
} as const;
