/**
 * Every image upload of the contract goes through here: `incomingFiles`, `validateImages` (ALL files checked before
 * any is stored), `storeImages` (through the upload plugin and image-pipeline.ts, all or nothing; 507 when the disk
 * is full, disk-space.ts) and `removeMedia`. Temp files are deleted by `global::upload-cleanup`, not here. See ADR 007, ADR 037 and ADR 038.
 */
import type { Core } from '@strapi/strapi';
import type { UploadMessages } from '@hmrpl/contract';
import { HttpError, MESSAGES, insufficientStorage, invalid, payloadTooLarge } from '../http/errors';
import { inspectImageFile, isHeicFile, type DetectedImage } from './image-type';
import type { MediaFile } from './media-fields';
import { randomFileName, randomUploadToken, type UploadPrefix } from './upload-name';
import { UPLOAD_LIMITS } from './limits';
import { assertRoomFor, isDiskFullError } from './disk-space';
import { removeUploadFiles } from './upload-writes';

const UPLOAD_MESSAGES = {
  tooManyFiles: `Maksimal ${UPLOAD_LIMITS.maxFiles} berkas dalam satu unggahan.`,
  badFileNamed: (name: string) => `Berkas "${name}" harus berupa gambar PNG, JPEG, atau WebP.`,
  emptyFile: (name: string) => `Berkas "${name}" kosong.`,
  heicNamed: (name: string) => `Berkas "${name}": ${MESSAGES.heicPhoto}`,
} as const satisfies UploadMessages;

/** A file as formidable v2 describes it (only what we read). */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
  /** 0, 1, 2, ... in the order the files began arriving (set by the body parser's onFileBegin hook). */
  sequence?: number;
}

/** A file that passed validation with its real type: what `storeImages` stores (an image, or a proof's PDF). */
export interface ValidFile {
  file: IncomingFile;
  type: { mime: string; ext: string };
}

/** A file that passed validation, with its real type. */
export interface ValidImage extends ValidFile {
  file: IncomingFile;
  type: DetectedImage;
  width: number;
  height: number;
}

interface RequestWithFiles {
  request: { files?: Record<string, unknown> | null };
}

function isIncomingFile(value: unknown): value is IncomingFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as IncomingFile).filepath === 'string' &&
    typeof (value as IncomingFile).size === 'number'
  );
}

/**
 * The files sent under any of `fields` (`images[]` and `images` both count), in the order the client sent
 * them. formidable lists a field's files in the order they FINISHED writing, which is not the order sent
 * when sizes differ; the body parser's `onFileBegin` hook numbers each file as it begins (`sequence`), and
 * that number restores the client's order (captions pair with files by position).
 */
export function incomingFiles(ctx: RequestWithFiles, ...fields: string[]): IncomingFile[] {
  const files = ctx.request.files ?? {};
  const out: IncomingFile[] = [];
  for (const field of fields) {
    const value = files[field];
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    out.push(...list.filter(isIncomingFile));
  }
  if (out.every((file) => typeof file.sequence === 'number')) {
    out.sort((a, b) => (a.sequence as number) - (b.sequence as number));
  }
  return out;
}

/** The client's file name, only for messages (never for storage): control characters dropped, at most 80 chars. */
export function displayName(file: IncomingFile, index: number): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const raw = (file.originalFilename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = raw.split(/[\\/]/).pop() ?? '';
  if (!name) return `berkas ${index + 1}`;
  return name.length > 80 ? `${name.slice(0, 77)}...` : name;
}

interface ValidateOptions {
  /** The field named in 422 errors (`image`, `poster`, `images`, ...). */
  field: string;
  /**
   * Name every bad file (errors keyed `<field>.<index>`, the file's name in the text), for multi-file forms.
   * Otherwise the field gets the contract's message.
   */
  nameFiles?: boolean;
}

/**
 * Checks every file before anything is stored. Throws 422 (too many files, not an image, an HEIC photo), 413 (a
 * file over 25 MB). The order of checks is: count, sizes, then content.
 */
export async function validateImages(
  files: IncomingFile[],
  { field, nameFiles = false }: ValidateOptions,
): Promise<ValidImage[]> {
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    throw invalid({ [field]: [UPLOAD_MESSAGES.tooManyFiles] });
  }
  if (files.some((file) => file.size > UPLOAD_LIMITS.maxFileBytes)) {
    throw payloadTooLarge();
  }

  const valid: ValidImage[] = [];
  const errors: Record<string, string[]> = {};
  let heic = false;
  for (const [index, file] of files.entries()) {
    const inspected = file.size > 0 ? await inspectImageFile(file.filepath) : null;
    if (inspected) {
      const { width, height, ...type } = inspected;
      valid.push({ file, type, width, height });
      continue;
    }
    const name = displayName(file, index);
    const isHeic = file.size > 0 && (await isHeicFile(file.filepath).catch(() => false));
    heic ||= isHeic;
    if (nameFiles) {
      errors[`${field}.${index}`] = [
        isHeic
          ? UPLOAD_MESSAGES.heicNamed(name)
          : file.size > 0
            ? UPLOAD_MESSAGES.badFileNamed(name)
            : UPLOAD_MESSAGES.emptyFile(name),
      ];
    } else {
      errors[field] = [isHeic ? MESSAGES.heicPhoto : MESSAGES.badFileType];
    }
  }

  if (Object.keys(errors).length > 0) {
    // The contract's text is the message (the HEIC one when a photo was HEIC: it says what to do); `errors` says
    // which file(s).
    throw new HttpError(422, heic ? MESSAGES.heicPhoto : MESSAGES.badFileType, { errors });
  }
  return valid;
}

