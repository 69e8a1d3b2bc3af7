/**
 * The contract's upload rules, checked in the browser before anything is sent: PNG, JPEG or WebP decided by the
 * file's first bytes (as the CMS does, so a renamed file is caught too; an iPhone HEIC photo gets its own message),
 * at most 25 MB a file, 20 files a request. The limits are the contract's literal types, so they cannot drift from
 * the CMS's.
 */
import type { ErrorMessages, UploadLimits } from '@hmrpl/contract';

export const UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 26214400, maxFiles: 20, maxLongSide: 2560 };

const MESSAGES: Pick<ErrorMessages, 'payloadTooLarge' | 'badFileType' | 'heicPhoto'> = {
  payloadTooLarge: 'Ukuran berkas melebihi 25 MB.',
  badFileType: 'Berkas harus berupa gambar PNG, JPEG, atau WebP.',
  heicPhoto:
    'Foto HEIC dari iPhone belum didukung. Kirim sebagai JPEG: pilih foto langsung dari aplikasi Foto/Galeri (iPhone mengirimnya sebagai JPEG), atau ubah Pengaturan > Kamera > Format ke "Paling Kompatibel".',
};

/** The hint under a picker: what may be chosen. */
export const UPLOAD_HINT = `PNG, JPEG, atau WebP; maksimal ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB per gambar. Foto besar dikecilkan otomatis sebelum dikirim.`;

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

/** An HEIC/HEIF photo (ISO media `ftyp` box with a HEIF brand), as iPhones save them. */
function isHeicHead(bytes: Uint8Array): boolean {
  return (
    ascii(bytes, 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1)$/.test(ascii(bytes, 8, 12))
  );
}

function isAllowedImageHead(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG';
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
  return png || jpeg || webp;
}

/** The reason a file would be refused ('{name}: ...'), or null when it may be sent. */
export async function imageFileProblem(file: File): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file, 12);
  } catch {
    return `${file.name}: ${MESSAGES.badFileType}`;
  }
  if (isHeicHead(head)) return `${file.name}: ${MESSAGES.heicPhoto}`;
  if (!isAllowedImageHead(head)) return `${file.name}: ${MESSAGES.badFileType}`;
  // a larger JPEG is shrunk before it is sent (shrink-image.ts); only what cannot be shrunk is refused here
  if (file.size > UPLOAD_LIMITS.maxFileBytes && !isShrinkable(file, head))
    return `${file.name}: ${MESSAGES.payloadTooLarge}`;
  return null;
}

/** JPEG photos are shrunk in the browser before sending (PNG and WebP keep their exact pixels: the server scales them). */
function isShrinkable(_file: File, head: Uint8Array): boolean {
  return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/** The same, reading the file's first bytes. */
export async function isShrinkableFile(file: File): Promise<boolean> {
  try {
    return isShrinkable(file, await readHead(file, 12));
  } catch {
    return false;
  }
}

/** The size check once shrinking is done: what will really be sent must fit the server's limit. */
export function sizeProblem(file: File): string | null {
  return file.size > UPLOAD_LIMITS.maxFileBytes ? `${file.name}: ${MESSAGES.payloadTooLarge}` : null;
}

/** Splits picked files into the ones that may be sent and the reasons for the others. */
export async function checkImageFiles(files: File[]): Promise<{ accepted: File[]; problems: string[] }> {
  const results = await Promise.all(files.map(async (file) => ({ file, problem: await imageFileProblem(file) })));
  return {
    accepted: results.filter((result) => !result.problem).map((result) => result.file),
    problems: results.flatMap((result) => (result.problem ? [result.problem] : [])),
  };
}

/**
 * A form's file picker whose last pick was refused (ImageField marks it `data-refused`), focused so its message is
 * read again; null when there is none. A form calls it before sending: a refused photo is not sent as "no photo".
 */
export function refusedFileIn(form: HTMLFormElement | null | undefined): HTMLInputElement | null {
  const input = form?.querySelector<HTMLInputElement>('input[type="file"][data-refused="true"]') ?? null;
  input?.focus();
  return input;
}
