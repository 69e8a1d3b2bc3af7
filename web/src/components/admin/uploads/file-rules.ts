/**
 * The contract's upload rules, checked in the browser before anything is sent: PNG, JPEG or WebP decided by the
 * file's first bytes (as the CMS does, so a renamed file is caught too), at most 10 MB a file, 20 files a request.
 */
import type { ErrorMessages, UploadLimits } from '@hmrpl/contract';

export const UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 10485760, maxFiles: 20 };

const MESSAGES: Pick<ErrorMessages, 'payloadTooLarge' | 'badFileType'> = {
  payloadTooLarge: 'Ukuran berkas melebihi 10 MB.',
  badFileType: 'Berkas harus berupa gambar PNG, JPEG, atau WebP.',
};

/** For <input accept>: the picker offers only what the server accepts. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

export const TOO_MANY_FILES = `Maksimal ${UPLOAD_LIMITS.maxFiles} gambar sekali unggah.`;

function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

function isAllowedImageHead(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG';
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
  return png || jpeg || webp;
}

/** The reason a file would be refused ('{name}: ...'), or null when it may be sent. */
export async function imageFileProblem(file: File): Promise<string | null> {
  if (file.size > UPLOAD_LIMITS.maxFileBytes) return `${file.name}: ${MESSAGES.payloadTooLarge}`;
  let head: Uint8Array;
  try {
    head = await readHead(file, 12);
  } catch {
    return `${file.name}: ${MESSAGES.badFileType}`;
  }
  return isAllowedImageHead(head) ? null : `${file.name}: ${MESSAGES.badFileType}`;
}

/** Splits picked files into the ones that may be sent and the reasons for the others. */
export async function checkImageFiles(files: File[]): Promise<{ accepted: File[]; problems: string[] }> {
  const results = await Promise.all(files.map(async (file) => ({ file, problem: await imageFileProblem(file) })));
  return {
    accepted: results.filter((result) => !result.problem).map((result) => result.file),
    problems: results.flatMap((result) => (result.problem ? [result.problem] : [])),
  };
}