interface StoreOptions {
  /** Names stored files `<prefix>-<random>` (e.g. `berita`), which keeps the media library readable. */
  prefix: UploadPrefix;
  /** Caption per file, same order (also used as alternative text). */
  captions?: (string | null | undefined)[];
  /** The field named if the plugin finds a file undecodable after all (default `file`). */
  field?: string;
}

type UploadService = {
  upload(input: { data: { fileInfo: Record<string, unknown> }; files: Record<string, unknown> }): Promise<MediaFile[]>;
  remove(file: MediaFile): Promise<unknown>;
  getSettings(): Promise<Record<string, unknown> | null>;
  setSettings(value: Record<string, unknown>): Promise<unknown>;
};

function uploadService(strapi: Core.Strapi): UploadService {
  return strapi.plugin('upload').service('upload') as UploadService;
}

/**
 * Stores validated images one by one through the upload plugin (which makes the renditions and WebP twins; a PDF, which
 * the plugin does not treat as an image, is stored as it is). First
 * the disks must keep their reserve after the upload (else 507, nothing stored). If one fails, every file stored by
 * this call is deleted again before the error goes on; a full disk mid-write also removes the files of the image
 * being written (they have no row yet) and answers 507.
 */
export async function storeImages(
  strapi: Core.Strapi,
  images: ValidFile[],
  { prefix, captions = [], field = 'file' }: StoreOptions,
): Promise<MediaFile[]> {
  await assertRoomFor(
    strapi,
    images.reduce((sum, image) => sum + image.file.size, 0),
  );
  const service = uploadService(strapi);
  const stored: MediaFile[] = [];
  let writing: string | null = null;
  try {
    for (const [index, image] of images.entries()) {
      writing = randomUploadToken();
      const name = randomFileName(prefix, image.type.ext, writing);
      const caption = captions[index]?.trim() || undefined;
      const [saved] = await service.upload({
        data: { fileInfo: { name, caption, alternativeText: caption } },
        // A fresh object: Strapi reads the name and type from here, so the client's never reach storage.
        files: {
          filepath: image.file.filepath,
          originalFilename: name,
          mimetype: image.type.mime,
          detectedMimeType: image.type.mime,
          size: image.file.size,
        },
      });
      if (!saved) throw new Error('The upload plugin stored nothing');
      stored.push(saved);
      writing = null;
    }
    return stored;
  } catch (error) {
    const diskFull = isDiskFullError(error);
    // the files of the image being written have no row: remove them now, not after the sweep's grace period
    if (writing) await removeUploadFiles(strapi, writing);
    await removeMedia(strapi, stored);
    if (diskFull) {
      strapi.log.warn(`[disk] an upload ran out of space mid-write (${(error as Error).message}); nothing was kept`);
      throw insufficientStorage();
    }
    // sharp read the header but the full decode failed (e.g. a truncated file): the client's fault.
    if (error instanceof Error && /not a valid image/i.test(error.message)) {
      throw new HttpError(422, MESSAGES.badFileType, { errors: { [field]: [MESSAGES.badFileType] } });
    }
    throw error;
  }
}

/** Deletes files and their renditions; a file already gone is not an error (logged, never thrown). */
export async function removeMedia(strapi: Core.Strapi, files: (MediaFile | null | undefined)[]): Promise<void> {
  const service = uploadService(strapi);
  for (const file of files) {
    if (!file?.id) continue;
    try {
      await service.remove(file);
    } catch (error) {
      strapi.log.warn(`Could not delete upload ${file.id} (${file.url}): ${(error as Error).message}`);
    }
  }
}

/**
 * Responsive renditions (thumbnail, small, medium, large), size optimisation and EXIF auto-orientation on for every upload: the
 * upload plugin reads these settings from its core store on each upload (see @strapi/upload
 * services/image-manipulation `generateResponsiveFormats`, `optimize`). A fresh install has them on; this keeps
 * them on if someone switched them off in the dashboard, since the site's `srcset` relies on them.
 */
export async function ensureUploadSettings(strapi: Core.Strapi): Promise<void> {
  const service = uploadService(strapi);
  const current = (await service.getSettings()) ?? {};
  if (current.responsiveDimensions === true && current.sizeOptimization === true && current.autoOrientation === true)
    return;
  // autoOrientation: phone photos carry an EXIF rotation that the resized renditions would otherwise lose.
  await service.setSettings({ ...current, responsiveDimensions: true, sizeOptimization: true, autoOrientation: true });
}
