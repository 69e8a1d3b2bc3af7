/**
 * Per-request multipart limits for `strapi::body` (koa-body 6 + formidable 2), used in
 * config/middlewares.ts as `formidable.onFileBegin`.
 *
 * formidable 2 only knows a TOTAL size for all files of a request and has no file count limit, while the
 * contract wants at most 10 MB per file and 20 files per request. This hook counts the files of each form
 * and the bytes of each file as they stream in, and aborts the parse with a formidable-style error
 * (code 1009 = file too big, 1015 = too many files; httpCode 413) that `global::api-errors` turns into
 * 413 `Ukuran berkas melebihi 10 MB.` / `Terlalu banyak berkas...`. formidable then deletes the partly
 * written temp files itself.
 */

interface FormLike {
  error?: unknown;
  _error(error: Error): void;
}

interface FileLike {
  write(buffer: Buffer, cb: () => void): void;
}

export const FILE_TOO_BIG_CODE = 1009;
export const TOO_MANY_FILES_CODE = 1015;

function formidableError(message: string, code: number) {
  return Object.assign(new Error(message), { code, httpCode: 413 });
}

export function uploadLimits({ maxFileBytes, maxFiles }: { maxFileBytes: number; maxFiles: number }) {
  const fileCounts = new WeakMap<object, number>();

  return function onFileBegin(this: FormLike, _field: string, file: FileLike) {
    const form = this;
    const count = (fileCounts.get(form) ?? 0) + 1;
    fileCounts.set(form, count);
    if (count > maxFiles) {
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
      if (received > maxFileBytes) {
        form._error(formidableError(`maxFileSize (${maxFileBytes} bytes) exceeded for one file`, FILE_TOO_BIG_CODE));
        setImmediate(cb);
        return;
      }
      write(buffer, cb);
    };
  };
}
