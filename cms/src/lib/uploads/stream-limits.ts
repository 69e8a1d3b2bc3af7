/**
 * Multipart limits and temp-file tracking for `strapi::body` (koa-body 6 + formidable 2), installed in
 * config/middlewares.ts as `formidable.onFileBegin`: the per-file size and the file count, counted while streaming
 * (formidable 2 has neither), and every temp file remembered per request for `global::upload-cleanup`
 * (src/middlewares/upload-cleanup.ts). See ADR 007.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { payloadTooLarge } from '../http/errors';

interface WriteStreamLike {
  closed?: boolean;
  once(event: 'close', listener: () => void): unknown;
}

export interface TrackedFile {
  filepath: string;
  _writeStream?: WriteStreamLike | null;
}

interface FormLike {
  error?: unknown;
  headers?: IncomingHttpHeaders;
  _error(error: Error): void;
}

interface FileLike extends TrackedFile {
  write(buffer: Buffer, cb: () => void): void;
}

// formidable's own codes, so that `global::api-errors` answers them as it answers formidable's (413)
const FILE_TOO_BIG_CODE = 1009;
const TOO_MANY_FILES_CODE = 1015;

/**
 * Every temp file formidable opens, per request, keyed by the request's headers object (formidable keeps it as
 * `form.headers`). formidable's own clean-up can lose a race with a file that is still being opened.
 */
const tracked = new WeakMap<object, TrackedFile[]>();

/** The temp files opened while parsing the request with these headers (`ctx.req.headers`). */
export const trackedUploads = (headers: IncomingHttpHeaders): TrackedFile[] => tracked.get(headers) ?? [];
export const forgetUploads = (headers: IncomingHttpHeaders) => tracked.delete(headers);

/** Tighter limits for one request (a public form's upload, ./public-uploads.ts), with the 413 texts that name them. */
export interface RequestUploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  tooLarge: string;
  tooMany: string;
}
const requestLimits = new WeakMap<object, RequestUploadLimits>();

/** Applies `limits` to the multipart parse of the request with these headers (`ctx.req.headers`), before it runs. */
export const limitRequestUploads = (headers: IncomingHttpHeaders, limits: RequestUploadLimits) =>
  requestLimits.set(headers, limits);

function formidableError(message: string, code: number) {
  return Object.assign(new Error(message), { code, httpCode: 413 });
}

export function uploadLimits({ maxFileBytes, maxFiles }: { maxFileBytes: number; maxFiles: number }) {
  const fileCounts = new WeakMap<object, number>();

  return function onFileBegin(this: FormLike, _field: string, file: FileLike) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- formidable passes the form as `this`; callbacks below need it
    const form = this;
    if (form.headers) {
      const list = tracked.get(form.headers) ?? [];
      list.push(file);
      tracked.set(form.headers, list);
    }

    const own = form.headers ? requestLimits.get(form.headers) : undefined;
    const count = (fileCounts.get(form) ?? 0) + 1;
    fileCounts.set(form, count);
    // 1-based position in the request, across fields (src/lib/uploads/store.ts sorts by it)
    (file as FileLike & { sequence?: number }).sequence = count;
    if (own && count > own.maxFiles) form._error(payloadTooLarge(own.tooMany));
    else if (count > maxFiles) {
      form._error(formidableError(`maxFiles (${maxFiles}) exceeded`, TOO_MANY_FILES_CODE));
    }

    let received = 0;
    const write = file.write.bind(file);
    file.write = (buffer: Buffer, cb: () => void) => {
      if (form.error) {
        // Keep draining the request without writing once the parse has failed.
        setImmediate(cb);
        return;
      }
      received += buffer.length;
      if (own && received > own.maxFileBytes) {
        form._error(payloadTooLarge(own.tooLarge));
        setImmediate(cb);
        return;
      }
      if (received > maxFileBytes) {
        form._error(formidableError(`maxFileSize (${maxFileBytes} bytes) exceeded for one file`, FILE_TOO_BIG_CODE));
        setImmediate(cb);
        return;
      }
      write(buffer, cb);
    };
  };
}
